import type { Kysely } from 'kysely';
import { CUSTOMER_GROUP } from '../../domain/constants';
import type { Database } from '../db/schema';
import type { Mailer } from '../integrations/mail';
import { findCustomerByEmail } from './customers';
import { approvalEmail } from './emails';

/**
 * Shop-side commands on customers (`npm run customers -- …`, also reachable through the running shop's control
 * socket): approve a professional, make an admin, list who waits for approval.
 */

export class CommandError extends Error {
  override readonly name = 'CommandError';
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
    .updateTable('customer')
    .set({
      customer_group_id: CUSTOMER_GROUP.PROFESSIONAL,
      customer_type: 2,
      professional_status: 'approved',
      approved_at: new Date(),
      date_modified: new Date(),
    })
    .where('customer_id', '=', customer.customer_id)
    .execute();
  await mailer.send({ to: customer.email!, ...approvalEmail(customer.firstname, shopUrl) });
  return `${customer.email} подтверждён: цены для специалистов (группа 2), письмо отправлено`;
}

export async function makeAdmin(db: Kysely<Database>, email: string): Promise<string> {
  const customer = await findCustomerByEmail(db, email);
  if (!customer) throw new CommandError(`Покупатель с e-mail ${email} не найден`);
  await db
    .updateTable('customer')
    .set({ is_admin: true, date_modified: new Date() })
    .where('customer_id', '=', customer.customer_id)
    .execute();
  return `${customer.email} теперь администратор`;
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
