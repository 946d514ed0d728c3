import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { isStaffRole, staffPasswordProblem, type StaffRole } from '../../domain/staff';
import { isValidEmail } from '../../domain/validation';
import { hashPassword } from '../account/passwords';
import { findCustomerByEmail, normaliseEmail, isUniqueViolation } from '../account/customers';
import type { Database } from '../db/schema';
import type { StaffTables } from '../db/tables/staff-tables';
import { HttpError } from '../http/http-error';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { writeAudit, type Actor } from './audit-log';
import { StaleRecord } from './stale-record';

/**
 * Staff accounts: the one code behind `npm run staff` and the owner's staff calls of the back office. Every change is
 * written to the audit log in its own transaction, raises the record's version, and ends the member's sessions when
 * it takes access away (disabled, new password, another role).
 */

export type StaffRow = Selectable<StaffTables['staff']>;

/** What the back office and the audit log show of a member: never the password hash or the TOTP secret. */
export interface StaffView {
  staff_id: number;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  two_factor: boolean;
  customer_id: number | null;
  version: number;
  date_added: string;
  date_modified: string;
}

export function toStaffView(row: StaffRow): StaffView {
  return {
    staff_id: row.staff_id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled,
    two_factor: row.totp_secret !== null,
    customer_id: row.customer_id,
    version: row.version,
    date_added: row.date_added.toISOString(),
    date_modified: row.date_modified.toISOString(),
  };
}

type Db = Kysely<Database> | Transaction<Database>;

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  return db
    .selectFrom('staff')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
    .executeTakeFirst();
}

/** A member as 'Сотрудники' lists them: with the e-mail of the storefront account linked to them. */
export type StaffMemberView = StaffView & { customer_email: string | null };

function membersQuery(db: Db) {
  return db
    .selectFrom('staff')
    .leftJoin('customer', 'customer.customer_id', 'staff.customer_id')
    .selectAll('staff')
    .select('customer.email as customer_email');
}

const toMemberView = (row: StaffRow & { customer_email: string | null }): StaffMemberView => ({
  ...toStaffView(row),
  customer_email: row.customer_email,
});

export async function listStaff(db: Db): Promise<StaffMemberView[]> {
  const rows = await membersQuery(db).orderBy('staff.staff_id').execute();
  return rows.map(toMemberView);
}

export interface NewStaff {
  email: string;
  password: string;
  role: string;
  name?: string;
}

function checkRole(role: string): StaffRole {
  if (!isStaffRole(role)) throw new HttpError(400, M.unknownRole);
  return role;
}

export function checkPassword(password: string): void {
  const problem = staffPasswordProblem(password);
  if (problem) throw new HttpError(400, problem);
}

export async function createStaff(db: Kysely<Database>, actor: Actor, input: NewStaff): Promise<StaffView> {
  const email = input.email.trim();
  if (!isValidEmail(email) || email.length > 254) throw new HttpError(400, M.invalidEmail);
  const role = checkRole(input.role);
  checkPassword(input.password);
  const password_hash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('staff')
        .values({ email, name: (input.name ?? '').trim().slice(0, 128), password_hash, role })
        .returningAll()
        .executeTakeFirstOrThrow();
      const view = toStaffView(row);
      await writeAudit(trx, actor, {
        recordType: 'staff',
        recordId: row.staff_id,
        action: 'create',
        before: null,
        after: view,
      });
      return view;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, M.emailTaken);
    throw error;
  }
}

/**
 * Changes one member (found by e-mail) in a transaction that locks the row: `change` returns the columns to set, the
 * version goes up, the audit log gets the member before and after, and `endSessions` signs them out everywhere.
 */
export async function changeStaff(
  db: Kysely<Database>,
  actor: Actor,
  email: string,
  action: string,
  change: (row: StaffRow, trx: Transaction<Database>) => Promise<Partial<StaffRow>>,
  endSessions: boolean,
  version?: number,
): Promise<StaffView> {
  return db.transaction().execute(async (trx) => {
    const found = await findStaffByEmail(trx, email);
    if (!found) throw new HttpError(404, M.staffNotFound(email.trim()));
    const row = await trx
      .selectFrom('staff')
      .selectAll()
      .where('staff_id', '=', found.staff_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // The back office sends the version the owner opened (the command line does not): someone else's change wins.
    if (version !== undefined && row.version !== version) throw new StaleRecord();
    const columns = await change(row, trx);
    const updated = await trx
      .updateTable('staff')
      .set({ ...columns, version: row.version + 1, date_modified: new Date() })
      .where('staff_id', '=', row.staff_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (endSessions) await trx.deleteFrom('staff_session').where('staff_id', '=', row.staff_id).execute();
    const view = toStaffView(updated);
    await writeAudit(trx, actor, {
      recordType: 'staff',
      recordId: row.staff_id,
      action,
      before: toStaffView(row),
      after: view,
    });
    return view;
  });
}

/**
 * The shop keeps at least one owner who can sign in: taking the role or access from the last one is refused. The
 * active owners are locked first, so two such changes at once cannot both pass the count.
 */
async function keepAnOwner(trx: Transaction<Database>, row: StaffRow): Promise<void> {
  if (row.role !== 'owner' || row.disabled) return;
  const owners = await trx
    .selectFrom('staff')
    .select('staff_id')
    .where('role', '=', 'owner')
    .where('disabled', '=', false)
    .forUpdate()
    .execute();
  if (owners.length <= 1) throw new HttpError(409, M.lastOwner);
}

export function setStaffRole(
  db: Kysely<Database>,
  actor: Actor,
  email: string,
  role: string,
  version?: number,
): Promise<StaffView> {
  const next = checkRole(role);
  return changeStaff(
    db,
    actor,
    email,
    'role',
    async (row, trx) => {
      if (next !== 'owner') await keepAnOwner(trx, row);
      return { role: next };
    },
    true,
    version,
  );
}

export function setStaffDisabled(
  db: Kysely<Database>,
  actor: Actor,
  email: string,
  disabled: boolean,
  version?: number,
): Promise<StaffView> {
  return changeStaff(
    db,
    actor,
    email,
    disabled ? 'disable' : 'enable',
    async (row, trx) => {
      if (disabled) await keepAnOwner(trx, row);
      return { disabled };
    },
    disabled,
    version,
  );
}

export async function findStaffView(db: Db, staffId: number): Promise<StaffMemberView | undefined> {
  const row = await membersQuery(db).where('staff.staff_id', '=', staffId).executeTakeFirst();
  return row && toMemberView(row);
}

export async function setStaffPassword(
  db: Kysely<Database>,
  actor: Actor,
  email: string,
  password: string,
): Promise<StaffView> {
  checkPassword(password);
  const password_hash = await hashPassword(password);
  return changeStaff(db, actor, email, 'password', async () => ({ password_hash }), true);
}

/**
 * Links the member to a storefront customer account (by its e-mail), or unlinks it (null): that customer then sees
 * 'Редактировать' on the shop's products, categories, pages and articles, whose short-lived links open the editor
 * only for this member's own back-office sign-in (edit-link-routes.ts). One account per member, one member per
 * account (the column is unique).
 */
export async function setStaffCustomer(
  db: Kysely<Database>,
  actor: Actor,
  email: string,
  customerEmail: string | null,
  version?: number,
): Promise<StaffView> {
  const customer = customerEmail === null ? null : await findCustomerByEmail(db, customerEmail);
  if (customerEmail !== null && !customer) throw new HttpError(404, M.linkCustomerNotFound(customerEmail.trim()));
  try {
    return await changeStaff(
      db,
      actor,
      email,
      customer ? 'linkCustomer' : 'unlinkCustomer',
      async () => ({ customer_id: customer?.customer_id ?? null }),
      false,
      version,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, M.customerLinkedElsewhere);
    throw error;
  }
}
