import type { Kysely } from 'kysely';
import type { SignupExportQuery, SignupListQuery, WebinarSignup, WebinarSignups } from '../../contract/admin-webinars';
import { containsPattern } from '../content/like-pattern';
import type { Database } from '../db/schema';
import { shopDateTime } from '../http/shop-time';
import { DEFAULT_PAGE_SIZE, EXPORT_MAX_ROWS } from './order-queries';

/** The back office's reads of webinar signups: per seminar, searched, paged, and the same rows for the CSV. */

function filtered(db: Kysely<Database>, query: SignupExportQuery) {
  let q = db.selectFrom('seminar_signup').innerJoin('seminar', 'seminar.seminar_id', 'seminar_signup.seminar_id');
  if (query.seminar_id !== undefined) q = q.where('seminar_signup.seminar_id', '=', query.seminar_id);
  const text = query.q?.trim();
  if (text) {
    const pattern = containsPattern(text);
    const digits = text.replace(/\D/g, '');
    q = q.where((eb) =>
      eb.or([
        eb('seminar_signup.name', 'ilike', pattern),
        eb('seminar_signup.email', 'ilike', pattern),
        eb('seminar_signup.city', 'ilike', pattern),
        // A phone is stored as digits; three digits at least, or every signup matches.
        ...(digits.length >= 3 ? [eb('seminar_signup.phone', 'like', containsPattern(digits))] : []),
      ]),
    );
  }
  return q;
}

function rowsOf(db: Kysely<Database>, query: SignupExportQuery) {
  return filtered(db, query)
    .select([
      'seminar_signup.seminar_signup_id',
      'seminar_signup.seminar_id',
      'seminar.title as seminar_title',
      'seminar.date as seminar_date',
      'seminar_signup.name',
      'seminar_signup.phone',
      'seminar_signup.email',
      'seminar_signup.city',
      'seminar_signup.customer_id',
      'seminar_signup.date_added',
    ])
    .orderBy('seminar_signup.date_added', 'desc')
    .orderBy('seminar_signup.seminar_signup_id', 'desc');
}

type Row = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];
const toSignup = (r: Row): WebinarSignup => ({
  ...r,
  seminar_date: shopDateTime(r.seminar_date),
  date_added: shopDateTime(r.date_added),
});

export async function listSignups(db: Kysely<Database>, query: SignupListQuery): Promise<WebinarSignups> {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const [{ n }, rows, seminars] = await Promise.all([
    filtered(db, query)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    rowsOf(db, query)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom('seminar')
      .innerJoin('seminar_signup', 'seminar_signup.seminar_id', 'seminar.seminar_id')
      .select((eb) => ['seminar.seminar_id', 'seminar.title', 'seminar.date', eb.fn.countAll<string>().as('signups')])
      .groupBy(['seminar.seminar_id', 'seminar.title', 'seminar.date'])
      .orderBy('seminar.date', 'desc')
      .orderBy('seminar.seminar_id', 'desc')
      .execute(),
  ]);
  return {
    signups: rows.map(toSignup),
    seminars: seminars.map((s) => ({ ...s, date: shopDateTime(s.date), signups: Number(s.signups) })),
    total: Number(n),
    page,
    limit,
  };
}

export async function exportSignups(db: Kysely<Database>, query: SignupExportQuery): Promise<WebinarSignup[]> {
  return (await rowsOf(db, query).limit(EXPORT_MAX_ROWS).execute()).map(toSignup);
}
