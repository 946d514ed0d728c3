import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { FAKE_CDEK_CLIENT_ID, FAKE_CDEK_CLIENT_SECRET, startFakeCdek, type FakeCdek } from './cdek-fake-server';
import {
  cms,
  confirm,
  fillCheckout,
  newGuest,
  putInCart,
  startCheckoutShop,
  stockedProduct,
  type Shopper,
} from './checkout-helpers';
import type { TestShop } from './test-app';

/** The shop with a CDEK account: pickup points come from (a local stand-in for) CDEK API v2. */

const UNAVAILABLE = 'Сервис СДЭК временно недоступен: попробуйте выбрать пункт выдачи чуть позже';

let cdek: FakeCdek;
let shop: TestShop;
let product: { id: number; name: string };

beforeAll(async () => {
  cdek = await startFakeCdek();
  shop = await startCheckoutShop({
    CDEK_CLIENT_ID: FAKE_CDEK_CLIENT_ID,
    CDEK_CLIENT_SECRET: FAKE_CDEK_CLIENT_SECRET,
    CDEK_API_URL: cdek.url,
  });
  product = await stockedProduct(shop, 1000, 100);
});
afterAll(async () => {
  await shop?.close();
  await cdek?.close();
});

const offices = (query: string) => shop.app.inject({ method: 'GET', url: `/back/cdek/service?action=offices${query}` });
const pointCalls = () => cdek.calls.filter((c) => c.path === '/v2/deliverypoints');
const codes = (reply: { json(): unknown }) => (reply.json() as { code: string }[]).map((p) => p.code);

async function moscowGuest(): Promise<Shopper> {
  const guest = await newGuest(shop);
  await putInCart(shop, guest, product.id, 1);
  const area = await cms(shop, guest, 'POST', 'd_quickcheckout/area/update', { area: 'msk.inside-mkad' });
  expect(area.statusCode).toBe(200);
  return guest;
}
const choosePoint = (guest: Shopper, code?: string) =>
  cms(shop, guest, 'POST', 'd_quickcheckout/shipping_method/update', {
    shipping_method: 'cdek.cdek',
    pickup_point_id: code,
  });

describe('configuration', () => {
  it('needs the CDEK client id and secret together and a web address for the API', () => {
    expect(() => loadConfig({ CDEK_CLIENT_ID: 'account' })).toThrow(ConfigError);
    expect(() => loadConfig({ CDEK_CLIENT_SECRET: 'secret' })).toThrow(
      /CDEK_CLIENT_ID и CDEK_CLIENT_SECRET задаются вместе/,
    );
    expect(() => loadConfig({ CDEK_API_URL: 'api.cdek.ru' })).toThrow(/CDEK_API_URL/);
    expect(loadConfig({ CDEK_CLIENT_ID: 'account', CDEK_CLIENT_SECRET: 'secret' }).cdek).toEqual({
      clientId: 'account',
      clientSecret: 'secret',
      apiUrl: 'https://api.cdek.ru/v2',
    });
    expect(
      loadConfig({ CDEK_CLIENT_ID: 'a', CDEK_CLIENT_SECRET: 's', CDEK_API_URL: 'https://api.edu.cdek.ru/v2/' }).cdek
        ?.apiUrl,
    ).toBe('https://api.edu.cdek.ru/v2');
  });
});

describe('GET /back/cdek/service?action=offices with a CDEK account', () => {
  it('answers a city’s handing-out offices from CDEK in the service’s shape, asking with the Bearer token', async () => {
    const reply = await offices('&city_code=44&is_handout=true&page=0&size=500');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['x-total-elements']).toBe('2');
    // CDEK's points, sorted by address; none of the seeded stand-in points (MSK101…).
    expect(codes(reply)).toEqual(['MSK1', 'MSK2']);
    expect(reply.json<object[]>()[1]).toMatchObject({
      code: 'MSK2',
      type: 'PVZ',
      city_code: 44,
      city: 'Москва',
      region: 'Москва',
      address: 'ул. Арбат, 10',
      work_time: 'Пн-Пт 10:00-21:00, Сб-Вс 10:00-18:00',
      note: 'Вход со двора',
      location: { city_code: 44, city: 'Москва', address: 'ул. Арбат, 10', longitude: 37.59, latitude: 55.75 },
      is_handout: true,
    });
    const asked = pointCalls().at(-1)!;
    expect(asked.authorization).toMatch(/^Bearer token-\d+$/);
    expect(Object.fromEntries(asked.query)).toMatchObject({ city_code: '44', type: 'PVZ', is_handout: 'true' });
  });

  it('searches and pages within the city, keeping the total of what matched', async () => {
    const arbat = await offices(`&city_code=44&q=${encodeURIComponent('арбат')}`);
    expect(codes(arbat)).toEqual(['MSK2']);
    expect(arbat.headers['x-total-elements']).toBe('1');
    const second = await offices('&city_code=44&page=1&size=1');
    expect(codes(second)).toEqual(['MSK2']);
    expect(second.headers['x-total-elements']).toBe('2');
  });

  it('asks for a token once for many requests and keeps a city’s list for a while', async () => {
    const callsBefore = pointCalls().length;
    expect(codes(await offices('&city_code=270'))).toEqual(['NSK7']);
    expect(codes(await offices('&city_code=270'))).toEqual(['NSK7']);
    expect(codes(await offices('&page=0&size=500'))).toEqual(['MSK2', 'MSK1', 'NSK7']);
    expect(codes(await offices('&city_code=44'))).toEqual(['MSK1', 'MSK2']);
    // Novosibirsk once (then from memory), the country page once; Moscow was kept from the first test.
    expect(pointCalls().length - callsBefore).toBe(2);
    // One token for every request so far (this test's and the ones before).
    expect(cdek.tokenCalls()).toBe(1);
  });

  it('gets a new token once when CDEK answers 401', async () => {
    const tokensBefore = cdek.tokenCalls();
    cdek.revokeTokens();
    const reply = await offices('&city_code=137');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual([]);
    expect(cdek.tokenCalls()).toBe(tokensBefore + 1);
    const [refused, retried] = pointCalls().slice(-2);
    expect(refused.authorization).not.toBe(retried.authorization);
    // The new token serves the next requests too.
    await offices('&city_code=138');
    expect(cdek.tokenCalls()).toBe(tokensBefore + 1);
  });

  it('answers a Russian 502 (not 500) while CDEK is down', async () => {
    cdek.setDown(true);
    try {
      const reply = await offices('&city_code=999');
      expect(reply.statusCode).toBe(502);
      expect(reply.json()).toEqual({ result: 'error', error: UNAVAILABLE });
    } finally {
      cdek.setDown(false);
    }
  });

  it('answers a Russian 502 when CDEK refuses the account', async () => {
    const wrong = await startCheckoutShop({
      CDEK_CLIENT_ID: FAKE_CDEK_CLIENT_ID,
      CDEK_CLIENT_SECRET: 'wrong',
      CDEK_API_URL: cdek.url,
    });
    try {
      const reply = await wrong.app.inject({ method: 'GET', url: '/back/cdek/service?action=offices&city_code=44' });
      expect(reply.statusCode).toBe(502);
      expect(reply.json().error).toBe(UNAVAILABLE);
    } finally {
      await wrong.close();
    }
  });
});

describe('shipping_method/update with a CDEK point', () => {
  it('confirms the chosen code with CDEK, keeps CDEK’s address and places the order with it', async () => {
    // A stale copy with a wrong address: CDEK's answer replaces it.
    await shop.db
      .insertInto('pickup_point')
      .values({ code: 'MSK1', city_code: 44, city: 'Москва', address: 'не тот адрес', lon: 0, lat: 0, status: false })
      .execute();
    const guest = await moscowGuest();
    const chosen = await choosePoint(guest, 'MSK1');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.shipping_method).toMatchObject({
      code: 'cdek.cdek',
      pickup_point: {
        id: 'MSK1',
        cityCode: 44,
        city: 'Москва',
        street: 'Ленинский пр-т, 30',
        cdek_terms: 'Пн-Пт 10:00-21:00, Сб-Вс 10:00-18:00',
      },
    });
    expect(Object.fromEntries(pointCalls().at(-1)!.query)).toMatchObject({
      code: 'MSK1',
      type: 'PVZ',
      is_handout: 'true',
    });

    await fillCheckout(shop, guest, 'cod', { method: 'cdek.cdek', point: 'MSK1' });
    const placed = await confirm(shop, guest);
    expect(placed.statusCode).toBe(200);
    const order = await shop.db
      .selectFrom('order')
      .select('shipping_address_1')
      .where('order_id', '=', placed.json().data.order_id)
      .executeTakeFirstOrThrow();
    expect(order.shipping_address_1).toBe('Москва, Ленинский пр-т, 30 (пункт выдачи MSK1)');
  });

  it('refuses a code CDEK does not know, a stand-in point, no point and a point of another city', async () => {
    const guest = await moscowGuest();
    const unknown = await choosePoint(guest, 'NOPE42');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Пункт выдачи не найден');
    // MSK101 is a seeded stand-in point: with an account only CDEK's points count.
    expect((await choosePoint(guest, 'MSK101')).json().error).toBe('Пункт выдачи не найден');
    expect((await choosePoint(guest)).json().error).toBe('Вы не выбрали пункт выдачи');
    expect((await choosePoint(guest, 'NSK7')).json().error).toBe('Этот пункт выдачи находится в другом городе');
    const state = (await cms(shop, guest, 'GET', 'module/d_quickcheckout/stepsInit')).json().data;
    expect(state.shipping_method).toMatchObject({ code: null, pickup_point: null });
  });

  it('answers a Russian 502 when CDEK cannot confirm the point', async () => {
    const guest = await moscowGuest();
    cdek.setDown(true);
    try {
      const reply = await choosePoint(guest, 'MSK2');
      expect(reply.statusCode).toBe(502);
      expect(reply.json().error).toBe(UNAVAILABLE);
    } finally {
      cdek.setDown(false);
    }
  });
});
