import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { AuditRecord } from '../../contract/admin';
import type { Database } from '../db/schema';
import { writeAudit, type Actor } from './audit-log';
import { StaleRecord } from './stale-record';

/**
 * A short list of records the staff order themselves (the home page's banners, the shop's own questions), kept the
 * same way for each: a new record goes last; a save, the switch and a deletion lock the record at the version on
 * screen (stale otherwise) and write their audit row in the same transaction; a new order names every record of the
 * list with the version on screen, and is refused as stale when the list or any of those versions moved since
 * (someone added, deleted or saved one). Each record whose place changed gets its new place, a new version and an
 * audit row ('reorder').
 */
export interface OrderedList<V extends { status: boolean }> {
  table: 'banner' | 'faq';
  id: 'banner_id' | 'faq_id';
  /** Which rows of the table are the list (the faq's: the shop's own, without a product). */
  rows: RawBuilder<boolean>;
  audit: AuditRecord;
  /** The audit log's names of the switch turned on and off alone. */
  switchNames: [on: string, off: string];
  /** The record's values, locked; null when it is not there (or not the list's). */
  lock: (trx: Transaction<Database>, id: number) => Promise<{ values: V; version: number } | null>;
  /** Writes the values with the version given; `before` says what changes. */
  write: (trx: Transaction<Database>, id: number, version: number, before: V, after: V) => Promise<void>;
}

type Db = Kysely<Database>;

/** The place after the list's last. */
export async function nextPlace<V extends { status: boolean }>(
  trx: Transaction<Database>,
  list: OrderedList<V>,
): Promise<number> {
  const { rows } = await sql<{ next: number | string }>`
    select coalesce(max(sort_order), 0) + 1 as next from ${sql.table(list.table)} where ${list.rows}`.execute(trx);
  return Number(rows[0]?.next ?? 1);
}

async function locked<V extends { status: boolean }>(
  trx: Transaction<Database>,
  list: OrderedList<V>,
  id: number,
  version: number,
): Promise<V> {
  const row = await list.lock(trx, id);
  if (!row || row.version !== version) throw new StaleRecord();
  return row.values;
}

/** How the audit log names a save: the switch alone turned (its own names), else 'edit'. */
function changeAction<V extends { status: boolean }>(list: OrderedList<V>, before: V, after: V): string {
  const onlyStatus =
    before.status !== after.status && JSON.stringify({ ...before, status: after.status }) === JSON.stringify(after);
  if (!onlyStatus) return 'edit';
  return after.status ? list.switchNames[0] : list.switchNames[1];
}

/** A save at the version on screen; `verify` may refuse it once the record as it was is known. */
export async function saveRecord<V extends { status: boolean }>(
  db: Db,
  actor: Actor,
  list: OrderedList<V>,
  change: { id: number; version: number; values: V },
  verify: (trx: Transaction<Database>, before: V) => Promise<void> = async () => {},
): Promise<void> {
  const { id, version, values } = change;
  await db.transaction().execute(async (trx) => {
    const before = await locked(trx, list, id, version);
    await verify(trx, before);
    await list.write(trx, id, version + 1, before, values);
    await writeAudit(trx, actor, {
      recordType: list.audit,
      recordId: id,
      action: changeAction(list, before, values),
      before,
      after: values,
    });
  });
}

/** The switch alone ('Скрыть' / 'Показать', 'Снять с публикации' / 'Опубликовать'), at the version on screen. */
export async function switchRecord<V extends { status: boolean }>(
  db: Db,
  actor: Actor,
  list: OrderedList<V>,
  change: { id: number; version: number; status: boolean },
): Promise<void> {
  const { id, version, status } = change;
  await db.transaction().execute(async (trx) => {
    const before = await locked(trx, list, id, version);
    const after = { ...before, status };
    await list.write(trx, id, version + 1, before, after);
    await writeAudit(trx, actor, {
      recordType: list.audit,
      recordId: id,
      action: changeAction(list, before, after),
      before,
      after,
    });
  });
}

/** A deletion at the version on screen; the audit log keeps what it was. */
export async function deleteRecord<V extends { status: boolean }>(
  db: Db,
  actor: Actor,
  list: OrderedList<V>,
  change: { id: number; version: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await locked(trx, list, change.id, change.version);
    await sql`delete from ${sql.table(list.table)} where ${sql.ref(list.id)} = ${change.id}`.execute(trx);
    await writeAudit(trx, actor, {
      recordType: list.audit,
      recordId: change.id,
      action: 'delete',
      before,
      after: null,
    });
  });
}

export async function reorder<V extends { status: boolean }>(
  db: Db,
  actor: Actor,
  list: OrderedList<V>,
  order: readonly { id: number; version: number }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number; version: number; sort_order: number }>`
      select ${sql.ref(list.id)} as id, version, sort_order from ${sql.table(list.table)}
      where ${list.rows} for update`.execute(trx);
    const now = new Map(rows.map((r) => [r.id, r]));
    const sameList = order.length === rows.length && new Set(order.map((o) => o.id)).size === order.length;
    if (!sameList || order.some((o) => now.get(o.id)?.version !== o.version)) throw new StaleRecord();
    for (const [index, { id, version }] of order.entries()) {
      const before = now.get(id)?.sort_order;
      const place = index + 1;
      if (before === place) continue;
      await sql`
        update ${sql.table(list.table)} set sort_order = ${place}, version = ${version + 1}
        where ${sql.ref(list.id)} = ${id}`.execute(trx);
      await writeAudit(trx, actor, {
        recordType: list.audit,
        recordId: id,
        action: 'reorder',
        before: { sort_order: before },
        after: { sort_order: place },
      });
    }
  });
}
