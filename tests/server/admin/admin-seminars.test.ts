import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteRefused, SEMINAR_TEXT } from '../../../src/domain/seminar-edit';
import { ADMIN_MESSAGES } from '../../../src/server/admin/admin-messages';
import { STAFF_COOKIE } from '../../../src/server/admin/staff-session';
import { forgetUnusedImages } from '../../../src/server/images/uploaded-images';
import { multipart } from '../account/account-helpers';
import { nextClientAddress } from '../client-address';
import { startTestShop, type TestShop } from '../test-app';
import { ADMIN, adminCall, auditRows, signedIn, type Staff } from './admin-helpers';

// 'Семинары' (issue 16, owner and editors): seminars and webinars created, saved against their version and deleted,
// each audited; a seminar with a capacity takes that many signups and no more, even when they come at once, and the
// storefront's list says it is full.

let shop: TestShop;
let editor: Staff;

interface AdminSeminar {
  seminar_id: number;
  type: number;
  title: string;
  date: string;
  date1: string;
  image: string;
  capacity: number | null;
  status: boolean;
  signups: number;
  past: boolean;
  version: number;
}

/** A day and time in Moscow `days` from now, as the form sends it. */
function moscow(days: number, time = '11:00'): string {
  const day = new Date(Date.now() + days * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);
  return `${day} ${time}`;
}

const WEBINAR = {
  type: 1,
  title: 'Уход за кожей зимой',
  date: moscow(10, '11:00'),
  date1: moscow(10, '13:30'),
  text: '<p>Разберём <strong>увлажнение</strong>.</p>',
  image: '',
  capacity: 2,
  status: true,
};

const call = (method: 'GET' | 'POST', path: string, body?: object, who: Staff = editor) =>
  adminCall(shop, who, method, `/content/seminars${path}`, body);

async function create(values: Partial<typeof WEBINAR> = {}): Promise<AdminSeminar> {
  const reply = await call('POST', '', { ...WEBINAR, ...values });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

function signUp(seminarId: number, phone: string) {
  return shop.app.inject({
    method: 'POST',
    url: '/back/seminar/addUserSeminar',
    remoteAddress: nextClientAddress(),
    payload: { seminar_id: seminarId, seminar_name: 'Петрова Мария', seminar_tele: phone, seminar_city: 'Казань' },
  });
}

async function storefront(): Promise<{ seminar_id: number; title: string; date: string; full: boolean }[]> {
  return (await shop.app.inject({ method: 'POST', url: '/back/seminar/getSeminar' })).json().data;
}

beforeAll(async () => {
  shop = await startTestShop();
  editor = await signedIn(shop, 'editor');
});
afterAll(async () => {
  await shop?.close();
});

describe('a seminar made in the back office', () => {
  it('is on the storefront at its Moscow time, with its text, and audited', async () => {
    const made = await create();
    expect(made).toMatchObject({ ...WEBINAR, signups: 0, past: false, version: 1 });
    const shown = (await storefront()).find((s) => s.seminar_id === made.seminar_id);
    expect(shown).toMatchObject({ title: WEBINAR.title, date: `${WEBINAR.date}:00`, full: false });
    // Stored as the instant Moscow names: 11:00 in Moscow is 08:00 UTC.
    const row = await shop.db
      .selectFrom('seminar')
      .select('date')
      .where('seminar_id', '=', made.seminar_id)
      .executeTakeFirstOrThrow();
    expect(row.date.toISOString().slice(11, 16)).toBe('08:00');
    const audit = await auditRows(shop, 'seminar', made.seminar_id);
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('shows an uploaded picture on the storefront, kept while the seminar uses it', async () => {
    const picture = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#c9a0d9' } })
      .jpeg()
      .toBuffer();
    const uploaded = await shop.app.inject({
      method: 'POST',
      url: `${ADMIN}/images`,
      remoteAddress: editor.ip,
      cookies: { [STAFF_COOKIE]: editor.cookie },
      ...multipart({ name: 'zima.jpg', type: 'image/jpeg', content: picture }),
    });
    const { path: imagePath } = uploaded.json().data as { path: string };
    const made = await create({ image: imagePath });
    expect(made.image).toBe(imagePath);
    const served = (await storefront()).find((s) => s.seminar_id === made.seminar_id) as { image?: string };
    expect(served.image).toContain(`/image/${imagePath}?v=`);
    await forgetUnusedImages(shop.app, new Date(Date.now() + 25 * 60 * 60 * 1000));
    const kept = await shop.db.selectFrom('uploaded_image').select('path').where('path', '=', imagePath).execute();
    expect(kept).toHaveLength(1);
  });

  it('lists those to come first, soonest first, then the past, with signups and places', async () => {
    const later = await create({ title: 'Позже', date: moscow(40), date1: '' });
    const sooner = await create({ title: 'Раньше', date: moscow(1), date1: '' });
    const past = await create({ title: 'Прошёл', date: moscow(-5), date1: '' });
    const items: AdminSeminar[] = (await call('GET', '?limit=100')).json().data.items;
    const order = items.map((s) => s.seminar_id);
    expect(order.indexOf(sooner.seminar_id)).toBeLessThan(order.indexOf(later.seminar_id));
    expect(order.indexOf(later.seminar_id)).toBeLessThan(order.indexOf(past.seminar_id));
    expect(
      items.filter((s) => s.past).every((s) => order.indexOf(s.seminar_id) > order.indexOf(later.seminar_id)),
    ).toBe(true);
    expect(items.find((s) => s.seminar_id === past.seminar_id)).toMatchObject({ past: true, signups: 0 });
  });

  it('saves against the version opened; a stale copy is refused with the seminar as it is now', async () => {
    const made = await create();
    const saved = await call('POST', `/${made.seminar_id}`, { ...WEBINAR, title: 'Новое', version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ title: 'Новое', version: 2 });
    const stale = await call('POST', `/${made.seminar_id}`, { ...WEBINAR, title: 'Старое', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: ADMIN_MESSAGES.stale, data: { title: 'Новое', version: 2 } });
    const hidden = await call('POST', `/${made.seminar_id}`, { ...WEBINAR, status: false, version: 2 });
    expect(hidden.statusCode).toBe(200);
    expect((await storefront()).map((s) => s.seminar_id)).not.toContain(made.seminar_id);
    const audit = await auditRows(shop, 'seminar', made.seminar_id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'edit', 'unpublish']);
  });

  it.each([
    [{ title: ' ' }, SEMINAR_TEXT.title],
    [{ type: 3 }, SEMINAR_TEXT.type],
    [{ date: '' }, SEMINAR_TEXT.date],
    [{ date: '2026-02-30 10:00' }, SEMINAR_TEXT.dateInvalid],
    [{ date1: moscow(9) }, SEMINAR_TEXT.endBeforeStart],
    [{ capacity: 0 }, SEMINAR_TEXT.capacity],
  ])('refuses %j with 400 «%s»', async (change, message) => {
    const reply = await call('POST', '', { ...WEBINAR, ...change });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe(message);
  });

  it('is deleted after its version is checked, unless people signed up for it', async () => {
    const empty = await create();
    expect((await call('POST', `/${empty.seminar_id}/delete`, { version: 2 })).statusCode).toBe(409);
    expect((await call('POST', `/${empty.seminar_id}/delete`, { version: 1 })).statusCode).toBe(200);
    expect((await call('GET', `/${empty.seminar_id}`)).statusCode).toBe(404);
    expect((await auditRows(shop, 'seminar', empty.seminar_id)).map((a) => a.action)).toEqual(['create', 'delete']);

    const taken = await create();
    expect((await signUp(taken.seminar_id, '+7(916)100-00-01')).statusCode).toBe(200);
    const refused = await call('POST', `/${taken.seminar_id}/delete`, { version: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(deleteRefused(1));
    expect((await call('GET', `/${taken.seminar_id}`)).json().data).toMatchObject({ signups: 1 });
  });

  it('is the content area’s: a manager is refused', async () => {
    const manager = await signedIn(shop, 'manager');
    expect((await call('GET', '', undefined, manager)).statusCode).toBe(403);
  });
});

describe('a seminar with places', () => {
  it('takes as many signups as it has places, then refuses in Russian and shows full on the storefront', async () => {
    const made = await create({ capacity: 2 });
    expect((await signUp(made.seminar_id, '+7(916)200-00-01')).statusCode).toBe(200);
    expect((await storefront()).find((s) => s.seminar_id === made.seminar_id)?.full).toBe(false);
    expect((await signUp(made.seminar_id, '+7(916)200-00-02')).statusCode).toBe(200);
    // The cached list follows the signup that took the last place at once.
    expect((await storefront()).find((s) => s.seminar_id === made.seminar_id)?.full).toBe(true);
    const third = await signUp(made.seminar_id, '+7(916)200-00-03');
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ result: 'error', error: SEMINAR_TEXT.full });
    expect((await call('GET', `/${made.seminar_id}`)).json().data).toMatchObject({ signups: 2, capacity: 2 });
  });

  it('never takes more than its places when signups come at once', async () => {
    const made = await create({ capacity: 3 });
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signUp(made.seminar_id, `+7(916)300-00-1${i}`)),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    const { n } = await shop.db
      .selectFrom('seminar_signup')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('seminar_id', '=', made.seminar_id)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(3);
  });

  it('may not get fewer places than people signed up; more places open it again', async () => {
    const made = await create({ capacity: 1 });
    expect((await signUp(made.seminar_id, '+7(916)400-00-01')).statusCode).toBe(200);
    expect((await storefront()).find((s) => s.seminar_id === made.seminar_id)?.full).toBe(true);
    const same = await call('POST', `/${made.seminar_id}`, { ...WEBINAR, capacity: 1, version: 1 });
    expect(same.statusCode).toBe(200);
    const more = await call('POST', `/${made.seminar_id}`, { ...WEBINAR, capacity: 5, version: 2 });
    expect(more.statusCode).toBe(200);
    expect((await storefront()).find((s) => s.seminar_id === made.seminar_id)?.full).toBe(false);
    const other = await create({ capacity: 3 });
    await signUp(other.seminar_id, '+7(916)400-00-02');
    await signUp(other.seminar_id, '+7(916)400-00-03');
    const below = await call('POST', `/${other.seminar_id}`, { ...WEBINAR, capacity: 1, version: 1 });
    expect(below.statusCode).toBe(400);
    expect(below.json().error).toBe('Уже записались 2 человека: мест не может быть меньше');
    const unlimited = await call('POST', `/${other.seminar_id}`, { ...WEBINAR, capacity: null, version: 1 });
    expect(unlimited.statusCode, unlimited.body).toBe(200);
    expect(unlimited.json().data).toMatchObject({ capacity: null, signups: 2 });
  });
});
