import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  AdminPromotion,
  PromotionBody,
  PromotionPreview,
  PromotionPreviewBody,
} from '../../contract/admin-promotions';
import { computeCartTotals } from '../../domain/cart-totals';
import { toCustomerGroup } from '../../domain/customer-group';
import { promotionProblems, promotionValuesOf, type PromotionValues } from '../../domain/promotion-edit';
import { giftChoiceIds, loadPromotions, priceGoods } from '../db/cart-store';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { shopDateTime } from '../http/shop-time';
import { writeAudit, type Actor } from './audit-log';
import { StaleRecord } from './stale-record';

/**
 * 'Акции и подарки' (issue 16): the promotions the cart applies (src/server/db/cart-store.ts reads the same rows),
 * listed, created, saved against their version and deleted, each change with its audit row in its own transaction;
 * and the preview of a sample cart, priced and totalled by the cart's own functions.
 */

type Db = Kysely<Database> | Transaction<Database>;

const IN_FORCE = sql<boolean>`status and (date_start is null or date_start <= current_date) and (date_end is null or date_end >= current_date)`;

/** Every promotion, in the shop's order, with its gifts named. */
export async function listPromotions(db: Db): Promise<AdminPromotion[]> {
  const rows = await db
    .selectFrom('promotion')
    .select([
      'promotion_id',
      'type',
      'customer_group_id',
      'product_count',
      'percent',
      'total',
      'status',
      'date_start',
      'date_end',
      'version',
      'date_modified',
      IN_FORCE.as('in_force'),
    ])
    .orderBy('sort_order')
    .orderBy('promotion_id')
    .execute();
  const gifts = await db
    .selectFrom('promotion_present_product as pp')
    .innerJoin('product as p', 'p.product_id', 'pp.product_id')
    .select(['pp.promotion_id', 'p.product_id', 'p.name', 'p.sku'])
    .orderBy('p.name')
    .execute();
  return rows.map((r) => {
    const own = gifts.filter((g) => g.promotion_id === r.promotion_id);
    return {
      promotion_id: r.promotion_id,
      type: r.type,
      customer_group_id: toCustomerGroup(r.customer_group_id),
      product_count: r.product_count,
      percent: r.percent === null ? null : Number(r.percent),
      total: r.total === null ? null : Number(r.total),
      gift_product_ids: own.map((g) => g.product_id),
      gifts: own.map(({ product_id, name, sku }) => ({ product_id, name, sku })),
      date_start: r.date_start,
      date_end: r.date_end,
      status: r.status,
      in_force: Boolean(r.in_force),
      version: r.version,
      date_modified: shopDateTime(r.date_modified),
    };
  });
}

/** The values of a body, or a 400 with the first problem in Russian. */
function checked(body: PromotionBody): PromotionValues {
  const values = promotionValuesOf({ ...body, customer_group_id: toCustomerGroup(body.customer_group_id) });
  const problem = Object.values(promotionProblems(values))[0];
  if (problem) throw new HttpError(400, problem);
  return values;
}

/** What the audit log keeps of a promotion: its values. */
const auditValues = (p: PromotionValues): PromotionValues => ({
  type: p.type,
  customer_group_id: p.customer_group_id,
  product_count: p.product_count,
  percent: p.percent,
  total: p.total,
  gift_product_ids: p.gift_product_ids,
  date_start: p.date_start,
  date_end: p.date_end,
  status: p.status,
});

async function knownProducts(trx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await trx.selectFrom('product').select('product_id').where('product_id', 'in', ids).execute();
  if (rows.length !== ids.length) throw new HttpError(400, 'Товара для подарка нет в каталоге: выберите другой');
}

async function writeGifts(trx: Db, promotionId: number, ids: number[]): Promise<void> {
  await trx.deleteFrom('promotion_present_product').where('promotion_id', '=', promotionId).execute();
  if (ids.length > 0) {
    await trx
      .insertInto('promotion_present_product')
      .values(ids.map((product_id) => ({ promotion_id: promotionId, product_id })))
      .execute();
  }
}

const columnsOf = (v: PromotionValues) => ({
  type: v.type,
  customer_group_id: v.customer_group_id,
  product_count: v.product_count,
  percent: v.percent,
  total: v.total,
  date_start: v.date_start,
  date_end: v.date_end,
  status: v.status,
});

/** A new promotion, last in the shop's order. */
export async function createPromotion(db: Kysely<Database>, actor: Actor, body: PromotionBody): Promise<number> {
  const values = checked(body);
  return db.transaction().execute(async (trx) => {
    await knownProducts(trx, values.gift_product_ids);
    const { next } = await trx
      .selectFrom('promotion')
      .select(sql<number>`coalesce(max(sort_order), 0) + 1`.as('next'))
      .executeTakeFirstOrThrow();
    const { promotion_id } = await trx
      .insertInto('promotion')
      .values({ ...columnsOf(values), sort_order: Number(next) })
      .returning('promotion_id')
      .executeTakeFirstOrThrow();
    await writeGifts(trx, promotion_id, values.gift_product_ids);
    await writeAudit(trx, actor, {
      recordType: 'promotion',
      recordId: promotion_id,
      action: 'create',
      before: null,
      after: auditValues(values),
    });
    return promotion_id;
  });
}

/** The promotion locked at the version the member opened; gone or changed since is a stale copy. */
async function lockPromotion(trx: Db, id: number, version: number): Promise<PromotionValues> {
  const row = await trx
    .selectFrom('promotion')
    .select([
      'type',
      'customer_group_id',
      'product_count',
      'percent',
      'total',
      'date_start',
      'date_end',
      'status',
      'version',
    ])
    .where('promotion_id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.version !== version) throw new StaleRecord();
  const gifts = await trx
    .selectFrom('promotion_present_product')
    .select('product_id')
    .where('promotion_id', '=', id)
    .orderBy('product_id')
    .execute();
  return {
    ...row,
    customer_group_id: toCustomerGroup(row.customer_group_id),
    percent: row.percent === null ? null : Number(row.percent),
    total: row.total === null ? null : Number(row.total),
    gift_product_ids: gifts.map((g) => g.product_id),
  };
}

/**
 * A save from the back office: refused (400) with the first problem, as stale when the promotion changed or was
 * deleted since `version` was read. Switching it off or on alone is kept as 'disable' or 'enable'.
 */
export async function savePromotion(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  body: PromotionBody & { version: number },
): Promise<void> {
  const values = checked(body);
  await db.transaction().execute(async (trx) => {
    const before = await lockPromotion(trx, id, body.version);
    await knownProducts(trx, values.gift_product_ids);
    await trx
      .updateTable('promotion')
      .set({ ...columnsOf(values), version: body.version + 1, date_modified: new Date() })
      .where('promotion_id', '=', id)
      .execute();
    await writeGifts(trx, id, values.gift_product_ids);
    const onlyStatus =
      before.status !== values.status &&
      JSON.stringify(auditValues({ ...before, status: values.status })) === JSON.stringify(auditValues(values));
    await writeAudit(trx, actor, {
      recordType: 'promotion',
      recordId: id,
      action: onlyStatus ? (values.status ? 'enable' : 'disable') : 'edit',
      before: auditValues(before),
      after: auditValues(values),
    });
  });
}

/** A deletion at the version the member saw (stale otherwise); the audit log keeps what it was. */
export async function deletePromotion(db: Kysely<Database>, actor: Actor, id: number, version: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockPromotion(trx, id, version);
    await trx.deleteFrom('promotion').where('promotion_id', '=', id).execute();
    await writeAudit(trx, actor, {
      recordType: 'promotion',
      recordId: id,
      action: 'delete',
      before: auditValues(before),
      after: null,
    });
  });
}

/**
 * What a cart of these goods would get today from the promotions as saved, for a shopper of this group: priced by
 * the cart's own pricing (priceGoods → priceLines, as loadCart), totalled by computeCartTotals with the promotions
 * loadPromotions gives the cart, and the gifts giftChoiceIds would offer. Nothing else decides.
 */
export async function previewPromotions(db: Db, body: PromotionPreviewBody): Promise<PromotionPreview> {
  const group = toCustomerGroup(body.customer_group_id);
  const merged = new Map<number, number>();
  for (const line of body.lines) merged.set(line.product_id, (merged.get(line.product_id) ?? 0) + line.quantity);
  const goods = await priceGoods(
    db,
    [...merged].map(([product_id, quantity]) => ({ product_id, quantity })),
    group,
  );
  const totals = computeCartTotals({ lines: goods, promotions: await loadPromotions(db), group, voucher: null });
  const giftIds = totals.giftAllowance > 0 ? await giftChoiceIds(db, group, goods) : [];
  const gifts =
    giftIds.length === 0
      ? []
      : await db
          .selectFrom('product')
          .select(['product_id', 'name', 'sku'])
          .where('product_id', 'in', giftIds)
          .where('status', '=', true)
          .orderBy('sort_order')
          .orderBy('product_id')
          .execute();
  return {
    lines: goods.map((l) => ({
      product_id: l.product_id,
      name: l.name,
      quantity: l.quantity,
      price: l.unitPrice,
      total: l.unitPrice * l.quantity,
    })),
    totals: totals.rows.map(({ code, title, value, text }) => ({ code, title, value, text })),
    total: totals.total,
    gift_count: gifts.length > 0 ? totals.giftAllowance : 0,
    gifts,
  };
}
