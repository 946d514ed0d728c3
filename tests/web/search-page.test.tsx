import { screen, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import type { ProductSearchResult } from '../../src/api/product-search';
import type { Reply, Route } from './helpers/fake-backend';
import { renderShop, RETURNING } from './helpers/render-shop';
import { found, searchKey } from './search-fixtures';

// The /search page as a shopper uses it (product §2 "Search page"): the query from the address or the one the header
// stored, results as product cards, 12 at a time with 'Показать ещё', a search field of its own.

/** 15 creams: a first page of 12 and a second of 3. */
const MANY = Array.from({ length: 15 }, (_, i) => found(i + 1, `Крем номер ${i + 1}`));

/** The page's search: `limit` results of page `page` of `results`, with the total in X-Total-Count. */
function pagedSearch(results: ProductSearchResult[], asked: unknown[] = []): Route {
  return (config: InternalAxiosRequestConfig): Reply => {
    const { page = 1, limit = 5 } = (config.params ?? {}) as { page?: number; limit?: number };
    asked.push({ page, limit });
    return {
      status: 200,
      body: { result: 'success', data: results.slice((page - 1) * limit, page * limit) },
      headers: { 'x-total-count': String(results.length) },
    };
  };
}

const heading = () => screen.findByRole('heading', { name: 'Поиск', level: 1 }, { timeout: 3000 });
const results = () => screen.findByRole('list', { name: 'Результаты поиска' });

describe('the /search page', () => {
  it('asks for key words when there is no query', async () => {
    await renderShop({ path: '/search', storage: RETURNING });
    await heading();
    expect(screen.getByText('Введите ключевые слова в поиск')).toBeInTheDocument();
  });

  it('searches what the header stored, puts it into the address and shows product cards', async () => {
    const { router } = await renderShop({
      path: '/search',
      storage: { ...RETURNING, searchQuery: 'крем' },
      backend: { [searchKey('крем')]: pagedSearch(MANY.slice(0, 3)) },
    });
    const list = await results();
    const cards = within(list).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Крем номер 1', 'Крем номер 2', 'Крем номер 3']);
    expect(within(cards[0]).getByRole('link', { name: 'Крем номер 1' })).toHaveAttribute('href', '/krem-1');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('крем');
    // The page's own field shows the query.
    expect(screen.getByRole('searchbox', { name: 'Ключевые слова' })).toHaveValue('крем');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('takes the query from the address before the stored one', async () => {
    await renderShop({
      path: '/search?q=%D1%81%D1%8B%D0%B2%D0%BE%D1%80%D0%BE%D1%82%D0%BA%D0%B0',
      storage: { ...RETURNING, searchQuery: 'крем' },
      backend: { [searchKey('сыворотка')]: pagedSearch([found(40, 'Сыворотка с витамином C')]) },
    });
    const list = await results();
    expect(
      within(list)
        .getAllByRole('article')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['Сыворотка с витамином C']);
    expect(localStorage.getItem('searchQuery')).toBe('сыворотка');
  });

  it("says 'Нет результатов поиска' when nothing matches", async () => {
    await renderShop({ path: '/search?q=zzzz', storage: RETURNING, backend: { [searchKey('zzzz')]: pagedSearch([]) } });
    await heading();
    expect(await screen.findByText('Нет результатов поиска')).toBeInTheDocument();
  });

  // Fifteen Chakra cards take a few seconds to render in happy-dom on a busy machine.
  it("shows 12 results, then the rest with 'Показать ещё'", { timeout: 20_000 }, async () => {
    const asked: unknown[] = [];
    const { user } = await renderShop({
      path: '/search?q=крем',
      storage: RETURNING,
      backend: { [searchKey('крем')]: pagedSearch(MANY, asked) },
    });
    const list = await results();
    expect(within(list).getAllByRole('article')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await within(list).findByRole('article', { name: 'Крем номер 15' })).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(15);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    expect(asked).toEqual([
      { page: 1, limit: 12 },
      { page: 2, limit: 12 },
    ]);
  });

  it("searches again from the page's own field", async () => {
    const { user, router } = await renderShop({
      path: '/search?q=крем',
      storage: RETURNING,
      backend: {
        [searchKey('крем')]: pagedSearch(MANY.slice(0, 2)),
        [searchKey('маска')]: pagedSearch([found(50, 'Маска альгинатная')]),
      },
    });
    await results();
    const field = screen.getByRole('searchbox', { name: 'Ключевые слова' });
    await user.clear(field);
    await user.type(field, 'маска{Enter}');
    expect(await screen.findByRole('article', { name: 'Маска альгинатная' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Крем номер 1' })).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('маска');
    expect(localStorage.getItem('searchQuery')).toBe('маска');
  });
});
