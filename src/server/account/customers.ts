import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { UserInfo } from '../../contract/account';
import { toCustomerGroup } from '../../domain/customer-group';
import type { Database } from '../db/schema';

/** A customer as the account calls read it, with whether they are the storefront's admin (isAdminExpression). */
export type CustomerRow = Selectable<Database['customer']> & { is_admin: boolean };

/** E-mails are unique and compared ignoring case; stored as typed (trimmed). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A customer is the storefront's admin ('Редактировать', product §6) while the owner has their account linked to a
 * staff member who can still sign in (staff.customer_id): worked out here, never stored on the customer.
 */
export function isAdminExpression(eb: ExpressionBuilder<Database, 'customer'>) {
  return eb
    .exists(
      eb
        .selectFrom('staff')
        .select('staff.staff_id')
        .whereRef('staff.customer_id', '=', 'customer.customer_id')
        .where('staff.disabled', '=', false),
    )
    .$castTo<boolean>()
    .as('is_admin');
}

export async function findCustomerByEmail(db: Kysely<Database>, email: string): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customer')
    .selectAll('customer')
    .select(isAdminExpression)
    .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
    .executeTakeFirst();
}

export async function findCustomer(db: Kysely<Database>, customerId: number): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customer')
    .selectAll('customer')
    .select(isAdminExpression)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/** An uploaded avatar is a path under /image/; a social one is the network's https address. */
function avatarUrl(avatar: string | null): string | null {
  if (!avatar) return null;
  return /^https:\/\//.test(avatar) ? avatar : `/image/${avatar}`;
}

/** The record the storefront keeps as `userInfo` (product §3 "User"). */
export function toUserInfo(row: CustomerRow): UserInfo {
  return {
    customer_id: row.customer_id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email ?? '',
    telephone: row.telephone,
    address: row.address,
    customerGroupId: toCustomerGroup(row.customer_group_id),
    userAuth: true,
    avatar: { image: avatarUrl(row.avatar), password: row.avatar_source ?? '' },
    customer_type: row.customer_type === 2 ? 2 : 1,
    professional_status: row.professional_status,
    is_admin: row.is_admin,
  };
}

/** Postgres unique violation (e-mail taken by a concurrent registration). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === '23505';
}
