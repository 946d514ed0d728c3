import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { ProductBulkBody } from '../../contract/admin-products';
import { CERTIFICATE_PRODUCT_ID } from '../../domain/constants';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { writeAudit, type Actor } from './audit-log';
import { RULE_CATEGORIES } from './product-queries';
import { StaleRecord } from './stale-record';

/**
 * The bulk changes of 'Товары' (issue 16): 'Включить', 'Выключить', 'Перенести в категорию', 'Изменить остаток' of the
 * products a member ticked. One transaction locks every product, checks each version the member's list showed, and
 * changes them all or none: when any of them changed since the list was loaded (another member, an order taking
 * stock, a script), or is gone, the whole change is refused as stale. Each product changed gets its audit row with
 * what it was and became; a product already as asked is left alone. The product's own triggers bump the catalogue
 * version (decision 0020), so the storefront, its search and the sitemap follow at the commit.
 */

type Trx = Transaction<Database>;

/** The rule categories' ids (every product is listed there by rule, so a move keeps those links). */
async function ruleCategoryIds(trx: Trx): Promise<number[]> {
  const rows = await trx
    .selectFrom('category')
    .select('category_id')
    .where('keyword', 'in', [...RULE_CATEGORIES])
    .execute();
  return rows.map((r) => r.category_id);
}

/** The products asked for, locked, each at the version the member saw; any other is a stale copy. */
async function lockProducts(trx: Trx, asked: ProductBulkBody['products']) {
  const versions = new Map(asked.map((p) => [p.product_id, p.version]));
  const rows = await trx
    .selectFrom('product')
    .select(['product_id', 'status', 'quantity', 'version'])
    .where('product_id', 'in', [...versions.keys()])
    .where('product_id', '!=', CERTIFICATE_PRODUCT_ID)
    .orderBy('product_id')
    .forUpdate()
    .execute();
  if (rows.length !== versions.size || rows.some((r) => r.version !== versions.get(r.product_id))) {
    throw new StaleRecord();
  }
  return rows;
}

/** Each product's own categories (not the rule ones), by product. */
async function ownCategories(trx: Trx, productIds: number[], rule: number[]) {
  let query = trx
    .selectFrom('product_to_category')
    .select(['product_id', 'category_id'])
    .where('product_id', 'in', productIds);
  if (rule.length > 0) query = query.where('category_id', 'not in', rule);
  const links = await query.orderBy('category_id').execute();
  return new Map(productIds.map((id) => [id, links.filter((l) => l.product_id === id).map((l) => l.category_id)]));
}

async function checkedCategory(trx: Trx, categoryId: number | undefined, rule: number[]): Promise<number> {
  if (categoryId === undefined || rule.includes(categoryId)) throw new HttpError(400, M.categoryNeeded);
  const found = await trx
    .selectFrom('category')
    .select('category_id')
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  if (!found) throw new HttpError(400, M.categoryNeeded);
  return categoryId;
}

type Locked = Awaited<ReturnType<typeof lockProducts>>[number];

/** What a bulk change does to one kind of column: the products it changes, and what each was and becomes. */
interface Change {
  changing: Locked[];
  /** The new values of the product's row (a move changes links only: then its version is moved by hand). */
  set: { status: boolean } | { quantity: number } | null;
  before: (row: Locked) => object;
  after: object;
}

async function planOf(trx: Trx, body: ProductBulkBody, rows: Locked[]): Promise<Change> {
  if (body.action === 'enable' || body.action === 'disable') {
    const status = body.action === 'enable';
    return {
      changing: rows.filter((r) => r.status !== status),
      set: { status },
      before: (row) => ({ status: row.status }),
      after: { status },
    };
  }
  if (body.action === 'stock') {
    const quantity = body.quantity!;
    return {
      changing: rows.filter((r) => r.quantity !== quantity),
      set: { quantity },
      before: (row) => ({ quantity: row.quantity }),
      after: { quantity },
    };
  }
  // 'Перенести в категорию': the chosen category becomes the product's one own category.
  const rule = await ruleCategoryIds(trx);
  const categoryId = await checkedCategory(trx, body.category_id, rule);
  const own = await ownCategories(
    trx,
    rows.map((r) => r.product_id),
    rule,
  );
  const changing = rows.filter((r) => {
    const was = own.get(r.product_id) ?? [];
    return was.length !== 1 || was[0] !== categoryId;
  });
  if (changing.length > 0) {
    const ids = changing.map((r) => r.product_id);
    let unlink = trx.deleteFrom('product_to_category').where('product_id', 'in', ids);
    if (rule.length > 0) unlink = unlink.where('category_id', 'not in', rule);
    await unlink.execute();
    await trx
      .insertInto('product_to_category')
      .values(ids.map((product_id) => ({ product_id, category_id: categoryId })))
      .execute();
  }
  return {
    changing,
    set: null,
    before: (row) => ({ categories: own.get(row.product_id) ?? [] }),
    after: { categories: [categoryId] },
  };
}

/** Carries out a bulk change; the number of products it changed. */
export async function bulkChangeProducts(app: FastifyInstance, actor: Actor, body: ProductBulkBody): Promise<number> {
  if (body.action === 'stock' && body.quantity === undefined) throw new HttpError(400, M.stockNeeded);
  return app.db.transaction().execute(async (trx) => {
    const rows = await lockProducts(trx, body.products);
    const { changing, set, before, after } = await planOf(trx, body, rows);
    if (changing.length === 0) return 0;
    const updated = await trx
      .updateTable('product')
      .set(set ?? ((eb) => ({ version: eb('version', '+', 1) })))
      .where(
        'product_id',
        'in',
        changing.map((r) => r.product_id),
      )
      .returning(['product_id', 'version'])
      .execute();
    const versionOf = new Map(updated.map((u) => [u.product_id, u.version]));
    for (const row of changing) {
      await writeAudit(trx, actor, {
        recordType: 'product',
        recordId: row.product_id,
        action: body.action,
        before: { ...before(row), version: row.version },
        after: { ...after, version: versionOf.get(row.product_id) },
      });
    }
    return changing.length;
  });
}
