import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './test-app';

// A product's reviews (/back/product/review) and the review form's call (/back/review/add), product §5, §7.

let shop: TestShop;
let peelId: number;
beforeAll(async () => {
  shop = await startTestShop();
  peelId = await productId('bt1001');
});
afterAll(async () => {
  await shop?.close();
});

async function post(url: string, payload?: unknown) {
  const reply = await shop.app.inject({ method: 'POST', url, payload: payload as object | undefined });
  return { status: reply.statusCode, body: reply.json() };
}

async function productId(sku: string): Promise<number> {
  const row = await shop.db.selectFrom('product').select('product_id').where('sku', '=', sku).executeTakeFirstOrThrow();
  return row.product_id;
}

/** A review row written on the given day of March 2025 by 'Автор {day}': published and without stars unless said. */
function reviewRow(product_id: number, day: number, { rating = null as number | null, published = true } = {}) {
  const at = `2025-03-${String(day).padStart(2, '0')}T10:00:00+03:00`;
  return {
    product_id,
    customer_id: null,
    author: `Автор ${day}`,
    text: `Отзыв ${day}`,
    rating,
    moderation: published ? ('published' as const) : ('pending' as const),
    date_added: at,
    date_modified: at,
  };
}

/** What a staff member's 'Опубликовать' leaves in the row (the back office's own tests publish through its route). */
async function publish(reviewId: number): Promise<void> {
  await shop.db.updateTable('review').set({ moderation: 'published' }).where('review_id', '=', reviewId).execute();
}

describe('/back/product/review {id, page}', () => {
  it("gives the product's published reviews newest first, with the count and the page count", async () => {
    const { status, body } = await post('/back/product/review', { id: peelId });
    expect(status).toBe(200);
    expect(body.data.total).toBe(3);
    expect(body.data.pages).toBe(1);
    expect(body.data.page).toBe(1);
    expect(body.data.reviews[0]).toEqual({
      review_id: expect.any(Number),
      product_id: peelId,
      author: 'Марина',
      text: 'Делала курс у косметолога из шести процедур. Кожа стала ровнее, поры меньше. Небольшое покалывание во время процедуры.',
      // Shop time (Moscow): the seed wrote 12:40 +03:00.
      date_modified: '2025-06-19 12:40:00',
      rating: 4,
    });
    // The seed rated them 5, 5 and 4.
    expect(body.data.rating).toEqual({ average: 4.67, count: 3 });
  });

  it('rates the product over all its published reviews with stars, not over the page asked for', async () => {
    const product_id = await productId('bt1007');
    const review = (day: number, rating: number | null, published = true) =>
      reviewRow(product_id, day, { rating, published });
    const before = (await post('/back/product/review', { id: product_id })).body.data;
    expect(before).toMatchObject({ total: 0, rating: null, reviews: [] });
    await shop.db
      .insertInto('review')
      .values([
        // Page 2 (the oldest): 2 and 3.
        review(1, 2),
        review(2, 3),
        // Page 1: 5, 4, no stars, 5, 4.
        review(3, 4),
        review(4, 5),
        review(5, null),
        review(6, 4),
        review(7, 5),
        // Unpublished: not counted.
        review(8, 1, false),
      ])
      .execute();
    const first = (await post('/back/product/review', { id: product_id })).body.data;
    expect(first.reviews.map((r: { rating: number | null }) => r.rating)).toEqual([5, 4, null, 5, 4]);
    // (2 + 3 + 4 + 5 + 4 + 5) / 6, to the hundredth; the page alone would say 4.5 of 4.
    expect(first.rating).toEqual({ average: 3.83, count: 6 });
    expect((await post('/back/product/review', { id: product_id, page: 2 })).body.data.rating).toEqual(first.rating);
  });

  it('pages 5 at a time and leaves out unpublished reviews', async () => {
    const product_id = await productId('bt1006');
    await shop.db
      .insertInto('review')
      .values([
        ...Array.from({ length: 7 }, (_, i) => reviewRow(product_id, i + 1)),
        reviewRow(product_id, 20, { published: false }),
      ])
      .execute();
    const first = (await post('/back/product/review', { id: product_id })).body.data;
    expect(first.total).toBe(7);
    // None of them has stars.
    expect(first.rating).toBeNull();
    expect(first.pages).toBe(2);
    expect(first.reviews.map((r: { author: string }) => r.author)).toEqual([
      'Автор 7',
      'Автор 6',
      'Автор 5',
      'Автор 4',
      'Автор 3',
    ]);
    const second = (await post('/back/product/review', { id: product_id, page: 2 })).body.data;
    expect(second.reviews.map((r: { author: string }) => r.author)).toEqual(['Автор 2', 'Автор 1']);
  });

  it('answers 404 for an unknown product and 400 for a bad body', async () => {
    expect((await post('/back/product/review', { id: 999_999 })).body).toEqual({
      result: 'error',
      error: 'Товар не найден',
    });
    expect((await post('/back/product/review', { id: peelId, page: 0 })).body.error).toBe(
      'Поле «page» должно быть не меньше 1',
    );
    expect((await post('/back/product/review')).status).toBe(400);
  });
});

describe('/back/review/add {name, product_id, text}', () => {
  it('stores the review waiting for moderation, answers its number, and shows it once published', async () => {
    const { status, body } = await post('/back/review/add', {
      name: '  Ольга  ',
      product_id: peelId,
      text: ' Отличный пилинг! ',
    });
    expect(status).toBe(200);
    expect(body.result).toBe('success');
    expect(typeof body.data).toBe('number');
    const stored = await shop.db
      .selectFrom('review')
      .selectAll()
      .where('review_id', '=', body.data)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      product_id: peelId,
      author: 'Ольга',
      text: 'Отличный пилинг!',
      moderation: 'pending',
      status: false,
      rating: null,
    });
    const waiting = (await post('/back/product/review', { id: peelId })).body.data;
    expect(waiting.reviews.map((r: { review_id: number }) => r.review_id)).not.toContain(body.data);
    await publish(body.data);
    const list = (await post('/back/product/review', { id: peelId })).body.data;
    expect(list.reviews[0]).toMatchObject({
      review_id: body.data,
      author: 'Ольга',
      text: 'Отличный пилинг!',
      rating: null,
    });
    // Counted among the reviews, not among the ratings (the form has no stars).
    expect(list.rating).toEqual({ average: 4.67, count: 3 });
  });

  it('keeps HTML as the plain text it was written as', async () => {
    const text = '<b>жирный</b> <script>alert("x")</script> &amp; <img src=x onerror=alert(1)>';
    const { body } = await post('/back/review/add', { name: '<i>Аня</i>', product_id: peelId, text });
    const stored = await shop.db
      .selectFrom('review')
      .select(['author', 'text'])
      .where('review_id', '=', body.data)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ author: '<i>Аня</i>', text });
    await publish(body.data);
    const listed = (await post('/back/product/review', { id: peelId })).body.data.reviews[0];
    expect(listed.text).toBe(text);
  });

  it('refuses a missing or blank name or text with the form’s own words', async () => {
    for (const name of [undefined, '', '   ']) {
      expect(await post('/back/review/add', { name, product_id: peelId, text: 'Текст' })).toEqual({
        status: 400,
        body: { result: 'error', error: 'Введите ваше имя' },
      });
    }
    for (const text of [undefined, '', '  \n ']) {
      expect(await post('/back/review/add', { name: 'Ольга', product_id: peelId, text })).toEqual({
        status: 400,
        body: { result: 'error', error: 'Введите ваше сообщение' },
      });
    }
    // Both missing: the name comes first, as on the form.
    expect((await post('/back/review/add', { product_id: peelId })).body.error).toBe('Введите ваше имя');
  });

  it('refuses an unknown product, a missing product and overlong fields', async () => {
    expect(await post('/back/review/add', { name: 'Ольга', product_id: 999_999, text: 'Текст' })).toEqual({
      status: 404,
      body: { result: 'error', error: 'Товар не найден' },
    });
    expect((await post('/back/review/add', { name: 'Ольга', text: 'Текст' })).body.error).toBe(
      'Не заполнено обязательное поле «product_id»',
    );
    expect(
      (await post('/back/review/add', { name: 'О'.repeat(129), product_id: peelId, text: 'Текст' })).body.error,
    ).toBe('Поле «name» должно содержать не больше 128 символов');
    expect((await post('/back/review/add', { name: 'Ольга', product_id: peelId, text: 'т'.repeat(4001) })).status).toBe(
      400,
    );
    const count = await shop.db
      .selectFrom('review')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('author', '=', 'О'.repeat(129))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});
