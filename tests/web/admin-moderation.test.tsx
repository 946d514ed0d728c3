import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ModeratedQuestion, ModeratedReview } from '../../src/contract/admin-moderation';
import { fail, ok, type Route } from './helpers/fake-backend';
import { renderAdmin } from './helpers/render-admin';

// 'Отзывы' and 'Вопросы' (issue 15): the queues by state, product and words, the state in the address;
// 'Опубликовать', 'Отклонить' after a confirmation, 'Изменить' and 'Ответить' with their fields, each against the
// version on screen; a stale copy reloads the queue.

const review: ModeratedReview = {
  review_id: 31,
  product_id: 5,
  product_name: 'Пилинг миндальный 30%',
  author: 'Ирина',
  text: 'Кожа стала ровнее',
  rating: 5,
  moderation: 'pending',
  version: 2,
  date_added: '2026-11-25T12:00:00+03:00',
};

const question: ModeratedQuestion = {
  faq_id: 44,
  product_id: 5,
  product_name: 'Пилинг миндальный 30%',
  name: 'Олег',
  email: 'oleg@example.ru',
  question: 'Можно ли летом?',
  answer: '',
  date_answered: null,
  moderation: 'pending',
  version: 6,
  date_added: '2026-11-26T09:00:00+03:00',
};

/** A queue's fake server: each GET's query, and what each change sent. */
function backend(kind: 'reviews' | 'questions', changes: Record<string, Route> = {}) {
  const asked: unknown[] = [];
  const sent: { url: string; body: unknown }[] = [];
  const routes: Record<string, Route> = {
    [`GET /admin/api/moderation/${kind}`]: (config) => {
      asked.push(config.params);
      const rows = kind === 'reviews' ? { reviews: [review] } : { questions: [question] };
      return ok({ ...rows, total: 1, page: 1, limit: 20 });
    },
  };
  for (const [key, reply] of Object.entries(changes)) {
    routes[key] = (config) => {
      sent.push({ url: config.url ?? '', body: JSON.parse(String(config.data)) });
      return typeof reply === 'function' ? reply(config) : reply;
    };
  }
  return { asked, sent, routes };
}

describe("'Отзывы'", () => {
  it('asks for the waiting reviews, then by state, words and product, keeping each in the address', async () => {
    const server = backend('reviews');
    const { user, router } = await renderAdmin('/reviews', server.routes);
    expect(await screen.findByRole('heading', { name: 'Отзывы' })).toBeInTheDocument();
    expect((await screen.findAllByText('Кожа стала ровнее'))[0]).toBeInTheDocument();
    expect(server.asked.at(-1)).toEqual({ status: 'pending', page: 1, limit: 20 });

    await user.selectOptions(screen.getByLabelText('Состояние'), 'Опубликован');
    await waitFor(() => expect(router.state.location.search).toBe('?status=published'));
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), ' ровнее ');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=published&q=%D1%80%D0%BE%D0%B2%D0%BD%D0%B5%D0%B5'),
    );
    await user.click(screen.getAllByRole('button', { name: 'только этот товар: «Пилинг миндальный 30%»' })[0]);
    await waitFor(() =>
      expect(server.asked.at(-1)).toEqual({ status: 'published', product_id: 5, q: 'ровнее', page: 1, limit: 20 }),
    );
    expect(screen.getByText('Только товар «Пилинг миндальный 30%»')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Все товары' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('product'));
  });

  it("'Опубликовать' sends the version on screen and says so", async () => {
    const server = backend('reviews', { 'POST /admin/api/moderation/reviews/31/publish': ok(review) });
    const { user } = await renderAdmin('/reviews', server.routes);
    await user.click((await screen.findAllByRole('button', { name: 'Опубликовать: отзыв №31' }))[0]);
    expect(await screen.findByText('Опубликован отзыв №31: он уже на сайте')).toBeInTheDocument();
    expect(server.sent).toEqual([{ url: '/admin/api/moderation/reviews/31/publish', body: { version: 2 } }]);
    await waitFor(() => expect(server.asked).toHaveLength(2));
  });

  it("'Изменить' corrects the author and the text, and sends neither empty", async () => {
    const server = backend('reviews', { 'POST /admin/api/moderation/reviews/31/edit': ok(review) });
    const { user } = await renderAdmin('/reviews', server.routes);
    await user.click((await screen.findAllByRole('button', { name: 'Изменить: отзыв №31' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Изменить отзыв №31' });
    const author = within(dialog).getByLabelText(/Автор/);
    expect(author).toHaveValue('Ирина');
    await user.clear(author);
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(within(dialog).getByText('Укажите автора')).toBeInTheDocument();
    expect(server.sent).toEqual([]);
    await user.type(author, 'Ирина К.');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(server.sent).toEqual([
      {
        url: '/admin/api/moderation/reviews/31/edit',
        body: { version: 2, author: 'Ирина К.', text: 'Кожа стала ровнее' },
      },
    ]);
  });

  it("'Удалить' asks first and then takes the review away with the version on screen", async () => {
    const server = backend('reviews', { 'POST /admin/api/moderation/reviews/31/delete': ok(null) });
    const { user } = await renderAdmin('/reviews', server.routes);
    await user.click((await screen.findAllByRole('button', { name: 'Удалить: отзыв №31' }))[0]);
    const confirm = await screen.findByRole('alertdialog', { name: 'Удалить отзыв №31?' });
    expect(confirm).toHaveTextContent('Он исчезнет навсегда');
    expect(server.sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Да, удалить' }));
    expect(
      await screen.findByText('Удалён отзыв №31: его больше нет нигде, текст остался в журнале изменений'),
    ).toBeInTheDocument();
    expect(server.sent).toEqual([{ url: '/admin/api/moderation/reviews/31/delete', body: { version: 2 } }]);
  });
});

describe("'Вопросы'", () => {
  it("'Ответить' tells where the answer goes and sends it only when written", async () => {
    const server = backend('questions', { 'POST /admin/api/moderation/questions/44/answer': ok(question) });
    const { user } = await renderAdmin('/questions', server.routes);
    await user.click((await screen.findAllByRole('button', { name: 'Ответить: вопрос №44' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Ответить: вопрос №44' });
    expect(dialog).toHaveTextContent('Ответ уйдёт письмом на oleg@example.ru.');
    await user.click(within(dialog).getByRole('button', { name: 'Ответить и опубликовать' }));
    expect(within(dialog).getByText('Напишите ответ')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Ответ' }), 'Да, с кремом SPF 50');
    await user.click(within(dialog).getByRole('button', { name: 'Ответить и опубликовать' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(server.sent).toEqual([
      { url: '/admin/api/moderation/questions/44/answer', body: { version: 6, answer: 'Да, с кремом SPF 50' } },
    ]);
    expect(screen.getByText('Ответ сохранён: вопрос №44 опубликован вместе с ответом')).toBeInTheDocument();
  });

  it("'Отклонить' asks first; a stale copy says so and loads the queue afresh", async () => {
    const server = backend('questions', {
      'POST /admin/api/moderation/questions/44/reject': fail(409, 'Запись изменена другим сотрудником'),
    });
    const { user } = await renderAdmin('/questions', server.routes);
    await user.click((await screen.findAllByRole('button', { name: 'Отклонить: вопрос №44' }))[0]);
    const confirm = await screen.findByRole('alertdialog', { name: 'Отклонить вопрос №44?' });
    await user.click(within(confirm).getByRole('button', { name: 'Да, отклонить' }));
    expect(await screen.findByText('Запись изменена другим сотрудником')).toBeInTheDocument();
    expect(screen.getByText(/Список загружен заново/)).toBeInTheDocument();
    expect(server.sent).toEqual([{ url: '/admin/api/moderation/questions/44/reject', body: { version: 6 } }]);
    await waitFor(() => expect(server.asked).toHaveLength(2));
  });
});
