import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../src/domain/account';
import { toaster } from '../../src/web/ui/toaster';
import { bodyOf, details, notFound } from './catalogue-fixtures';
import { networkError, ok } from './helpers/fake-backend';
import { cartServer, item } from './helpers/cart-backend';
import { renderShop } from './helpers/render-shop';
import { storedIds, storedWishlist, wished } from './wishlist-fixtures';

// The wishlist page (product §2 "Wishlist", §4 "Wishlist and logout"): heading with the Russian plural, rows, summary,
// remove, clear, the empty text with its catalogue link, and prices that follow the customer on logout.

// Each test clicks through the whole shop (several pages, lazy modules): more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => void toaster.remove());
});

/** The first page of a test loads its lazy module. */
const SLOW_START = { timeout: 5000 };

const rows = () => within(screen.getByRole('list', { name: 'Товары в избранном' })).getAllByRole('listitem');
const summary = () => screen.getByRole('complementary', { name: 'Итого' });

describe('the wishlist page', () => {
  it("lists the products with thumbnail, name link and price, and sums them up: 'Избранное, 2 товара'", async () => {
    await renderShop({
      path: '/wishlist',
      storage: storedWishlist([
        wished(1, { name: 'Пилинг миндальный 30%', url: 'piling-mindalnyj-30', price: 2090 }),
        wished(2, { price: 12345 }),
      ]),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Избранное, 2 товара' }, SLOW_START),
    ).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    const peel = rows()[0];
    expect(within(peel).getByRole('link', { name: 'Пилинг миндальный 30%' })).toHaveAttribute(
      'href',
      '/piling-mindalnyj-30',
    );
    expect(within(peel).getByText('2 090 ₽')).toBeInTheDocument();
    expect(peel.querySelector('img')).toHaveAttribute('src', '/image/catalog/demo/products/krem-1.svg');
    expect(within(summary()).getByText('2')).toBeInTheDocument();
    expect(within(summary()).getByText('14 435 ₽')).toBeInTheDocument();
  });

  it('uses the Russian plural: 1 товар, 5 товаров, 21 товар', async () => {
    for (const [count, heading] of [
      [1, 'Избранное, 1 товар'],
      [5, 'Избранное, 5 товаров'],
      [21, 'Избранное, 21 товар'],
    ] as const) {
      const items = Array.from({ length: count }, (_, i) => wished(i + 1));
      const { unmount } = await renderShop({ path: '/favorite', storage: storedWishlist(items) });
      expect(await screen.findByRole('heading', { level: 1, name: heading }, SLOW_START)).toBeInTheDocument();
      unmount();
      localStorage.clear();
    }
  });

  it('removes one product, and the header counter follows', async () => {
    const { user } = await renderShop({ path: '/wishlist', storage: storedWishlist([wished(1), wished(2)]) });
    await screen.findByRole('heading', { level: 1, name: 'Избранное, 2 товара' }, SLOW_START);
    await user.click(screen.getByRole('button', { name: 'Удалить «Крем номер 1» из избранного' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Избранное, 1 товар' }, SLOW_START),
    ).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]).getByRole('link', { name: 'Крем номер 2' })).toBeInTheDocument();
    expect(within(summary()).getByText('1 002 ₽')).toBeInTheDocument();
    const shortcut = screen
      .getAllByRole('link', { name: /^Избранное/ })
      .find((link) => link.getAttribute('href') === '/wishlist');
    expect(shortcut).toHaveTextContent('1');
    expect(storedIds()).toEqual([2]);
  });

  it("clears the list: 'Ваше избранное пустует, добавьте товары' with a link to the catalogue", async () => {
    const { user, router } = await renderShop({ path: '/wishlist', storage: storedWishlist([wished(1), wished(2)]) });
    await user.click(await screen.findByRole('button', { name: 'Очистить избранное' }, SLOW_START));
    expect(await screen.findByText('Ваше избранное пустует, добавьте товары')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Товары в избранном' })).toBeNull();
    expect(storedIds()).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Перейти в каталог' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vsja-produktsija'));
  });

  it('shows the empty text to a visitor who has wished for nothing', async () => {
    await renderShop({ path: '/wishlist', storage: storedWishlist([]) });
    expect(await screen.findByText('Ваше избранное пустует, добавьте товары', {}, SLOW_START)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Избранное' })).toBeInTheDocument();
  });

  it('offers add to cart only for what a card could add (in stock, priced, not the certificate) and not in the cart yet', async () => {
    const server = cartServer({ catalogue: [item(1), item(2), item(4)], lines: [{ product_id: 4, quantity: 1 }] });
    const { user } = await renderShop({
      path: '/wishlist',
      storage: storedWishlist([
        wished(1),
        wished(2, { quantity: 0 }),
        wished(187, { name: 'Подарочный сертификат', sku: '', price: 0 }),
        wished(4),
      ]),
      backend: server.routes,
    });
    await screen.findByRole('heading', { level: 1, name: 'Избранное, 4 товара' }, SLOW_START);
    const [cream, outOfStock, inCart, certificate] = rows();
    expect(within(outOfStock).queryByRole('button', { name: 'В корзину' })).toBeNull();
    expect(within(certificate).queryByRole('button', { name: 'В корзину' })).toBeNull();
    // Already in the cart: no button (once the cart has loaded).
    await waitFor(() => expect(within(inCart).queryByRole('button', { name: 'В корзину' })).toBeNull());
    expect(within(inCart).getByRole('link', { name: 'Крем номер 4' })).toBeInTheDocument();

    await user.click(within(cream).getByRole('button', { name: 'В корзину' }));
    await waitFor(() => expect(server.adds).toEqual([{ product_id: 1, quantity: 1 }]));
    // Now in the cart: the button goes, the product stays in the wishlist.
    await waitFor(() =>
      expect(within(cream).queryByRole('button', { name: /В корзину|Добавлено в корзину/ })).toBeNull(),
    );
    expect(storedIds()).toEqual([1, 2, 4, 187]);
  });
});

describe('the wishlist and logout', () => {
  const CMS = '/cms/index.php?route=';
  const PRO: UserInfo = {
    customer_id: 7,
    firstname: 'Анна',
    lastname: 'Иванова',
    email: 'anna@example.ru',
    telephone: '79123456789',
    address: '',
    customerGroupId: 2,
    userAuth: true,
    avatar: { image: null, password: '' },
    customer_type: 2,
    professional_status: 'approved',
    is_admin: false,
  };

  it('re-prices the products for a guest and drops those the shop no longer has; a product it cannot ask about keeps its price', async () => {
    // The professional's prices (-30%) were stored; after logout the guest's prices apply.
    const storage = {
      ...storedWishlist([wished(1, { price: 700 }), wished(2, { price: 1400 }), wished(3, { price: 350 })]),
      userInfo: JSON.stringify(PRO),
    };
    const { user } = await renderShop({
      path: '/my-account',
      storage,
      backend: {
        [`GET ${CMS}api/sess`]: ok({ userAuth: true, user: PRO }),
        'POST /back/profile/profile': ok(PRO),
        [`POST ${CMS}api/customer/logout`]: ok({ userAuth: false }),
        'POST /back/product/one': (config) => {
          const { id } = bodyOf<{ id: number }>(config);
          if (id === 1) return ok(details(1, { price: 1000 }));
          if (id === 2) return notFound('Товар не найден');
          return networkError();
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Выйти' }, SLOW_START));
    await waitFor(() => expect(storedIds()).toEqual([1, 3]));
    await user.click(
      screen.getAllByRole('link', { name: /^Избранное/ }).find((link) => link.getAttribute('href') === '/wishlist')!,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Избранное, 2 товара' }, SLOW_START),
    ).toBeInTheDocument();
    expect(within(rows()[0]).getByText('1 000 ₽')).toBeInTheDocument();
    expect(within(rows()[1]).getByText('350 ₽')).toBeInTheDocument();
    expect(within(summary()).getByText('1 350 ₽')).toBeInTheDocument();
  });
});
