import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './test-app';

let shop: TestShop;
beforeAll(async () => {
  // The pickup points are reference data of migration 008: there even without the demo seed.
  shop = await startTestShop({ seed: false });
});
afterAll(() => shop?.close());

const offices = (query: string) => shop.app.inject({ method: 'GET', url: `/back/cdek/service?action=offices${query}` });

describe('GET /back/cdek/service?action=offices (the CDEK stand-in)', () => {
  it('answers CDEK’s delivery-point shape with the total in X-Total-Elements', async () => {
    const reply = await offices('&is_handout=true&page=0&size=500');
    expect(reply.statusCode).toBe(200);
    const points = reply.json();
    expect(points.length).toBeGreaterThanOrEqual(30);
    expect(reply.headers['x-total-elements']).toBe(String(points.length));
    const cities = new Set(points.map((p: { location: { city: string } }) => p.location.city));
    expect(cities.has('Москва') && cities.has('Санкт-Петербург') && cities.size).toBeGreaterThanOrEqual(8);
    expect(points.find((p: { code: string }) => p.code === 'MSK101')).toMatchObject({
      code: 'MSK101',
      type: 'PVZ',
      city_code: 44,
      city: 'Москва',
      address: 'ул. Тверская, 12, стр. 1',
      work_time: expect.stringMatching(/^Пн/),
      location: {
        city_code: 44,
        city: 'Москва',
        address: 'ул. Тверская, 12, стр. 1',
        longitude: expect.any(Number),
        latitude: expect.any(Number),
      },
      is_handout: true,
    });
  });

  it('filters by city code and by a search text, and pages', async () => {
    const spb = (await offices('&city_code=137')).json();
    expect(spb.length).toBeGreaterThan(3);
    expect(spb.every((p: { location: { city_code: number } }) => p.location.city_code === 137)).toBe(true);
    const tverskaya = (await offices(`&q=${encodeURIComponent('тверская')}`)).json();
    expect(tverskaya.map((p: { code: string }) => p.code)).toEqual(['MSK101']);
    const kazan = (await offices(`&q=${encodeURIComponent('Казань')}`)).json();
    expect(kazan.map((p: { code: string }) => p.code).sort()).toEqual(['KZN501', 'KZN502']);
    const page = await offices('&city_code=44&size=3&page=1');
    expect(page.json()).toHaveLength(3);
    expect(page.headers['x-total-elements']).toBe('10');
  });

  it('lists only the points of a region when one is asked for', async () => {
    const reply = await offices(`&region=${encodeURIComponent('Краснодарский край')}`);
    expect(
      reply
        .json()
        .map((p: { code: string }) => p.code)
        .sort(),
    ).toEqual(['KRD701', 'KRD702', 'SCH961']);
    expect(reply.headers['x-total-elements']).toBe('3');
  });

  it('refuses an unknown action', async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/back/cdek/service?action=drop' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().result).toBe('error');
  });

  it('calculates the pickup-point tariff with the shop’s own prices', async () => {
    const calc = (code: number) =>
      shop.app
        .inject({ method: 'POST', url: '/back/cdek/service', payload: { action: 'calculate', to_location: { code } } })
        .then((r) => r.json());
    expect((await calc(44)).tariff_codes[0]).toMatchObject({ tariff_code: 136, delivery_sum: 250 });
    expect((await calc(137)).tariff_codes[0].delivery_sum).toBe(300);
    expect((await calc(270)).tariff_codes[0].delivery_sum).toBe(450);
  });
});
