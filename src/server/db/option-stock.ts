import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';
import type { CartItemOption } from './tables/cart-tables';
import { chosenValueIds } from './cart-store';
import { HttpError } from '../http/http-error';

/**
 * The stock of an option's value (issue 16: an editor sets it per value, say 12 of 'Объём: 50 мл'): a cart holds no
 * more of a value than there is (checked as a line is added or raised, with the cart locked), an order takes it in the
 * transaction that places it (a conditional update, so two orders cannot sell the same last one), and a cancelled or
 * unpaid order gives it back. The product's own stock is counted as before, besides.
 */

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Refuses (409, in the words `refusal` gives) `adding` more units of a line with `option` when a chosen value has not
 * that many left beyond the cart's.
 */
export async function checkOptionStock(
  trx: Db,
  cartId: number,
  choice: { option: CartItemOption | null; adding: number },
  refusal: (value: string, left: number) => string,
): Promise<void> {
  const { option, adding } = choice;
  const ids = chosenValueIds(option);
  if (ids.length === 0) return;
  const [values, lines] = await Promise.all([
    trx
      .selectFrom('product_option_value as pov')
      .innerJoin('option_value as ov', 'ov.option_value_id', 'pov.option_value_id')
      .select(['pov.product_option_value_id', 'pov.quantity', 'ov.name'])
      .where('pov.product_option_value_id', 'in', ids)
      .execute(),
    trx
      .selectFrom('cart_item')
      .select(['option', 'quantity'])
      .where('cart_id', '=', cartId)
      .where('is_present', '=', false)
      .execute(),
  ]);
  for (const value of values) {
    const inCart = lines
      .filter((line) => chosenValueIds(line.option).includes(value.product_option_value_id))
      .reduce((sum, line) => sum + line.quantity, 0);
    if (inCart + adding > value.quantity) {
      throw new HttpError(409, refusal(value.name, Math.max(0, value.quantity)));
    }
  }
}

/** Takes the chosen values' units out of their stock (in value order), or refuses the order with the value's name. */
export async function reserveOptionStock(
  trx: Transaction<Database>,
  lines: readonly {
    quantity: number;
    optionIds: readonly { product_option_value_id: number; name: string; value: string }[];
  }[],
  refusal: (value: string, left: number) => string,
): Promise<void> {
  const need = new Map<number, { quantity: number; value: string }>();
  for (const line of lines) {
    for (const chosen of line.optionIds) {
      const entry = need.get(chosen.product_option_value_id) ?? {
        quantity: 0,
        value: `${chosen.name}: ${chosen.value}`,
      };
      entry.quantity += line.quantity;
      need.set(chosen.product_option_value_id, entry);
    }
  }
  for (const [id, { quantity, value }] of [...need].sort(([a], [b]) => a - b)) {
    const taken = await trx
      .updateTable('product_option_value')
      .set({ quantity: sql<number>`quantity - ${quantity}` })
      .where('product_option_value_id', '=', id)
      .where('quantity', '>=', quantity)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) {
      const left = await trx
        .selectFrom('product_option_value')
        .select('quantity')
        .where('product_option_value_id', '=', id)
        .executeTakeFirst();
      // A value removed from the product since it was put in the cart is not stock any more: nothing to take.
      if (!left) continue;
      throw new HttpError(409, refusal(value, Math.max(0, left.quantity)));
    }
  }
}

/** Gives a cancelled order's chosen values back to their stock. */
export async function releaseOptionStock(trx: Transaction<Database>, orderId: number): Promise<void> {
  const rows = await trx
    .selectFrom('order_option as oo')
    .innerJoin('order_product as op', 'op.order_product_id', 'oo.order_product_id')
    .select(['oo.product_option_value_id', sql<number>`sum(op.quantity)::int`.as('quantity')])
    .where('oo.order_id', '=', orderId)
    .where('oo.product_option_value_id', 'is not', null)
    .groupBy('oo.product_option_value_id')
    .orderBy('oo.product_option_value_id')
    .execute();
  for (const row of rows) {
    if (row.product_option_value_id === null) continue;
    await trx
      .updateTable('product_option_value')
      .set({ quantity: sql<number>`quantity + ${Number(row.quantity)}` })
      .where('product_option_value_id', '=', row.product_option_value_id)
      .execute();
  }
}
