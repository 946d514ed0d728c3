import { sql, type Kysely } from 'kysely';
import type { CustomerGroupId } from '../../domain/customer-group';
import type { Database } from '../db/schema';
import { notFound } from '../http/http-error';
import { categoryHref } from './catalogue-format';
import { MESSAGES } from './catalogue-messages';
import { SPECIAL_IN_FORCE, specialGroupsFor } from '../db/product-prices';
import { CARD_COLUMNS, toCards, type CardRow } from './product-cards';
import type { CatalogueRequest as CatalogueRequestBody, Category, ProductPage } from '../../contract/catalogue';

/** Products on one catalogue page: 4 rows of the widest grid (4 columns), 6 rows of the phone grid (2 columns). */
export const PRODUCTS_PER_PAGE = 12;
/** The category that lists every product (product §2 /vsja-produktsija), whatever its own links say. */
export const ALL_PRODUCTS_KEYWORD = 'vsja-produktsija';
/** The category that lists every product with a special for the caller's group (product §2 /aktsii). */
export const SALE_KEYWORD = 'aktsii';

/** product §3 "Catalogue request config". Every field is optional; an empty body lists every product, page 1. */
/** A request as the server reads it: the contract's body without its `null`. */
type CatalogueRequest = NonNullable<CatalogueRequestBody>;
type CategoryLink = Category;

type Scope = { kind: 'all' } | { kind: 'sale' } | { kind: 'category'; categoryId: number };

interface CategoryRow {
  category_id: number;
  name: string;
  keyword: string;
  parent_id: number;
}

async function categoryRow(
  db: Kysely<Database>,
  by: { id: number } | { keyword: string },
): Promise<CategoryRow | undefined> {
  return db
    .selectFrom('category')
    .select(['category_id', 'name', 'keyword', 'parent_id'])
    .where((eb) => ('id' in by ? eb('category_id', '=', by.id) : eb('keyword', '=', by.keyword)))
    .where('status', '=', true)
    .executeTakeFirst();
}

/** The category and its ancestors, top level first (categories nest a few levels at most; a cycle stops the walk). */
async function trailOf(db: Kysely<Database>, category: CategoryRow | undefined): Promise<CategoryLink[]> {
  if (!category) return [];
  const trail: CategoryRow[] = [category];
  const seen = new Set([category.category_id]);
  let parentId = category.parent_id;
  while (parentId !== 0 && !seen.has(parentId) && trail.length < 10) {
    const parent = await categoryRow(db, { id: parentId });
    if (!parent) break;
    trail.unshift(parent);
    seen.add(parent.category_id);
    parentId = parent.parent_id;
  }
  return trail.map((row) => ({
    category_id: row.category_id,
    name: row.name,
    catalog_href: categoryHref(row.keyword),
  }));
}

function scopeOf(category: CategoryRow | undefined, namePage: string | undefined): Scope {
  const keyword = category?.keyword ?? namePage;
  if (keyword === SALE_KEYWORD) return { kind: 'sale' };
  if (!category || keyword === ALL_PRODUCTS_KEYWORD) return { kind: 'all' };
  return { kind: 'category', categoryId: category.category_id };
}

/** The selected filters grouped by filter group: a product matches one of a group AND each group (as OpenCart). */
async function filterGroups(db: Kysely<Database>, filterIds: readonly number[]): Promise<number[][]> {
  if (filterIds.length === 0) return [];
  const rows = await db
    .selectFrom('filter')
    .select(['filter_id', 'filter_group_id'])
    .where('filter_id', 'in', [...new Set(filterIds)])
    .execute();
  const groups = new Map<number, number[]>();
  for (const row of rows) groups.set(row.filter_group_id, [...(groups.get(row.filter_group_id) ?? []), row.filter_id]);
  return [...groups.values()];
}

/** `alias.product_id` is in a category. */
const inCategory = (alias: string, categoryId: number) =>
  sql<boolean>`exists (select 1 from product_to_category pc where pc.product_id = ${sql.ref(`${alias}.product_id`)} and pc.category_id = ${categoryId})`;

/** `alias.product_id` has a special in force for one of these special groups. */
const onSale = (alias: string, specialGroups: number[]) =>
  specialGroups.length === 0
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from product_special ps where ps.product_id = ${sql.ref(`${alias}.product_id`)} and ps.customer_group_id in (${sql.join(specialGroups)}) and ${SPECIAL_IN_FORCE})`;

/** `alias.product_id` has one of these filters (of one filter group). */
const hasFilter = (alias: string, filterIds: number[]) =>
  sql<boolean>`exists (select 1 from product_filter pf where pf.product_id = ${sql.ref(`${alias}.product_id`)} and pf.filter_id in (${sql.join(filterIds)}))`;

/** `alias.product_id` is not a hidden product (served by the partial index of hidden products). */
const notHidden = (alias: string) =>
  sql<boolean>`not exists (select 1 from product hidden where hidden.product_id = ${sql.ref(`${alias}.product_id`)} and not hidden.status)`;

/**
 * The ids of the matching products, read from the smallest list that holds them: the category's links or the
 * group's specials (their own indexes) less the hidden products; only "every product" reads the product index itself.
 */
function matchingIds(db: Kysely<Database>, scope: Scope, specialGroups: number[], byGroup: number[][]) {
  let query;
  if (scope.kind === 'category') {
    query = db
      .selectFrom('product_to_category as m')
      .select('m.product_id')
      .where('m.category_id', '=', scope.categoryId)
      .where(notHidden('m'));
  } else if (scope.kind === 'sale') {
    query = db
      .selectFrom('product_special as m')
      .select('m.product_id')
      .distinct()
      .where('m.customer_group_id', 'in', specialGroups.length > 0 ? specialGroups : [-1])
      .where(
        sql<boolean>`(m.date_start is null or m.date_start <= current_date) and (m.date_end is null or m.date_end >= current_date)`,
      )
      .where(notHidden('m'));
  } else {
    query = db.selectFrom('product as m').select('m.product_id').where('m.status', '=', true);
  }
  for (const ids of byGroup) query = query.where(hasFilter('m', ids));
  return query;
}

/** Below this many matches a page is sorted out of the matches themselves (see listProducts). */
const SMALL_MATCH = 2000;

function categoryOf(category: CategoryRow): ProductPage['category'] {
  return {
    category_id: category.category_id,
    name: category.name,
    catalog_href: categoryHref(category.keyword),
    parent_id: category.parent_id,
  };
}

/**
 * One page of a catalogue listing: every product, a category's products (sub-categories are their own pages), or the
 * products on sale for the caller's group; narrowed by filters; in the manager's order (sort_order, then id). The
 * category is `category_id`, else the category whose address is `namePage`; without either, every product.
 * `fixedCategoryId` is the category of /back/product/list/{id}, which wins over the body's.
 */
export async function listProducts(
  db: Kysely<Database>,
  request: CatalogueRequest,
  group: CustomerGroupId,
  fixedCategoryId?: number,
): Promise<ProductPage> {
  const categoryId = fixedCategoryId ?? (request.category_id || undefined);
  // Without an id, a page name that is a category's address names the category (namePage 'kremi').
  const category =
    categoryId !== undefined
      ? await categoryRow(db, { id: categoryId })
      : request.namePage
        ? await categoryRow(db, { keyword: request.namePage })
        : undefined;
  if (categoryId !== undefined && !category) throw notFound(MESSAGES.categoryNotFound);
  const scope = scopeOf(category, request.namePage);
  const byGroup = await filterGroups(db, request.filters ?? []);
  const specialGroups = specialGroupsFor(group);
  const page = request.current_page ?? 1;

  const ids = matchingIds(db, scope, specialGroups, byGroup);
  const { rows: counted } = await sql<{ total: number }>`select count(*) as total from (${ids}) as matching`.execute(
    db,
  );
  const total = Number(counted[0].total);
  const offset = (page - 1) * PRODUCTS_PER_PAGE;

  let rows: CardRow[] = [];
  if (total > offset && total <= SMALL_MATCH) {
    // Few matches (narrow filters): take them all and sort them. Walking the whole catalogue in order to find the
    // rare match would read most of it.
    ({ rows } = await sql<CardRow>`
      with matching as materialized (${ids})
      select ${sql.join(CARD_COLUMNS.map((column) => sql.ref(column)))}
      from product as p join matching using (product_id)
      where p.status
      order by p.sort_order, p.product_id
      limit ${PRODUCTS_PER_PAGE} offset ${offset}`.execute(db));
  } else if (total > offset) {
    // Many matches: walk the products in the manager's order (the order index) and keep the matching ones, so page 1
    // reads a few dozen entries.
    let query = db.selectFrom('product as p').select(CARD_COLUMNS).where('p.status', '=', true);
    if (scope.kind === 'category') query = query.where(inCategory('p', scope.categoryId));
    if (scope.kind === 'sale') query = query.where(onSale('p', specialGroups));
    for (const filterIds of byGroup) query = query.where(hasFilter('p', filterIds));
    rows = await query
      .orderBy('p.sort_order')
      .orderBy('p.product_id')
      .limit(PRODUCTS_PER_PAGE)
      .offset(offset)
      .execute();
  }

  return {
    products: await toCards(db, rows, group),
    pages: Math.ceil(total / PRODUCTS_PER_PAGE),
    total,
    current_page: page,
    category: category ? categoryOf(category) : null,
    trail: await trailOf(db, category),
  };
}
