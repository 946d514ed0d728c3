import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../src/web/ui/toaster';
import { bodyOf, CATEGORIES, CREAMS_ID, creamsBackend, creamsPage, FILTER_GROUPS } from './catalogue-fixtures';
import { networkError, ok } from './helpers/fake-backend';
import { renderShop, RETURNING } from './helpers/render-shop';

// A category page (product §2 "Catalogue/category page", §4 "Filters", §8): categories, filters, the product grid,
// pagination and 'Показать ещё', and where the shopper's choice is kept.

afterEach(() => {
  act(() => void toaster.remove());
});

const productNames = () =>
  within(screen.getByRole('list', { name: 'Товары' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

async function openCreams(path = '/kremi', backend = creamsBackend(), storage: Record<string, string> = RETURNING) {
  const shop = await renderShop({ path, storage, backend: backend.routes });
  await screen.findByRole('list', { name: 'Товары' });
  return { ...shop, backend };
}

describe('a category page', () => {
  it('shows the category, its categories, its filters and the first 12 products with pagination', async () => {
    const { backend } = await openCreams();
    expect(screen.getByRole('heading', { level: 1, name: 'Кремы' })).toBeInTheDocument();
    expect(document.title).toBe('Кремы — Космецевтика BT');
    expect(backend.requests[0]).toEqual({
      namePage: 'kremi',
      category_id: CREAMS_ID,
      filters: [],
      current_page: 1,
      categories: [],
    });
    expect(productNames()).toHaveLength(12);
    expect(productNames()[0]).toBe('Крем номер 101');

    const categories = screen.getByRole('navigation', { name: 'Категории' });
    expect(within(categories).getByRole('button', { name: /Вернуться назад/ })).toBeInTheDocument();
    // A category without sub-categories lists those beside it, itself marked.
    expect(await within(categories).findByRole('link', { name: 'Для лица' })).toHaveAttribute(
      'href',
      '/uhod_za_litsom',
    );
    expect(within(categories).getByRole('link', { name: 'Кремы' })).toHaveAttribute('aria-current', 'page');

    const filters = screen.getAllByRole('region', { name: 'Фильтры' })[0];
    expect(within(filters).getByRole('group', { name: 'Тип кожи' })).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: 'Жирная' })).not.toBeChecked();

    const pagination = screen.getByRole('navigation', { name: 'Страницы каталога' });
    expect(within(pagination).getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('button', { name: 'Страница 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Показать ещё' })).toBeInTheDocument();
  });

  it("says in its head what the editor wrote in 'Категории', shows the category's text below the products and its picture", async () => {
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    const backend = creamsBackend();
    backend.routes['POST /back/category/one'] = ok({
      ...CATEGORIES[1],
      image: '/image/catalog/upload/kremi.svg',
      description: '<h2>Как выбрать крем</h2><p>Подберём крем по типу кожи.</p>',
      meta_title: 'Кремы для лица и тела — купить в Москве',
      meta_description: 'Профессиональные кремы с доставкой.',
    });
    backend.routes['POST /back/category/list'] = ok(
      CATEGORIES.map((category) => ({ ...category, image: category.category_id === 4 ? '/image/face.svg' : null })),
    );
    const { user, router } = await openCreams('/kremi', backend);
    await waitFor(() => expect(document.title).toBe('Кремы для лица и тела — купить в Москве'));
    expect(meta('meta[name="description"]')).toBe('Профессиональные кремы с доставкой.');
    expect(meta('meta[property="og:title"]')).toBe('Кремы для лица и тела — купить в Москве');
    expect(meta('meta[property="og:image"]')).toBe(`${window.location.origin}/image/catalog/upload/kremi.svg`);

    const text = screen.getByRole('region', { name: 'Описание категории' });
    expect(within(text).getByRole('heading', { level: 2, name: 'Как выбрать крем' })).toBeInTheDocument();
    expect(within(text).getByText('Подберём крем по типу кожи.')).toBeInTheDocument();
    // Below the products: in the page's headings, as a screen reader lists them, it comes after the last card's name.
    const grid = screen.getByRole('list', { name: 'Товары' });
    const cardNames = within(grid)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(cardNames.length).toBeGreaterThan(0);
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings.indexOf('Как выбрать крем')).toBeGreaterThan(headings.lastIndexOf(cardNames.at(-1)!));

    // A category with a picture shows it beside its name; the link is still named by the name alone.
    const categories = screen.getByRole('navigation', { name: 'Категории' });
    const face = await within(categories).findByRole('link', { name: 'Для лица' });
    expect(face.querySelector('img')).toHaveAttribute('src', '/image/face.svg');
    expect(within(categories).getByRole('link', { name: 'Кремы' }).querySelector('img')).toBeNull();

    // Page 2 lists more products without repeating the text word for word.
    await user.click(screen.getByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Описание категории' })).toBeNull());
    expect(screen.getByRole('list', { name: 'Товары' })).toBeInTheDocument();
  });

  it("keeps the shop's own title when the editor wrote none or only the name; the text stands in for the description", async () => {
    const backend = creamsBackend();
    backend.routes['POST /back/category/one'] = ok({
      ...CATEGORIES[1],
      image: null,
      description: '<p>Кремы для лица и&nbsp;тела.</p>',
      meta_title: 'Кремы',
      meta_description: '',
    });
    const { calls } = await openCreams('/kremi', backend);
    await waitFor(() => expect(calls).toContain('POST /back/category/one'));
    await act(async () => {});
    expect(document.title).toBe('Кремы — Космецевтика BT');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Кремы для лица и тела.',
    );
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(screen.getByRole('region', { name: 'Описание категории' })).toHaveTextContent('Кремы для лица и тела.');
  });

  it('toggling a filter reloads page 1 with it and keeps the choice in the address and the session', async () => {
    const { user, router, backend } = await openCreams();
    await user.click(screen.getByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));

    const filters = screen.getAllByRole('region', { name: 'Фильтры' })[0];
    await user.click(within(filters).getByRole('checkbox', { name: 'Жирная' }));
    await waitFor(() => expect(backend.requests.at(-1)).toMatchObject({ filters: [4], current_page: 1 }));
    await waitFor(() => expect(within(filters).getByRole('checkbox', { name: 'Жирная' })).toBeChecked());
    expect(router.state.location.search).toBe('?filters=4');
    expect(JSON.parse(sessionStorage.getItem('catalogue:/kremi')!)).toMatchObject({ filters: [4], current_page: 1 });
    // 14 products with the filter: 2 pages.
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Страницы каталога' })).queryByRole('button', {
          name: 'Страница 3',
        }),
      ).toBeNull(),
    );
  });

  it("'Сбросить фильтры' clears the filters, the address and the session", async () => {
    sessionStorage.setItem('catalogue:/kremi', JSON.stringify({ filters: [4], current_page: 1 }));
    const { user, router, backend } = await openCreams('/kremi?filters=4');
    const filters = screen.getAllByRole('region', { name: 'Фильтры' })[0];
    expect(within(filters).getByRole('checkbox', { name: 'Жирная' })).toBeChecked();
    await user.click(within(filters).getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(backend.requests.at(-1)).toMatchObject({ filters: [], current_page: 1 }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(sessionStorage.getItem('catalogue:/kremi')).toBeNull();
    expect(within(filters).getByRole('checkbox', { name: 'Жирная' })).not.toBeChecked();
    expect(within(filters).getByRole('button', { name: 'Сбросить фильтры' })).toBeDisabled();
  });

  it("'Показать ещё' appends the next page", async () => {
    const { user, router, backend } = await openCreams();
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(productNames()).toHaveLength(24));
    expect(productNames()[0]).toBe('Крем номер 101');
    expect(productNames()[23]).toBe('Крем номер 124');
    expect(backend.requests.at(-1)).toMatchObject({ current_page: 2 });
    expect(router.state.location.search).toBe('?page=2');
    // Page 3 is the last: one more 'Показать ещё', then none.
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(productNames()).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('pagination replaces the products with the chosen page', async () => {
    const { user } = await openCreams();
    const pagination = screen.getByRole('navigation', { name: 'Страницы каталога' });
    await user.click(within(pagination).getByRole('button', { name: 'Страница 3' }));
    await waitFor(() =>
      expect(productNames()).toEqual([
        'Крем номер 125',
        'Крем номер 126',
        'Крем номер 127',
        'Крем номер 128',
        'Крем номер 129',
        'Крем номер 130',
      ]),
    );
    expect(within(pagination).getByRole('button', { name: 'Страница 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
  });

  it('opens a shared address with its filters and page; the address wins over the session', async () => {
    sessionStorage.setItem('catalogue:/kremi', JSON.stringify({ filters: [1], current_page: 3 }));
    const { backend } = await openCreams('/kremi?filters=4&page=2');
    expect(backend.requests[0]).toMatchObject({ filters: [4], current_page: 2 });
    expect(productNames()[0]).toBe('Крем номер 113');
    expect(
      within(screen.getAllByRole('region', { name: 'Фильтры' })[0]).getByRole('checkbox', { name: 'Жирная' }),
    ).toBeChecked();
  });

  it('comes back to the choice kept in the session when the address has none', async () => {
    sessionStorage.setItem('catalogue:/kremi', JSON.stringify({ filters: [4], current_page: 2 }));
    const { backend } = await openCreams();
    expect(backend.requests[0]).toMatchObject({ filters: [4], current_page: 2 });
  });

  it('says so when nothing matches the filters', async () => {
    const { user } = await openCreams();
    await user.click(
      within(screen.getAllByRole('region', { name: 'Фильтры' })[0]).getByRole('checkbox', { name: 'Увлажнение' }),
    );
    // The toast, and the empty state where the products were. The toast list is built on the first toast (its module
    // comes then), so the empty state may show first: wait for both rather than for the first of them.
    await waitFor(() => expect(screen.getAllByText('По данным фильтрам товары не найдены :(')).toHaveLength(2));
    expect(within(screen.getByRole('main')).getByText('По данным фильтрам товары не найдены :(')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Товары' })).toBeNull();
  });

  it('goes to /error when a page change fails', async () => {
    let calls = 0;
    const backend = creamsBackend((config) => (++calls === 1 ? creamsPage(config) : networkError()));
    const { user, router } = await openCreams('/kremi', backend);
    await user.click(screen.getByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  });

  it("toasts 'Ошибка получения товара' when the products cannot be loaded", async () => {
    await renderShop({ path: '/kremi', storage: RETURNING, backend: creamsBackend(() => networkError()).routes });
    // The toast and the page's own message (the toast list mounts on its first toast: wait for both).
    await waitFor(() => expect(screen.getAllByText('Ошибка получения товара')).toHaveLength(2));
    expect(within(screen.getByRole('main')).getByText('Ошибка получения товара')).toBeInTheDocument();
  });

  it("toasts 'Ошибка получения категорий' when the categories cannot be loaded", async () => {
    const backend = creamsBackend();
    backend.routes['POST /back/category/list'] = networkError();
    await renderShop({ path: '/kremi', storage: RETURNING, backend: backend.routes });
    expect(await screen.findByText('Ошибка получения категорий')).toBeInTheDocument();
  });

  it('/vsja-produktsija is named by its address: the server says which category it is, and its filters follow', async () => {
    const all = { category_id: 1, name: 'Вся продукция', catalog_href: '/vsja-produktsija' };
    const backend = creamsBackend((config) => creamsPage(config, [all]));
    const filterCalls: number[] = [];
    backend.routes['POST /back/category/filters'] = (config) => {
      filterCalls.push(bodyOf<{ category_id: number }>(config).category_id);
      return ok(FILTER_GROUPS);
    };
    await openCreams('/vsja-produktsija', backend);
    expect(backend.requests[0]).toMatchObject({ namePage: 'vsja-produktsija', category_id: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Вся продукция' })).toBeInTheDocument();
    await waitFor(() => expect(filterCalls).toEqual([1]));
    expect(await screen.findAllByRole('checkbox', { name: 'Жирная' })).not.toHaveLength(0);
  });

  it("'Вернуться назад' goes back to where the shopper came from", async () => {
    const backend = creamsBackend();
    const { user, router } = await renderShop({ path: '/', storage: RETURNING, backend: backend.routes });
    await act(() => router.navigate('/kremi'));
    await screen.findByRole('list', { name: 'Товары' });
    await user.click(screen.getByRole('button', { name: /Вернуться назад/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
