import { sql, type Kysely, type Transaction } from 'kysely';
import {
  type ContentKind,
  type ContentList,
  type ContentListQuery,
  type ContentNewBody,
  type ContentRecord,
  type ContentSaveBody,
} from '../../contract/admin-content';
import { keywordProblem, transliterate } from '../../domain/transliterate';
import { imageUrl, pageHref } from '../content/content-format';
import { containsPattern } from '../content/like-pattern';
import type { Database } from '../db/schema';
import type { UntypedDatabase } from '../db/migrations/untyped-database';
import { HttpError } from '../http/http-error';
import { parseShopDateTime, shopDateTime } from '../http/shop-time';
import { writeAudit, type Actor } from './audit-log';
import { CONTENT_MESSAGES as M } from './content-messages';
import { StaleRecord } from './stale-record';
import { freeKeyword } from './url-keyword';

/**
 * The back office's news, blog articles and information pages (issue 16, 'Контент'): the lists, one record, and its
 * creation, saves and deletion. A page's address is its URL keyword (made from the title by default), one row of
 * url_alias the storefront resolves; a keyword another page holds, or that a page of the shop's own uses, is refused.
 * A changed keyword leaves the old address redirecting (migration 028's trigger). Every write runs in a transaction
 * with its audit row; a save or a deletion from a copy someone else changed since is refused as stale. The three
 * tables bump the catalogue version (018), so the storefront's answers, its sitemap and its lists follow at once.
 *
 * The three tables differ in a few columns (a page has no date, picture or teaser; news and articles no order), so
 * the queries name their table from the kind below and read the database untyped, typing the rows they return.
 */

interface KindSpec {
  table: ContentKind;
  id: 'news_id' | 'blog_id' | 'information_id';
  /** News and articles have a date, a picture and a teaser; pages an order. */
  article: boolean;
}

export const KIND_SPEC: Record<ContentKind, KindSpec> = {
  news: { table: 'news', id: 'news_id', article: true },
  blog: { table: 'blog', id: 'blog_id', article: true },
  information: { table: 'information', id: 'information_id', article: false },
};

interface Row {
  id: number;
  title: string;
  keyword: string;
  status: boolean;
  description: string;
  short_description: string;
  image: string | null;
  date: Date | string | null;
  sort_order: number;
  meta_title: string;
  meta_description: string;
  version: number;
}

type Values = Omit<Row, 'id' | 'version'>;

// One query serves three tables whose key columns differ (news_id, blog_id, information_id), named by the kind's spec
// at run time: Kysely's types cannot follow a table chosen that way, so these queries go untyped, like the migrations'.
const untyped = (db: Kysely<Database> | Transaction<Database>) => db as unknown as UntypedDatabase;
/** What an untyped query gave, as the row its columns make. */
const rowAs = <T>(row: unknown): T => row as T;

function columns(spec: KindSpec) {
  return [
    `${spec.id} as id`,
    'title',
    'keyword',
    'status',
    'description',
    'meta_title',
    'meta_description',
    'version',
    ...(spec.article
      ? ['short_description', 'image', 'date_added as date', sql<number>`0`.as('sort_order')]
      : [
          sql<string>`''`.as('short_description'),
          sql<null>`null`.as('image'),
          sql<null>`null`.as('date'),
          'sort_order',
        ]),
  ];
}

function recordOf(row: Row): ContentRecord {
  return {
    id: row.id,
    title: row.title,
    keyword: row.keyword,
    url: pageHref(row.keyword),
    status: row.status,
    description: row.description,
    short_description: row.short_description,
    image: row.image ?? '',
    image_url: imageUrl(row.image),
    date: shopDateTime(row.date).slice(0, 16),
    sort_order: row.sort_order,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    version: row.version,
  };
}

/** A kind's list for the back office: searched by title or address, by state, newest (pages: in order) first. */
export async function listContent(
  db: Kysely<Database>,
  kind: ContentKind,
  query: ContentListQuery,
): Promise<ContentList> {
  const spec = KIND_SPEC[kind];
  const page = query.page ?? 1;
  const limit = query.limit ?? 25;
  let base = untyped(db).selectFrom(spec.table);
  const q = query.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    base = base.where((eb) => eb.or([eb('title', 'ilike', pattern), eb('keyword', 'ilike', pattern)]));
  }
  if (query.status) base = base.where('status', '=', query.status === 'published');
  const { n } = rowAs<{ n: number }>(await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow());
  let rows = base.select(columns(spec));
  rows = spec.article
    ? rows.orderBy('date_added', 'desc').orderBy(spec.id, 'desc')
    : rows.orderBy('sort_order').orderBy('title');
  const found = (await rows
    .limit(limit)
    .offset((page - 1) * limit)
    .execute()) as Row[];
  return {
    items: found.map((row) => {
      const { id, title, url, status, date, sort_order, version } = recordOf(row);
      return { id, title, url, status, date, sort_order, version };
    }),
    total: n,
    page,
    limit,
  };
}

async function readRow(db: Kysely<Database> | Transaction<Database>, spec: KindSpec, id: number, lock = false) {
  const query = untyped(db).selectFrom(spec.table).select(columns(spec)).where(spec.id, '=', id);
  return (await (lock ? query.forUpdate() : query).executeTakeFirst()) as Row | undefined;
}

/** One record as its form shows it, or null. */
export async function loadContent(db: Kysely<Database>, kind: ContentKind, id: number): Promise<ContentRecord | null> {
  const row = await readRow(db, KIND_SPEC[kind], id);
  return row ? recordOf(row) : null;
}

/** The form's values checked and completed: the first problem is refused in Russian (400). */
function valuesOf(spec: KindSpec, body: ContentNewBody, before?: Row): Values {
  const title = body.title.trim();
  if (title === '') throw new HttpError(400, M.titleMissing);
  const typed = (body.keyword ?? '').trim();
  const problem = keywordProblem(typed);
  if (problem) throw new HttpError(400, problem);
  const keyword = typed || (before ? before.keyword : transliterate(title));
  let date: Date | null = null;
  if (spec.article && body.date) {
    date = parseShopDateTime(body.date);
    if (!date) throw new HttpError(400, M.dateInvalid);
  }
  return {
    title,
    keyword,
    status: body.status ?? before?.status ?? false,
    description: body.description ?? before?.description ?? '',
    short_description: spec.article ? (body.short_description ?? before?.short_description ?? '').trim() : '',
    image: spec.article ? (body.image ?? before?.image ?? '').trim() || null : null,
    date: spec.article ? (date ?? before?.date ?? new Date()) : null,
    sort_order: spec.article ? 0 : (body.sort_order ?? before?.sort_order ?? 0),
    meta_title: (body.meta_title ?? before?.meta_title ?? '').trim(),
    meta_description: (body.meta_description ?? before?.meta_description ?? '').trim(),
  };
}

function columnsOf(spec: KindSpec, values: Values) {
  const common = {
    title: values.title,
    keyword: values.keyword,
    status: values.status,
    description: values.description,
    meta_title: values.meta_title,
    meta_description: values.meta_description,
  };
  return spec.article
    ? {
        ...common,
        short_description: values.short_description,
        image: values.image,
        date_added: values.date,
        date_modified: new Date(),
      }
    : { ...common, sort_order: values.sort_order };
}

/** The audit's picture of a record: its fields as the form has them. */
const audited = (row: Row | Values) => {
  const { title, keyword, status, description, short_description, image, date, sort_order, meta_title } = row;
  return {
    title,
    keyword,
    status,
    description,
    short_description,
    image,
    date: shopDateTime(date),
    sort_order,
    meta_title,
    meta_description: row.meta_description,
  };
};

/** A new record of a kind, with its address; answers its id. */
export async function createContent(
  db: Kysely<Database>,
  actor: Actor,
  kind: ContentKind,
  body: ContentNewBody,
): Promise<number> {
  const spec = KIND_SPEC[kind];
  const values = valuesOf(spec, body);
  return db.transaction().execute(async (trx) => {
    values.keyword = await freeKeyword(trx, kind, null, values.keyword, Boolean(body.keyword?.trim()));
    const { id } = rowAs<{ id: number }>(
      await untyped(trx)
        .insertInto(spec.table)
        .values(columnsOf(spec, values))
        .returning(`${spec.id} as id`)
        .executeTakeFirstOrThrow(),
    );
    await trx
      .insertInto('url_alias')
      .values({ keyword: values.keyword, module: kind, target_id: String(id) })
      .execute();
    await writeAudit(trx, actor, {
      recordType: kind,
      recordId: id,
      action: 'create',
      before: null,
      after: audited(values),
    });
    return id;
  });
}

async function lockRow(trx: Transaction<Database>, spec: KindSpec, id: number, version: number) {
  const row = await readRow(trx, spec, id, true);
  if (!row) throw new HttpError(404, M.notFound);
  if (row.version !== version) throw new StaleRecord();
  return row;
}

/** A save of the record opened at `body.version`; a changed keyword moves its address and leaves a redirect. */
export async function saveContent(
  db: Kysely<Database>,
  actor: Actor,
  kind: ContentKind,
  id: number,
  body: ContentSaveBody,
): Promise<void> {
  const spec = KIND_SPEC[kind];
  await db.transaction().execute(async (trx) => {
    const before = await lockRow(trx, spec, id, body.version);
    const values = valuesOf(spec, body, before);
    if (values.keyword !== before.keyword) {
      values.keyword = await freeKeyword(trx, kind, id, values.keyword, Boolean(body.keyword?.trim()));
    }
    await untyped(trx).updateTable(spec.table).set(columnsOf(spec, values)).where(spec.id, '=', id).execute();
    // A page the resolver did not know yet (an older row without its alias) gets one; 017's trigger moved the rest.
    const alias = await trx
      .selectFrom('url_alias')
      .select('url_alias_id')
      .where('module', '=', kind)
      .where('target_id', '=', String(id))
      .executeTakeFirst();
    if (!alias) {
      await trx
        .insertInto('url_alias')
        .values({ keyword: values.keyword, module: kind, target_id: String(id) })
        .execute();
    }
    const action = before.status === values.status ? 'edit' : values.status ? 'publish' : 'unpublish';
    await writeAudit(trx, actor, {
      recordType: kind,
      recordId: id,
      action,
      before: audited(before),
      after: audited(values),
    });
  });
}

/** Deletes the record opened at `version`, its address and old addresses with it. */
export async function deleteContent(
  db: Kysely<Database>,
  actor: Actor,
  kind: ContentKind,
  id: number,
  version: number,
): Promise<void> {
  const spec = KIND_SPEC[kind];
  await db.transaction().execute(async (trx) => {
    const before = await lockRow(trx, spec, id, version);
    await untyped(trx).deleteFrom(spec.table).where(spec.id, '=', id).execute();
    await trx.deleteFrom('url_alias').where('module', '=', kind).where('target_id', '=', String(id)).execute();
    await writeAudit(trx, actor, {
      recordType: kind,
      recordId: id,
      action: 'delete',
      before: audited(before),
      after: null,
    });
  });
}
