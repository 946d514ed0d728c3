import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AdminCategory, CategoryMoveBody } from '../../contract/admin-categories';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { writeAudit, type Actor } from './audit-log';
import { RULE_CATEGORIES } from './product-queries';
import { StaleRecord } from './stale-record';

/**
 * 'Категории' in the back office (issue 16): the tree in the menu's order, a category moved among its siblings
 * ('Выше', 'Ниже'), and deleted while nothing is in it. Every change is checked against the version the member
 * opened (migration 032) and audited in its transaction; the category's triggers bump the catalogue version
 * (decision 0020), so the storefront's menu, category pages and sitemap follow at the commit.
 */

export const CATEGORY_MESSAGES = {
  notFound: 'Категория не найдена',
  hasProducts: (n: number) =>
    `В категории есть товары (${n}): перенесите их в другую категорию («Перенести в категорию» на странице «Товары»), потом удалите её`,
  hasChildren: (n: number) => `В категории есть подкатегории (${n}): удалите или перенесите их сначала`,
  byRule: 'Эту категорию магазин заполняет сам («Вся продукция», «Акции»): её нельзя удалить',
} as const;
const M = CATEGORY_MESSAGES;

type Db = Kysely<Database> | Transaction<Database>;

/** Every category, each parent followed by its subcategories, in the menu's order, with what is in it. */
export async function categoryTree(db: Db): Promise<AdminCategory[]> {
  const [rows, products] = await Promise.all([
    db
      .selectFrom('category')
      .select(['category_id', 'parent_id', 'name', 'keyword', 'status', 'sort_order', 'version'])
      .orderBy('sort_order')
      .orderBy('category_id')
      .execute(),
    db
      .selectFrom('product_to_category')
      .select(['category_id', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('category_id')
      .execute(),
  ]);
  const productCount = new Map(products.map((p) => [p.category_id, Number(p.n)]));
  const ids = new Set(rows.map((r) => r.category_id));
  const childrenOf = (parent: number) =>
    rows.filter((r) => (parent === 0 ? r.parent_id === 0 || !ids.has(r.parent_id) : r.parent_id === parent));
  const tree: AdminCategory[] = [];
  const walk = (parent: number, seen: Set<number>) => {
    for (const row of childrenOf(parent)) {
      if (seen.has(row.category_id)) continue;
      seen.add(row.category_id);
      tree.push({
        ...row,
        products: productCount.get(row.category_id) ?? 0,
        children: rows.filter((r) => r.parent_id === row.category_id && r.category_id !== row.category_id).length,
      });
      walk(row.category_id, seen);
    }
  };
  walk(0, new Set());
  return tree;
}

async function locked(trx: Transaction<Database>, categoryId: number, version: number) {
  const row = await trx
    .selectFrom('category')
    .select(['category_id', 'parent_id', 'name', 'keyword', 'sort_order', 'version'])
    .where('category_id', '=', categoryId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new HttpError(404, M.notFound);
  if (row.version !== version) throw new StaleRecord();
  return row;
}

/**
 * 'Выше' or 'Ниже': the category changes places with its neighbour among its siblings; dragged, it takes the place
 * given (the others close up behind it). The siblings' order is written out afresh (0, 10, 20…), so categories that
 * had the same number get one each. At the end of the list, or dropped where it was, nothing moves.
 */
export async function moveCategory(app: FastifyInstance, actor: Actor, categoryId: number, body: CategoryMoveBody) {
  await app.db.transaction().execute(async (trx) => {
    const row = await locked(trx, categoryId, body.version);
    const siblings = await trx
      .selectFrom('category')
      .select(['category_id', 'sort_order'])
      .where('parent_id', '=', row.parent_id)
      .orderBy('sort_order')
      .orderBy('category_id')
      .forUpdate()
      .execute();
    const at = siblings.findIndex((s) => s.category_id === categoryId);
    const to =
      'position' in body ? Math.min(body.position, siblings.length - 1) : body.direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= siblings.length || to === at) return;
    const order = siblings.map((s) => s.category_id);
    order.splice(at, 1);
    order.splice(to, 0, categoryId);
    for (const [index, id] of order.entries()) {
      const was = siblings.find((s) => s.category_id === id)!.sort_order;
      if (was !== index * 10) {
        await trx
          .updateTable('category')
          .set({ sort_order: index * 10 })
          .where('category_id', '=', id)
          .execute();
      }
    }
    await writeAudit(trx, actor, {
      recordType: 'category',
      recordId: categoryId,
      action: 'position' in body ? 'move' : body.direction === 'up' ? 'move-up' : 'move-down',
      before: { sort_order: row.sort_order, version: row.version },
      after: { sort_order: to * 10 },
    });
  });
}

/** Deletes a category with nothing in it: refused while products or subcategories are in it, and for the rule two. */
export async function deleteCategory(app: FastifyInstance, actor: Actor, categoryId: number, version: number) {
  await app.db.transaction().execute(async (trx) => {
    const row = await locked(trx, categoryId, version);
    if ((RULE_CATEGORIES as readonly string[]).includes(row.keyword)) throw new HttpError(400, M.byRule);
    const [{ n: products }, { n: children }] = await Promise.all([
      trx
        .selectFrom('product_to_category')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('category_id', '=', categoryId)
        .executeTakeFirstOrThrow(),
      trx
        .selectFrom('category')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('parent_id', '=', categoryId)
        .where('category_id', '!=', categoryId)
        .executeTakeFirstOrThrow(),
    ]);
    if (Number(products) > 0) throw new HttpError(400, M.hasProducts(Number(products)));
    if (Number(children) > 0) throw new HttpError(400, M.hasChildren(Number(children)));
    await trx.deleteFrom('category_filter').where('category_id', '=', categoryId).execute();
    await trx.deleteFrom('category').where('category_id', '=', categoryId).execute();
    await writeAudit(trx, actor, {
      recordType: 'category',
      recordId: categoryId,
      action: 'delete',
      before: row,
      after: null,
    });
  });
}
