import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../src/web/ui/toaster';
import { newsItem } from './helpers/content-backend';
import { fail, ok } from './helpers/fake-backend';
import { renderShop, RETURNING } from './helpers/render-shop';

// The toaster is one store for the whole app: a toast of one test must not be seen by the next.
afterEach(() => toaster.remove());

/** 16 news items, oldest first, as /back/news/list sends them. */
const ALL_NEWS = Array.from({ length: 16 }, (_, i) => newsItem(i + 1));
const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('/news', () => {
  it('shows the newest 7 first (the list reversed), and 7 more per «Показать ещё»', async () => {
    const { user } = await renderShop({
      path: '/news',
      storage: RETURNING,
      backend: { 'POST /back/news/list': ok(ALL_NEWS) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Новости' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Список новостей' });
    expect(titlesIn(list)).toEqual([
      'Новость 16',
      'Новость 15',
      'Новость 14',
      'Новость 13',
      'Новость 12',
      'Новость 11',
      'Новость 10',
    ]);
    expect(within(list).getByRole('link', { name: 'Новость 16' })).toHaveAttribute('href', '/novost-16');

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(titlesIn(list)).toHaveLength(14);
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(titlesIn(list)).toHaveLength(16);
    expect(titlesIn(list).at(-1)).toBe('Новость 1');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('ends loading quietly when the list fails (product §8: not shown)', async () => {
    await renderShop({ path: '/news', storage: RETURNING, backend: { 'POST /back/news/list': fail(500, 'Ошибка') } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Новости' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Загрузка новостей')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a news article', () => {
  const ARTICLE = {
    ...newsItem(3, { title: 'Новая линия &quot;Peel Expert&quot;' }),
    short_description: 'Анонс',
    // As the server sends it: already sanitised (tests/server/html-policy.test.ts).
    description:
      '<p>Текст новости <a href="/kremi">о кремах</a></p><p><a href="https://example.ru" target="_blank" rel="noopener noreferrer">источник</a></p>',
  };
  const OTHERS = Array.from({ length: 9 }, (_, i) => newsItem(i + 10));

  it('/news/{id}: shows the article as the server sent it and «Другие новости», 4 and 4 more', async () => {
    const { user } = await renderShop({
      path: '/news/3',
      storage: RETURNING,
      backend: { 'POST /back/news/one': ok(ARTICLE), 'POST /back/news/another': ok(OTHERS) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Новая линия Peel Expert' })).toBeInTheDocument();
    expect(screen.getByText('03.03.2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'о кремах' })).toHaveAttribute('href', '/kremi');
    const source = screen.getByRole('link', { name: 'источник' });
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');

    const others = await screen.findByRole('list', { name: 'Другие новости' });
    expect(within(others).getAllByRole('article')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(within(others).getAllByRole('article')).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(within(others).getAllByRole('article')).toHaveLength(9);
  });

  it('a resolved news address shows the article of the resolved id', async () => {
    const { calls } = await renderShop({
      path: '/novaja-linija',
      storage: RETURNING,
      backend: {
        'POST /back/url/novaja-linija': ok({ module: 'news', id: 3 }),
        'POST /back/news/one': ok(ARTICLE),
        'POST /back/news/another': ok([]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Новая линия Peel Expert' })).toBeInTheDocument();
    expect(calls).toContain('POST /back/news/one');
  });

  it('toasts «Ошибка получения новости» when the article cannot be loaded', async () => {
    await renderShop({
      path: '/news/3',
      storage: RETURNING,
      backend: { 'POST /back/news/one': fail(500, 'Ошибка'), 'POST /back/news/another': fail(500, 'Ошибка') },
    });
    expect(await screen.findByText('Ошибка получения новости')).toBeInTheDocument();
  });

  it('toasts «Ошибка получения других новостей» when only the other news fail', async () => {
    await renderShop({
      path: '/news/3',
      storage: RETURNING,
      backend: { 'POST /back/news/one': ok(ARTICLE), 'POST /back/news/another': fail(500, 'Ошибка') },
    });
    expect(await screen.findByText('Ошибка получения других новостей')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Новая линия Peel Expert' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown article, without a toast', async () => {
    await renderShop({
      path: '/news/999',
      storage: RETURNING,
      backend: { 'POST /back/news/one': fail(404, 'Новость не найдена') },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена 404' })).toBeInTheDocument();
    expect(screen.queryByText('Ошибка получения новости')).toBeNull();
  });
});
