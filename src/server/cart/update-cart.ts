import type { Kysely } from 'kysely';
import { isCertificate } from '../../domain/certificate';
import { lockCart, pruneGifts, removeItem, setItemQuantity, type CartOwner } from '../db/cart-store';
import type { Database } from '../db/schema';
import { HttpError, notFound } from '../http/http-error';
import { CART_MESSAGES } from './cart-messages';
import { checkOptionStock } from '../db/option-stock';

export type CartAction = 'Increment' | 'Decrement' | 'deleteItem';
export const CART_ACTIONS: readonly CartAction[] = ['Increment', 'Decrement', 'deleteItem'];

/**
 * d_quickcheckout/cart/update: plus, minus or delete on one line (product §5: plus only below the stock; gifts and the
 * certificate have no controls), with the cart locked so concurrent clicks never pass the stock. Gifts the cart no
 * longer reaches are dropped in the same transaction.
 */
export async function updateCartLine(
  db: Kysely<Database>,
  owner: CartOwner,
  key: string,
  action: CartAction,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const cartId = await lockCart(trx, owner);
    const line = await trx
      .selectFrom('cart_item as ci')
      .innerJoin('product as p', 'p.product_id', 'ci.product_id')
      .select(['ci.product_id', 'ci.option', 'ci.quantity', 'ci.is_present', 'p.name', 'p.quantity as stock'])
      .where('ci.cart_id', '=', cartId)
      .where('ci.item_key', '=', key)
      .executeTakeFirst();
    if (!line) throw notFound(CART_MESSAGES.lineNotFound);
    if (line.is_present) throw new HttpError(409, CART_MESSAGES.giftLine);
    if (isCertificate(line)) throw new HttpError(409, CART_MESSAGES.certificateLine);

    if (action === 'Increment') {
      const units = await trx
        .selectFrom('cart_item')
        .select((eb) => eb.fn.sum<number>('quantity').as('units'))
        .where('cart_id', '=', cartId)
        .where('product_id', '=', line.product_id)
        .where('is_present', '=', false)
        .executeTakeFirstOrThrow();
      if (Number(units.units ?? 0) + 1 > line.stock) throw new HttpError(409, CART_MESSAGES.onlyInStock(line.stock));
      await checkOptionStock(trx, cartId, { option: line.option, adding: 1 }, CART_MESSAGES.valueInStock);
      await setItemQuantity(trx, cartId, key, line.quantity + 1);
    } else if (action === 'Decrement') {
      await setItemQuantity(trx, cartId, key, line.quantity - 1);
    } else {
      await removeItem(trx, cartId, key);
    }
    await pruneGifts(trx, owner);
  });
}
