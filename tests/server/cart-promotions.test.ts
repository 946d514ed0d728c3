import { CERTIFICATE_DISABLED } from '../../src/domain/certificate';
import { promotionSeeds } from '../../src/server/db/seed/cart/promotions';
import { startTestShop, type TestShop } from './test-app';
import {
  add,
  call,
  cartOf,
  newBrowser,
  register,
  stockedProduct,
  totalsOf,
  uniqueEmail,
  update,
  type Browser,
} from './cart-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

const SERUM = 1;
const CREAM = 2;

async function promotionId(type: string, group: number): Promise<number> {
  const row = await shop.db
    .selectFrom('promotion')
    .select('promotion_id')
    .where('type', '=', type as never)
    .where('customer_group_id', '=', group)
    .executeTakeFirstOrThrow();
  return row.promotion_id;
}

async function setActive(type: string, group: number, status: boolean) {
  await shop.db
    .updateTable('promotion')
    .set({ status })
    .where('promotion_id', '=', await promotionId(type, group))
    .execute();
}

async function asGroup(group: 1 | 2): Promise<Browser> {
  const browser = newBrowser();
  const customerId = await register(shop, browser, uniqueEmail());
  await shop.db
    .updateTable('customer')
    .set({ customer_group_id: group })
    .where('customer_id', '=', customerId)
    .execute();
  return browser;
}

describe('the seeded promotions', () => {
  it('are listed for promo cards and as running', async () => {
    const info = await call(shop, newBrowser(), 'GET', 'checkout/cart/getPromotionsInfo');
    expect(info.json()).toEqual({
      result: 'success',
      data: {
        xPlusOne: { status: true, info: [{ customer_group_id: 0, product_count: 3 }] },
        discount: {
          status: true,
          info: [
            { customer_group_id: 1, percent: 15, total: 20000 },
            { customer_group_id: 0, percent: 10, total: 10000 },
          ],
        },
        presents: { status: true, info: [{ total: 5000 }] },
        freeDelivery: { total: 4000 },
      },
    });
    const statuses = await call(shop, newBrowser(), 'GET', 'module/d_quickcheckout/getPromotionsStatuses');
    expect(statuses.json().data).toEqual({ xPlusOne: true, discount: true, presents: true });
  });

  it('switched off, they are no longer listed or running', async () => {
    await shop.db.updateTable('promotion').set({ status: false }).where('type', '=', 'x_plus_one').execute();
    const info = await call(shop, newBrowser(), 'GET', 'checkout/cart/getPromotionsInfo');
    expect(info.json().data.xPlusOne).toEqual({ status: false, info: [] });
    const statuses = await call(shop, newBrowser(), 'GET', 'module/d_quickcheckout/getPromotionsStatuses');
    expect(statuses.json().data.xPlusOne).toBe(false);
    await shop.db.updateTable('promotion').set({ status: true }).where('type', '=', 'x_plus_one').execute();
  });

  it('offer four small products as gifts', async () => {
    const gifts = await shop.db
      .selectFrom('promotion_present_product as pp')
      .innerJoin('product as p', 'p.product_id', 'pp.product_id')
      .select('p.sku')
      .execute();
    expect(gifts.map((g) => g.sku).sort()).toEqual(
      [...promotionSeeds.find((p) => p.type === 'present')!.giftSkus!].sort(),
    );
  });
});

describe('totals with promotions', () => {
  it('3+1: the fourth unit of a product is free', async () => {
    await stockedProduct(shop, SERUM, 1000, 20);
    const browser = newBrowser();
    await add(shop, browser, SERUM, undefined, 4);
    const cart = await cartOf(shop, browser);
    expect(totalsOf(cart)).toEqual([
      ['sub_total', 4000],
      ['x_plus_one', -1000],
      ['total', 3000],
    ]);
    expect(cart.totals[1].title).toBe('Акция 3+1');
    const fewer = await update(shop, browser, cart.products[0].key, 'Decrement');
    expect(totalsOf(fewer.json().data)).toEqual([
      ['sub_total', 3000],
      ['total', 3000],
    ]);
  });

  it('10% from 10 000 ₽ for a guest (the row for everyone)', async () => {
    await stockedProduct(shop, SERUM, 5000, 20);
    const browser = newBrowser();
    await add(shop, browser, SERUM, undefined, 2);
    const cart = await cartOf(shop, browser);
    expect(totalsOf(cart)).toEqual([
      ['sub_total', 10000],
      ['discount', -1000],
      ['total', 9000],
    ]);
    expect(cart.totals[1].title).toBe('Скидка 10%');
  });

  it('the group 1 row (15% from 20 000 ₽) reaches customers only', async () => {
    await setActive('discount', 0, false);
    try {
      await stockedProduct(shop, SERUM, 10000, 20);
      const guest = newBrowser();
      await add(shop, guest, SERUM, undefined, 2);
      expect(totalsOf(await cartOf(shop, guest))).toEqual([
        ['sub_total', 20000],
        ['total', 20000],
      ]);

      const customer = await asGroup(1);
      await add(shop, customer, SERUM, undefined, 2);
      expect(totalsOf(await cartOf(shop, customer))).toEqual([
        ['sub_total', 20000],
        ['discount', -3000],
        ['total', 17000],
      ]);

      const professional = await asGroup(2);
      await add(shop, professional, SERUM, undefined, 2);
      expect(totalsOf(await cartOf(shop, professional))).toEqual([
        ['sub_total', 20000],
        ['total', 20000],
      ]);
    } finally {
      await setActive('discount', 0, true);
    }
  });

  it('a professional pays the group 2 price, which decides the thresholds', async () => {
    await stockedProduct(shop, SERUM, 6000, 20);
    await shop.db
      .insertInto('product_special')
      .values({ product_id: SERUM, customer_group_id: 2, price: 4200 })
      .execute();
    const professional = await asGroup(2);
    await add(shop, professional, SERUM, undefined, 2);
    const cart = await cartOf(shop, professional);
    expect(cart.products[0]).toMatchObject({ price: 4200, total: 8400 });
    expect(totalsOf(cart)).toEqual([
      ['sub_total', 8400],
      ['total', 8400],
    ]);
    // A guest pays 6000 and reaches the discount with the same two units.
    const guest = newBrowser();
    await add(shop, guest, SERUM, undefined, 2);
    expect(totalsOf(await cartOf(shop, guest))).toEqual([
      ['sub_total', 12000],
      ['discount', -1200],
      ['total', 10800],
    ]);
    await shop.db.deleteFrom('product_special').where('product_id', '=', SERUM).execute();
  });
});

describe('free gifts from 5000 ₽', () => {
  const giftIds = async () =>
    (await shop.db.selectFrom('promotion_present_product').select('product_id').orderBy('product_id').execute()).map(
      (r) => r.product_id,
    );

  it('are offered once the goods reach the threshold, one gift at 1 ₽, and dropped below it', async () => {
    await stockedProduct(shop, CREAM, 2500, 20);
    const browser = newBrowser();
    await add(shop, browser, CREAM);
    let cart = await cartOf(shop, browser);
    expect(cart.product_to_present).toEqual({ status: false, totalCount: 0, currentCount: 0, products: [] });
    const refused = await call(shop, browser, 'POST', 'd_quickcheckout/product_to_present/updateProduct', {
      product_id: (await giftIds())[0],
      checked: true,
      action: 'increment',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Подарки сейчас недоступны: сумма заказа не достигла порога акции');

    const key = cart.products[0].key;
    await update(shop, browser, key, 'Increment');
    const picker = await call(shop, browser, 'GET', 'd_quickcheckout/product_to_present/indexJson');
    const state = picker.json().data;
    expect(state).toMatchObject({ status: true, totalCount: 1, currentCount: 0 });
    expect(state.products.map((p: { id: number }) => p.id).sort((a: number, b: number) => a - b)).toEqual(
      await giftIds(),
    );
    expect(state.products[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      href: expect.stringMatching(/^\//),
      thumb: expect.stringMatching(/^\/image\//),
      price: 1,
      quantity: 0,
      stok_quantity: expect.any(Number),
    });

    const [first, second] = await giftIds();
    const chosen = await call(shop, browser, 'POST', 'd_quickcheckout/product_to_present/updateProduct', {
      product_id: first,
      checked: true,
      action: 'increment',
    });
    expect(chosen.statusCode).toBe(200);
    cart = chosen.json().data;
    expect(cart.products.find((p) => p.isPresent)).toMatchObject({
      product_id: first,
      price: 1,
      quantity: 1,
      total: 1,
    });
    expect(cart.product_to_present).toMatchObject({ currentCount: 1, totalCount: 1 });
    expect(cart.countItems).toBe(2);
    expect(totalsOf(cart)).toEqual([
      ['sub_total', 5001],
      ['total', 5001],
    ]);

    const more = await call(shop, browser, 'POST', 'd_quickcheckout/product_to_present/updateProduct', {
      product_id: second,
      checked: true,
      action: 'increment',
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().error).toBe('Вы уже выбрали все подарки');

    const giftKey = cart.products.find((p) => p.isPresent)!.key;
    const giftPlus = await update(shop, browser, giftKey, 'Increment');
    expect(giftPlus.statusCode).toBe(409);
    expect(giftPlus.json().error).toBe('Количество подарков меняется в блоке выбора подарков');

    const below = await update(shop, browser, key, 'Decrement');
    expect(below.json().data.products.map((p: { isPresent: boolean }) => p.isPresent)).toEqual([false]);
    expect(below.json().data.product_to_present).toMatchObject({ status: false, currentCount: 0 });
    const stored = await shop.db.selectFrom('cart_item').select('item_key').where('item_key', '=', giftKey).execute();
    expect(stored).toEqual([]);
  });

  it('refuses a product that is not a gift, and unticking removes the gift', async () => {
    await stockedProduct(shop, CREAM, 2500, 20);
    const browser = newBrowser();
    await add(shop, browser, CREAM, undefined, 2);
    const notGift = await call(shop, browser, 'POST', 'd_quickcheckout/product_to_present/updateProduct', {
      product_id: CREAM,
      checked: true,
      action: 'increment',
    });
    expect(notGift.statusCode).toBe(409);
    expect(notGift.json().error).toBe('Этот товар нельзя выбрать подарком');

    const [first] = await giftIds();
    await call(shop, browser, 'POST', 'd_quickcheckout/product_to_present/updateProduct', {
      product_id: first,
      checked: true,
      action: 'increment',
    });
    const unticked = await call(shop, browser, 'POST', 'd_quickcheckout/product_to_present/updateProduct', {
      product_id: first,
      checked: false,
      action: 'decrement',
    });
    expect(unticked.json().data.product_to_present).toMatchObject({ status: true, currentCount: 0 });
    expect(unticked.json().data.products).toHaveLength(1);
  });
});

describe('checkout/voucher/voucher', () => {
  async function voucher(code: string, amount: number, spent: number[] = [], status = true) {
    const { voucher_id } = await shop.db
      .insertInto('voucher')
      .values({ code, amount, status })
      .returning('voucher_id')
      .executeTakeFirstOrThrow();
    for (const value of spent)
      await shop.db.insertInto('voucher_history').values({ voucher_id, order_id: null, amount: -value }).execute();
  }

  it('applies a partly used voucher: only its balance reduces the total', async () => {
    await voucher('PART000001', 1000, [400]);
    await stockedProduct(shop, CREAM, 1500, 20);
    const browser = newBrowser();
    await add(shop, browser, CREAM);
    const reply = await call(shop, browser, 'POST', 'checkout/voucher/voucher', {
      voucher: ' part000001 ',
      userInfo: null,
    });
    expect(reply.json()).toEqual({ result: 'success', data: { success: 'Сертификат применён' } });
    const cart = await cartOf(shop, browser);
    expect(cart.voucher).toBe('PART000001');
    expect(totalsOf(cart)).toEqual([
      ['sub_total', 1500],
      ['voucher', -600],
      ['total', 900],
    ]);
    expect(cart.totals[1].title).toBe('Подарочный сертификат (PART000001)');
  });

  it('a voucher larger than the cart pays it all, never below zero', async () => {
    await voucher('BIG0000001', 5000);
    await stockedProduct(shop, CREAM, 1500, 20);
    const browser = newBrowser();
    await add(shop, browser, CREAM);
    await call(shop, browser, 'POST', 'checkout/voucher/voucher', { voucher: 'BIG0000001' });
    expect(totalsOf(await cartOf(shop, browser))).toEqual([
      ['sub_total', 1500],
      ['voucher', -1500],
      ['total', 0],
    ]);
  });

  describe('refusals', () => {
    beforeAll(async () => {
      await voucher('USED000001', 1000, [600, 400]);
      await voucher('OFF0000001', 1000, [], false);
    });

    it.each<[string, string]>([
      ['unknown', 'NOSUCHCODE'],
      ['used up', 'USED000001'],
    ])('refuses a voucher that is %s', async (_case, code) => {
      const reply = await call(shop, newBrowser(), 'POST', 'checkout/voucher/voucher', { voucher: code });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ result: 'error', error: 'Сертификат не найден или уже использован' });
    });

    // The owner's 'Отключить' on 'Сертификаты' (issue 16): the shopper is told the shop switched it off.
    it('refuses a voucher that is switched off, saying so', async () => {
      const reply = await call(shop, newBrowser(), 'POST', 'checkout/voucher/voucher', { voucher: 'OFF0000001' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ result: 'error', error: CERTIFICATE_DISABLED });
    });
  });

  it('asks for a code when the field is empty', async () => {
    const reply = await call(shop, newBrowser(), 'POST', 'checkout/voucher/voucher', { voucher: '  ' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('Введите код сертификата');
  });

  it('clearing the cart forgets the voucher', async () => {
    await voucher('CLEAR00001', 1000);
    await stockedProduct(shop, CREAM, 1500, 20);
    const browser = newBrowser();
    await add(shop, browser, CREAM);
    await call(shop, browser, 'POST', 'checkout/voucher/voucher', { voucher: 'CLEAR00001' });
    await call(shop, browser, 'POST', 'd_quickcheckout/cart/clearCart', {});
    expect((await cartOf(shop, browser)).voucher).toBeNull();
  });
});
