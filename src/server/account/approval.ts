import type { Kysely, Transaction } from 'kysely';
import { CUSTOMER_GROUP } from '../../domain/constants';
import type { Database } from '../db/schema';
import type { MailMessage, Mailer } from '../integrations/mail';
import { findCustomerByEmail } from './customers';
import { approvalEmail, rejectionEmail } from './emails';

/**
 * Shop-side commands on customers (`npm run customers -- …`, also reachable through the running shop's control
 * socket): approve a professional, make an admin, list who waits for approval.
 */

export class CommandError extends Error {
  override readonly name = 'CommandError';
}

/** Who decides on an application: a staff member (the back office) or the command line. */
export interface Decider {
  staffId: number | null;
  /** Readable: the member's e-mail, or the command. */
  name: string;
}

export const CUSTOMERS_COMMAND: Decider = { staffId: null, name: 'npm run customers' };

export type ProfessionalDecision = 'approved' | 'rejected';

/**
 * A decision on a professional's application, inside the caller's transaction: approved opens group 2 prices;
 * rejected keeps (or puts) the customer in group 1. Either is kept in `professional_decision` with who, when and the
 * reason. The back office (with its version check and audit row) and `npm run customers -- approve` both decide here.
 */
export async function recordProfessionalDecision(
  trx: Transaction<Database>,
  customerId: number,
  decision: ProfessionalDecision,
  decider: Decider,
  reason = '',
) {
  const approved = decision === 'approved';
  const customer = await trx
    .updateTable('customer')
    .set({
      customer_group_id: approved ? CUSTOMER_GROUP.PROFESSIONAL : CUSTOMER_GROUP.CUSTOMER,
      customer_type: 2,
      professional_status: decision,
      approved_at: approved ? new Date() : null,
      date_modified: new Date(),
    })
    .where('customer_id', '=', customerId)
    .returning(['customer_id', 'customer_group_id', 'professional_status', 'approved_at', 'version'])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('professional_decision')
    .values({ customer_id: customerId, decision, reason, staff_id: decider.staffId, actor: decider.name.slice(0, 254) })
    .execute();
  return customer;
}

/** The customer's e-mail about the decision: the existing approval text, or the refusal with its reason. */
export function decisionEmail(
  customer: { email: string; firstname: string },
  decision: ProfessionalDecision,
  reason: string,
  shopUrl: string,
): MailMessage {
  const text =
    decision === 'approved' ? approvalEmail(customer.firstname, shopUrl) : rejectionEmail(customer.firstname, reason);
  return { to: customer.email, ...text };
}

export async function approveProfessional(
  db: Kysely<Database>,
  mailer: Mailer,
  email: string,
  shopUrl: string,
): Promise<string> {
  const customer = await findCustomerByEmail(db, email);
  if (!customer) throw new CommandError(`Покупатель с e-mail ${email} не найден`);
  if (customer.professional_status === 'approved' && customer.customer_group_id === CUSTOMER_GROUP.PROFESSIONAL) {
    return `${customer.email} уже подтверждён как специалист`;
  }
  await db
    .transaction()
    .execute((trx) => recordProfessionalDecision(trx, customer.customer_id, 'approved', CUSTOMERS_COMMAND));
  await mailer.send(decisionEmail({ email: customer.email!, firstname: customer.firstname }, 'approved', '', shopUrl));
  return `${customer.email} подтверждён: цены для специалистов (группа 2), письмо отправлено`;
}

export async function listPending(db: Kysely<Database>, dataDir: string): Promise<string> {
  const rows = await db
    .selectFrom('customer')
    .leftJoin('customer_upload', (join) =>
      join
        .onRef('customer_upload.customer_id', '=', 'customer.customer_id')
        .on('customer_upload.purpose', '=', 'certificate'),
    )
    .select([
      'customer.email',
      'customer.firstname',
      'customer.lastname',
      'customer.date_added',
      'customer_upload.stored_name',
      'customer_upload.filename',
    ])
    .where('customer.professional_status', '=', 'pending')
    .orderBy('customer.date_added')
    .execute();
  if (rows.length === 0) return 'Никто не ждёт подтверждения';
  return rows
    .map((r) => {
      const file = r.stored_name ? `${dataDir}/upload/${r.stored_name} («${r.filename}»)` : 'документ не загружен';
      return `${r.email}\t${r.firstname} ${r.lastname}\t${r.date_added.toISOString().slice(0, 10)}\t${file}`;
    })
    .join('\n');
}
