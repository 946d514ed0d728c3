import type { Transaction } from 'kysely';
import type { Database } from '../../schema';
import type { PromotionType } from '../../tables/cart-tables';
import { demoProducts } from '../catalogue/products';

export interface PromotionSeed {
  type: PromotionType;
  /** 0 every shopper, 1 general customers, 2 professionals. */
  customer_group_id: number;
  product_count?: number;
  percent?: number;
  total?: number;
  /** Gift products of a 'present' promotion, by article number. */
  giftSkus?: string[];
}

/**
 * The demo shop's promotions: 3+1 for everyone (every 4th unit of a product free), 10% off from 10 000 ₽ for everyone and 15% from
 * 20 000 ₽ for registered customers (the largest reached applies), and a free gift from 5000 ₽ chosen among four small, cheap products.
 */
export const promotionSeeds: PromotionSeed[] = [
  { type: 'x_plus_one', customer_group_id: 0, product_count: 3 },
  { type: 'discount', customer_group_id: 1, percent: 15, total: 20000 },
  { type: 'discount', customer_group_id: 0, percent: 10, total: 10000 },
  // Thermal water 150 ml, urea hand cream 75 ml, spot lotion 15 ml, micellar water 250 ml.
  {
    type: 'present',
    customer_group_id: 0,
    product_count: 1,
    total: 5000,
    giftSkus: ['W2100', 'bt6005', 'bt4004', 'W1050'],
  },
];

export async function seedPromotions(trx: Transaction<Database>): Promise<void> {
  const idBySku = new Map(demoProducts.map((p) => [p.sku, p.id]));
  for (const [index, seed] of promotionSeeds.entries()) {
    const { promotion_id } = await trx
      .insertInto('promotion')
      .values({
        type: seed.type,
        customer_group_id: seed.customer_group_id,
        product_count: seed.product_count ?? null,
        percent: seed.percent ?? null,
        total: seed.total ?? null,
        sort_order: index + 1,
      })
      .returning('promotion_id')
      .executeTakeFirstOrThrow();
    const gifts = (seed.giftSkus ?? []).map((sku) => {
      const product_id = idBySku.get(sku);
      if (product_id === undefined) throw new Error(`Демо-данные: подарок акции — неизвестный товар ${sku}`);
      return { promotion_id, product_id };
    });
    if (gifts.length > 0) await trx.insertInto('promotion_present_product').values(gifts).execute();
  }
}
