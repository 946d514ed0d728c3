import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { CustomerGroupBody } from '../../contract/admin-customers';
import { CUSTOMER_GROUP } from '../../domain/constants';
import { customerGroupEmail } from '../account/emails';
import { publicBaseUrl } from '../config';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { Mailer, MailMessage } from '../integrations/mail';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { writeAudit, type Actor } from './audit-log';
import { StaleRecord } from './stale-record';

/**
 * The back office's writes to a customer, each in a transaction that locks the customer's row and checks the version
 * the staff member opened ('Запись изменена другим сотрудником' otherwise), with its audit row. E-mails go after the
 * commit, never for a change that did not happen, and a mail server's failure is logged, not undone.
 */

export async function lockCustomer(trx: Transaction<Database>, customerId: number, version: number) {
  const customer = await trx
    .selectFrom('customer')
    .select([
      'customer_id',
      'email',
      'firstname',
      'customer_group_id',
      'customer_type',
      'professional_status',
      'approved_at',
      'version',
    ])
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
  if (!customer) throw new HttpError(404, M.customerNotFound);
  if (customer.version !== version) throw new StaleRecord();
  return customer;
}

/** The columns of a customer the audit log keeps before and after a change. */
export const auditedCustomer = (c: {
  customer_group_id: number;
  professional_status: string;
  approved_at: Date | null;
  version: number;
}) => ({
  customer_group_id: c.customer_group_id,
  professional_status: c.professional_status,
  approved_at: c.approved_at,
  version: c.version,
});

/** Sends an e-mail after the change was committed; a failure is logged (the change stands). */
export async function mailAfterCommit(mailer: Mailer, log: FastifyBaseLogger, message: MailMessage | null) {
  if (!message) return;
  await mailer
    .send(message)
    .catch((error: unknown) => log.error({ err: error }, `Письмо не отправлено: ${message.subject}`));
}

/** 'Покупатели': move a customer between the private and the professional group. */
export async function changeCustomerGroup(
  app: FastifyInstance,
  mailer: Mailer,
  log: FastifyBaseLogger,
  actor: Actor,
  customerId: number,
  body: CustomerGroupBody,
): Promise<void> {
  const message = await app.db.transaction().execute(async (trx) => {
    const customer = await lockCustomer(trx, customerId, body.version);
    if (customer.customer_group_id === body.customer_group_id) return null;
    const updated = await trx
      .updateTable('customer')
      .set({ customer_group_id: body.customer_group_id, date_modified: new Date() })
      .where('customer_id', '=', customerId)
      .returning(['customer_group_id', 'professional_status', 'approved_at', 'version'])
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      recordType: 'customer',
      recordId: customerId,
      action: 'group',
      before: auditedCustomer(customer),
      after: auditedCustomer(updated),
    });
    if (!(body.notify ?? true) || !customer.email) return null;
    const professional = body.customer_group_id === CUSTOMER_GROUP.PROFESSIONAL;
    return { to: customer.email, ...customerGroupEmail(customer.firstname, professional, publicBaseUrl(app.config)) };
  });
  await mailAfterCommit(mailer, log, message);
}
