import Type from 'typebox';
import { Cart, CartAddBody, CartAddReply, CartUpdateBody, ClearCartBody } from '../../contract/cart';
import { Closed, Id, replies } from '../../contract/envelope';
import { mergeGuestCart, emptyCart } from '../db/cart-store';
import { cartOwnerOf, ensureCartOwner } from '../http/cart-owner';
import { registerCmsRoute } from '../http/cms-dispatch';
import { success } from '../http/envelope';
import { notFound } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';
import { addToCart } from './add-to-cart';
import { CART_MESSAGES } from './cart-messages';
import { addedTotalText, cartReply, countItems, readCart } from './cart-view';
import { giftRoutes } from './gift-routes';
import { promotionRoutes } from './promotion-routes';
import { updateCartLine } from './update-cart';
import { voucherRoutes } from './voucher-routes';

/**
 * product §7 "Cart and checkout", the cart part (contract "Cart routes"): add, read, count, change and clear the cart,
 * apply a gift certificate, promotions and free gifts. A guest's cart lives against the session (created on the first
 * add), a customer's against the customer; the guest cart joins the customer's on login.
 */
export async function cartRoutes(app: TypedApp): Promise<void> {
  if (typeof app.onCustomerLogin === 'function') {
    app.onCustomerLogin(async ({ sessionId, customerId, request }) => {
      const owner = await cartOwnerOf(request);
      await mergeGuestCart(app.db, sessionId, customerId, owner?.group ?? 1);
    });
  }

  registerCmsRoute(app, 'checkout/cart/add', {
    method: 'POST',
    schema: {
      operationId: 'addToCart',
      summary: 'Положить товар в корзину (с пробником или суммой сертификата)',
      tags: ['Корзина'],
      body: CartAddBody,
      response: replies(CartAddReply),
    },
    handler: async (request, reply) => {
      const owner = await ensureCartOwner(request, reply);
      await addToCart(app.db, owner, request.body, app.config.certificateMaxRub);
      const { stored, totals } = await readCart(app.db, owner);
      const count = countItems(stored);
      return success({ success: CART_MESSAGES.added, total: addedTotalText(totals.total, count), count });
    },
  });

  registerCmsRoute(app, 'd_quickcheckout/cart/indexJson', {
    method: 'GET',
    schema: { operationId: 'cart', summary: 'Вся корзина с итогами', tags: ['Корзина'], response: replies(Cart) },
    handler: async (request) => success(await cartReply(app.db, await cartOwnerOf(request))),
  });

  registerCmsRoute(app, 'checkout/cart/getCountProducts', {
    method: 'GET',
    schema: {
      operationId: 'cartCount',
      summary: 'Сколько единиц товара в корзине',
      tags: ['Корзина'],
      response: replies(Closed({ count: Type.Integer({ minimum: 0 }) })),
    },
    handler: async (request) => {
      const { stored } = await readCart(app.db, await cartOwnerOf(request));
      return success({ count: countItems(stored) });
    },
  });

  registerCmsRoute(app, 'd_quickcheckout/cart/getCartItems', {
    method: 'GET',
    schema: {
      operationId: 'cartProductIds',
      summary: 'Номера товаров в корзине (без подарков)',
      tags: ['Корзина'],
      response: replies(Type.Array(Id)),
    },
    handler: async (request) => {
      const { stored } = await readCart(app.db, await cartOwnerOf(request));
      return success([...new Set(stored.lines.filter((l) => !l.isPresent).map((l) => l.product_id))]);
    },
  });

  registerCmsRoute(app, 'd_quickcheckout/cart/update', {
    method: 'POST',
    schema: {
      operationId: 'updateCartLine',
      summary: 'Плюс, минус или удаление строки корзины; в ответе вся корзина',
      tags: ['Корзина'],
      body: CartUpdateBody,
      response: replies(Cart),
    },
    handler: async (request) => {
      const body = request.body;
      const owner = await cartOwnerOf(request);
      if (!owner) throw notFound(CART_MESSAGES.lineNotFound);
      await updateCartLine(app.db, owner, body.cartItemCode, body.cart_action);
      return success(await cartReply(app.db, owner));
    },
  });

  registerCmsRoute(app, 'd_quickcheckout/cart/clearCart', {
    method: 'POST',
    // The body ({userInfo}) carries nothing the server needs: the session says whose cart it is.
    schema: {
      operationId: 'clearCart',
      summary: 'Очистить корзину (и забыть сертификат)',
      tags: ['Корзина'],
      body: ClearCartBody,
      response: replies(Cart),
    },
    handler: async (request) => {
      const owner = await cartOwnerOf(request);
      if (owner) await emptyCart(app.db, owner);
      return success(await cartReply(app.db, owner));
    },
  });

  voucherRoutes(app);
  promotionRoutes(app);
  giftRoutes(app);
}
