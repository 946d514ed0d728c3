import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './test-app';

// The FAQ and the seminar signup (product §7): reading, adding, and the server's Russian validation messages, which the
// storefront shows as they are.

let shop: TestShop;
let productId: number;
let productName: string;
beforeAll(async () => {
  shop = await startTestShop();
  const product = await shop.db
    .selectFrom('product')
    .select(['product_id', 'name'])
    .where('sku', '=', 'bt1001')
    .executeTakeFirstOrThrow();
  productId = product.product_id;
  productName = product.name;
});
afterAll(async () => {
  await shop?.close();
});

async function post(url: string, payload?: object) {
  const reply = await shop.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload }) });
  return { status: reply.statusCode, body: reply.json() };
}

type Question = {
  faq_id: number;
  author: string;
  text: string;
  answer: string;
  date_added: string;
  date_modified: string;
  product_href: string;
  product_title: string;
};

describe('/back/faq/list', () => {
  it('lists the shop’s own questions first, then the others newest first, in the read form, answered and waiting ones', async () => {
    const { status, body } = await post('/back/faq/list');
    expect(status).toBe(200);
    const list = body.data as Question[];
    expect(list.length).toBeGreaterThanOrEqual(10);
    for (const q of list) {
      expect(q).toEqual(
        expect.objectContaining({
          author: expect.any(String),
          text: expect.any(String),
          answer: expect.any(String),
          date_added: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
          date_modified: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
          product_href: expect.any(String),
          product_title: expect.any(String),
        }),
      );
    }
    // The shop's own questions (no product) first, in their order (the seeded ones share one place: newest first),
    // then the shoppers' questions about products, newest first.
    const own = list.filter((q) => q.product_href === '');
    expect(own.length).toBeGreaterThan(0);
    expect(list.slice(0, own.length)).toEqual(own);
    for (const group of [own, list.slice(own.length)]) {
      const dates = group.map((q) => q.date_added);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    const answered = list.find((q) => q.text === 'Можно ли делать миндальный пилинг летом?')!;
    expect(answered.answer).toMatch(/^Да, миндальный пилинг/);
    // Asked 2 March 10:00, answered 3 March 12:30 (Moscow time).
    expect(answered).toMatchObject({ date_added: '2025-03-02 10:00:00', date_modified: '2025-03-03 12:30:00' });
    expect(answered.product_title).toBe(productName);
    expect(answered.product_href).toMatch(/^\/[a-z0-9_-]+$/);
    const waiting = list.find((q) => q.text === 'Можно ли оплатить подарочный сертификат при получении?')!;
    expect(waiting).toMatchObject({ answer: '', product_href: '', product_title: '' });
    expect(waiting.date_modified).toBe(waiting.date_added);
  });
});

describe('/back/product/faq {id}', () => {
  it("lists one product's questions only", async () => {
    const { body } = await post('/back/product/faq', { id: productId });
    const list = body.data as Question[];
    expect(list.length).toBeGreaterThanOrEqual(1);
    for (const q of list) expect(q.product_title).toBe(productName);
  });

  it('answers an unknown product with 404 and a bad body with 400', async () => {
    expect(await post('/back/product/faq', { id: 555555 })).toEqual({
      status: 404,
      body: { result: 'error', error: 'Товар не найден' },
    });
    expect((await post('/back/product/faq', {})).status).toBe(400);
  });
});

describe('/back/faq/add {name, email, product_id, text}', () => {
  const valid = () => ({
    name: 'Ольга',
    email: 'olga.test@example.ru',
    product_id: productId,
    text: 'Подходит ли для чувствительной кожи?',
  });

  it('stores the question waiting for moderation and answers its number; once published it shows in both lists, unanswered', async () => {
    const { status, body } = await post('/back/faq/add', valid());
    expect(status).toBe(200);
    expect(body.result).toBe('success');
    expect(Number.isInteger(body.data)).toBe(true);
    const waiting = (await post('/back/faq/list')).body.data as Question[];
    expect(waiting.map((q) => q.faq_id)).not.toContain(body.data);
    // What a staff member's 'Опубликовать' leaves in the row (the back office's own tests publish through its route).
    await shop.db.updateTable('faq').set({ moderation: 'published' }).where('faq_id', '=', body.data).execute();
    const all = (await post('/back/faq/list')).body.data as Question[];
    // The newest of the questions about products (the shop's own come first).
    expect(all.find((q) => q.product_href !== '')).toMatchObject({
      faq_id: body.data,
      author: 'Ольга',
      text: 'Подходит ли для чувствительной кожи?',
      answer: '',
    });
    const mine = (await post('/back/product/faq', { id: productId })).body.data as Question[];
    expect(mine.map((q) => q.faq_id)).toContain(body.data);
  });

  it('keeps HTML as plain text (it is shown as text, never run)', async () => {
    const text = '<img src=x onerror="alert(1)"> Вопрос & ответ';
    const { body } = await post('/back/faq/add', { ...valid(), text, name: '<b>Аня</b>' });
    const stored = await shop.db
      .selectFrom('faq')
      .select(['question', 'name'])
      .where('faq_id', '=', body.data)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ question: text, name: '<b>Аня</b>' });
  });

  it('accepts the product id as a string of digits and trims the fields', async () => {
    const { status } = await post('/back/faq/add', { ...valid(), product_id: String(productId), name: '  Ира  ' });
    expect(status).toBe(200);
  });

  it.each([
    [{ name: '' }, 'Введите ваше имя'],
    [{ name: '   ' }, 'Введите ваше имя'],
    [{ name: undefined }, 'Введите ваше имя'],
    [{ email: '' }, 'Введите email'],
    [{ email: 'olga@' }, 'Некорректный email'],
    [{ email: 'olga example.ru' }, 'Некорректный email'],
    [{ product_id: undefined }, 'Выберите товар из списка'],
    [{ product_id: 0 }, 'Выберите товар из списка'],
    [{ product_id: 'abc' }, 'Выберите товар из списка'],
    [{ text: '' }, 'Введите ваше сообщение'],
    [{ text: 'x'.repeat(4001) }, 'Вопрос должен быть не длиннее 4000 символов'],
  ])('refuses %j with 400 «%s»', async (change, message) => {
    const { status, body } = await post('/back/faq/add', { ...valid(), ...change });
    expect(status).toBe(400);
    expect(body).toEqual({ result: 'error', error: message });
  });

  it('refuses an unknown product with 404', async () => {
    expect(await post('/back/faq/add', { ...valid(), product_id: 999999 })).toEqual({
      status: 404,
      body: { result: 'error', error: 'Товар не найден' },
    });
  });

  it('refuses a body that is not an object with 400', async () => {
    const reply = await shop.app.inject({
      method: 'POST',
      url: '/back/faq/add',
      payload: '[1]',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().result).toBe('error');
  });
});

describe('/back/seminar/getSeminar', () => {
  type Seminar = {
    seminar_id: number;
    type: number;
    type_name: string;
    title: string;
    date: string;
    date1: string;
    image: string;
    text: string;
  };

  it('lists the seminars still to come, soonest first, with their type and sanitised text', async () => {
    const { status, body } = await post('/back/seminar/getSeminar');
    expect(status).toBe(200);
    const list = body.data as Seminar[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    const webinars = list.filter((s) => s.type === 1);
    expect(webinars.length).toBeGreaterThanOrEqual(5);
    for (const w of webinars) expect(w.type_name).toBe('Вебинар');
    for (const s of list) {
      expect(s.image).toMatch(/^\/image\/catalog\/demo\/seminars\//);
      expect(s.text).toMatch(/^<p>/);
      expect(s.date1 > s.date).toBe(true);
    }
    const dates = list.map((s) => s.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('leaves out seminars that are over', async () => {
    const past = await shop.db
      .insertInto('seminar')
      .values({ type: 1, title: 'Прошедший вебинар', date: '2020-01-01T10:00:00Z', date1: '2020-01-01T11:00:00Z' })
      .returning('seminar_id')
      .executeTakeFirstOrThrow();
    const list = (await post('/back/seminar/getSeminar')).body.data as Seminar[];
    expect(list.map((s) => s.seminar_id)).not.toContain(past.seminar_id);
    const signup = await post('/back/seminar/addUserSeminar', {
      seminar_id: past.seminar_id,
      seminar_name: 'Иванова Анна',
      seminar_tele: '+7(912)345-67-89',
      seminar_city: 'Москва',
    });
    expect(signup).toEqual({
      status: 400,
      body: { result: 'error', error: 'Запись на этот вебинар закрыта: он уже прошёл' },
    });
  });
});

describe('/back/seminar/addUserSeminar {seminar_id, seminar_name, seminar_tele, seminar_city}', () => {
  let seminarId: number;
  beforeAll(async () => {
    seminarId = ((await post('/back/seminar/getSeminar')).body.data as { seminar_id: number }[])[0].seminar_id;
  });
  const valid = () => ({
    seminar_id: seminarId,
    seminar_name: 'Петрова Мария Ивановна',
    seminar_tele: '+7(916)123-45-67',
    seminar_city: 'Казань',
  });

  it('signs up and answers the signup number; the phone is stored unmasked with the city', async () => {
    const { status, body } = await post('/back/seminar/addUserSeminar', valid());
    expect(status).toBe(200);
    expect(Number.isInteger(body.data)).toBe(true);
    const row = await shop.db
      .selectFrom('seminar_signup')
      .select(['seminar_id', 'name', 'phone', 'city'])
      .where('seminar_signup_id', '=', body.data)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      seminar_id: seminarId,
      name: 'Петрова Мария Ивановна',
      phone: '79161234567',
      city: 'Казань',
    });
  });

  it('refuses the same phone twice for one seminar', async () => {
    const { status, body } = await post('/back/seminar/addUserSeminar', { ...valid(), seminar_tele: '79161234567' });
    expect(status).toBe(409);
    expect(body).toEqual({ result: 'error', error: 'Вы уже записаны на этот вебинар с этим номером телефона' });
  });

  it.each([
    [{ seminar_id: undefined }, 'Не выбран вебинар для записи'],
    [{ seminar_id: 'x' }, 'Не выбран вебинар для записи'],
    [{ seminar_name: ' ' }, 'Укажите ваше ФИО'],
    [{ seminar_tele: '' }, 'Укажите номер телефона в формате +7(000)000-00-00'],
    [{ seminar_tele: '+7(916)123-45' }, 'Укажите номер телефона в формате +7(000)000-00-00'],
    [{ seminar_city: '' }, 'Укажите ваш город'],
    [{ seminar_city: 'г'.repeat(129) }, 'Название города должно быть не длиннее 128 символов'],
  ])('refuses %j with 400 «%s»', async (change, message) => {
    const { status, body } = await post('/back/seminar/addUserSeminar', {
      ...valid(),
      seminar_tele: '+7(999)000-00-01',
      ...change,
    });
    expect(status).toBe(400);
    expect(body).toEqual({ result: 'error', error: message });
  });

  it('refuses an unknown seminar with 404', async () => {
    expect(await post('/back/seminar/addUserSeminar', { ...valid(), seminar_id: 123456 })).toEqual({
      status: 404,
      body: { result: 'error', error: 'Вебинар не найден' },
    });
  });
});
