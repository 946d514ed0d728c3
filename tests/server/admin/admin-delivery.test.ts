import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_RECORD } from '../../../src/domain/staff';
import { confirm, fillCheckout, newGuest, putInCart, startCheckoutShop, stockedProduct } from '../checkout-helpers';
import type { TestShop } from '../test-app';
import { adminCall, auditRows, signedIn, type Staff } from './admin-helpers';

// 'Доставка' (issue 16, the owner only): the delivery terms saved against their version and audited; the server's
// own totals follow them at once (a real order's total, free delivery from the threshold, the product page's card,
// the self-pickup place on the order); Russian refusals from the domain rule; managers and editors refused.

let shop: TestShop;
let owner: Staff;
let product: { id: number; name: string };

interface Terms {
  prices: Record<string, Record<string, number>>;
  free_from: number;
  pickup_address: string;
  pickup_hours: string;
  version: number;
  cdek: boolean;
}

const FIRST = {
  prices: {
    'msk.inside-mkad': { 'cdek.cdek': 250, 'flat.flat': 350, 'pickup.pickup': 0 },
    'spb.inside-kad': { 'cdek.cdek': 300, 'flat.flat': 450 },
    another: { 'cdek.cdek': 450 },
  },
  free_from: 4000,
  pickup_address: 'Москва, ул. Большая Полянка, 28, стр. 1, офис 12',
  pickup_hours: 'Пн-Пт 10:00-18:00',
};

beforeAll(async () => {
  shop = await startCheckoutShop();
  owner = await signedIn(shop, 'owner');
  product = await stockedProduct(shop, 1000, 100);
});
afterAll(async () => {
  await shop?.close();
});

async function terms(): Promise<Terms> {
  const reply = await adminCall(shop, owner, 'GET', '/delivery');
  expect(reply.statusCode).toBe(200);
  return reply.json().data;
}

async function save(change: Partial<Omit<Terms, 'version' | 'cdek'>>, version?: number) {
  const now = await terms();
  const { version: current, cdek: _cdek, date_modified: _at, ...values } = now as Terms & { date_modified: string };
  return adminCall(shop, owner, 'PUT', '/delivery', { ...values, ...change, version: version ?? current });
}

const reset = async () => expect((await save(FIRST)).statusCode).toBe(200);

/** A guest's order of `quantity` units at 1000 ₽ by Moscow courier; its total as the server kept it. */
async function orderTotal(quantity: number): Promise<{ total: number; shown: number[] }> {
  const guest = await newGuest(shop);
  await putInCart(shop, guest, product.id, quantity);
  const state = await fillCheckout(shop, guest);
  const reply = await confirm(shop, guest);
  expect(reply.statusCode).toBe(200);
  const order = await shop.db
    .selectFrom('order')
    .select('total')
    .where('order_id', '=', reply.json().data.order_id)
    .executeTakeFirstOrThrow();
  const costs = state.shipping_method.shipping_methods.map((m: { cost: number }) => m.cost);
  return { total: Number(order.total), shown: costs };
}

describe("'Доставка': the terms", () => {
  it('start as the shop had them, with whether CDEK is configured', async () => {
    expect(await terms()).toMatchObject({ ...FIRST, cdek: false });
  });

  it('a changed courier price changes the checkout and a real order’s total, computed by the server', async () => {
    expect(await orderTotal(2)).toEqual({ total: 2350, shown: [250, 350, 0] });
    const saved = await save({
      prices: { ...FIRST.prices, 'msk.inside-mkad': { 'cdek.cdek': 270, 'flat.flat': 490, 'pickup.pickup': 0 } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.prices['msk.inside-mkad']).toEqual({
      'cdek.cdek': 270,
      'flat.flat': 490,
      'pickup.pickup': 0,
    });
    expect(await orderTotal(2)).toEqual({ total: 2490, shown: [270, 490, 0] });
    // The CDEK stand-in's tariff for a Moscow point follows too.
    const tariff = await shop.app.inject({
      method: 'POST',
      url: '/back/cdek/service',
      payload: { action: 'calculate', to_location: { code: 44 } },
    });
    expect(tariff.json().tariff_codes[0].delivery_sum).toBe(270);
    await reset();
  });

  it('the threshold decides free delivery: 4000 ₽ free at first, not once raised to 5000 ₽; the product card says so', async () => {
    expect((await orderTotal(4)).total).toBe(4000);
    expect((await save({ free_from: 5000 })).statusCode).toBe(200);
    expect(await orderTotal(4)).toEqual({ total: 4350, shown: [250, 350, 0] });
    expect((await orderTotal(5)).total).toBe(5000);
    const info = await shop.app.inject({ method: 'GET', url: '/cms/index.php?route=checkout/cart/getPromotionsInfo' });
    expect(info.json().data.freeDelivery).toEqual({ total: 5000 });
    await reset();
  });

  it('the self-pickup place is the one the order and the checkout show', async () => {
    expect(
      (await save({ pickup_address: '  Москва, Пятницкая ул., 5  ', pickup_hours: 'Пн-Сб 11:00-19:00' })).statusCode,
    ).toBe(200);
    const guest = await newGuest(shop);
    await putInCart(shop, guest, product.id, 1);
    const state = await fillCheckout(shop, guest, 'cod', { method: 'pickup.pickup' });
    expect(state.shipping_method.self_pickup).toEqual({
      address: 'Москва, Пятницкая ул., 5',
      hours: 'Пн-Сб 11:00-19:00',
    });
    const orderId = (await confirm(shop, guest)).json().data.order_id;
    const order = await shop.db
      .selectFrom('order')
      .select('shipping_address_1')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.shipping_address_1).toBe('Самовывоз: Москва, Пятницкая ул., 5 (Пн-Сб 11:00-19:00)');
    await reset();
  });

  it('a save from a stale copy is refused and the terms come back as they are; every save is audited', async () => {
    const { version } = await terms();
    expect((await save({ free_from: 4500 }, version)).statusCode).toBe(200);
    const stale = await save({ free_from: 3000 }, version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(STALE_RECORD);
    expect(stale.json().data.free_from).toBe(4500);
    const rows = await auditRows(shop, 'delivery', 1);
    expect(rows.at(-1)).toMatchObject({ action: 'save', actor: owner.email });
    expect(rows.at(-1)?.before).toMatchObject({ free_from: 4000 });
    expect(rows.at(-1)?.after).toMatchObject({ free_from: 4500 });
    await reset();
  });

  it.each<[string, object, string]>([
    [
      'a negative price',
      { prices: { ...FIRST.prices, another: { 'cdek.cdek': -1 } } },
      'Пункт выдачи СДЭК, Другой город: целое число рублей от 0',
    ],
    [
      'a fraction',
      { prices: { ...FIRST.prices, 'spb.inside-kad': { 'cdek.cdek': 300, 'flat.flat': 450.5 } } },
      'Курьером, Санкт-Петербург (в пределах КАД): целое число рублей от 0',
    ],
    [
      'a threshold too high',
      { free_from: 2_000_000 },
      `Порог бесплатной доставки: не больше ${(1_000_000).toLocaleString('ru-RU')} ₽`,
    ],
    ['no pickup address', { pickup_address: '   ' }, 'Укажите адрес самовывоза'],
  ])('refuses %s in Russian (400) and keeps the terms', async (_name, change, message) => {
    const reply = await save(change);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe(message);
    expect(await terms()).toMatchObject(FIRST);
  });

  it('keeps no price for a method a zone does not offer, and refuses managers and editors', async () => {
    const { version } = await terms();
    const extra = await adminCall(shop, owner, 'PUT', '/delivery', {
      ...FIRST,
      prices: { ...FIRST.prices, another: { 'cdek.cdek': 450, 'flat.flat': 100 } },
      version,
    });
    expect(extra.statusCode).toBe(200);
    expect(extra.json().data.prices.another).toEqual({ 'cdek.cdek': 450 });
    expect((await terms()).prices).toEqual(FIRST.prices);
    for (const role of ['manager', 'editor'] as const) {
      const member = await signedIn(shop, role);
      expect((await adminCall(shop, member, 'GET', '/delivery')).statusCode).toBe(403);
      expect((await adminCall(shop, member, 'PUT', '/delivery', { ...FIRST, version })).statusCode).toBe(403);
    }
  });
});

describe("'Доставка': the shop's pickup points", () => {
  const POINT = {
    city: 'Тула',
    region: 'Тульская область',
    address: 'пр-т Ленина, 10',
    work_time: 'Пн-Пт 10:00-19:00',
    note: 'Вход с торца',
    status: true,
  };
  type Point = typeof POINT & { id: number; code: string; version: number };
  const list = async (): Promise<{ points: Point[]; regions: string[]; cdek: boolean }> =>
    (await adminCall(shop, owner, 'GET', '/delivery/points')).json().data;
  const offices = async (q: string) =>
    (
      await shop.app.inject({ method: 'GET', url: `/back/cdek/service?action=offices&q=${encodeURIComponent(q)}` })
    ).json();

  it('lists the points with the regions to choose from; a new point is offered to shoppers at once', async () => {
    const before = await list();
    expect(before.cdek).toBe(false);
    expect(before.regions).toContain('Тульская область');
    expect(before.points.some((p) => p.code === 'MSK101')).toBe(true);
    const created = await adminCall(shop, owner, 'POST', '/delivery/points', POINT);
    expect(created.statusCode).toBe(200);
    const point = (created.json().data.points as Point[]).find((p) => p.address === POINT.address)!;
    expect(point).toMatchObject({ ...POINT, code: `SHOP${point.id}`, version: 1 });
    expect(await offices('Ленина, 10')).toEqual([
      expect.objectContaining({
        code: point.code,
        city: 'Тула',
        region: 'Тульская область',
        work_time: POINT.work_time,
      }),
    ]);
    expect((await auditRows(shop, 'pickup_point', point.id)).map((r) => r.action)).toEqual(['create']);
  });

  it('is changed and switched off against its version (a stale copy refused), then deleted', async () => {
    const point = (await list()).points.find((p) => p.address === POINT.address)!;
    const { id: _id, code: _code, ...values } = point;
    const moved = await adminCall(shop, owner, 'PUT', `/delivery/points/${point.id}`, {
      ...values,
      address: 'ул. Советская, 3',
    });
    expect(moved.statusCode).toBe(200);
    expect(await offices('Советская, 3')).toHaveLength(1);
    const stale = await adminCall(shop, owner, 'PUT', `/delivery/points/${point.id}`, { ...values, status: false });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(STALE_RECORD);
    const off = await adminCall(shop, owner, 'PUT', `/delivery/points/${point.id}`, {
      ...values,
      address: 'ул. Советская, 3',
      status: false,
      version: point.version + 1,
    });
    expect(off.statusCode).toBe(200);
    expect(await offices('Советская, 3')).toEqual([]);
    const staleDelete = await adminCall(shop, owner, 'DELETE', `/delivery/points/${point.id}?version=${point.version}`);
    expect(staleDelete.statusCode).toBe(409);
    const gone = await adminCall(shop, owner, 'DELETE', `/delivery/points/${point.id}?version=${point.version + 2}`);
    expect(gone.statusCode).toBe(200);
    expect((await list()).points.some((p) => p.id === point.id)).toBe(false);
    expect((await auditRows(shop, 'pickup_point', point.id)).map((r) => r.action)).toEqual([
      'create',
      'save',
      'switch off',
      'delete',
    ]);
  });

  it('refuses a point without an address or outside the regions, in Russian; a missing point is 404', async () => {
    const noAddress = await adminCall(shop, owner, 'POST', '/delivery/points', { ...POINT, address: ' ' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().error).toBe('Укажите адрес пункта');
    const nowhere = await adminCall(shop, owner, 'POST', '/delivery/points', { ...POINT, region: 'Атлантида' });
    expect(nowhere.json().error).toBe('Выберите регион из списка');
    const missing = await adminCall(shop, owner, 'PUT', '/delivery/points/999999', { ...POINT, version: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Пункт выдачи не найден');
  });

  it('a Moscow point takes CDEK’s Moscow city code, so the Moscow area offers it', async () => {
    const created = await adminCall(shop, owner, 'POST', '/delivery/points', {
      ...POINT,
      city: 'москва',
      region: 'Москва',
      address: 'ул. Новая, 1',
    });
    const point = (created.json().data.points as Point[]).find((p) => p.address === 'ул. Новая, 1')!;
    const row = await shop.db
      .selectFrom('pickup_point')
      .select('city_code')
      .where('code', '=', point.code)
      .executeTakeFirstOrThrow();
    expect(row.city_code).toBe(44);
    await adminCall(shop, owner, 'DELETE', `/delivery/points/${point.id}?version=1`);
  });
});
