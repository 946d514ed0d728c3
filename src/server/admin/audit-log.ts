import type { Kysely, Transaction } from 'kysely';
import type { AuditRecord } from '../../contract/admin';
import type { Database } from '../db/schema';
import { shopDateTime } from '../http/shop-time';

/** Who made a change: a signed-in staff member, or the shop's own command line (`npm run staff`). */
export interface Actor {
  staffId: number | null;
  /** Readable: the member's e-mail, or the command. */
  name: string;
}

export const COMMAND_LINE_ACTOR: Actor = { staffId: null, name: 'npm run staff' };

export interface AuditEntry {
  recordType: AuditRecord;
  recordId: number;
  action: string;
  before: unknown;
  after: unknown;
}

/**
 * Writes one row of the audit log. Called inside the transaction of the change it records, so a change is never
 * kept without its row, nor a row without its change.
 */
export async function writeAudit(
  db: Kysely<Database> | Transaction<Database>,
  actor: Actor,
  entry: AuditEntry,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: actor.staffId,
      actor: actor.name.slice(0, 254),
      record_type: entry.recordType,
      record_id: entry.recordId,
      action: entry.action,
      before: entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}

/** The audit log for the owner, newest first, of one kind of record or one record. */
export async function readAudit(
  db: Kysely<Database>,
  query: { record_type?: string; record_id?: number; page?: number; limit?: number },
): Promise<{ entries: AuditView[]; total: number; page: number; limit: number }> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 50;
  let base = db.selectFrom('audit_log');
  if (query.record_type) base = base.where('record_type', '=', query.record_type);
  if (query.record_id !== undefined) base = base.where('record_id', '=', query.record_id);
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('audit_log_id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return {
    entries: rows.map((r) => ({ ...r, date_added: shopDateTime(r.date_added) })),
    total: Number(n),
    page,
    limit,
  };
}

export interface AuditView {
  audit_log_id: number;
  date_added: string;
  staff_id: number | null;
  actor: string;
  record_type: string;
  record_id: number;
  action: string;
  before: unknown;
  after: unknown;
}
