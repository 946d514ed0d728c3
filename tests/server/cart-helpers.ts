import type { LightMyRequestResponse } from 'fastify';
import type { TestShop } from './test-app';

/** Helpers for the cart tests: a shopper's browser is its session cookie. */

export const SESSION = 'shop_session';
export const cms = (route: string) => `/cms/index.php?route=${route}`;

export interface Browser {
  cookie: string | undefined;
}

export function newBrowser(): Browser {
  return { cookie: undefined };
}

function remember(browser: Browser, reply: LightMyRequestResponse): void {
  const cookie = reply.cookies.find((c) => c.name === SESSION);
  if (cookie) browser.cookie = cookie.value || undefined;
}

export async function call(
  shop: TestShop,
  browser: Browser,
  method: 'GET' | 'POST',
  route: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const reply = await shop.app.inject({
    method,
    url: cms(route),
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(browser.cookie ? { cookies: { [SESSION]: browser.cookie } } : {}),
  });
  remember(browser, reply);
  return reply;
}

export const add = (shop: TestShop, browser: Browser, product_id: number, option?: unknown, quantity?: number) =>
  call(shop, browser, 'POST', 'checkout/cart/add', {
    product_id,
    ...(quantity ? { quantity } : {}),
    ...(option === undefined ? {} : { option }),
  });

export const cartOf = async (shop: TestShop, browser: Browser) => {
  const reply = await call(shop, browser, 'GET', 'd_quickcheckout/cart/indexJson');
  if (reply.statusCode !== 200) throw new Error(`indexJson: ${reply.statusCode} ${reply.body}`);
  return reply.json().data as CartData;
};

export const update = (
  shop: TestShop,
  browser: Browser,
  cartItemCode: string,
  cart_action: 'Increment' | 'Decrement' | 'deleteItem',
) => call(shop, browser, 'POST', 'd_quickcheckout/cart/update', { cart: {}, cart_action, cartItemCode });

export interface CartData {
  products: {
    key: string;
    product_id: number;
    name: string;
    href: string;
    thumb: string | null;
    option: { name: string; value: string }[];
    articul: string;
    price: number;
    quantity: number;
    total: number;
    stock_quantity: number;
    isPresent: boolean;
  }[];
  cart: Record<string, number>;
  totals: { code: string; title: string; text: string; value: number }[];
  voucher: string | null;
  product_to_present: {
    status: boolean;
    totalCount: number;
    currentCount: number;
    products: {
      id: number;
      name: string;
      href: string;
      thumb: string | null;
      price: number;
      quantity: number;
      stok_quantity: number;
    }[];
  };
  countItems: number;
  total: number;
  hasCertificate: boolean;
}

/** The totals as [code, value] pairs, what the order summary shows. */
export const totalsOf = (cart: CartData) => cart.totals.map((t) => [t.code, t.value]);

/** A product with a price and stock, set to known figures for the test (no specials, unless the test adds some). */
export async function stockedProduct(
  shop: TestShop,
  productId: number,
  price: number,
  quantity: number,
): Promise<number> {
  await shop.db
    .updateTable('product')
    .set({ price, quantity, status: true })
    .where('product_id', '=', productId)
    .execute();
  await shop.db.deleteFrom('product_special').where('product_id', '=', productId).execute();
  return productId;
}

/** Registers a customer from this browser (its guest cart joins theirs) and keeps the logged-in cookie. */
export async function register(shop: TestShop, browser: Browser, email: string): Promise<number> {
  const reply = await call(shop, browser, 'POST', 'api/customer/registration', {
    customer_type: 1,
    name: 'Анна',
    surname: 'Иванова',
    phone: '+7(912)345-67-89',
    email,
    password: 'secret12',
    retry: 'secret12',
  });
  if (reply.statusCode !== 200) throw new Error(`registration: ${reply.statusCode} ${reply.body}`);
  return reply.json().data.user.customer_id as number;
}

export async function login(shop: TestShop, browser: Browser, email: string): Promise<void> {
  const reply = await call(shop, browser, 'POST', 'api/customer/authentication', { email, password: 'secret12' });
  if (reply.statusCode !== 200) throw new Error(`login: ${reply.statusCode} ${reply.body}`);
}

export async function logout(shop: TestShop, browser: Browser): Promise<void> {
  const reply = await call(shop, browser, 'POST', 'api/customer/logout', {});
  if (reply.statusCode !== 200) throw new Error(`logout: ${reply.statusCode} ${reply.body}`);
}

let counter = 0;
export function uniqueEmail(): string {
  counter += 1;
  return `cart.${Date.now().toString(36)}.${counter}@example.ru`;
}
