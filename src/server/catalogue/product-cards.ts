import type { Kysely } from 'kysely';
import type { CardProduct } from '../../contract/catalogue';
import type { CustomerGroupId } from '../../domain/customer-group';
import { effectivePrice } from '../../domain/special-price';
import { specialsOf, type SpecialRow } from '../db/product-prices';
import type { Database } from '../db/schema';
import { imageUrl } from './catalogue-format';

/**
 * A product as every list sends it (card data: catalogue grid, 'Новинки', bestsellers, similar products). `price` and
 * `special` are whole roubles for the caller's customer group (product §5), `specials` the rows behind `special`.
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
  const specials = await specialsOf(
    db,
    rows.map((row) => row.product_id),
    group,
  );
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
    pro_discount: row.pro_discount,
  };
}
