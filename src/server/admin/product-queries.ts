import { sql, type Kysely } from 'kysely';
import type {
  AdminProductList,
  AdminProductRow,
  ProductCategory,
  ProductExportQuery,
  ProductListQuery,
} from '../../contract/admin-products';
import { CERTIFICATE_PRODUCT_ID, CUSTOMER_GROUP } from '../../domain/constants';
import { specialInForce } from '../../domain/special-price';
import { ALL_PRODUCTS_KEYWORD, SALE_KEYWORD } from '../catalogue/product-list';
import { containsPattern } from '../content/like-pattern';
import { SPECIAL_IN_FORCE } from '../db/product-prices';
import type { Database } from '../db/schema';
import { imageUrl } from '../http/image-url';
import { DEFAULT_PAGE_SIZE, EXPORT_MAX_ROWS } from './order-queries';

/**
 * The back office's reads of products ('Товары', issue 16): searched by name or article number, filtered by category,
 * stock, status and specials in force, sorted and paged on the server, and the same rows for the CSV. The gift
 * certificate is not a product staff edit here (it has no article number, and turning it off would close the
 * certificates' sale), so it is never listed.
 */

/** The shop-wide categories every product is listed in by rule, whatever its links (product-list.ts). */
export const RULE_CATEGORIES = [ALL_PRODUCTS_KEYWORD, SALE_KEYWORD] as const;

const SORT_COLUMN = {
  name: 'p.name',
  sku: 'p.sku',
  price: 'p.price',
  quantity: 'p.quantity',
  date: 'p.date_added',
} as const;

function filtered(db: Kysely<Database>, query: ProductExportQuery) {
  let q = db.selectFrom('product as p').where('p.product_id', '!=', CERTIFICATE_PRODUCT_ID);
  const text = query.q?.trim();
  if (text) {
    const pattern = containsPattern(text);
    q = q.where((eb) => eb.or([eb('p.name', 'ilike', pattern), eb('p.sku', 'ilike', pattern)]));
  }
  if (query.category_id !== undefined) {
    const categoryId = query.category_id;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_to_category as pc')
          .select('pc.product_id')
          .whereRef('pc.product_id', '=', 'p.product_id')
          .where('pc.category_id', '=', categoryId),
      ),
    );
  }
  if (query.stock) q = q.where('p.quantity', query.stock === 'in' ? '>' : '<=', 0);
  if (query.status) q = q.where('p.status', '=', query.status === 'on');
  if (query.special) {
    // A shopper's 'Акция' (what /aktsii lists): a special of group 1 in force. Group 2's rows are the specialists' price.
    const inForce = sql<boolean>`exists (select 1 from product_special ps where ps.product_id = p.product_id and ps.customer_group_id = ${CUSTOMER_GROUP.CUSTOMER} and ${SPECIAL_IN_FORCE})`;
    q = q.where(query.special === 'yes' ? inForce : sql<boolean>`not ${inForce}`);
  }
  return q;
}

const ROW_COLUMNS = [
  'p.product_id',
  'p.name',
  'p.sku',
  'p.keyword',
  'p.image',
  'p.price',
  'p.quantity',
  'p.status',
  'p.version',
] as const;

function sorted(db: Kysely<Database>, query: ProductExportQuery) {
  const column = SORT_COLUMN[query.sort ?? 'name'];
  const order = query.order ?? 'asc';
  return filtered(db, query).select(ROW_COLUMNS).orderBy(column, order).orderBy('p.product_id', order);
}

type Row = Awaited<ReturnType<ReturnType<typeof sorted>['execute']>>[number];

/** The rows with their specials in force (the one each group pays) and their own categories. */
async function withDetails(db: Kysely<Database>, rows: Row[]): Promise<AdminProductRow[]> {
  const ids = rows.map((r) => r.product_id);
  if (ids.length === 0) return [];
  const [specials, links] = await Promise.all([
    db
      .selectFrom('product_special as ps')
      .select(['ps.product_id', 'ps.customer_group_id', 'ps.price'])
      .where('ps.product_id', 'in', ids)
      .where(SPECIAL_IN_FORCE)
      // "Last match wins" order (product-prices.ts): a smaller priority number comes later.
      .orderBy('ps.product_id')
      .orderBy('ps.priority', 'desc')
      .orderBy('ps.product_special_id')
      .execute(),
    db
      .selectFrom('product_to_category as pc')
      .innerJoin('category as c', 'c.category_id', 'pc.category_id')
      .select(['pc.product_id', 'pc.category_id'])
      .where('pc.product_id', 'in', ids)
      .where('c.keyword', 'not in', [...RULE_CATEGORIES])
      .orderBy('pc.category_id')
      .execute(),
  ]);
  return rows.map((row) => {
    const own = specials.filter((s) => s.product_id === row.product_id);
    const winners = [CUSTOMER_GROUP.CUSTOMER, CUSTOMER_GROUP.PROFESSIONAL].flatMap((group) => {
      const special = specialInForce(own, group);
      return special ? [{ customer_group_id: group, price: Number(special.price) }] : [];
    });
    return {
      ...row,
      price: Number(row.price),
      image: imageUrl(row.image),
      specials: winners,
      categories: links.filter((l) => l.product_id === row.product_id).map((l) => l.category_id),
    };
  });
}

/** Every category but the shop-wide two, in the menu's order, each named with its parent. */
export async function productCategories(db: Kysely<Database>): Promise<ProductCategory[]> {
  const rows = await db
    .selectFrom('category')
    .select(['category_id', 'parent_id', 'name', 'status', 'keyword'])
    .orderBy('sort_order')
    .orderBy('category_id')
    .execute();
  const nameOf = new Map(rows.map((r) => [r.category_id, r.name]));
  return rows
    .filter((r) => !(RULE_CATEGORIES as readonly string[]).includes(r.keyword))
    .map((r) => {
      const parent = nameOf.get(r.parent_id);
      return { category_id: r.category_id, name: parent ? `${parent} › ${r.name}` : r.name, status: r.status };
    });
}

export async function listProducts(db: Kysely<Database>, query: ProductListQuery): Promise<AdminProductList> {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const [{ n }, rows, categories] = await Promise.all([
    filtered(db, query)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    sorted(db, query)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    productCategories(db),
  ]);
  return { products: await withDetails(db, rows), categories, total: Number(n), page, limit };
}

/** The products the list's filters find, all of them (up to the export's limit), for the CSV. */
export async function exportProducts(db: Kysely<Database>, query: ProductExportQuery): Promise<AdminProductRow[]> {
  const rows = await sorted(db, query).limit(EXPORT_MAX_ROWS).execute();
  const products: AdminProductRow[] = [];
  // A thousand at a time: one query's parameters stay far below PostgreSQL's limit.
  for (let at = 0; at < rows.length; at += 1000) products.push(...(await withDetails(db, rows.slice(at, at + 1000))));
  return products;
}

/** These products as the list shows them now (a stale bulk change's answer), in the order asked. */
export async function productRows(db: Kysely<Database>, productIds: readonly number[]): Promise<AdminProductRow[]> {
  if (productIds.length === 0) return [];
  const rows = await filtered(db, {})
    .select(ROW_COLUMNS)
    .where('p.product_id', 'in', [...productIds])
    .execute();
  const byId = new Map((await withDetails(db, rows)).map((r) => [r.product_id, r]));
  return productIds.flatMap((id) => byId.get(id) ?? []);
}
