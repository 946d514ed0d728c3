import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../src/web/ui/toaster';
import { card, creamsBackend, details } from './catalogue-fixtures';
import { ok } from './helpers/fake-backend';
import { renderShop } from './helpers/render-shop';
import { storedIds, storedWishlist, wished } from './wishlist-fixtures';

// The heart (product §2 "favourite (highlighted when present)", §4 "Wishlist: add … message 'Товар добавлен в
// избранное'; again removes") on a card, in the quick view and on the product page, as a shopper uses it.

// Each test clicks through the whole shop (several pages, lazy modules): more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => void toaster.remove());
});

/** The first page of a test loads its lazy module. */
const SLOW_START = { timeout: 5000 };

const cardOf = (name: string) => screen.getByRole('article', { name });
const wishlistShortcut = () =>
  screen.getAllByRole('link', { name: /^Избранное/ }).find((link) => link.getAttribute('href') === '/wishlist')!;

describe('the heart on a card', () => {
  it("adds the product ('Товар добавлен в избранное'), shows it pressed, counts it in the header; a second click removes it", async () => {
    const { user } = await renderShop({ path: '/kremi', storage: storedWishlist([]), backend: creamsBackend().routes });
    const tile = await screen.findByRole('article', { name: 'Крем номер 101' }, SLOW_START);
    const heart = within(tile).getByRole('button', { name: 'Добавить в избранное' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    expect(await screen.findByText('Товар добавлен в избранное')).toBeInTheDocument();
    const pressed = within(tile).getByRole('button', { name: 'Удалить из избранного' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(wishlistShortcut()).toHaveTextContent('1');
    expect(storedIds()).toEqual([101]);
    // Only this card's heart is pressed.
    expect(within(cardOf('Крем номер 102')).getByRole('button', { name: 'Добавить в избранное' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(pressed);
    expect(within(tile).getByRole('button', { name: 'Добавить в избранное' })).toHaveAttribute('aria-pressed', 'false');
    expect(wishlistShortcut()).toHaveTextContent('0');
    expect(storedIds()).toEqual([]);
  });

  it('is pressed at start for a product stored in the wishlist, and the page lists what the cards added', async () => {
    const { user, router } = await renderShop({
      path: '/kremi',
      storage: storedWishlist([wished(104)]),
      backend: creamsBackend().routes,
    });
    const stored = within(await screen.findByRole('article', { name: 'Крем номер 104' }, SLOW_START)).getByRole(
      'button',
      { name: 'Удалить из избранного' },
    );
    expect(stored).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(cardOf('Крем номер 103')).getByRole('button', { name: 'Добавить в избранное' }));
    await user.click(within(cardOf('Крем номер 105')).getByRole('button', { name: 'Добавить в избранное' }));
    await user.click(wishlistShortcut());
    await waitFor(() => expect(router.state.location.pathname).toBe('/wishlist'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Избранное, 3 товара' }, SLOW_START),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Товары в избранном' });
    expect(within(list).getByRole('link', { name: 'Крем номер 103' })).toHaveAttribute('href', '/krem-103');
    expect(within(list).getByText('1 103 ₽')).toBeInTheDocument();
  });

  it('keeps the special price a card shows', async () => {
    const special = card(101, { price: 2450, special: 2090, specials: [{ customer_group_id: 1, price: 2090 }] });
    const backend = creamsBackend((config) =>
      ok({ products: [special], pages: 1, total: 1, current_page: config.current_page, category: null, trail: [] }),
    );
    const { user } = await renderShop({ path: '/kremi', storage: storedWishlist([]), backend: backend.routes });
    await user.click(
      within(await screen.findByRole('article', { name: 'Крем номер 101' }, SLOW_START)).getByRole('button', {
        name: 'Добавить в избранное',
      }),
    );
    await user.click(wishlistShortcut());
    const summary = await screen.findByRole('complementary', { name: 'Итого' }, SLOW_START);
    expect(within(summary).getByText('2 090 ₽')).toBeInTheDocument();
  });
});

describe('the heart in the quick view', () => {
  it('toggles the same wishlist as the card', async () => {
    const backend = creamsBackend();
    const { user } = await renderShop({
      path: '/kremi',
      storage: storedWishlist([]),
      backend: {
        ...backend.routes,
        'POST /back/product/one': ok(details(101)),
        'POST /back/product/recommended': ok([]),
      },
    });
    const tile = await screen.findByRole('article', { name: 'Крем номер 101' }, SLOW_START);
    await user.click(within(tile).getByRole('button', { name: 'Быстрый просмотр' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW_START);
    await within(dialog).findByRole('link', { name: 'Крем номер 101' }, SLOW_START);
    await user.click(within(dialog).getByRole('button', { name: 'Добавить в избранное' }));
    expect(await screen.findByText('Товар добавлен в избранное')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Удалить из избранного' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(tile).getByRole('button', { name: 'Удалить из избранного', hidden: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(storedIds()).toEqual([101]);
  });
});

describe('the heart on the product page', () => {
  it('adds the product shown at the price it is sold at', async () => {
    const peel = details(1, { name: 'Пилинг миндальный 30%', url: 'piling-mindalnyj-30', price: 2450, special: 2090 });
    const { user } = await renderShop({
      path: '/piling-mindalnyj-30',
      storage: storedWishlist([]),
      backend: {
        'POST /back/url/piling-mindalnyj-30': ok({ module: 'product', id: 1 }),
        'POST /back/product/one': ok(peel),
        'POST /back/product/images': ok([]),
        'POST /back/product/recommended': ok([]),
        'POST /back/product/review': ok({ reviews: [], total: 0, page: 1, pages: 0 }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Пилинг миндальный 30%' }, SLOW_START);
    await user.click(screen.getByRole('button', { name: 'Добавить в избранное' }));
    expect(await screen.findByText('Товар добавлен в избранное')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить из избранного' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(wishlistShortcut());
    const list = await screen.findByRole('list', { name: 'Товары в избранном' }, SLOW_START);
    expect(within(list).getByRole('link', { name: 'Пилинг миндальный 30%' })).toHaveAttribute(
      'href',
      '/piling-mindalnyj-30',
    );
    expect(within(list).getByText('2 090 ₽')).toBeInTheDocument();
  });
});
