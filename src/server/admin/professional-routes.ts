import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { STAFF_SESSION, staleReplies } from '../../contract/admin';
import {
  AdminCustomer,
  ApproveBody,
  CustomerIdParams,
  ProfessionalQueue,
  ProfessionalQueueQuery,
  RejectBody,
} from '../../contract/admin-customers';
import { ErrorReply, replies } from '../../contract/envelope';
import { success } from '../http/envelope';
import { HttpError } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';
import type { Mailer } from '../integrations/mail';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { CUSTOMERS } from './customer-routes';
import { loadAdminCustomer } from './customer-queries';
import { decideApplication } from './professional-change';
import { sendProfessionalDocument } from './professional-document';
import { listApplications } from './professional-queries';
import { savedOrStale } from './stale-record';
import { actorOf } from './staff-routes';

const TAG = 'Панель управления' as const;

/** Professionals' applications (manager and owner): the queue, the document, 'Одобрить' and 'Отклонить'. */
export function professionalRoutes(app: TypedApp, mailer: Mailer): void {
  const customerOr404 = async (customerId: number) => {
    const customer = await loadAdminCustomer(app.db, customerId);
    if (!customer) throw new HttpError(404, M.customerNotFound);
    return customer;
  };

  /** A decision answered with the customer as they are now (409 with them when the copy was stale). */
  const decide = (
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    decision: Parameters<typeof decideApplication>[5],
  ) =>
    savedOrStale(
      reply,
      () => decideApplication(app, mailer, request.log, actorOf(request), id, decision),
      () => customerOr404(id),
    );

  app.get('/professionals', {
    config: CUSTOMERS,
    schema: {
      operationId: 'adminProfessionalQueue',
      summary: 'Заявки специалистов: ждут решения (по умолчанию), одобренные или отклонённые, с документом',
      tags: [TAG],
      security: STAFF_SESSION,
      querystring: ProfessionalQueueQuery,
      response: replies(ProfessionalQueue),
    },
    handler: async (request) => success(await listApplications(app.db, request.query)),
  });

  app.get('/professionals/:id/document', {
    config: CUSTOMERS,
    schema: {
      operationId: 'adminProfessionalDocument',
      summary: 'Документ специалиста (изображение или PDF) — только сотрудникам',
      tags: [TAG],
      security: STAFF_SESSION,
      params: CustomerIdParams,
      response: {
        200: {
          description: 'Файл: тип по его содержимому, показывается в песочнице',
          content: {
            'image/jpeg': { schema: Type.String({ format: 'binary' }) },
            'image/png': { schema: Type.String({ format: 'binary' }) },
            'image/webp': { schema: Type.String({ format: 'binary' }) },
            'application/pdf': { schema: Type.String({ format: 'binary' }) },
          },
        },
        '4xx': ErrorReply,
      },
    },
    handler: async (request, reply) => sendProfessionalDocument(app.db, app.config.dataDir, request.params.id, reply),
  });

  app.post('/professionals/:id/approve', {
    config: CUSTOMERS,
    schema: {
      operationId: 'adminProfessionalApprove',
      summary: "'Одобрить': цены для специалистов (группа 2) и письмо покупателю",
      tags: [TAG],
      security: STAFF_SESSION,
      params: CustomerIdParams,
      body: ApproveBody,
      response: staleReplies(AdminCustomer),
    },
    handler: async (request, reply) =>
      decide(request, reply, request.params.id, { decision: 'approved', version: request.body.version }),
  });

  app.post('/professionals/:id/reject', {
    config: CUSTOMERS,
    schema: {
      operationId: 'adminProfessionalReject',
      summary: "'Отклонить' с причиной: она уходит покупателю письмом, покупатель остаётся частным",
      tags: [TAG],
      security: STAFF_SESSION,
      params: CustomerIdParams,
      body: RejectBody,
      response: staleReplies(AdminCustomer),
    },
    handler: async (request, reply) =>
      decide(request, reply, request.params.id, {
        decision: 'rejected',
        version: request.body.version,
        reason: request.body.reason,
      }),
  });
}
