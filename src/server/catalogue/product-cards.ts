import { sql, type Kysely } from 'kysely';
import { CUSTOMER_GROUP } from '../../domain/constants';
import type { CustomerGroupId } from '../../domain/customer-group';
import { effectivePrice, specialPriceFor } from '../../domain/special-price';
import type { Database } from '../db/schema';
import { imageUrl } from './catalogue-format';

/** One row of `specials` as the storefront gets it: only rows that apply to the caller's group. */
export interface SpecialRow {
  customer_group_id: number;
  price: number;
}

/**
 * A product as every list sends it (card data: catalogue grid, 'Новинки', bestsellers, similar products). `price` and
 * `special` are whole roubles for the caller's customer group (SPEC §5), `specials` the rows behind `special`.
 */
export interface CardProduct {
  product_id: number;
  name: string;
  sku: string;
  price: number;
  special: number | null;
  specials: SpecialRow[];
  quantity: number;
  /** The product page is /{url}. */
  url: string;
  image: string | null;
  date_available: string;
}

export interface CardRow {
  product_id: number;
  name: string;
  sku: string;
  price: number;
  quantity: number;
  keyword: string;
  image: string | null;
  date_available: string;
}

/** The product columns a card needs, for `select(CARD_COLUMNS)` on `product as p`. */
export const CARD_COLUMNS = [
  'p.product_id',
  'p.name',
  'p.sku',
  'p.price',
  'p.quantity',
  'p.keyword',
  'p.image',
  'p.date_available',
] as const;

/**
 * The special groups whose rows can apply to a shopper of `group`, asked of the domain rule itself (group 1 rows for
 * everyone but professionals, group 2 rows only for professionals), so SQL never restates the rule.
 */
export function specialGroupsFor(group: CustomerGroupId): number[] {
  return [CUSTOMER_GROUP.CUSTOMER, CUSTOMER_GROUP.PROFESSIONAL].filter(
    (specialGroup) => specialPriceFor([{ customer_group_id: specialGroup, price: 1 }], group) !== null,
  );
}

/** A special row (aliased `ps`) is in force today: started or without start, not ended (the end day counts). */
export const SPECIAL_IN_FORCE = sql<boolean>`(ps.date_start is null or ps.date_start <= current_date) and (ps.date_end is null or ps.date_end >= current_date)`;

/**
 * The specials in force for these products and this group, per product, in "last match wins" order: a row of
 * smaller priority number (OpenCart's "higher priority") comes later, so it wins; equal priorities by id.
 */
export async function specialsOf(
  db: Kysely<Database>,
  productIds: readonly number[],
  group: CustomerGroupId,
): Promise<Map<number, SpecialRow[]>> {
  const byProduct = new Map<number, SpecialRow[]>();
  const groups = specialGroupsFor(group);
  if (productIds.length === 0 || groups.length === 0) return byProduct;
  const rows = await db
    .selectFrom('product_special as ps')
    .select(['ps.product_id', 'ps.customer_group_id', 'ps.price'])
    .where('ps.product_id', 'in', [...productIds])
    .where('ps.customer_group_id', 'in', groups)
    .where(SPECIAL_IN_FORCE)
    .orderBy('ps.product_id')
    .orderBy('ps.priority', 'desc')
    .orderBy('ps.product_special_id')
    .execute();
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push({ customer_group_id: row.customer_group_id, price: Number(row.price) });
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}

/** Card rows (in their order) priced for the caller's group. */
export async function toCards(db: Kysely<Database>, rows: readonly CardRow[], group: CustomerGroupId): Promise<CardProduct[]> {
  const specials = await specialsOf(db, rows.map((row) => row.product_id), group);
  return rows.map((row) => toCard(row, specials.get(row.product_id) ?? [], group));
}

export function toCard(row: CardRow, specials: SpecialRow[], group: CustomerGroupId): CardProduct {
  const { price, special } = effectivePrice({ price: row.price, specials }, group);
  return {
    product_id: row.product_id,
    name: row.name,
    sku: row.sku,
    price,
    special,
    specials,
    quantity: row.quantity,
    url: row.keyword,
    image: imageUrl(row.image),
    date_available: row.date_available,
  };
}
