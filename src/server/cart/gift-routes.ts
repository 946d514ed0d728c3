import { Cart, GiftChoice, GiftUpdateBody } from '../../contract/cart';
import { replies } from '../../contract/envelope';
import {
  addItem,
  cartItemKey,
  lockCart,
  loadCart,
  removeItem,
  setItemQuantity,
  type CartOwner,
} from '../db/cart-store';
import { computeCartTotals } from '../../domain/cart-totals';
import type { Database } from '../db/schema';
import type { Kysely } from 'kysely';
import { cartOwnerOf } from '../http/cart-owner';
import { registerCmsRoute } from '../http/cms-dispatch';
import { success } from '../http/envelope';
import { HttpError, notFound } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';
import { CART_MESSAGES } from './cart-messages';
import { cartReply, giftState } from './cart-view';

const conflict = (message: string) => new HttpError(409, message);

type GiftChange = GiftUpdateBody;

/**
 * Free gifts (product §5): the picker's state, and choosing one more / one fewer of a gift. The cart may hold as many gift
 * units as computeCartTotals allows; each costs 1 rouble. Unticking a gift removes it.
 */
export function giftRoutes(app: TypedApp): void {
  registerCmsRoute(app, 'd_quickcheckout/product_to_present/indexJson', {
    method: 'GET',
    schema: {
      operationId: 'giftChoice',
      summary: 'Выбор подарков: достигнута ли акция, сколько можно выбрать и что предлагается',
      tags: ['Корзина'],
      response: replies(GiftChoice),
    },
    handler: async (request) => success((await cartReply(app.db, await cartOwnerOf(request))).product_to_present),
  });

  registerCmsRoute(app, 'd_quickcheckout/product_to_present/updateProduct', {
    method: 'POST',
    schema: {
      operationId: 'updateGift',
      summary: 'Подарком больше или меньше; в ответе вся корзина',
      tags: ['Корзина'],
      body: GiftUpdateBody,
      response: replies(Cart),
    },
    handler: async (request) => {
      const owner = await cartOwnerOf(request);
      if (!owner) throw conflict(CART_MESSAGES.giftsUnavailable);
      await changeGift(app.db, owner, request.body);
      return success(await cartReply(app.db, owner));
    },
  });
}

async function changeGift(db: Kysely<Database>, owner: CartOwner, change: GiftChange): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const cartId = await lockCart(trx, owner);
    const key = cartItemKey(change.product_id, {}, true);
    const stored = await loadCart(trx, owner);
    const current = stored.lines.find((line) => line.isPresent && line.product_id === change.product_id);
    if (!change.checked || change.action === 'decrement') {
      if (!current) throw notFound(CART_MESSAGES.lineNotFound);
      await (change.checked ? setItemQuantity(trx, cartId, key, current.quantity - 1) : removeItem(trx, cartId, key));
      return;
    }
    const totals = computeCartTotals({
      lines: stored.lines,
      promotions: stored.promotions,
      group: owner.group,
      voucher: null,
    });
    const state = await giftState(trx, owner, stored, totals);
    if (!state.status) throw conflict(CART_MESSAGES.giftsUnavailable);
    const offered = state.products.find((p) => p.id === change.product_id);
    if (!offered) throw conflict(CART_MESSAGES.giftNotOffered);
    if (state.currentCount >= state.totalCount) throw conflict(CART_MESSAGES.giftsChosen);
    if (offered.quantity + 1 > offered.stok_quantity) throw conflict(CART_MESSAGES.giftOutOfStock);
    if (current) await setItemQuantity(trx, cartId, key, current.quantity + 1);
    else await addItem(trx, cartId, { key, productId: change.product_id, option: {}, quantity: 1, isPresent: true });
  });
}
