import type { Kysely } from 'kysely';
import type { CardProduct } from '../../contract/catalogue';
import type { CustomerGroupId } from '../../domain/customer-group';
import { effectivePrice } from '../../domain/special-price';
import { specialsOf, type SpecialRow } from '../db/product-prices';
import type { Database } from '../db/schema';
import { imageUrl } from './catalogue-format';

/**
 * A product as every list sends it (card data: catalogue grid, 'Новинки', bestsellers, similar products). `price` and
 * `special` are whole roubles for the caller's customer group (product §5), `specials` the rows behind `special`;
 * beyond product §7, `has_required_option`: the product has an option that must be chosen (issue 16), so a card offers
 * no add of its own and the shopper chooses on the product page.
 */

export interface CardRow {
  product_id: number;
  name: string;
  sku: string;
  price: number;
  quantity: number;
  keyword: string;
  image: string | null;
  date_available: string;
  pro_discount: boolean;
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
  'p.pro_discount',
] as const;

/** Card rows (in their order) priced for the caller's group. */
export async function toCards(
  db: Kysely<Database>,
  rows: readonly CardRow[],
  group: CustomerGroupId,
): Promise<CardProduct[]> {
  const ids = rows.map((row) => row.product_id);
  const specials = await specialsOf(db, ids, group);
  const choose = await withRequiredOption(db, ids);
  return rows.map((row) => toCard(row, specials.get(row.product_id) ?? [], group, choose.has(row.product_id)));
}

/**
 * Which of these products have an option that must be chosen: the cart refuses them without a choice (the same
 * `product_option.required` it reads), so their cards send the shopper to the product page.
 */
export async function withRequiredOption(db: Kysely<Database>, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('product_option')
    .select('product_id')
    .distinct()
    .where('product_id', 'in', ids)
    .where('required', '=', true)
    .execute();
  return new Set(rows.map((row) => row.product_id));
}

export function toCard(
  row: CardRow,
  specials: SpecialRow[],
  group: CustomerGroupId,
  hasRequiredOption: boolean,
): CardProduct {
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
    pro_discount: row.pro_discount,
    has_required_option: hasRequiredOption,
  };
}
