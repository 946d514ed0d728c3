import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { details } from './catalogue-fixtures';
import { fail, ok } from './helpers/fake-backend';
import { renderShop, RETURNING } from './helpers/render-shop';

async function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('not-found and error pages', () => {
  it('shows the not-found page for an address of several unknown segments', async () => {
    await renderShop({ path: '/net/takoj/stranicy', storage: RETURNING });
    expect(await heading('Страница не найдена 404')).toBeInTheDocument();
    expect(screen.getByText('Упс... Страница не найдена')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Страница не найдена 404 — Космецевтика BT');
  });

  it('takes the shopper home from the not-found page', async () => {
    const { user, router } = await renderShop({ path: '/a/b', storage: RETURNING });
    await user.click(await screen.findByRole('link', { name: 'На главную' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await heading('Космецевтика BT')).toBeInTheDocument();
  });

  it('has a clear /error page', async () => {
    await renderShop({ path: '/error', storage: RETURNING });
    expect(await heading('Что-то пошло не так')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });
});

describe('one-segment addresses resolved by the server', () => {
  it('shows the section frame of a resolved module, named after its menu link', async () => {
    const { calls } = await renderShop({
      path: '/kremi',
      storage: RETURNING,
      backend: { 'POST /back/url/kremi': ok({ module: 'category', id: 12 }) },
    });
    expect(await heading('Кремы')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    expect(calls).toContain('POST /back/url/kremi');
    expect(document.title).toBe('Кремы — Космецевтика BT');
  });

  it('shows the page of the module the server names: a product page for module product', async () => {
    const { calls } = await renderShop({
      path: '/pilling-gel-bt',
      storage: RETURNING,
      backend: {
        'POST /back/url/pilling-gel-bt': ok({ module: 'product', id: 42 }),
        'POST /back/product/one': ok(
          details(42, {
            name: 'Пилинг-гель',
            sku: 'bt1042',
            price: 990,
            quantity: 3,
            url: 'pilling-gel-bt',
            image: null,
            description: '',
          }),
        ),
      },
    });
    // The product page is its own chunk and waits for the product: more than a section frame.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Пилинг-гель' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(calls).toContain('POST /back/product/one');
  });

  it('shows the account page the id names', async () => {
    await renderShop({
      path: '/vhod',
      storage: RETURNING,
      backend: { 'POST /back/url/vhod': ok({ module: 'account', id: 'login' }) },
    });
    expect(await heading('Вход')).toBeInTheDocument();
  });

  it('shows the not-found page when the server answers 404', async () => {
    await renderShop({
      path: '/net-takoj-stranicy',
      storage: RETURNING,
      backend: { 'POST /back/url/net-takoj-stranicy': fail(404, 'Страница не найдена') },
    });
    expect(await heading('Страница не найдена 404')).toBeInTheDocument();
    expect(screen.getByText('Упс... Страница не найдена')).toBeInTheDocument();
  });

  it('shows the not-found page for module 404', async () => {
    await renderShop({
      path: '/old-page',
      storage: RETURNING,
      backend: { 'POST /back/url/old-page': ok({ module: '404', id: 0 }) },
    });
    expect(await heading('Страница не найдена 404')).toBeInTheDocument();
  });

  it('tells the shopper when the page cannot be resolved', async () => {
    await renderShop({
      path: '/kremi',
      storage: RETURNING,
      backend: { 'POST /back/url/kremi': { status: 500, body: 'Internal Server Error' } },
    });
    expect(await screen.findByText('Ошибка получения страницы')).toBeInTheDocument();
    expect(await heading('Что-то пошло не так')).toBeInTheDocument();
  });
});

describe('section pages', () => {
  const SECTIONS: [string, string][] = [
    ['/vsja-produktsija', 'Вся продукция'],
    ['/catalog/7', 'Каталог'],
    ['/news', 'Новости'],
    ['/blog', 'Блог'],
    ['/cart', 'Корзина'],
    ['/wishlist', 'Избранное'],
    ['/favorite', 'Избранное'],
    ['/faq', 'Вопрос-ответ'],
    ['/search', 'Поиск'],
    ['/login', 'Вход'],
    ['/create-account', 'Регистрация'],
    ['/recovery', 'Восстановление пароля'],
    ['/change/abc123', 'Новый пароль'],
    // A guest who opens the account is sent to the login page (product §2).
    ['/my-account', 'Вход'],
  ];

  it.each(SECTIONS)('%s shows its frame with the heading «%s»', async (path, name) => {
    await renderShop({ path, storage: RETURNING });
    expect(await heading(name)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
  });

  it('titles the document after the section', async () => {
    await renderShop({ path: '/cart', storage: RETURNING });
    await heading('Корзина');
    expect(document.title).toBe('Корзина — Космецевтика BT');
  });
});

describe('the home page', () => {
  it('shows the about text of setting 1 and the «Новинки» section', async () => {
    await renderShop({
      storage: RETURNING,
      backend: { 'POST /back/setting/get/1': ok({ value: '<p>Мы — команда <strong>косметологов</strong></p>' }) },
    });
    expect(await screen.findByText('косметологов')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Новинки' })).toBeInTheDocument();
    expect(document.title).toBe('Космецевтика BT — профессиональная косметика');
  });

  it('falls back to «Текст вверху» when setting 1 is empty', async () => {
    await renderShop({ storage: RETURNING, backend: { 'POST /back/setting/get/1': ok({ value: '' }) } });
    expect(await screen.findByText('Текст вверху')).toBeInTheDocument();
  });
});
