import { buildApp } from '../../src/server/app';
import { startTestShop, type TestShop } from './test-app';
import {
  add,
  call,
  cartOf,
  login,
  logout,
  newBrowser,
  register,
  stockedProduct,
  uniqueEmail,
  update,
} from './cart-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  await shop.db.updateTable('promotion').set({ status: false }).execute();
});
afterAll(() => shop?.close());

const SERUM = 1;
const CREAM = 2;
const CERTIFICATE = 187;

const linesOf = async (browser: ReturnType<typeof newBrowser>) =>
  (await cartOf(shop, browser)).products.map((p) => [p.product_id, p.quantity]);

describe('whose cart it is', () => {
  it('another browser neither sees nor changes a cart', async () => {
    await stockedProduct(shop, SERUM, 1500, 10);
    const mine = newBrowser();
    await add(shop, mine, SERUM, undefined, 2);
    const key = (await cartOf(shop, mine)).products[0].key;

    const other = newBrowser();
    await add(shop, other, CREAM);
    expect(await linesOf(other)).toEqual([[CREAM, 1]]);
    const change = await update(shop, other, key, 'Increment');
    expect(change.statusCode).toBe(404);
    const noSession = await update(shop, newBrowser(), key, 'deleteItem');
    expect(noSession.statusCode).toBe(404);
    await call(shop, other, 'POST', 'd_quickcheckout/cart/clearCart', {});

    expect(await linesOf(mine)).toEqual([[SERUM, 2]]);
  });

  it('a logged-in customer finds the cart on another browser; logging out leaves an empty guest cart', async () => {
    await stockedProduct(shop, SERUM, 1500, 10);
    const email = uniqueEmail();
    const first = newBrowser();
    await register(shop, first, email);
    await add(shop, first, SERUM);

    const second = newBrowser();
    await login(shop, second, email);
    expect(await linesOf(second)).toEqual([[SERUM, 1]]);

    await logout(shop, second);
    expect(await linesOf(second)).toEqual([]);
    // Still the customer's, for the next login.
    expect(await linesOf(first)).toEqual([[SERUM, 1]]);
  });

  it('a guest cart survives a restart of the server', async () => {
    await stockedProduct(shop, SERUM, 1500, 10);
    const browser = newBrowser();
    await add(shop, browser, SERUM, undefined, 3);
    await shop.app.close();
    shop.app = await buildApp({ db: shop.db, config: shop.config });
    await shop.app.ready();
    expect(await linesOf(browser)).toEqual([[SERUM, 3]]);
  });
});

describe('logging in merges the guest cart into the customer’s', () => {
  it('adds quantities, capped at stock, and moves the guest’s new lines', async () => {
    await stockedProduct(shop, SERUM, 1500, 4);
    await stockedProduct(shop, CREAM, 990, 10);
    const email = uniqueEmail();
    const earlier = newBrowser();
    await register(shop, earlier, email);
    await add(shop, earlier, SERUM, undefined, 3);
    await logout(shop, earlier);

    const guest = newBrowser();
    await add(shop, guest, SERUM, undefined, 2);
    await add(shop, guest, CREAM);
    const guestCarts = () => shop.db.selectFrom('cart').select('cart_id').where('session_id', 'is not', null).execute();
    const before = (await guestCarts()).length;
    await login(shop, guest, email);

    expect(await linesOf(guest)).toEqual([
      [SERUM, 4],
      [CREAM, 1],
    ]);
    // The guest cart itself is gone: its lines live on in the customer's cart only.
    expect(await guestCarts()).toHaveLength(before - 1);
    const count = await call(shop, guest, 'GET', 'checkout/cart/getCountProducts');
    expect(count.json().data).toEqual({ count: 5 });
  });

  it('registering from a guest cart keeps it', async () => {
    await stockedProduct(shop, CREAM, 990, 10);
    const browser = newBrowser();
    await add(shop, browser, CREAM, undefined, 2);
    await register(shop, browser, uniqueEmail());
    expect(await linesOf(browser)).toEqual([[CREAM, 2]]);
  });

  it('never mixes the certificate with goods: the cart just filled wins', async () => {
    await stockedProduct(shop, SERUM, 1500, 10);
    const email = uniqueEmail();
    const earlier = newBrowser();
    await register(shop, earlier, email);
    await add(shop, earlier, SERUM);
    await logout(shop, earlier);

    const guest = newBrowser();
    await add(shop, guest, CERTIFICATE, { amount: 3000 });
    await login(shop, guest, email);
    const cart = await cartOf(shop, guest);
    expect(cart.products.map((p) => [p.product_id, p.price])).toEqual([[CERTIFICATE, 3000]]);
    expect(cart.hasCertificate).toBe(true);

    // And the other way round: goods chosen as a guest replace the customer's certificate.
    await logout(shop, guest);
    const again = newBrowser();
    await add(shop, again, SERUM, undefined, 2);
    await login(shop, again, email);
    expect(await linesOf(again)).toEqual([[SERUM, 2]]);
  });
});

describe('concurrent changes', () => {
  it('twenty increments at once never pass the stock', async () => {
    await stockedProduct(shop, SERUM, 1500, 5);
    const browser = newBrowser();
    await add(shop, browser, SERUM);
    const key = (await cartOf(shop, browser)).products[0].key;
    const replies = await Promise.all(Array.from({ length: 20 }, () => update(shop, browser, key, 'Increment')));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(16);
    expect(await linesOf(browser)).toEqual([[SERUM, 5]]);
  });

  it('twenty adds at once never pass the stock either', async () => {
    await stockedProduct(shop, CREAM, 990, 5);
    const browser = newBrowser();
    await add(shop, browser, CREAM);
    const replies = await Promise.all(Array.from({ length: 20 }, () => add(shop, browser, CREAM)));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(await linesOf(browser)).toEqual([[CREAM, 5]]);
  });
});
