import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextClientAddress } from '../client-address';
import { startTestShop, type TestShop } from '../test-app';
import { adminCall, type Staff, signedIn } from './admin-helpers';

/** Webinar signups as the back office reads them: per seminar, searched, paged, and as CSV for Excel. */

let shop: TestShop;
let manager: Staff;
let seminars: { seminar_id: number; title: string }[];

/** Signs up the way the storefront's dialog does, each visitor from an address of their own. */
async function signUp(seminarId: number, name: string, phone: string, city: string): Promise<number> {
  const reply = await shop.app.inject({
    method: 'POST',
    url: '/back/seminar/addUserSeminar',
    remoteAddress: nextClientAddress(),
    payload: { seminar_id: seminarId, seminar_name: name, seminar_tele: phone, seminar_city: city },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as number;
}

let first: number;
let second: number;
let third: number;

beforeAll(async () => {
  shop = await startTestShop();
  manager = await signedIn(shop, 'manager');
  const open = await shop.app.inject({ method: 'POST', url: '/back/seminar/getSeminar' });
  seminars = open.json().data;
  expect(seminars.length).toBeGreaterThanOrEqual(2);
  first = await signUp(seminars[0].seminar_id, 'Петрова Мария', '+7(916)123-45-67', 'Казань');
  second = await signUp(seminars[0].seminar_id, '=HYPERLINK("http://x")', '+7(903)000-11-22', 'Тверь');
  third = await signUp(seminars[1].seminar_id, 'Сидорова Анна', '+7(926)555-44-33', 'Москва');
});
afterAll(async () => {
  await shop?.close();
});

const list = (query = '') => adminCall(shop, manager, 'GET', `/webinars/signups${query}`);

describe('the signups list', () => {
  it('lists every signup newest first, with its seminar, and the seminars with their counts', async () => {
    const reply = await list();
    expect(reply.statusCode).toBe(200);
    const data = reply.json().data;
    expect(data.signups.map((s: { seminar_signup_id: number }) => s.seminar_signup_id)).toEqual([third, second, first]);
    expect(data.signups[2]).toMatchObject({
      seminar_id: seminars[0].seminar_id,
      seminar_title: seminars[0].title,
      name: 'Петрова Мария',
      phone: '79161234567',
      city: 'Казань',
      customer_id: null,
    });
    expect(data.seminars).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ seminar_id: seminars[0].seminar_id, signups: 2 }),
        expect.objectContaining({ seminar_id: seminars[1].seminar_id, signups: 1 }),
      ]),
    );
    expect(data).toMatchObject({ total: 3, page: 1 });
  });

  it('filters by seminar, searches by name, phone or city, and pages', async () => {
    const ids = async (query: string) =>
      (await list(query)).json().data.signups.map((s: { seminar_signup_id: number }) => s.seminar_signup_id);
    expect(await ids(`?seminar_id=${seminars[1].seminar_id}`)).toEqual([third]);
    expect(await ids('?q=петрова')).toEqual([first]);
    expect(await ids(`?q=${encodeURIComponent('+7 (926) 555')}`)).toEqual([third]);
    expect(await ids('?q=тверь')).toEqual([second]);
    expect(await ids('?limit=1&page=2')).toEqual([second]);
    expect((await list('?seminar_id=999999')).json().data).toMatchObject({ total: 0, signups: [] });
  });

  it('refuses a bad query in Russian', async () => {
    for (const query of ['?seminar_id=abc', '?page=0', '?limit=500', `?q=${'я'.repeat(101)}`]) {
      const reply = await list(query);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().error).toMatch(/[а-яё]/i);
    }
  });
});

describe('the CSV export', () => {
  it('has the filtered signups for Excel: BOM, semicolons, a typed formula kept as text; never cached', async () => {
    const reply = await adminCall(shop, manager, 'GET', `/webinars/signups.csv?seminar_id=${seminars[0].seminar_id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="webinar-signups.csv"');
    expect(reply.headers['cache-control']).toBe('no-store');
    const lines = reply.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"Семинар";"Дата семинара";"Имя";"Телефон";"E-mail";"Город";"Записался"');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")";"79030001122";"";"Тверь"`);
    expect(lines[2]).toContain('"Петрова Мария";"79161234567";"";"Казань"');
  });

  it('is closed to an editor and without a staff session; a bad filter is a Russian 400', async () => {
    const editor = await signedIn(shop, 'editor');
    expect((await adminCall(shop, editor, 'GET', '/webinars/signups.csv')).statusCode).toBe(403);
    expect((await adminCall(shop, editor, 'GET', '/webinars/signups')).statusCode).toBe(403);
    expect((await adminCall(shop, null, 'GET', '/webinars/signups.csv')).statusCode).toBe(401);
    const bad = await adminCall(shop, manager, 'GET', '/webinars/signups.csv?seminar_id=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/[а-яё]/i);
  });
});
