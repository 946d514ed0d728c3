import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { AdminBanner, BannerBody } from '../../contract/admin-home-content';
import { BANNER_TEXT, bannerProblems, bannerValuesOf, type BannerValues } from '../../domain/banner-edit';
import type { Database } from '../db/schema';
import { BANNER_SHOWN_NOW } from '../content/banner-routes';
import { imageUrl } from '../content/content-format';
import { HttpError } from '../http/http-error';
import { shopDateTime } from '../http/shop-time';
import { writeAudit, type Actor } from './audit-log';
import { nextPlace, saveRecord, type OrderedList } from './ordered-records';

/**
 * 'Баннеры' (issue 16): the home page's carousel (content/banner-routes.ts reads the same rows), listed in their
 * order, created, saved against their version, switched, deleted and reordered (ordered-records.ts), each change with
 * its audit row in its own transaction.
 */

const COLUMNS = ['image', 'title', 'link', 'date_from', 'date_to', 'status'] as const;

export const BANNERS: OrderedList<BannerValues> = {
  table: 'banner',
  id: 'banner_id',
  rows: sql<boolean>`true`,
  audit: 'banner',
  switchNames: ['show', 'hide'],
  lock: async (trx, id) => {
    const row = await trx
      .selectFrom('banner')
      .select([...COLUMNS, 'version'])
      .where('banner_id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return null;
    const { version, ...values } = row;
    return { values, version };
  },
  write: async (trx, id, version, _before, after) => {
    await trx
      .updateTable('banner')
      .set({ ...after, version, date_modified: new Date() })
      .where('banner_id', '=', id)
      .execute();
  },
};

export async function listBanners(db: Kysely<Database>): Promise<AdminBanner[]> {
  const rows = await db
    .selectFrom('banner')
    .select(['banner_id', ...COLUMNS, 'version', 'date_modified', BANNER_SHOWN_NOW.as('shown_now')])
    .orderBy('sort_order')
    .orderBy('banner_id')
    .execute();
  return rows.map(({ banner_id, shown_now, date_modified, ...values }) => ({
    id: banner_id,
    ...values,
    image_url: imageUrl(values.image),
    shown_now: Boolean(shown_now),
    date_modified: shopDateTime(date_modified),
  }));
}

/** The values of a body, or a 400 with the first problem in Russian. */
function checked(body: BannerBody): BannerValues {
  const values = bannerValuesOf(body);
  const problem = Object.values(bannerProblems(values))[0];
  if (problem) throw new HttpError(400, problem);
  return values;
}

/** The picture must be the shop's: uploaded in the back office, or the banner's own already. */
async function knownImage(trx: Transaction<Database>, image: string, before: BannerValues | null): Promise<void> {
  if (before?.image === image) return;
  const uploaded = await trx.selectFrom('uploaded_image').select('path').where('path', '=', image).executeTakeFirst();
  if (!uploaded) throw new HttpError(400, BANNER_TEXT.imageUnknown);
}

export async function createBanner(db: Kysely<Database>, actor: Actor, body: BannerBody): Promise<number> {
  const values = checked(body);
  return db.transaction().execute(async (trx) => {
    await knownImage(trx, values.image, null);
    const { banner_id } = await trx
      .insertInto('banner')
      .values({ ...values, sort_order: await nextPlace(trx, BANNERS) })
      .returning('banner_id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      recordType: 'banner',
      recordId: banner_id,
      action: 'create',
      before: null,
      after: values,
    });
    return banner_id;
  });
}

/** A save from the back office: refused (400) with the first problem, as stale when changed or deleted since. */
export async function saveBanner(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  body: BannerBody & { version: number },
): Promise<void> {
  const values = checked(body);
  await saveRecord(db, actor, BANNERS, { id, version: body.version, values }, (trx, before) =>
    knownImage(trx, values.image, before),
  );
}
