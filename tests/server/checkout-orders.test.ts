import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartLines,
  cms,
  confirm,
  CONTACT,
  fillCheckout,
  newCustomer,
  newGuest,
  outbox,
  productStock,
  putInCart,
  startCheckoutShop,
  stockedProduct,
  type Shopper,
} from './checkout-helpers';
import type { TestShop } from './test-app';

let shop: TestShop;
let product: { id: number; name: string };

beforeAll(async () => {
  shop = await startCheckoutShop();
  product = await stockedProduct(shop, 1000, 1000);
});
afterAll(() => shop?.close());

async function readyGuest(quantity = 2, productId = product.id): Promise<Shopper> {
  const guest = await newGuest(shop);
  await putInCart(shop, guest, productId, quantity);
  await fillCheckout(shop, guest, 'cod');
  return guest;
}

describe('confirm/update: placing an order paid on delivery', () => {
  it('creates the order from the server’s cart and prices, takes the stock, empties the cart and mails both sides', async () => {
    const before = await productStock(shop, product.id);
    const guest = await readyGuest(2);
    const reply = await confirm(shop, guest);
    expect(reply.statusCode).toBe(200);
    const { order_id: orderId, payment_code, redirect } = reply.json().data;
    expect(payment_code).toBe('cod');
    expect(redirect).toBe(`/success?order_id=${orderId}`);

    const order = await shop.db
      .selectFrom('order')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      customer_id: null,
      session_id: guest.sessionId,
      firstname: CONTACT.firstname,
      lastname: CONTACT.lastname,
      email: CONTACT.email,
      shipping_code: 'flat.flat',
      shipping_method: 'Курьером',
      shipping_address_1: CONTACT.address_1,
      payment_code: 'cod',
      payment_method: 'Оплата при получении',
      payment_zone_id: 176,
      payment_zone: 'Москва (в пределах МКАД)',
      comment: 'Позвоните заранее',
      status_id: 1,
    });
    expect(Number(order.total)).toBe(2350);
    expect(Number(order.shipping_cost)).toBe(350);
    const lines = await shop.db.selectFrom('order_product').selectAll().where('order_id', '=', orderId).execute();
    expect(lines.map((l) => [l.product_id, l.quantity, Number(l.price), Number(l.total)])).toEqual([
      [product.id, 2, 1000, 2000],
    ]);
    const totals = await shop.db
      .selectFrom('order_total')
      .select(['code', 'value'])
      .where('order_id', '=', orderId)
      .orderBy('sort_order')
      .execute();
    expect(totals.map((t) => [t.code, Number(t.value)])).toEqual([
      ['sub_total', 2000],
      ['shipping', 350],
      ['total', 2350],
    ]);
    const history = await shop.db
      .selectFrom('order_history')
      .select('status_id')
      .where('order_id', '=', orderId)
      .execute();
    expect(history).toEqual([{ status_id: 1 }]);

    expect(await productStock(shop, product.id)).toBe(before - 2);
    expect(await cartLines(shop, guest)).toBe(0);
    const state = (await cms(shop, guest, 'GET', 'module/d_quickcheckout/stepsInit')).json().data;
    expect(state).toMatchObject({ order_id: orderId, checkout_current_step: 1, area: { area: null } });

    const mails = await outbox(shop);
    const forOrder = mails.filter((m) => m.subject.includes(`№ ${orderId}`));
    expect(forOrder.map((m) => m.to).sort()).toEqual([CONTACT.email, 'shop@localhost'].sort());
    expect(forOrder.find((m) => m.to === CONTACT.email)?.text).toContain(product.name);
    // The shop's copy opens the order in the back office; a guest has no account to be sent to.
    const shopCopy = forOrder.find((m) => m.to === 'shop@localhost')!;
    expect(shopCopy.links.some((link) => link.endsWith(`/admin/orders/${orderId}`))).toBe(true);
    expect(forOrder.find((m) => m.to === CONTACT.email)?.text).not.toContain('личном кабинете');
  });

  it('records the pickup point as the delivery address', async () => {
    const guest = await newGuest(shop);
    await putInCart(shop, guest, product.id, 1);
    await fillCheckout(shop, guest, 'cod', { area: 'spb.inside-kad', method: 'cdek.cdek', point: 'SPB201' });
    const orderId = (await confirm(shop, guest)).json().data.order_id;
    const order = await shop.db
      .selectFrom('order')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      shipping_code: 'cdek.cdek',
      shipping_point: 'SPB201',
      shipping_city: 'Санкт-Петербург',
    });
    expect(order.shipping_address_1).toContain('Невский пр-т, 88');
    expect(Number(order.total)).toBe(1300);
  });

  it('refuses without both consents, with the step-5 problems, a stale key or an empty cart', async () => {
    const guest = await readyGuest(1);
    const key = (await cms(shop, guest, 'GET', 'module/d_quickcheckout/stepsInit')).json().data.checkout_key;
    const noConsent = await cms(shop, guest, 'POST', 'd_quickcheckout/confirm/update', {
      checkout_key: key,
      total: 0,
      agree_privacy: true,
      agree_rules: false,
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error).toBe(
      'Подтвердите согласие с политикой обработки персональных данных и правилами торговой площадки',
    );

    await cms(shop, guest, 'POST', 'd_quickcheckout/shipping_address/update', { firstname: ' ' });
    const noName = await confirm(shop, guest, key);
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toBe('Не указано имя');
    await cms(shop, guest, 'POST', 'd_quickcheckout/shipping_address/update', {
      firstname: 'Мария',
      email: 'not-an-email',
    });
    const badEmail = await confirm(shop, guest, key);
    expect(badEmail.json().error).toBe('Некорректно введен E-mail!');
    await cms(shop, guest, 'POST', 'd_quickcheckout/shipping_address/update', { email: CONTACT.email, address_1: '' });
    const noAddress = await confirm(shop, guest, key);
    expect(noAddress.json().error).toBe('Не указано адрес');

    const stale = await confirm(shop, guest, '00000000-0000-4000-8000-000000000000');
    expect(stale.statusCode).toBe(409);

    const empty = await newGuest(shop);
    await fillCheckout(shop, empty, 'cod').catch(() => undefined);
    const nothing = await confirm(shop, empty);
    expect(nothing.statusCode).toBe(400);
    expect(
      await shop.db
        .selectFrom('order')
        .select('order_id')
        .where('session_id', 'in', [guest.sessionId, empty.sessionId])
        .execute(),
    ).toEqual([]);
  });

  it('refuses with 409 when the stock is short, and takes nothing', async () => {
    const scarce = await stockedProduct(shop, 700, 1, [product.id]);
    const guest = await newGuest(shop);
    await putInCart(shop, guest, scarce.id, 1);
    await fillCheckout(shop, guest, 'cod');
    await shop.db.updateTable('product').set({ quantity: 0 }).where('product_id', '=', scarce.id).execute();
    const reply = await confirm(shop, guest);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error).toBe(`Товара «${scarce.name}» нет в наличии`);
    expect(await productStock(shop, scarce.id)).toBe(0);
    expect(await cartLines(shop, guest)).toBe(1);
  });
});

describe('concurrency', () => {
  it('a double submit with the same checkout_key, sent concurrently, gives one order', async () => {
    const before = await productStock(shop, product.id);
    const guest = await readyGuest(3);
    const key = (await cms(shop, guest, 'GET', 'module/d_quickcheckout/stepsInit')).json().data.checkout_key;
    const replies = await Promise.all([
      confirm(shop, guest, key),
      confirm(shop, guest, key),
      confirm(shop, guest, key),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(replies.map((r) => r.json().data.order_id));
    expect(ids.size).toBe(1);
    const orders = await shop.db
      .selectFrom('order')
      .select('order_id')
      .where('session_id', '=', guest.sessionId)
      .execute();
    expect(orders).toHaveLength(1);
    expect(await productStock(shop, product.id)).toBe(before - 3);
    // The key was used up: the next checkout of this session has a new one.
    const next = (await cms(shop, guest, 'GET', 'module/d_quickcheckout/stepsInit')).json().data.checkout_key;
    expect(next).not.toBe(key);
  });

  // 50 checkouts at once (5.5 s alone) took 31 s on a 2-core machine also running browser tests and a benchmark.
  it('50 shoppers ordering the last 10 units at once buy exactly 10', { timeout: 120_000 }, async () => {
    const last = await stockedProduct(shop, 900, 10, [product.id]);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 50; i += 1) {
      const guest = await newGuest(shop);
      await putInCart(shop, guest, last.id, 1);
      await fillCheckout(shop, guest, 'cod');
      shoppers.push(guest);
    }
    const replies = await Promise.all(shoppers.map((s) => confirm(shop, s)));
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await productStock(shop, last.id)).toBe(0);
    const sold = await shop.db
      .selectFrom('order_product')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .where('product_id', '=', last.id)
      .executeTakeFirstOrThrow();
    expect(Number(sold.n)).toBe(10);
  });
});

describe('after the order', () => {
  it('payment/cod/confirm, successJson and getOrderId answer with the session’s last order', async () => {
    const guest = await readyGuest(1);
    const orderId = (await confirm(shop, guest)).json().data.order_id;
    const codConfirm = await cms(shop, guest, 'GET', 'payment/cod/confirm');
    expect(codConfirm.json()).toEqual({
      result: 'success',
      data: { order_id: orderId, redirect: `/success?order_id=${orderId}` },
    });
    const successJson = await cms(shop, guest, 'POST', 'checkout/success/successJson', {
      is_user_auth: false,
      user_id: 0,
      transaction_id: 'forged',
    });
    expect(successJson.json().data).toEqual({
      order_id: orderId,
      payment_code: 'cod',
      status_id: 1,
      status_name: 'Новый',
      transaction_id: null,
      products: [expect.objectContaining({ quantity: 1 })],
      totals: expect.arrayContaining([expect.objectContaining({ code: 'total', title: 'Итого' })]),
    });
    expect((await cms(shop, guest, 'GET', 'checkout/success/getOrderId')).json().data).toEqual({ order_id: orderId });

    const stranger = await newGuest(shop);
    expect((await cms(shop, stranger, 'GET', 'checkout/success/getOrderId')).json().data).toEqual({ order_id: null });
    expect((await cms(shop, stranger, 'GET', 'payment/cod/confirm')).statusCode).toBe(404);
  });

  it('a logged-in customer’s order carries their id, pre-filled details, and shows in ‘Мои заказы’', async () => {
    const customer = await newCustomer(shop, 1);
    await putInCart(shop, customer, product.id, 2);
    for (const [route, body] of [
      ['d_quickcheckout/area/update', { area: 'msk.inside-mkad' }],
      ['d_quickcheckout/shipping_method/update', { shipping_method: 'pickup.pickup' }],
      ['d_quickcheckout/payment_method/update', { payment_method: 'cod' }],
    ] as const) {
      expect((await cms(shop, customer, 'POST', route, body)).statusCode).toBe(200);
    }
    // No contact typed: the account's own name, e-mail and phone are used.
    const placed = await confirm(shop, customer);
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().data.order_id;
    const order = await shop.db
      .selectFrom('order')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      customer_id: customer.customerId,
      customer_group_id: 1,
      firstname: 'Анна',
      email: customer.email,
      // The shop's own pickup place (settings 5 and 6), also in the shopper's copy of the e-mail.
      shipping_address_1: 'Самовывоз: Москва, ул. Большая Полянка, 28, стр. 1, офис 12 (Пн-Пт 10:00-18:00)',
    });
    const mail = (await outbox(shop)).find((m) => m.to === customer.email && m.subject.includes(`№ ${orderId}`));
    expect(mail?.text).toContain(
      'Доставка: Самовывоз: Москва, ул. Большая Полянка, 28, стр. 1, офис 12 (Пн-Пт 10:00-18:00)',
    );
    // A customer with an account is pointed to the order there, opened in 'Мои заказы'.
    expect(mail?.text).toContain('Заказ в личном кабинете:');
    expect(mail?.links.some((link) => link.endsWith(`/my-account?order=${orderId}`))).toBe(true);

    const list = await shop.app.inject({
      method: 'POST',
      url: '/back/order/users',
      payload: { customer_id: customer.customerId },
      cookies: { shop_session: customer.cookie },
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({
        order_id: orderId,
        status_name: 'Новый',
        payment_zone: 'Москва (в пределах МКАД)',
        shipping_address_1: 'Самовывоз: Москва, ул. Большая Полянка, 28, стр. 1, офис 12 (Пн-Пт 10:00-18:00)',
        total: 2000,
        products_count: 2,
      }),
    ]);
    const lines = await shop.app.inject({
      method: 'POST',
      url: '/back/product/orders',
      payload: { order_id: orderId },
      cookies: { shop_session: customer.cookie },
    });
    expect(lines.json().data).toEqual([
      expect.objectContaining({ product_id: product.id, name: product.name, quantity: 2, price: 1000 }),
    ]);
  });
});

describe('paying with a gift certificate (voucher)', () => {
  async function voucher(code: string, amount: number) {
    await shop.db.insertInto('voucher').values({ code, amount, status: true }).execute();
  }
  const balance = async (code: string) => {
    const row = await shop.db
      .selectFrom('voucher as v')
      .leftJoin('voucher_history as h', 'h.voucher_id', 'v.voucher_id')
      .select((eb) => [eb.fn.max('v.amount').as('amount'), eb.fn.sum<number>('h.amount').as('spent')])
      .where('v.code', '=', code)
      .executeTakeFirstOrThrow();
    return Number(row.amount) + Number(row.spent ?? 0);
  };

  it('a voucher paying part of the order is spent by the order', async () => {
    await voucher('PART500AAA', 500);
    const guest = await newGuest(shop);
    await putInCart(shop, guest, product.id, 1);
    expect((await cms(shop, guest, 'POST', 'checkout/voucher/voucher', { voucher: 'PART500AAA' })).statusCode).toBe(
      200,
    );
    await fillCheckout(shop, guest, 'cod');
    const orderId = (await confirm(shop, guest)).json().data.order_id;
    const order = await shop.db
      .selectFrom('order')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(Number(order.total)).toBe(850);
    expect(order.voucher_code).toBe('PART500AAA');
    expect(await balance('PART500AAA')).toBe(0);
  });

  it('an order a voucher pays in full is paid at once, confirmed like cash on delivery', async () => {
    await voucher('FULL9000AA', 9000);
    const guest = await newGuest(shop);
    await putInCart(shop, guest, product.id, 2);
    await cms(shop, guest, 'POST', 'checkout/voucher/voucher', { voucher: 'FULL9000AA' });
    await fillCheckout(shop, guest, 'modulbank');
    const placed = (await confirm(shop, guest)).json().data;
    expect(placed).toMatchObject({ payment_code: 'free', redirect: `/success?order_id=${placed.order_id}` });
    const confirmed = await cms(shop, guest, 'GET', 'payment/free/confirm');
    expect(confirmed.json().data).toEqual({
      order_id: placed.order_id,
      redirect: `/success?order_id=${placed.order_id}`,
    });
    const order = await shop.db
      .selectFrom('order')
      .selectAll()
      .where('order_id', '=', placed.order_id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status_id: 3, payment_method: 'Оплачено подарочным сертификатом' });
    expect(Number(order.total)).toBe(0);
    expect(await balance('FULL9000AA')).toBe(9000 - 2350);
    expect(await cartLines(shop, guest)).toBe(0);
  });
});
