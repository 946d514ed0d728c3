import type { FastifyInstance } from 'fastify';
import { mergeGuestCart, emptyCart } from '../db/cart-store';
import { cartOwnerOf, ensureCartOwner } from '../http/cart-owner';
import { registerCmsRoute } from '../http/cms-dispatch';
import { success } from '../http/envelope';
import { notFound } from '../http/http-error';
import { addToCart, type AddRequest } from './add-to-cart';
import { CART_MESSAGES } from './cart-messages';
import { addedTotalText, cartReply, countItems, readCart } from './cart-view';
import { giftRoutes } from './gift-routes';
import { promotionRoutes } from './promotion-routes';
import { CART_ACTIONS, updateCartLine, type CartAction } from './update-cart';
import { voucherRoutes } from './voucher-routes';

/** The storefront sends its stored user record along with some calls; the server knows the caller by the session. */
const userInfo = {} as const;

/**
 * product §7 "Cart and checkout", the cart part (contract "Cart routes"): add, read, count, change and clear the cart,
 * apply a gift certificate, promotions and free gifts. A guest's cart lives against the session (created on the first
 * add), a customer's against the customer; the guest cart joins the customer's on login.
 */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  if (typeof app.onCustomerLogin === 'function') {
    app.onCustomerLogin(async ({ sessionId, customerId, request }) => {
      const owner = await cartOwnerOf(request);
      await mergeGuestCart(app.db, sessionId, customerId, owner?.group ?? 1);
    });
  }

  registerCmsRoute(app, 'checkout/cart/add', {
    method: 'POST',
    schema: {
      body: {
        type: 'object',
        required: ['product_id'],
        properties: {
          product_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
          quantity: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
          option: { anyOf: [{ type: 'object', maxProperties: 20 }, { type: 'array', maxItems: 0 }, { type: 'null' }] },
          userInfo,
        },
      },
    },
    handler: async (request, reply) => {
      const owner = await ensureCartOwner(request, reply);
      await addToCart(app.db, owner, request.body as AddRequest, app.config.certificateMaxRub);
      const { stored, totals } = await readCart(app.db, owner);
      const count = countItems(stored);
      return success({ success: CART_MESSAGES.added, total: addedTotalText(totals.total, count), count });
    },
  });

  registerCmsRoute(app, 'd_quickcheckout/cart/indexJson', {
    method: 'GET',
    handler: async (request) => success(await cartReply(app.db, await cartOwnerOf(request))),
  });

  registerCmsRoute(app, 'checkout/cart/getCountProducts', {
    method: 'GET',
    handler: async (request) => {
      const { stored } = await readCart(app.db, await cartOwnerOf(request));
      return success({ count: countItems(stored) });
    },
  });

  registerCmsRoute(app, 'd_quickcheckout/cart/getCartItems', {
    method: 'GET',
    handler: async (request) => {
      const { stored } = await readCart(app.db, await cartOwnerOf(request));
      return success([...new Set(stored.lines.filter((l) => !l.isPresent).map((l) => l.product_id))]);
    },
  });

  registerCmsRoute(app, 'd_quickcheckout/cart/update', {
    method: 'POST',
    schema: {
      body: {
        type: 'object',
        required: ['cart_action', 'cartItemCode'],
        properties: {
          // The storefront's copy of the cart map; the server works from its own.
          cart: {},
          cart_action: { type: 'string', enum: [...CART_ACTIONS] },
          cartItemCode: { type: 'string', minLength: 1, maxLength: 64 },
          userInfo,
        },
      },
    },
    handler: async (request) => {
      const body = request.body as { cart_action: CartAction; cartItemCode: string };
      const owner = await cartOwnerOf(request);
      if (!owner) throw notFound(CART_MESSAGES.lineNotFound);
      await updateCartLine(app.db, owner, body.cartItemCode, body.cart_action);
      return success(await cartReply(app.db, owner));
    },
  });

  registerCmsRoute(app, 'd_quickcheckout/cart/clearCart', {
    method: 'POST',
    // The body ({userInfo}) carries nothing the server needs: the session says whose cart it is.
    handler: async (request) => {
      const owner = await cartOwnerOf(request);
      if (owner) await emptyCart(app.db, owner);
      return success(await cartReply(app.db, owner));
    },
  });

  voucherRoutes(app, userInfo);
  promotionRoutes(app);
  giftRoutes(app);
}
