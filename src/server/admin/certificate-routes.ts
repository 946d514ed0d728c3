import {
  CertificateDetail,
  CertificateIdParams,
  CertificateIssueBody,
  CertificateIssued,
  CertificateList,
  CertificateListQuery,
  CertificateStatusBody,
} from '../../contract/admin-certificates';
import { STAFF_SESSION, staleReplies } from '../../contract/admin';
import { replies } from '../../contract/envelope';
import { issuedCertificateEmail } from '../checkout/order-emails';
import { success } from '../http/envelope';
import type { TypedApp } from '../http/typed-app';
import type { Mailer } from '../integrations/mail';
import { certificateDetail, issueCertificate, listCertificates, setCertificateStatus } from './certificate-store';
import { savedOrStale } from './stale-record';
import { actorOf } from './staff-routes';

const TAG = 'Панель управления' as const;
/** Certificates are money: the owner's, with the promotions (area `promotions`). */
const CERTIFICATES = { staff: { area: 'promotions' } } as const;

/**
 * 'Сертификаты' (the owner only): the certificates with their balance and read-only ledger; 'Выпустить сертификат'
 * (the code mailed to the recipient through the shop's mailer); 'Отключить' / 'Включить' against the version on
 * screen. No call changes a ledger row.
 */
export function certificateRoutes(app: TypedApp, mailer: Mailer): void {
  const route = (operationId: string, summary: string) => ({
    operationId,
    summary,
    tags: [TAG],
    security: STAFF_SESSION,
  });

  app.get('/certificates', {
    config: CERTIFICATES,
    schema: {
      ...route('adminCertificates', 'Сертификаты: страница списка с поиском по коду и e-mail и фильтром по состоянию'),
      querystring: CertificateListQuery,
      response: replies(CertificateList),
    },
    handler: async (request) => success(await listCertificates(app.db, request.query, app.config.certificateMaxRub)),
  });

  app.get('/certificates/:id', {
    config: CERTIFICATES,
    schema: {
      ...route('adminCertificate', 'Сертификат с остатком и историей (только чтение)'),
      params: CertificateIdParams,
      response: replies(CertificateDetail),
    },
    handler: async (request) => success(await certificateDetail(app.db, request.params.id)),
  });

  app.post('/certificates', {
    config: CERTIFICATES,
    schema: {
      ...route('adminCertificateIssue', 'Выпустить сертификат: новый код, письмо с ним получателю'),
      body: CertificateIssueBody,
      response: replies(CertificateIssued),
    },
    handler: async (request) => {
      const issued = await issueCertificate(app.db, actorOf(request), request.body, app.config.certificateMaxRub);
      let mailed = true;
      try {
        await mailer.send({ to: issued.email, ...issuedCertificateEmail(issued.code, issued.amount, issued.message) });
      } catch (error) {
        // The certificate stands: the page says the letter did not go, and the owner can read the code out.
        mailed = false;
        request.log.error({ err: error, voucherId: issued.voucherId }, 'Не удалось отправить письмо с сертификатом');
      }
      return success({ ...(await certificateDetail(app.db, issued.voucherId)), mailed });
    },
  });

  app.put('/certificates/:id/status', {
    config: CERTIFICATES,
    schema: {
      ...route('adminCertificateStatus', 'Отключить или включить сертификат с открытой версией'),
      params: CertificateIdParams,
      body: CertificateStatusBody,
      response: staleReplies(CertificateDetail),
    },
    handler: async (request, reply) =>
      savedOrStale(
        reply,
        () => setCertificateStatus(app.db, actorOf(request), request.params.id, request.body),
        () => certificateDetail(app.db, request.params.id),
      ),
  });
}
