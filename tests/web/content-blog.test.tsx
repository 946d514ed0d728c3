import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../src/web/ui/toaster';
import { blogItem } from './helpers/content-backend';
import { fail, ok } from './helpers/fake-backend';
import { renderShop, RETURNING } from './helpers/render-shop';

// The toaster is one store for the whole app: a toast of one test must not be seen by the next.
afterEach(() => toaster.remove());

const ALL = Array.from({ length: 13 }, (_, i) => blogItem(13 - i));
const PEELS = [blogItem(20, 'Миндальный пилинг: кому подходит'), blogItem(21, 'Пилинг Джесснера')];

/** The fake /back/blog/list: the whole list, or the articles whose title contains `title`. */
function blogList(config: InternalAxiosRequestConfig) {
  const title = (JSON.parse(String(config.data ?? '{}')) as { title?: string }).title;
  return ok(title ? PEELS.filter((b) => b.title.toLowerCase().includes(title.toLowerCase())) : ALL);
}

const cards = () => within(screen.getByRole('list', { name: 'Статьи блога' })).getAllByRole('article');

describe('/blog', () => {
  it('shows 6 articles, then 5 more per «Показать ещё», with excerpts cut at 50 characters', async () => {
    const { user } = await renderShop({
      path: '/blog',
      storage: RETURNING,
      backend: { 'POST /back/blog/list': blogList },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Блог' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Статьи блога' });
    expect(cards()).toHaveLength(6);
    const excerpt = `${ALL[0].description.slice(0, 50)}...`;
    expect(within(cards()[0]).getByText(excerpt)).toBeInTheDocument();
    expect(within(cards()[0]).getByRole('link', { name: 'Статья 13' })).toHaveAttribute('href', '/statja-13');

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(cards()).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(cards()).toHaveLength(13);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('searches by title', async () => {
    const { user, calls } = await renderShop({
      path: '/blog',
      storage: RETURNING,
      backend: { 'POST /back/blog/list': blogList },
    });
    await screen.findByRole('list', { name: 'Статьи блога' });
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по названию статьи' }), 'Пилинг');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Миндальный пилинг: кому подходит',
      'Пилинг Джесснера',
    ]);
    expect(calls.filter((c) => c === 'POST /back/blog/list').length).toBeGreaterThanOrEqual(2);

    await user.clear(screen.getByRole('searchbox', { name: 'Поиск по названию статьи' }));
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по названию статьи' }), 'нет такого');
    expect(await screen.findByText('Нет результатов поиска')).toBeInTheDocument();
  });

  it('toasts «Ошибка загрузки блога» when the list fails', async () => {
    await renderShop({ path: '/blog', storage: RETURNING, backend: { 'POST /back/blog/list': fail(500, 'Ошибка') } });
    expect(await screen.findByText('Ошибка загрузки блога')).toBeInTheDocument();
  });
});

describe('a blog article', () => {
  const ARTICLE = {
    ...blogItem(4, 'Ретинол для начинающих'),
    short_description: '',
    description: '<h2>Схема</h2><p>Два вечера в неделю.</p>',
  };

  it('/blog/{id} shows the article with its HTML', async () => {
    await renderShop({ path: '/blog/4', storage: RETURNING, backend: { 'POST /back/blog/one': ok(ARTICLE) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ретинол для начинающих' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Схема' })).toBeInTheDocument();
    // The breadcrumb leads back to the list.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Блог' })).toHaveAttribute('href', '/blog');
  });

  it('shows the resolved blog page', async () => {
    await renderShop({
      path: '/retinol',
      storage: RETURNING,
      backend: { 'POST /back/url/retinol': ok({ module: 'blog', id: 4 }), 'POST /back/blog/one': ok(ARTICLE) },
    });
    expect(await screen.findByText('Два вечера в неделю.')).toBeInTheDocument();
  });

  it('toasts «Не удалось получить статью» when it cannot be loaded', async () => {
    await renderShop({ path: '/blog/4', storage: RETURNING, backend: { 'POST /back/blog/one': fail(500, 'Ошибка') } });
    expect(await screen.findByText('Не удалось получить статью')).toBeInTheDocument();
  });
});
