import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  AdminSeminar,
  AdminSeminarList,
  SeminarBody,
  SeminarListQuery,
  SeminarSaveBody,
} from '../../contract/admin-seminars';
import { deleteRefused, seminarProblems, type SeminarKind, type SeminarValues } from '../../domain/seminar-edit';
import { imageUrl } from '../content/content-format';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { parseShopDateTime, shopDateTime } from '../http/shop-time';
import { writeAudit, type Actor } from './audit-log';
import { StaleRecord } from './stale-record';

/**
 * The back office's seminars and webinars (issue 16, 'Семинары'): the list (those to come first, soonest first, then
 * the past, latest first), one seminar, and its creation, saves and deletion, each in a transaction with its audit
 * row; a save or a deletion from a copy someone else changed since is refused as stale (migration 035's version). A
 * seminar people signed up for is not deleted (domain/seminar-edit.ts says why). The seminar table bumps the
 * catalogue version (018), so the storefront's cached seminar list follows at once.
 */

type Db = Kysely<Database> | Transaction<Database>;

export const SEMINAR_NOT_FOUND = 'Семинар не найден';

const PAST = sql<boolean>`coalesce(seminar.date1, seminar.date) < now()`;

function selectSeminars(db: Db) {
  return db.selectFrom('seminar').select((eb) => [
    'seminar.seminar_id',
    'seminar.type',
    'seminar.title',
    'seminar.date',
    'seminar.date1',
    'seminar.text',
    'seminar.image',
    'seminar.capacity',
    'seminar.status',
    'seminar.version',
    PAST.as('past'),
    eb
      .selectFrom('seminar_signup')
      .select(sql<number>`count(*)::int`.as('n'))
      .whereRef('seminar_signup.seminar_id', '=', 'seminar.seminar_id')
      .as('signups'),
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectSeminars>['executeTakeFirstOrThrow']>>;

const minutes = (date: Date | null) => shopDateTime(date).slice(0, 16);

function recordOf(row: Row): AdminSeminar {
  return {
    seminar_id: row.seminar_id,
    type: row.type,
    title: row.title,
    date: minutes(row.date),
    date1: minutes(row.date1),
    text: row.text,
    image: row.image ?? '',
    image_url: imageUrl(row.image),
    capacity: row.capacity,
    status: row.status,
    signups: Number(row.signups ?? 0),
    past: Boolean(row.past),
    version: row.version,
  };
}

/** The seminars, those to come first (soonest first), then the past (latest first). */
export async function listSeminars(db: Kysely<Database>, query: SeminarListQuery): Promise<AdminSeminarList> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 25;
  const { n } = await db
    .selectFrom('seminar')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const rows = await selectSeminars(db)
    .orderBy(PAST)
    .orderBy(sql`case when ${PAST} then null else seminar.date end`, sql`asc nulls last`)
    .orderBy('seminar.date', 'desc')
    .orderBy('seminar.seminar_id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { items: rows.map(recordOf), total: Number(n), page, limit };
}

export async function loadSeminar(db: Db, id: number): Promise<AdminSeminar | null> {
  const row = await selectSeminars(db).where('seminar.seminar_id', '=', id).executeTakeFirst();
  return row ? recordOf(row) : null;
}

/** The body's values, trimmed, or a 400 with the first problem in Russian (the form's own rules). */
function checked(body: SeminarBody, signups = 0): SeminarValues {
  const values: SeminarValues = {
    type: body.type as SeminarKind,
    title: body.title.trim(),
    date: body.date.trim().replace('T', ' '),
    date1: body.date1.trim().replace('T', ' '),
    text: body.text,
    image: body.image.trim(),
    capacity: body.capacity,
    status: body.status,
  };
  const problem = Object.values(seminarProblems(values, signups))[0];
  if (problem) throw new HttpError(400, problem);
  return values;
}

const columnsOf = (v: SeminarValues) => ({
  type: v.type,
  title: v.title,
  // Checked above: a real day and time in Moscow.
  date: parseShopDateTime(v.date) ?? new Date(Number.NaN),
  date1: v.date1 ? parseShopDateTime(v.date1) : null,
  text: v.text,
  image: v.image || null,
  capacity: v.capacity,
  status: v.status,
});

/** What the audit log keeps of a seminar: its values as the form has them. */
const audited = (v: SeminarValues | AdminSeminar): SeminarValues => ({
  type: v.type as SeminarKind,
  title: v.title,
  date: v.date,
  date1: v.date1,
  text: v.text,
  image: v.image,
  capacity: v.capacity,
  status: v.status,
});

export async function createSeminar(db: Kysely<Database>, actor: Actor, body: SeminarBody): Promise<number> {
  const values = checked(body);
  return db.transaction().execute(async (trx) => {
    const { seminar_id } = await trx
      .insertInto('seminar')
      .values(columnsOf(values))
      .returning('seminar_id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      recordType: 'seminar',
      recordId: seminar_id,
      action: 'create',
      before: null,
      after: audited(values),
    });
    return seminar_id;
  });
}

/** The seminar locked at the version the member opened: gone is 404, changed since is a stale copy. */
async function lockSeminar(trx: Transaction<Database>, id: number, version: number): Promise<AdminSeminar> {
  const locked = await trx
    .selectFrom('seminar')
    .select('version')
    .where('seminar_id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) throw new HttpError(404, SEMINAR_NOT_FOUND);
  if (locked.version !== version) throw new StaleRecord();
  const before = await loadSeminar(trx, id);
  if (!before) throw new HttpError(404, SEMINAR_NOT_FOUND);
  return before;
}

/** A save of the seminar opened at `body.version`; its capacity may not go below those already signed up. */
export async function saveSeminar(db: Kysely<Database>, actor: Actor, id: number, body: SeminarSaveBody) {
  await db.transaction().execute(async (trx) => {
    const before = await lockSeminar(trx, id, body.version);
    const values = checked(body, before.signups);
    await trx
      .updateTable('seminar')
      .set({ ...columnsOf(values), date_modified: new Date() })
      .where('seminar_id', '=', id)
      .execute();
    const action = before.status === values.status ? 'edit' : values.status ? 'publish' : 'unpublish';
    await writeAudit(trx, actor, {
      recordType: 'seminar',
      recordId: id,
      action,
      before: audited(before),
      after: audited(values),
    });
  });
}

/** Deletes the seminar opened at `version`: refused (400) once anyone signed up for it. */
export async function deleteSeminar(db: Kysely<Database>, actor: Actor, id: number, version: number) {
  await db.transaction().execute(async (trx) => {
    const before = await lockSeminar(trx, id, version);
    if (before.signups > 0) throw new HttpError(400, deleteRefused(before.signups));
    await trx.deleteFrom('seminar').where('seminar_id', '=', id).execute();
    await writeAudit(trx, actor, {
      recordType: 'seminar',
      recordId: id,
      action: 'delete',
      before: audited(before),
      after: null,
    });
  });
}
