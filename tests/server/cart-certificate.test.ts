import { startTestShop, type TestShop } from './test-app';
import { add, cartOf, call, newBrowser, stockedProduct, totalsOf, update } from './cart-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

const CERTIFICATE = 187;
const SERUM = 1;
const WARNING = 'Вы можете одновременно заказать либо один Сертификат либо продукцию на нашем сайте.';

describe('the gift certificate in the cart (product §5)', () => {
  it('is added alone at its amount, without an article number, and without promotions', async () => {
    const browser = newBrowser();
    const reply = await add(shop, browser, CERTIFICATE, { amount: 15000 });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ total: 'Итого: 15\u00a0000\u00a0₽, в корзине 1 товар', count: 1 });
    const cart = await cartOf(shop, browser);
    expect(cart.products).toEqual([
      expect.objectContaining({
        product_id: CERTIFICATE,
        name: 'Подарочный сертификат',
        articul: '',
        price: 15000,
        quantity: 1,
        total: 15000,
        option: [{ name: 'Номинал', value: '15\u00a0000\u00a0₽' }],
      }),
    ]);
    // 15 000 ₽ reaches the 10% discount and the gift threshold, but a certificate is money, not goods.
    expect(totalsOf(cart)).toEqual([
      ['sub_total', 15000],
      ['total', 15000],
    ]);
    expect(cart.hasCertificate).toBe(true);
    expect(cart.product_to_present.status).toBe(false);
  });

  it('accepts the amount as text of digits', async () => {
    const browser = newBrowser();
    const reply = await add(shop, browser, CERTIFICATE, { amount: '1500' });
    expect(reply.statusCode).toBe(200);
    expect((await cartOf(shop, browser)).products[0].price).toBe(1500);
  });

  const NOT_WHOLE_ROUBLES = 'Сумма сертификата должна быть целым числом рублей больше 100 ₽';
  it.each<[string, unknown]>([
    ['100', { amount: 100 }],
    ['50', { amount: '50' }],
    ['not a number', { amount: 'тысяча' }],
    ['missing', {}],
    // Whatever JSON can carry that is not whole roubles: one parser refuses it all.
    ['401 digits', { amount: '9'.repeat(401) }],
    ['Infinity as text', { amount: 'Infinity' }],
    ['NaN as text', { amount: 'NaN' }],
    ['-0', { amount: -0 }],
    ['a fraction', { amount: 5000.5 }],
    ['a fraction as text', { amount: '5000.5' }],
    ['a decimal comma', { amount: '1500,00' }],
    ['padded text', { amount: ' 5000' }],
    ['an exponent', { amount: '5e3' }],
    ['an array', { amount: [5000] }],
    ['an object', { amount: { value: 5000 } }],
    ['a boolean', { amount: true }],
  ])('refuses an amount of %s, adding nothing', async (_case, option) => {
    const browser = newBrowser();
    const reply = await add(shop, browser, CERTIFICATE, option);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ result: 'error', error: NOT_WHOLE_ROUBLES });
    expect((await cartOf(shop, browser)).products).toEqual([]);
  });

  it('refuses 1e400 written as a JSON number (it parses as Infinity)', async () => {
    const browser = newBrowser();
    await cartOf(shop, browser); // the session, so the cart checked below is this shopper's
    const reply = await shop.app.inject({
      method: 'POST',
      url: '/cms/index.php?route=checkout/cart/add',
      headers: { 'content-type': 'application/json' },
      cookies: { shop_session: browser.cookie! },
      payload: `{"product_id": ${CERTIFICATE}, "quantity": 1, "option": {"amount": 1e400}}`,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().result).toBe('error');
    expect((await cartOf(shop, browser)).products).toEqual([]);
  });

  it('refuses more than CERTIFICATE_MAX_RUB (100 000 ₽ by default), so 100 000 000 is a clear 400, not a server error', async () => {
    const browser = newBrowser();
    expect((await add(shop, browser, CERTIFICATE, { amount: 100_000 })).statusCode).toBe(200);
    const other = newBrowser();
    const reply = await add(shop, other, CERTIFICATE, { amount: 100_000_000 });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      result: 'error',
      error: 'Сумма сертификата не может быть больше 100\u00a0000\u00a0₽',
    });
    expect((await add(shop, other, CERTIFICATE, { amount: 100_001 })).statusCode).toBe(400);
    expect((await cartOf(shop, other)).products).toEqual([]);
  });

  it('is refused in a cart of products, with the certificate warning, and nothing is added', async () => {
    await stockedProduct(shop, SERUM, 1500, 10);
    const browser = newBrowser();
    await add(shop, browser, SERUM);
    const reply = await add(shop, browser, CERTIFICATE, { amount: 5000 });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ result: 'error', error: WARNING });
    expect((await cartOf(shop, browser)).products.map((p) => p.product_id)).toEqual([SERUM]);
  });

  it('keeps products out of a cart holding it, and a second certificate too', async () => {
    await stockedProduct(shop, SERUM, 1500, 10);
    const browser = newBrowser();
    await add(shop, browser, CERTIFICATE, { amount: 5000 });
    const product = await add(shop, browser, SERUM);
    expect(product.statusCode).toBe(409);
    expect(product.json().error).toBe(WARNING);
    const second = await add(shop, browser, CERTIFICATE, { amount: 3000 });
    expect(second.json().error).toBe(WARNING);
    expect((await cartOf(shop, browser)).products).toEqual([
      expect.objectContaining({ product_id: CERTIFICATE, price: 5000 }),
    ]);
  });

  it('has no plus, minus or delete: only clearing the cart removes it', async () => {
    const browser = newBrowser();
    await add(shop, browser, CERTIFICATE, { amount: 5000 });
    const key = (await cartOf(shop, browser)).products[0].key;
    for (const action of ['Increment', 'Decrement', 'deleteItem'] as const) {
      const reply = await update(shop, browser, key, action);
      expect(reply.statusCode).toBe(409);
      expect(reply.json().error).toBe('Количество сертификата изменить нельзя: очистите корзину, чтобы его убрать');
    }
    await call(shop, browser, 'POST', 'd_quickcheckout/cart/clearCart', {});
    expect((await add(shop, browser, SERUM)).statusCode).toBe(200);
  });
});
