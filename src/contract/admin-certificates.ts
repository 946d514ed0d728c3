import Type, { type Static } from 'typebox';
import { CERTIFICATE_MESSAGE_MAX, CERTIFICATE_STATES, type CertificateLedgerEntry } from '../domain/certificate-admin';
import { DateTime, Money, PAGING, Version } from './admin';
import { Closed, Nullable } from './envelope';

/**
 * 'Сертификаты' (issue 16; the owner only, area `promotions`: money), under /admin/api/certificates: every gift
 * certificate, bought or issued by hand, with its balance and its ledger (read only: the ledger is written by the
 * orders that spend a certificate and give back to it); a certificate issued by hand, mailed with its code; one
 * switched off and on against the version on screen.
 */

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const CertificateListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Код или e-mail получателя' })),
  state: Type.Optional(Type.Enum(CERTIFICATE_STATES, { description: 'active, used (израсходован), disabled' })),
  ...PAGING,
});
export type CertificateListQuery = Static<typeof CertificateListQuery>;

export const AdminCertificate = Closed({
  voucher_id: Id,
  code: Type.String({ description: 'Код целиком: владелец диктует его покупателю' }),
  amount: Money,
  balance: Money,
  order_id: Nullable(Type.Integer({ minimum: 1, description: 'Заказ, которым сертификат куплен' })),
  issued_by: Nullable(Type.String({ description: 'Кто выпустил вручную (e-mail сотрудника)' })),
  email: Type.String({ description: 'Кому: e-mail получателя (выпущенного вручную) или покупателя' }),
  message: Nullable(Type.String()),
  state: Type.Enum(CERTIFICATE_STATES),
  test_payment: Type.Boolean({ description: 'Куплен тестовой оплатой' }),
  date_added: DateTime,
  version: Version,
});
export type AdminCertificate = Static<typeof AdminCertificate>;

export const CertificateList = Closed({
  certificates: Type.Array(AdminCertificate, { description: 'Новые первыми' }),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
  max_amount: Type.Integer({
    minimum: 1,
    description: 'Самый крупный сертификат магазина, ₽ (CERTIFICATE_MAX_RUB): форма выпуска проверяет сумму по нему',
  }),
});
export type CertificateList = Static<typeof CertificateList>;

export const CERTIFICATE_LEDGER_KINDS = [
  'issued',
  'spent',
  'returned',
  'disabled',
  'enabled',
] as const satisfies readonly CertificateLedgerEntry['kind'][];

export const CertificateLedgerRow = Closed({
  kind: Type.Enum(CERTIFICATE_LEDGER_KINDS, {
    description: 'issued — выпуск, spent — оплата заказа, returned — возврат из отменённого заказа, disabled/enabled',
  }),
  date: DateTime,
  amount: Nullable(Type.Number({ description: '₽: + на сертификат, − с него; null — отключение и включение' })),
  order_id: Nullable(Type.Integer({ minimum: 1 })),
  by: Nullable(Type.String({ description: 'Сотрудник, если запись сделал сотрудник' })),
});
export type CertificateLedgerRow = Static<typeof CertificateLedgerRow>;

export const CertificateDetail = Closed({
  certificate: AdminCertificate,
  ledger: Type.Array(CertificateLedgerRow, { description: 'По времени, первая — выпуск' }),
});
export type CertificateDetail = Static<typeof CertificateDetail>;

export const CertificateIdParams = Type.Object({ id: Id });

export const CertificateIssueBody = Type.Object({
  amount: Type.Union([Type.Integer({ minimum: 0, maximum: 1e12 }), Type.String({ maxLength: 20 })], {
    description: 'Целые рубли больше 100',
  }),
  email: Type.String({ maxLength: 254 }),
  message: Type.Optional(Type.String({ maxLength: CERTIFICATE_MESSAGE_MAX * 2 })),
});
export type CertificateIssueBody = Static<typeof CertificateIssueBody>;

export const CertificateIssued = Closed({
  ...CertificateDetail.properties,
  mailed: Type.Boolean({ description: 'Письмо с кодом ушло получателю' }),
});
export type CertificateIssued = Static<typeof CertificateIssued>;

export const CertificateStatusBody = Type.Object({
  enabled: Type.Boolean({ description: 'false — отключить, true — включить' }),
  version: Version,
});
export type CertificateStatusBody = Static<typeof CertificateStatusBody>;
