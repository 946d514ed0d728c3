import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../test-app';
import { get, login, post, registerCustomer, type Customer } from './account-helpers';

let shop: TestShop;
let anna: Customer;
let boris: Customer;
let annaOrder: number;
let borisOrder: number;

const PROFILE = '/back/profile/profile';
const SAVE = '/back/profile/save';
const SETTINGS = '/back/profile/settings';
const ORDERS = '/back/order/users';
const LINES = '/back/product/orders';
const FOREIGN = { result: 'error', error: 'Нет доступа: это данные другого покупателя' };

/** An order as checkout will write it: header, lines, status. */
async function placeOrder(
  customerId: number,
  lines: { product_id: number; quantity: number; price: number }[],
  date: string,
) {
  const products = await shop.db
    .selectFrom('product')
    .select(['product_id', 'name', 'sku'])
    .where(
      'product_id',
      'in',
      lines.map((l) => l.product_id),
    )
    .execute();
  const total = lines.reduce((sum, l) => sum + l.quantity * l.price, 0);
  const { order_id } = await shop.db
    .insertInto('order')
    .values({
      customer_id: customerId,
      customer_group_id: 1,
      payment_zone: 'Москва',
      shipping_address_1: 'ул. Тверская, д. 1',
      total,
      status_id: 3,
      date_added: date,
    })
    .returning('order_id')
    .executeTakeFirstOrThrow();
  await shop.db
    .insertInto('order_product')
    .values(
      lines.map((l) => {
        const p = products.find((x) => x.product_id === l.product_id)!;
        return {
          order_id,
          product_id: l.product_id,
          name: p.name,
          model: p.sku,
          image: null,
          quantity: l.quantity,
          price: l.price,
          total: l.quantity * l.price,
        };
      }),
    )
    .execute();
  return order_id;
}

beforeAll(async () => {
  shop = await startTestShop();
  anna = await registerCustomer(shop);
  boris = await registerCustomer(shop, { name: 'Борис', surname: 'Петров' });
  const [first, second] = await shop.db
    .selectFrom('product')
    .select('product_id')
    .where('price', '>', 0)
    .orderBy('product_id')
    .limit(2)
    .execute();
  annaOrder = await placeOrder(
    anna.customerId,
    [
      { product_id: first.product_id, quantity: 2, price: 1234.5 },
      { product_id: second.product_id, quantity: 1, price: 12000 },
    ],
    '2024-05-03T10:00:00+03:00',
  );
  await placeOrder(
    anna.customerId,
    [{ product_id: second.product_id, quantity: 1, price: 990 }],
    '2024-06-01T09:30:00+03:00',
  );
  borisOrder = await placeOrder(
    boris.customerId,
    [{ product_id: first.product_id, quantity: 1, price: 500 }],
    '2024-05-04T12:00:00+03:00',
  );
});
afterAll(async () => {
  await shop?.close();
});

describe('the profile', () => {
  it('answers its owner with the user record', async () => {
    const reply = await post(shop, PROFILE, { customer_id: anna.customerId }, anna.cookie);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      result: 'success',
      data: { customer_id: anna.customerId, email: anna.email, firstname: 'Анна' },
    });
  });

  it('refuses a guest with 401 and another customer with 403', async () => {
    expect((await post(shop, PROFILE, { customer_id: anna.customerId })).statusCode).toBe(401);
    const foreign = await post(shop, PROFILE, { customer_id: anna.customerId }, boris.cookie);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual(FOREIGN);
  });

  it('saves names, the phone unmasked and the address; the e-mail stays as it was', async () => {
    const reply = await post(
      shop,
      SAVE,
      {
        customer_id: anna.customerId,
        firstname: 'Анна-Мария',
        lastname: 'Иванова',
        telephone: '+7(999)111-22-33',
        address: 'Москва, ул. Ленина, 5',
        email: 'other@example.ru',
      },
      anna.cookie,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({
      firstname: 'Анна-Мария',
      telephone: '79991112233',
      address: 'Москва, ул. Ленина, 5',
      email: anna.email,
    });
    const again = await post(shop, PROFILE, {}, anna.cookie);
    expect(again.json().data.telephone).toBe('79991112233');
  });

  it('refuses an incomplete phone', async () => {
    const reply = await post(shop, SAVE, { customer_id: anna.customerId, telephone: '+7(999)1' }, anna.cookie);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('Введите телефон полностью: +7(000)000-00-00');
  });

  it('never lets one customer change another’s profile', async () => {
    const reply = await post(shop, SAVE, { customer_id: anna.customerId, firstname: 'Взлом' }, boris.cookie);
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual(FOREIGN);
    const annaNow = await post(shop, PROFILE, {}, anna.cookie);
    expect(annaNow.json().data.firstname).not.toBe('Взлом');
    const borisNow = await post(shop, PROFILE, {}, boris.cookie);
    expect(borisNow.json().data.firstname).toBe('Борис');
  });
});

describe('orders', () => {
  it('lists the owner’s orders, newest first, with status name, shop-time date, address parts, total and count', async () => {
    const reply = await post(shop, ORDERS, { customer_id: anna.customerId }, anna.cookie);
    expect(reply.statusCode).toBe(200);
    const orders = reply.json().data;
    expect(orders).toHaveLength(2);
    expect(orders[1]).toEqual({
      order_id: annaOrder,
      status_name: 'Оплачен',
      date_added: '2024-05-03 10:00:00',
      payment_zone: 'Москва',
      shipping_address_1: 'ул. Тверская, д. 1',
      total: 14469,
      products_count: 3,
    });
    expect(orders[0].date_added).toBe('2024-06-01 09:30:00');
  });

  it('answers «no orders» as an empty list', async () => {
    const carl = await registerCustomer(shop);
    expect((await post(shop, ORDERS, { customer_id: carl.customerId }, carl.cookie)).json()).toEqual({
      result: 'success',
      data: [],
    });
  });

  it('shows an order’s lines to its owner, with the product’s address and image', async () => {
    const reply = await post(shop, LINES, { order_id: annaOrder }, anna.cookie);
    expect(reply.statusCode).toBe(200);
    const lines = reply.json().data;
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      quantity: 2,
      price: 1234.5,
      product_keyword: expect.stringMatching(/^[a-z0-9_-]+$/),
      image: expect.stringMatching(/^\/image\//),
    });
  });

  it('gives each line the option values it was bought with, their ids only while the shop still has the value', async () => {
    const vera = await registerCustomer(shop, { name: 'Вера', surname: 'Смирнова' });
    const value = await shop.db
      .selectFrom('product_option_value')
      .select(['product_id', 'product_option_id', 'product_option_value_id'])
      .orderBy('product_option_value_id')
      .executeTakeFirstOrThrow();
    const order = await placeOrder(
      vera.customerId,
      [
        { product_id: value.product_id, quantity: 1, price: 900 },
        { product_id: value.product_id, quantity: 2, price: 900 },
      ],
      '2024-07-01T12:00:00+03:00',
    );
    const [first] = await shop.db
      .selectFrom('order_product')
      .select('order_product_id')
      .where('order_id', '=', order)
      .orderBy('order_product_id')
      .execute();
    await shop.db
      .insertInto('order_option')
      .values([
        {
          order_id: order,
          order_product_id: first.order_product_id,
          name: 'Пробник',
          value: 'Мини',
          product_option_id: value.product_option_id,
          product_option_value_id: value.product_option_value_id,
        },
        // A value the shop removed after the order: the names stay, the ids no longer lead anywhere.
        {
          order_id: order,
          order_product_id: first.order_product_id,
          name: 'Объём',
          value: '100 мл',
          product_option_id: 999_998,
          product_option_value_id: 999_999,
        },
      ])
      .execute();
    const lines = (await post(shop, LINES, { order_id: order }, vera.cookie)).json().data;
    expect(lines.map((l: { options: unknown[] }) => l.options)).toEqual([
      [
        {
          name: 'Пробник',
          value: 'Мини',
          product_option_id: value.product_option_id,
          product_option_value_id: value.product_option_value_id,
        },
        { name: 'Объём', value: '100 мл', product_option_id: null, product_option_value_id: null },
      ],
      [],
    ]);
  });

  it('never shows one customer another’s orders', async () => {
    const list = await post(shop, ORDERS, { customer_id: anna.customerId }, boris.cookie);
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual(FOREIGN);
    const own = await post(shop, ORDERS, {}, boris.cookie);
    expect(own.json().data.map((o: { order_id: number }) => o.order_id)).toEqual([borisOrder]);
    // Someone else's order and an order that does not exist look the same: no oracle of order numbers.
    const lines = await post(shop, LINES, { order_id: annaOrder }, boris.cookie);
    const missing = await post(shop, LINES, { order_id: 999_999 }, boris.cookie);
    expect(lines.statusCode).toBe(404);
    expect(lines.json()).toEqual({ result: 'error', error: 'Заказ не найден' });
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({
      status: lines.statusCode,
      body: lines.json(),
    });
    expect((await post(shop, LINES, { order_id: annaOrder })).statusCode).toBe(401);
  });
});

describe('password change in settings', () => {
  it('refuses a password under 5 characters and another customer', async () => {
    const short = await post(shop, SETTINGS, { customer_id: boris.customerId, password: '1234' }, boris.cookie);
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Слишком короткий пароль');
    const foreign = await post(shop, SETTINGS, { customer_id: anna.customerId, password: 'hijacked1' }, boris.cookie);
    expect(foreign.statusCode).toBe(403);
  });

  it('changes the password: the new one logs in, the old one does not, other browsers are logged out', async () => {
    const dave = await registerCustomer(shop);
    const otherBrowser = (await login(shop, dave.email, dave.password)).cookies.find(
      (c) => c.name === 'shop_session',
    )!.value;
    const reply = await post(shop, SETTINGS, { customer_id: dave.customerId, password: 'newpass1' }, dave.cookie);
    expect(reply.json()).toEqual({ result: 'success', data: { message: 'Пароль успешно изменён' } });
    expect((await get(shop, '/cms/index.php?route=api/sess', otherBrowser)).json().data.userAuth).toBe(false);
    expect((await login(shop, dave.email, dave.password)).statusCode).toBe(401);
    expect((await login(shop, dave.email, 'newpass1')).statusCode).toBe(200);
  });
});
