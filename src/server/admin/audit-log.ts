import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Who made a change: a signed-in staff member, or the shop's own command line (`npm run staff`). */
export interface Actor {
  staffId: number | null;
  /** Readable: the member's e-mail, or the command. */
  name: string;
}

export const COMMAND_LINE_ACTOR: Actor = { staffId: null, name: 'npm run staff' };

export interface AuditEntry {
  recordType: 'staff' | 'order';
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
