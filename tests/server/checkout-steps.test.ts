import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cms,
  CONTACT,
  newCustomer,
  newGuest,
  putCertificateInCart,
  putInCart,
  startCheckoutShop,
  stockedProduct,
  type Shopper,
} from './checkout-helpers';
import type { TestShop } from './test-app';

let shop: TestShop;
let product: { id: number; name: string };
let cheap: { id: number; name: string };

beforeAll(async () => {
  shop = await startCheckoutShop();
  product = await stockedProduct(shop, 1000, 100);
  cheap = await stockedProduct(shop, 500, 100, [product.id]);
});
afterAll(() => shop?.close());

async function guestWith(quantity: number, productId = product.id): Promise<Shopper> {
  const guest = await newGuest(shop);
  await putInCart(shop, guest, productId, quantity);
  return guest;
}

const post = (s: Shopper, route: string, body: object) => cms(shop, s, 'POST', route, body);

describe('stepsInit and basic', () => {
  it('starts a guest at step 1 with nothing chosen, the payment methods and a checkout key', async () => {
    const guest = await guestWith(1);
    const reply = await cms(shop, guest, 'GET', 'module/d_quickcheckout/stepsInit');
    expect(reply.statusCode).toBe(200);
    const state = reply.json().data;
    expect(state).toMatchObject({
      area: { area: null, zone_id: null, region_zone_id: null },
      shipping_method: { code: null, shipping_methods: [], pickup_point: null },
      payment_method: {
        code: null,
        payment_methods: [
          { code: 'modulbank', title: 'Банковской картой онлайн', sort_order: 1 },
          { code: 'cod', title: 'Оплата при получении', sort_order: 2 },
        ],
      },
      shipping_address: { country_id: 176 },
      checkout_current_step: 1,
      customer: null,
      order_id: null,
      total: 1000,
    });
    expect(state.checkout_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(state.totals.map((t: { code: string }) => t.code)).toEqual(['sub_total', 'total']);
  });

  it('lists the three areas and Russia’s regions', async () => {
    const reply = await cms(shop, null, 'GET', 'module/d_quickcheckout/basic');
    const { areas, regions } = reply.json().data;
    expect(areas.map((a: { area: string; zone_id: number }) => [a.area, a.zone_id])).toEqual([
      ['msk.inside-mkad', 176],
      ['spb.inside-kad', 106],
      ['another', 169],
    ]);
    expect(regions.length).toBeGreaterThan(80);
    expect(regions).toContainEqual({ zone_id: 54, name: 'Новосибирская область' });
  });
});

describe('step 1: area', () => {
  it('saves the area with its zone id and offers that area’s delivery methods', async () => {
    const guest = await guestWith(1);
    const reply = await post(guest, 'd_quickcheckout/area/update', { area: 'msk.inside-mkad' });
    expect(reply.statusCode).toBe(200);
    const state = reply.json().data;
    expect(state.area).toEqual({ area: 'msk.inside-mkad', zone_id: 176, region_zone_id: null });
    expect(state.checkout_current_step).toBe(1);
    expect(state.shipping_method.shipping_methods.map((m: { code: string; cost: number }) => [m.code, m.cost])).toEqual(
      [
        ['cdek.cdek', 250],
        ['flat.flat', 350],
        ['pickup.pickup', 0],
      ],
    );
  });

  it('another city needs a region before delivery is offered, and refuses a region that does not exist', async () => {
    const guest = await guestWith(1);
    const without = await post(guest, 'd_quickcheckout/area/update', { area: 'another' });
    expect(without.json().data.shipping_method.shipping_methods).toEqual([]);
    const unknown = await post(guest, 'd_quickcheckout/area/update', { area: 'another', region_zone_id: 999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ result: 'error', error: 'Выберите регион из списка' });
    const withRegion = await post(guest, 'd_quickcheckout/area/update', { area: 'another', region_zone_id: 54 });
    expect(withRegion.json().data.area).toEqual({ area: 'another', zone_id: 169, region_zone_id: 54 });
    expect(withRegion.json().data.shipping_method.shipping_methods).toEqual([
      { code: 'cdek.cdek', title: 'Пункт выдачи СДЭК', cost: 450, text: '450\u00a0₽' },
    ]);
  });

  it('refuses an unknown area', async () => {
    const guest = await guestWith(1);
    const reply = await post(guest, 'd_quickcheckout/area/update', { area: 'moon' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().result).toBe('error');
  });

  it('choosing a zone again resets delivery and payment and goes back to step 1', async () => {
    const guest = await guestWith(1);
    await post(guest, 'd_quickcheckout/area/update', { area: 'msk.inside-mkad' });
    await post(guest, 'd_quickcheckout/shipping_method/update', { shipping_method: 'flat.flat' });
    const paid = await post(guest, 'd_quickcheckout/payment_method/update', { payment_method: 'cod' });
    expect(paid.json().data).toMatchObject({
      checkout_current_step: 3,
      payment_method: { code: 'cod' },
      shipping_method: { code: 'flat.flat' },
    });
    const reset = await post(guest, 'd_quickcheckout/area/update', { area: 'spb.inside-kad' });
    expect(reset.json().data).toMatchObject({
      checkout_current_step: 1,
      area: { area: 'spb.inside-kad', zone_id: 106 },
      shipping_method: { code: null },
      payment_method: { code: null },
    });
  });
});

describe('step 2: delivery', () => {
  it('refuses a delivery method before the zone is chosen', async () => {
    const guest = await guestWith(1);
    const reply = await post(guest, 'd_quickcheckout/shipping_method/update', { shipping_method: 'flat.flat' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('Сначала выберите зону доставки');
  });

  it('courier is refused for another city, self-pickup everywhere but Moscow', async () => {
    const other = await guestWith(1);
    await post(other, 'd_quickcheckout/area/update', { area: 'another', region_zone_id: 66 });
    const courier = await post(other, 'd_quickcheckout/shipping_method/update', { shipping_method: 'flat.flat' });
    expect(courier.statusCode).toBe(400);
    expect(courier.json().error).toBe('Этот способ доставки недоступен для выбранной зоны');

    const spb = await guestWith(1);
    await post(spb, 'd_quickcheckout/area/update', { area: 'spb.inside-kad' });
    const selfPickup = await post(spb, 'd_quickcheckout/shipping_method/update', { shipping_method: 'pickup.pickup' });
    expect(selfPickup.statusCode).toBe(400);
    const spbCourier = await post(spb, 'd_quickcheckout/shipping_method/update', { shipping_method: 'flat.flat' });
    expect(spbCourier.json().data.shipping_method).toMatchObject({ code: 'flat.flat', self_pickup: null });

    const msk = await guestWith(1);
    await post(msk, 'd_quickcheckout/area/update', { area: 'msk.inside-mkad' });
    const mskSelf = await post(msk, 'd_quickcheckout/shipping_method/update', { shipping_method: 'pickup.pickup' });
    expect(mskSelf.json().data).toMatchObject({
      checkout_current_step: 2,
      shipping_method: {
        code: 'pickup.pickup',
        // Where and when to collect it: the shop's settings 5 and 6.
        self_pickup: { address: 'Москва, ул. Большая Полянка, 28, стр. 1, офис 12', hours: 'Пн-Пт 10:00-18:00' },
      },
    });
  });

  it('a pickup point must be chosen, exist and be in the chosen city', async () => {
    const guest = await guestWith(1);
    await post(guest, 'd_quickcheckout/area/update', { area: 'msk.inside-mkad' });
    const none = await post(guest, 'd_quickcheckout/shipping_method/update', { shipping_method: 'cdek.cdek' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Вы не выбрали пункт выдачи');
    const unknown = await post(guest, 'd_quickcheckout/shipping_method/update', {
      shipping_method: 'cdek.cdek',
      pickup_point_id: 'NOPE1',
    });
    expect(unknown.json().error).toBe('Пункт выдачи не найден');
    const elsewhere = await post(guest, 'd_quickcheckout/shipping_method/update', {
      shipping_method: 'cdek.cdek',
      pickup_point_id: 'SPB201',
    });
    expect(elsewhere.json().error).toBe('Этот пункт выдачи находится в другом городе');
    const chosen = await post(guest, 'd_quickcheckout/shipping_method/update', {
      shipping_method: 'cdek.cdek',
      pickup_point_id: 'MSK101',
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.shipping_method).toMatchObject({
      code: 'cdek.cdek',
      pickup_point: {
        id: 'MSK101',
        cityCode: 44,
        city: 'Москва',
        street: 'ул. Тверская, 12, стр. 1',
        cdek_terms: expect.stringContaining('Пн-Пт'),
      },
    });
    expect(chosen.json().data.totals).toContainEqual({
      code: 'shipping',
      title: 'Пункт выдачи СДЭК',
      value: 250,
      text: '250\u00a0₽',
    });
    expect(chosen.json().data.total).toBe(1250);
  });

  it('another city takes only a pickup point of the region chosen at step 1, at that zone’s price', async () => {
    const guest = await guestWith(1);
    await post(guest, 'd_quickcheckout/area/update', { area: 'another', region_zone_id: 54 }); // Новосибирская область
    for (const code of ['VRN951', 'MSK101', 'SPB201']) {
      const elsewhere = await post(guest, 'd_quickcheckout/shipping_method/update', {
        shipping_method: 'cdek.cdek',
        pickup_point_id: code,
      });
      expect(elsewhere.statusCode, code).toBe(400);
      expect(elsewhere.json().error).toBe('Этот пункт выдачи находится в другом городе');
    }
    const chosen = await post(guest, 'd_quickcheckout/shipping_method/update', {
      shipping_method: 'cdek.cdek',
      pickup_point_id: 'NSK301',
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.shipping_method.pickup_point).toMatchObject({
      id: 'NSK301',
      city: 'Новосибирск',
      region: 'Новосибирская область',
    });
    const other = chosen
      .json()
      .data.shipping_method.shipping_methods.find((m: { code: string }) => m.code === 'cdek.cdek');
    expect(chosen.json().data.totals).toContainEqual(expect.objectContaining({ code: 'shipping', value: other.cost }));
  });

  it('once delivery is chosen the cart shows it as a row and its total is the checkout’s', async () => {
    const guest = await guestWith(1);
    const cart = async () => (await cms(shop, guest, 'GET', 'd_quickcheckout/cart/indexJson')).json().data;
    expect((await cart()).totals.map((t: { code: string }) => t.code)).toEqual(['sub_total', 'total']);
    await post(guest, 'd_quickcheckout/area/update', { area: 'msk.inside-mkad' });
    const chosen = (
      await post(guest, 'd_quickcheckout/shipping_method/update', { shipping_method: 'flat.flat' })
    ).json().data;
    const withDelivery = await cart();
    expect(withDelivery.totals).toContainEqual(expect.objectContaining({ code: 'shipping', title: 'Курьером' }));
    expect(withDelivery.total).toBe(chosen.total);
    expect(withDelivery.total).toBe(1000 + chosen.shipping_method.shipping_methods[1].cost);
  });

  it('choosing delivery clears the payment method', async () => {
    const guest = await guestWith(1);
    await post(guest, 'd_quickcheckout/area/update', { area: 'msk.inside-mkad' });
    await post(guest, 'd_quickcheckout/shipping_method/update', { shipping_method: 'flat.flat' });
    await post(guest, 'd_quickcheckout/payment_method/update', { payment_method: 'cod' });
    const again = await post(guest, 'd_quickcheckout/shipping_method/update', { shipping_method: 'pickup.pickup' });
    expect(again.json().data).toMatchObject({ checkout_current_step: 2, payment_method: { code: null } });
  });
});

describe('free delivery from 4000 ₽', () => {
  const courierCost = async (s: Shopper) => {
    await post(s, 'd_quickcheckout/area/update', { area: 'msk.inside-mkad' });
    const reply = await post(s, 'd_quickcheckout/shipping_method/update', { shipping_method: 'flat.flat' });
    return reply.json().data;
  };

  it('is free for a guest at exactly 4000 ₽ of goods, paid at 3500 ₽', async () => {
    const at4000 = await courierCost(await guestWith(4));
    expect(at4000.shipping_method.shipping_methods.every((m: { cost: number }) => m.cost === 0)).toBe(true);
    expect(at4000.total).toBe(4000);
    const below = await guestWith(3);
    await putInCart(shop, below, cheap.id, 1);
    const at3500 = await courierCost(below);
    expect(at3500.totals).toContainEqual(expect.objectContaining({ code: 'shipping', value: 350 }));
    expect(at3500.total).toBe(3850);
  });

  it('is free for a customer (group 1), never for a professional (group 2)', async () => {
    const customer = await newCustomer(shop, 1);
    await putInCart(shop, customer, product.id, 5);
    expect((await courierCost(customer)).total).toBe(5000);
    const professional = await newCustomer(shop, 2);
    await putInCart(shop, professional, product.id, 6);
    const state = await courierCost(professional);
    expect(state.totals).toContainEqual(expect.objectContaining({ code: 'shipping', value: 350 }));
    expect(state.total).toBe(6350);
  });
});

describe('steps 3 and 4: payment and contact', () => {
  it('refuses payment before delivery, and an unknown method', async () => {
    const guest = await guestWith(1);
    const early = await post(guest, 'd_quickcheckout/payment_method/update', { payment_method: 'cod' });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe('Сначала выберите способ доставки');
    await post(guest, 'd_quickcheckout/area/update', { area: 'msk.inside-mkad' });
    await post(guest, 'd_quickcheckout/shipping_method/update', { shipping_method: 'flat.flat' });
    const unknown = await post(guest, 'd_quickcheckout/payment_method/update', { payment_method: 'bitcoin' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Этот способ оплаты недоступен');
  });

  it('saves contact fields one at a time; step 4 until complete, then 5 (courier needs the address)', async () => {
    const guest = await guestWith(1);
    await post(guest, 'd_quickcheckout/area/update', { area: 'msk.inside-mkad' });
    await post(guest, 'd_quickcheckout/shipping_method/update', { shipping_method: 'flat.flat' });
    await post(guest, 'd_quickcheckout/payment_method/update', { payment_method: 'cod' });
    const first = await post(guest, 'd_quickcheckout/shipping_address/update', { firstname: 'Мария' });
    expect(first.json().data).toMatchObject({
      checkout_current_step: 4,
      shipping_address: { firstname: 'Мария', lastname: '' },
    });
    const rest = { lastname: CONTACT.lastname, email: CONTACT.email, telephone: CONTACT.telephone };
    const noAddress = await post(guest, 'd_quickcheckout/shipping_address/update', rest);
    expect(noAddress.json().data.checkout_current_step).toBe(4);
    const complete = await post(guest, 'd_quickcheckout/shipping_address/update', {
      address_1: CONTACT.address_1,
      comment: 'После 18:00',
    });
    expect(complete.json().data).toMatchObject({
      checkout_current_step: 5,
      shipping_address: { ...CONTACT, country_id: 176, zone_id: 176 },
      comment: 'После 18:00',
    });
  });

  it('keeps contact details typed before the payment step without moving the step', async () => {
    const guest = await guestWith(1);
    const reply = await post(guest, 'd_quickcheckout/shipping_address/update', CONTACT);
    expect(reply.json().data).toMatchObject({ checkout_current_step: 1, shipping_address: { firstname: 'Мария' } });
  });

  it('pre-fills a logged-in customer’s details', async () => {
    const customer = await newCustomer(shop, 1);
    await putInCart(shop, customer, product.id, 1);
    const state = (await cms(shop, customer, 'GET', 'module/d_quickcheckout/stepsInit')).json().data;
    expect(state.customer).toMatchObject({
      customer_id: customer.customerId,
      firstname: 'Анна',
      lastname: 'Иванова',
      email: customer.email,
      telephone: '79123456789',
    });
    expect(state.shipping_address).toMatchObject({ firstname: 'Анна', lastname: 'Иванова', email: customer.email });
  });
});

describe('a certificate cart', () => {
  it('starts at step 3, needs no delivery and may only be paid by card', async () => {
    const guest = await newGuest(shop);
    await putCertificateInCart(shop, guest, 3000);
    const state = (await cms(shop, guest, 'GET', 'module/d_quickcheckout/stepsInit')).json().data;
    expect(state.checkout_current_step).toBe(3);
    expect(state.payment_method.payment_methods).toEqual([
      { code: 'modulbank', title: 'Банковской картой онлайн', sort_order: 1 },
    ]);
    expect(state.total).toBe(3000);

    const area = await post(guest, 'd_quickcheckout/area/update', { area: 'msk.inside-mkad' });
    expect(area.statusCode).toBe(400);
    const cod = await post(guest, 'd_quickcheckout/payment_method/update', { payment_method: 'cod' });
    expect(cod.statusCode).toBe(400);
    expect(cod.json().error).toBe('Сертификат можно оплатить только банковской картой онлайн');
    const card = await post(guest, 'd_quickcheckout/payment_method/update', { payment_method: 'modulbank' });
    expect(card.json().data).toMatchObject({ checkout_current_step: 3, payment_method: { code: 'modulbank' } });
    const contact = await post(guest, 'd_quickcheckout/shipping_address/update', { ...CONTACT, address_1: '' });
    expect(contact.json().data.checkout_current_step).toBe(5);
  });
});
