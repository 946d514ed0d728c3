import { startTestShop, type TestShop } from './test-app';
import { add, call, cartOf, newBrowser, SESSION, stockedProduct, totalsOf, update } from './cart-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  // No promotion gets in the way of plain sums here (the promotions have their own file).
  await shop.db.updateTable('promotion').set({ status: false }).execute();
});
afterAll(() => shop?.close());

const SERUM = 1;
const CREAM = 2;

describe('checkout/cart/add', () => {
  it('creates a guest session, adds the product and answers with the total text and count', async () => {
    await stockedProduct(shop, SERUM, 1500, 10);
    const browser = newBrowser();
    const reply = await add(shop, browser, SERUM);
    expect(reply.statusCode).toBe(200);
    // The guest had no session: the reply gives one, as an httpOnly cookie scripts cannot read.
    expect(reply.cookies.find((c) => c.name === SESSION)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // Beside it, the mark a script can read: this browser has a session (its cart is worth asking for).
    const mark = reply.cookies.find((c) => c.name === 'shop_has_session');
    expect(mark).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(mark?.httpOnly).toBeFalsy();
    expect(reply.json()).toEqual({
      result: 'success',
      data: { success: 'Добавлено в корзину', total: 'Итого: 1\u00a0500\u00a0₽, в корзине 1 товар', count: 1 },
    });

    await add(shop, browser, SERUM);
    const again = await add(shop, browser, SERUM);
    expect(again.json().data).toMatchObject({ total: 'Итого: 4\u00a0500\u00a0₽, в корзине 3 товара', count: 3 });
  });

  it('shows the cart: lines, map of keys, totals, count', async () => {
    await stockedProduct(shop, SERUM, 1500, 10);
    await stockedProduct(shop, CREAM, 990, 10);
    const browser = newBrowser();
    await add(shop, browser, SERUM, undefined, 2);
    await add(shop, browser, CREAM);
    const cart = await cartOf(shop, browser);
    const product = await shop.db
      .selectFrom('product')
      .selectAll()
      .where('product_id', '=', SERUM)
      .executeTakeFirstOrThrow();
    expect(cart.products[0]).toEqual({
      key: expect.any(String),
      product_id: SERUM,
      name: product.name,
      href: `/${product.keyword}`,
      thumb: expect.stringMatching(
        new RegExp(`^/image/${product.image!.replaceAll('.', '\\.')}\\?v=[\\w-]{12}&size=600x600$`),
      ),
      option: [],
      articul: product.sku,
      price: 1500,
      quantity: 2,
      total: 3000,
      stock_quantity: 10,
      isPresent: false,
    });
    expect(cart.cart).toEqual({ [cart.products[0].key]: 2, [cart.products[1].key]: 1 });
    expect(totalsOf(cart)).toEqual([
      ['sub_total', 3990],
      ['total', 3990],
    ]);
    expect(cart.totals.at(-1)).toMatchObject({ title: 'Итого', text: '3\u00a0990\u00a0₽' });
    expect(cart).toMatchObject({ countItems: 3, total: 3990, voucher: null, hasCertificate: false });

    const count = await call(shop, browser, 'GET', 'checkout/cart/getCountProducts');
    expect(count.json()).toEqual({ result: 'success', data: { count: 3 } });
    const items = await call(shop, browser, 'GET', 'd_quickcheckout/cart/getCartItems');
    expect(items.json().data).toEqual([SERUM, CREAM]);
  });

  it('a browser without a session has an empty cart and gets no session from reading it', async () => {
    const browser = newBrowser();
    const cart = await cartOf(shop, browser);
    // The whole reply: the storefront starts from this very cart without asking when the browser has no session.
    expect(cart).toEqual({
      products: [],
      cart: {},
      totals: [
        { code: 'sub_total', title: 'Сумма', text: '0\u00a0₽', value: 0 },
        { code: 'total', title: 'Итого', text: '0\u00a0₽', value: 0 },
      ],
      voucher: null,
      product_to_present: { status: false, totalCount: 0, currentCount: 0, products: [] },
      countItems: 0,
      total: 0,
      hasCertificate: false,
    });
    expect(browser.cookie).toBeUndefined();
    expect((await call(shop, browser, 'GET', 'checkout/cart/getCountProducts')).json().data).toEqual({ count: 0 });
    expect((await call(shop, browser, 'GET', 'd_quickcheckout/cart/getCartItems')).json().data).toEqual([]);
  });

  it('prices for the group: a group 1 special applies to a guest', async () => {
    await stockedProduct(shop, CREAM, 990, 10);
    await shop.db
      .insertInto('product_special')
      .values({ product_id: CREAM, customer_group_id: 1, price: 790 })
      .execute();
    const browser = newBrowser();
    await add(shop, browser, CREAM);
    expect((await cartOf(shop, browser)).products[0]).toMatchObject({ price: 790, total: 790 });
    await shop.db.deleteFrom('product_special').where('product_id', '=', CREAM).execute();
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['an unknown product', { product_id: 999999 }, 404, 'Товар не найден'],
    ['a product id that is not a number', { product_id: 'abc' }, 400, 'Поле «product_id» должно быть целым числом'],
    ['no product id', {}, 400, 'Не заполнено обязательное поле «product_id»'],
    ['a quantity of 0', { product_id: 1, quantity: 0 }, 400, 'Поле «quantity» должно быть не меньше 1'],
  ])('refuses %s', async (_case, payload, status, message) => {
    const reply = await call(shop, newBrowser(), 'POST', 'checkout/cart/add', payload);
    expect(reply.statusCode).toBe(status);
    expect(reply.json()).toEqual({ result: 'error', error: message });
  });

  it('refuses a product out of stock and one without a price', async () => {
    await stockedProduct(shop, CREAM, 990, 0);
    const out = await add(shop, newBrowser(), CREAM);
    expect(out.statusCode).toBe(409);
    expect(out.json().error).toBe('Товара нет в наличии');

    await stockedProduct(shop, CREAM, 0, 5);
    const free = await add(shop, newBrowser(), CREAM);
    expect(free.statusCode).toBe(400);
    expect(free.json().error).toBe('Этот товар нельзя купить: у него нет цены');
    await stockedProduct(shop, CREAM, 990, 10);
  });

  it('caps adding at the stock', async () => {
    await stockedProduct(shop, SERUM, 1500, 2);
    const browser = newBrowser();
    await add(shop, browser, SERUM, undefined, 2);
    const third = await add(shop, browser, SERUM);
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toBe('Больше добавить нельзя: в наличии 2 шт.');
    expect((await cartOf(shop, browser)).countItems).toBe(2);
  });

  it('keeps a sampler choice as its own line, named, and refuses a sampler of another product', async () => {
    const sampler = await shop.db
      .selectFrom('product_option_value as pov')
      .innerJoin('option_value as ov', 'ov.option_value_id', 'pov.option_value_id')
      .select(['pov.product_id', 'pov.product_option_id', 'pov.product_option_value_id', 'ov.name'])
      .orderBy('pov.product_option_value_id')
      .executeTakeFirstOrThrow();
    await stockedProduct(shop, sampler.product_id, 2000, 10);
    const browser = newBrowser();
    await add(shop, browser, sampler.product_id, {
      [sampler.product_option_id]: String(sampler.product_option_value_id),
    });
    await add(shop, browser, sampler.product_id);
    const cart = await cartOf(shop, browser);
    expect(cart.products.map((p) => p.option)).toEqual([[{ name: 'Пробник', value: sampler.name }], []]);
    expect(new Set(Object.keys(cart.cart)).size).toBe(2);

    await stockedProduct(shop, CREAM, 990, 10);
    const wrong = await add(shop, browser, CREAM, {
      [sampler.product_option_id]: String(sampler.product_option_value_id),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Выбран вариант, которого нет у этого товара');
  });
});

describe('d_quickcheckout/cart/update and clearCart', () => {
  it('increments up to the stock, decrements, deletes at 0 and by deleteItem', async () => {
    await stockedProduct(shop, SERUM, 1500, 3);
    await stockedProduct(shop, CREAM, 990, 10);
    const browser = newBrowser();
    await add(shop, browser, SERUM);
    await add(shop, browser, CREAM);
    const key = (await cartOf(shop, browser)).products[0].key;

    const up = await update(shop, browser, key, 'Increment');
    expect(up.statusCode).toBe(200);
    expect(up.json().data.cart[key]).toBe(2);
    expect(up.json().data.total).toBe(3990);
    await update(shop, browser, key, 'Increment');
    const over = await update(shop, browser, key, 'Increment');
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe('Больше добавить нельзя: в наличии 3 шт.');

    const down = await update(shop, browser, key, 'Decrement');
    expect(down.json().data.cart[key]).toBe(2);
    await update(shop, browser, key, 'Decrement');
    const gone = await update(shop, browser, key, 'Decrement');
    expect(gone.json().data.cart[key]).toBeUndefined();
    expect(gone.json().data.countItems).toBe(1);

    const creamKey = gone.json().data.products[0].key;
    const deleted = await update(shop, browser, creamKey, 'deleteItem');
    expect(deleted.json().data).toMatchObject({ products: [], countItems: 0, total: 0 });
  });

  it('answers in Russian for an unknown line or action', async () => {
    const browser = newBrowser();
    await stockedProduct(shop, SERUM, 1500, 3);
    await add(shop, browser, SERUM);
    const unknown = await update(shop, browser, 'no-such-line', 'Increment');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Этого товара уже нет в корзине');
    const action = await call(shop, browser, 'POST', 'd_quickcheckout/cart/update', {
      cart_action: 'Double',
      cartItemCode: 'x',
    });
    expect(action.statusCode).toBe(400);
    expect(action.json().result).toBe('error');
  });

  it('clears the cart', async () => {
    await stockedProduct(shop, SERUM, 1500, 10);
    const browser = newBrowser();
    await add(shop, browser, SERUM, undefined, 2);
    const reply = await call(shop, browser, 'POST', 'd_quickcheckout/cart/clearCart', { userInfo: null });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ products: [], cart: {}, countItems: 0, total: 0 });
    expect((await cartOf(shop, browser)).products).toEqual([]);
  });
});

describe('odd bodies get a Russian 4xx, never a 500', () => {
  it.each<[string, unknown]>([
    ['checkout/cart/add', { product_id: 1, option: 'пробник' }],
    ['checkout/cart/add', { product_id: 1, option: [5] }],
    ['checkout/cart/add', { product_id: 1, option: { '1': '2', '3': '4' } }],
    ['checkout/cart/add', { product_id: 1, option: { 'не число': 'x' } }],
    ['checkout/cart/add', { product_id: 1, quantity: 100000 }],
    ['checkout/cart/add', [1, 2]],
    ['d_quickcheckout/cart/update', { cart_action: 'Increment', cartItemCode: 'x'.repeat(65) }],
    ['d_quickcheckout/cart/update', { cart_action: 'Increment' }],
    ['checkout/voucher/voucher', {}],
    ['checkout/voucher/voucher', { voucher: 'x'.repeat(65) }],
    ['d_quickcheckout/product_to_present/updateProduct', { action: 'increment' }],
    ['d_quickcheckout/product_to_present/updateProduct', { product_id: 1, action: 'double' }],
  ])('%s with %j', async (route, payload) => {
    await stockedProduct(shop, 1, 1500, 10);
    const browser = newBrowser();
    await add(shop, browser, 1);
    const reply = await call(shop, browser, 'POST', route, payload);
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
    expect(reply.json()).toEqual({ result: 'error', error: expect.stringMatching(/[а-яё]/i) });
  });
});
