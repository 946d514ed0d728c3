import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { readOutbox } from '../../src/server/integrations/mail';
import { nextClientAddress } from './client-address';
import { startTestShop, type TestShop } from './test-app';

/**
 * Helpers for the checkout tests: a shopper is a cookie jar (the session cookie); everything goes through the HTTP
 * routes (the cart is filled with checkout/cart/add).
 */

export const SESSION_COOKIE = 'shop_session';
/** The sandbox key the tests' shops sign with (MODULBANK_SECRET without a merchant: the sandbox uses it). */
export const TEST_MODULBANK_KEY = '00112233445566778899aabbccddeeff';
export const CMS = '/cms/index.php?route=';
export const CERTIFICATE_ID = 187;

export interface Shopper {
  cookie: string;
  /** The shopper's own client address: limits per address (unpaid orders, sign-ups…) count each shopper apart. */
  ip: string;
  sessionId: number;
  customerId: number | null;
  group: 0 | 1 | 2;
}

export async function startCheckoutShop(env: Record<string, string> = {}): Promise<TestShop> {
  const shop = await startTestShop({ env: { MODULBANK_SECRET: TEST_MODULBANK_KEY, ...env } });
  // Promotions would change totals; the checkout tests price plain goods (the cart's own tests cover promotions).
  await shop.db.updateTable('promotion').set({ status: false }).execute();
  return shop;
}

export function cms(
  shop: TestShop,
  shopper: Shopper | null,
  method: 'GET' | 'POST',
  route: string,
  payload?: unknown,
  ip?: string,
) {
  return shop.app.inject({
    method,
    url: `${CMS}${route}`,
    remoteAddress: ip ?? shopper?.ip ?? '127.0.0.1',
    ...(payload !== undefined ? { payload: payload as object } : {}),
    cookies: shopper ? { [SESSION_COOKIE]: shopper.cookie } : {},
  });
}

export async function sessionIdOf(shop: TestShop, cookie: string): Promise<number> {
  const row = await shop.db
    .selectFrom('session')
    .select('session_id')
    .where('token_hash', '=', createHash('sha256').update(cookie).digest('hex'))
    .executeTakeFirstOrThrow();
  return Number(row.session_id);
}

/** A guest with a session: the first checkout call creates it (and its cookie). */
export async function newGuest(shop: TestShop, ip = nextClientAddress()): Promise<Shopper> {
  const reply = await cms(shop, null, 'GET', 'module/d_quickcheckout/stepsInit', undefined, ip);
  const cookie = reply.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  if (!cookie) throw new Error(`stepsInit set no session cookie: ${reply.statusCode} ${reply.body}`);
  return { cookie, ip, sessionId: await sessionIdOf(shop, cookie), customerId: null, group: 0 };
}

let emailCounter = 0;
/** A registered, logged-in customer (group 1, or 2 when asked: as if the shop approved their document). */
export async function newCustomer(shop: TestShop, group: 1 | 2 = 1): Promise<Shopper & { email: string }> {
  emailCounter += 1;
  const email = `checkout.${Date.now().toString(36)}.${emailCounter}@example.ru`;
  const ip = nextClientAddress();
  const reply = await shop.app.inject({
    method: 'POST',
    url: `${CMS}api/customer/registration`,
    remoteAddress: ip,
    payload: {
      customer_type: 1,
      name: 'Анна',
      surname: 'Иванова',
      phone: '+7(912)345-67-89',
      email,
      password: 'secret12',
      retry: 'secret12',
    },
  });
  const cookie = reply.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  if (reply.statusCode !== 200 || !cookie) throw new Error(`registration failed: ${reply.statusCode} ${reply.body}`);
  const customerId = reply.json().data.user.customer_id as number;
  if (group === 2)
    await shop.db.updateTable('customer').set({ customer_group_id: 2 }).where('customer_id', '=', customerId).execute();
  return { cookie, ip, sessionId: await sessionIdOf(shop, cookie), customerId, group, email };
}

/** Puts units of a product into the shopper's cart through the cart route (checkout/cart/add), as the storefront does. */
export async function putInCart(
  shop: TestShop,
  shopper: Shopper,
  productId: number,
  quantity = 1,
  option: Record<string, string | number> = {},
) {
  const reply = await cms(shop, shopper, 'POST', 'checkout/cart/add', { product_id: productId, quantity, option });
  if (reply.statusCode !== 200) throw new Error(`cart/add ${productId}×${quantity}: ${reply.statusCode} ${reply.body}`);
}

/** A certificate of `amount` roubles as the only cart line. */
export function putCertificateInCart(shop: TestShop, shopper: Shopper, amount: number) {
  return putInCart(shop, shopper, CERTIFICATE_ID, 1, { amount });
}

/** A product of the demo catalogue with a fixed price and stock, and no specials, so sums are known. */
export async function stockedProduct(
  shop: TestShop,
  price: number,
  stock: number,
  skip: number[] = [],
): Promise<{ id: number; name: string }> {
  const row = await shop.db
    .selectFrom('product')
    .select(['product_id', 'name'])
    .where('status', '=', true)
    .where('product_id', '!=', CERTIFICATE_ID)
    .where('product_id', 'not in', [0, ...skip])
    // Without options to choose, so an add needs nothing but the product.
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('product_option')
            .select('product_option_id')
            .whereRef('product_option.product_id', '=', 'product.product_id'),
        ),
      ),
    )
    .orderBy('product_id')
    .executeTakeFirstOrThrow();
  await shop.db
    .updateTable('product')
    .set({ price, quantity: stock })
    .where('product_id', '=', row.product_id)
    .execute();
  await shop.db.deleteFrom('product_special').where('product_id', '=', row.product_id).execute();
  return { id: row.product_id, name: row.name };
}

export const CONTACT = {
  firstname: 'Мария',
  lastname: 'Петрова',
  email: 'maria.petrova@example.ru',
  telephone: '+7(916)123-45-67',
  address_1: 'ул. Ленина, 1, кв. 2',
};

/** Steps 1–4 for a Moscow courier delivery paid as chosen; returns the last CheckoutState. */
export async function fillCheckout(
  shop: TestShop,
  shopper: Shopper,
  payment: 'cod' | 'modulbank' = 'cod',
  shipping: { area?: string; method?: string; point?: string } = {},
) {
  const steps: [string, object][] = [
    ['d_quickcheckout/area/update', { area: shipping.area ?? 'msk.inside-mkad' }],
    [
      'd_quickcheckout/shipping_method/update',
      { shipping_method: shipping.method ?? 'flat.flat', pickup_point_id: shipping.point },
    ],
    ['d_quickcheckout/payment_method/update', { payment_method: payment }],
    ['d_quickcheckout/shipping_address/update', CONTACT],
  ];
  let last: LightMyRequestResponse | undefined;
  for (const [route, body] of steps) {
    last = await cms(shop, shopper, 'POST', route, body);
    if (last.statusCode !== 200) throw new Error(`${route}: ${last.statusCode} ${last.body}`);
  }
  return last!.json().data;
}

/** Steps for a certificate cart: payment by card and the contact, no delivery. */
export async function fillCertificateCheckout(shop: TestShop, shopper: Shopper) {
  for (const [route, body] of [
    ['d_quickcheckout/payment_method/update', { payment_method: 'modulbank' }],
    ['d_quickcheckout/shipping_address/update', CONTACT],
  ] as const) {
    const reply = await cms(shop, shopper, 'POST', route, body);
    if (reply.statusCode !== 200) throw new Error(`${route}: ${reply.statusCode} ${reply.body}`);
  }
  return (await cms(shop, shopper, 'GET', 'module/d_quickcheckout/stepsInit')).json().data;
}

/**
 * 'Перейти к оплате' as the storefront sends it: the checkout key and the total step 5 shows (read from stepsInit now,
 * unless the test gives the total the shopper saw earlier).
 */
export async function confirm(shop: TestShop, shopper: Shopper, key?: string, shownTotal?: number) {
  const state = (await cms(shop, shopper, 'GET', 'module/d_quickcheckout/stepsInit')).json().data;
  return cms(shop, shopper, 'POST', 'd_quickcheckout/confirm/update', {
    checkout_key: key ?? state.checkout_key,
    total: shownTotal ?? state.total,
    comment: 'Позвоните заранее',
    agree_privacy: true,
    agree_rules: true,
  });
}

export function outbox(shop: TestShop) {
  return readOutbox(`${shop.dataDir}/outbox`);
}

export async function productStock(shop: TestShop, productId: number): Promise<number> {
  const row = await shop.db
    .selectFrom('product')
    .select('quantity')
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.quantity;
}

export async function cartLines(shop: TestShop, shopper: Shopper): Promise<number> {
  const row = await shop.db
    .selectFrom('cart_item')
    .innerJoin('cart', 'cart.cart_id', 'cart_item.cart_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(
      shopper.customerId !== null ? 'cart.customer_id' : 'cart.session_id',
      '=',
      shopper.customerId ?? shopper.sessionId,
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
