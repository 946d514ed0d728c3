import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { createQueryClient } from '../../src/api/query-client';
import { PERSISTED_KEY } from '../../src/domain/constants';
import { App } from '../../src/web/app';
import { CartPage } from '../../src/web/cart/cart-page';
import { runSessionHook } from '../../src/web/session/session-hooks';
import { toaster } from '../../src/web/ui/toaster';
import { CERTIFICATE_DISABLED } from '../../src/domain/certificate';
import { cartServer, CERTIFICATE_ITEM, item, type CartServerOptions } from './helpers/cart-backend';
import { fail, installFakeBackend } from './helpers/fake-backend';
import { DEFAULT_BACKEND, renderShop, RETURNING } from './helpers/render-shop';

// The cart page (product §2 "Cart page", §5 "Cart", §8 "Voucher") driven as a shopper would, over a fake cart server
// that remembers.

/** Whole-shop renders with several round trips: generous under a loaded machine (timing is never asserted). */
const SLOW_UI_MS = 20_000;

afterEach(() => {
  act(() => void toaster.remove());
});

const CREAM = item(1, { name: 'Крем с ретинолом', sku: 'bt3001', price: 2900, stock: 3 });
const SERUM = item(2, { name: 'Сыворотка с витамином C', sku: 'bt3002', price: 1500, stock: 10 });
const GIFT = item(50, { name: 'Мини-крем для рук', sku: 'bt5050', price: 300, stock: 2 });

async function openCart(options: CartServerOptions = {}, before?: (server: ReturnType<typeof cartServer>) => void) {
  const server = cartServer({ catalogue: [CREAM, SERUM], ...options });
  before?.(server);
  const view = await renderShop({
    path: '/cart',
    storage: { ...RETURNING, 'cookie-warning': 'true' },
    backend: server.routes,
  });
  return { ...view, server };
}

const row = (name: string) =>
  within(screen.getByRole('list', { name: 'Товары в корзине' }))
    .getByRole('link', { name })
    .closest('li') as HTMLElement;

/** The header's cart shortcut (its badge counts the units). */
const cartShortcut = () => within(screen.getByRole('banner')).getByRole('link', { name: /^Корзина/ });

describe('the cart page', { timeout: SLOW_UI_MS }, () => {
  it('says the cart is empty and links to the catalogue', async () => {
    await openCart();
    expect(await screen.findByText('Ваша корзина пуста, добавьте товары')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Корзина' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/vsja-produktsija');
    expect(document.title).toMatch(/^Корзина/);
  });

  it('lists the rows with their article, options, price, quantity and total, and the totals without HTML', async () => {
    await openCart({
      lines: [
        { product_id: 1, quantity: 2, option: { 5: 'Пробник 5 мл' } },
        { product_id: 2, quantity: 1 },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ваша корзина, 3 товара' })).toBeInTheDocument();
    const cream = row('Крем с ретинолом');
    expect(within(cream).getByRole('link', { name: 'Крем с ретинолом' })).toHaveAttribute('href', '/krem-1');
    expect(cream).toHaveTextContent('Артикул: bt3001');
    expect(cream).toHaveTextContent('Пробник: Пробник 5 мл');
    expect(cream).toHaveTextContent('2 900 ₽ × 2');
    expect(cream).toHaveTextContent('2 шт.');
    expect(cream).toHaveTextContent('5 800 ₽');
    const summary = screen.getByRole('complementary', { name: 'Итого по заказу' });
    expect(within(summary).getByText('Сумма')).toBeInTheDocument();
    expect(summary).not.toHaveTextContent('<b>');
    expect(within(summary).getByText('Итого').nextSibling).toHaveTextContent('7 300 ₽');
    // The header's cart shortcut counts the units.
    expect(within(cartShortcut()).getByText('3')).toBeInTheDocument();
  });

  it('changes quantities with plus and minus, deletes a row, and hides plus at the stock', async () => {
    const { user, server } = await openCart({
      lines: [
        { product_id: 1, quantity: 2 },
        { product_id: 2, quantity: 1 },
      ],
    });
    const cream = await waitFor(() => row('Крем с ретинолом'));
    await user.click(within(cream).getByRole('button', { name: 'Увеличить количество: Крем с ретинолом' }));
    await waitFor(() => expect(row('Крем с ретинолом')).toHaveTextContent('3 шт.'));
    // 3 of 3 in stock: no plus any more.
    expect(within(row('Крем с ретинолом')).queryByRole('button', { name: /Увеличить количество/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ваша корзина, 4 товара');

    await user.click(
      within(row('Крем с ретинолом')).getByRole('button', { name: 'Уменьшить количество: Крем с ретинолом' }),
    );
    await waitFor(() => expect(row('Крем с ретинолом')).toHaveTextContent('2 шт.'));

    await user.click(
      within(row('Сыворотка с витамином C')).getByRole('button', {
        name: 'Удалить из корзины: Сыворотка с витамином C',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Сыворотка с витамином C' })).toBeNull());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ваша корзина, 2 товара');
    expect(server.updates.map((u) => u.cart_action)).toEqual(['Increment', 'Decrement', 'deleteItem']);
  });

  it('sends rapid clicks one after another, each with the cart the previous one returned', async () => {
    const { user, server } = await openCart({ lines: [{ product_id: 2, quantity: 1 }] });
    const plus = await screen.findByRole('button', { name: 'Увеличить количество: Сыворотка с витамином C' });
    await Promise.all([user.click(plus), user.click(plus), user.click(plus)]);
    await waitFor(() => expect(row('Сыворотка с витамином C')).toHaveTextContent('4 шт.'));
    const key = server.lines[0].key;
    expect(server.updates.map((u) => u.cart[key])).toEqual([1, 2, 3]);
  });

  it('shows the server refusing a plus', async () => {
    const { user, server } = await openCart({ lines: [{ product_id: 2, quantity: 1 }] });
    server.failNext('update', fail(409, 'Недостаточно товара на складе'));
    await user.click(await screen.findByRole('button', { name: 'Увеличить количество: Сыворотка с витамином C' }));
    expect(await screen.findByText('Недостаточно товара на складе')).toBeInTheDocument();
    expect(row('Сыворотка с витамином C')).toHaveTextContent('1 шт.');
  });

  it('clears the cart only after the confirm', async () => {
    const { user, server } = await openCart({ lines: [{ product_id: 1, quantity: 1 }] });
    await user.click(await screen.findByRole('button', { name: 'Очистить корзину' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Вы действительно хотите очистить корзину?');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.lines).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Очистить корзину' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Очистить' }));
    expect(await screen.findByText('Ваша корзина пуста, добавьте товары')).toBeInTheDocument();
    expect(server.lines).toHaveLength(0);
  });

  it('applies a certificate code: the server answer as a toast, then the cart reloaded with its row', async () => {
    const { user } = await openCart({ lines: [{ product_id: 1, quantity: 1 }], vouchers: { GIFT1000: 1000 } });
    await user.click(await screen.findByRole('button', { name: 'Применить сертификат' }));
    const code = screen.getByLabelText('Введите код');
    await user.type(code, 'WRONG');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Сертификат не найден или уже использован')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, 'GIFT1000');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByRole('button', { name: 'Сертификат применён' })).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Итого по заказу' });
    expect(within(summary).getByText('Сертификат (GIFT1000)')).toBeInTheDocument();
    expect(within(summary).getByText('Итого').nextSibling).toHaveTextContent('1 900 ₽');
  });

  it('says a code the shop switched off takes nothing off, and refuses it typed again', async () => {
    const { user } = await openCart({ lines: [{ product_id: 1, quantity: 1 }], vouchers: { GIFT1000: 1000 } }, (s) => {
      // Applied earlier; switched off by the shop since.
      s.voucher = 'GIFT1000';
      s.disabled.add('GIFT1000');
    });
    const summary = await screen.findByRole('complementary', { name: 'Итого по заказу' });
    expect(await within(summary).findByRole('alert')).toHaveTextContent(CERTIFICATE_DISABLED);
    expect(within(summary).queryByText('Сертификат (GIFT1000)')).toBeNull();
    expect(within(summary).getByText('Итого').nextSibling).toHaveTextContent('2 900 ₽');
    await user.click(screen.getByRole('button', { name: 'Применить сертификат' }));
    await user.type(screen.getByLabelText('Введите код'), 'GIFT1000');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    // The server's refusal toasted, beside the cart's own warning.
    await waitFor(() => expect(screen.getAllByText(CERTIFICATE_DISABLED).length).toBeGreaterThan(1));
  });

  it('offers free gifts up to the allowed count, without controls on the gift rows', async () => {
    const { user } = await openCart({
      lines: [{ product_id: 1, quantity: 2 }],
      gifts: { allowance: 1, products: [GIFT] },
    });
    const picker = await screen.findByRole('region', { name: 'Выберите подарок' });
    expect(picker).toHaveTextContent('Выбрано 0 из 1');
    await user.click(within(picker).getByRole('button', { name: 'Добавить подарок: Мини-крем для рук' }));
    await waitFor(() => expect(picker).toHaveTextContent('Выбрано 1 из 1'));
    expect(within(picker).getByRole('button', { name: 'Добавить подарок: Мини-крем для рук' })).toBeDisabled();
    // The gift line: 1 ₽, marked 'Подарок', no minus, plus or delete.
    const giftRow = row('Мини-крем для рук');
    expect(giftRow).toHaveTextContent('Подарок');
    expect(giftRow).toHaveTextContent('1 ₽');
    expect(within(giftRow).queryAllByRole('button')).toHaveLength(0);
    // Gifts are not counted as goods.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ваша корзина, 2 товара');
  });

  it('hides the gift picker and every control for a certificate cart', async () => {
    await openCart({
      lines: [{ product_id: CERTIFICATE_ITEM.product_id, quantity: 1, option: { amount: 3000 } }],
      gifts: { allowance: 1, products: [GIFT] },
    });
    const certificate = await waitFor(() => row('Подарочный сертификат'));
    expect(within(certificate).queryAllByRole('button')).toHaveLength(0);
    expect(certificate).toHaveTextContent('3 000 ₽');
    expect(screen.queryByRole('region', { name: 'Выберите подарок' })).toBeNull();
  });

  it('shows the stored cart at once and starts over when the session resets', async () => {
    const server = cartServer({ catalogue: [CREAM], lines: [{ product_id: 1, quantity: 1 }] });
    const stored = { cart: { ...server.cart(), countItems: 5 } };
    const { calls } = await renderShop({
      path: '/',
      storage: { ...RETURNING, [PERSISTED_KEY.CART_ACTIONS]: JSON.stringify(stored) },
      backend: server.routes,
    });
    // The server's answer replaces the stored count.
    await waitFor(() => expect(within(cartShortcut()).getByText('1')).toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(PERSISTED_KEY.CART_ACTIONS)!).cart.countItems).toBe(1);
    server.lines = [];
    const loads = () => calls.filter((c) => c.includes('cart/indexJson')).length;
    const before = loads();
    act(() => runSessionHook('resetCart'));
    await waitFor(() => expect(within(cartShortcut()).getByText('0')).toBeInTheDocument());
    expect(loads()).toBe(before + 1);
  });

  it('asks nothing of a browser without a session: its cart is empty, whatever an old visit stored', async () => {
    const server = cartServer({ catalogue: [CREAM] });
    const gone = { cart: { ...cartServer({ catalogue: [CREAM], lines: [{ product_id: 1, quantity: 2 }] }).cart() } };
    document.cookie = 'shop_has_session=; max-age=0; path=/';
    const { calls } = await renderShop({
      path: '/cart',
      storage: { ...RETURNING, [PERSISTED_KEY.CART_ACTIONS]: JSON.stringify(gone) },
      backend: server.routes,
    });
    expect(await screen.findByText('Ваша корзина пуста, добавьте товары')).toBeInTheDocument();
    expect(within(cartShortcut()).getByText('0')).toBeInTheDocument();
    expect(calls.filter((c) => c.includes('cart/'))).toEqual([]);
    expect(JSON.parse(localStorage.getItem(PERSISTED_KEY.CART_ACTIONS)!).cart.countItems).toBe(0);
  });

  it('asks for the cart once the browser holds a session, even an empty one', async () => {
    const { calls } = await openCart({ session: true });
    expect(await screen.findByText('Ваша корзина пуста, добавьте товары')).toBeInTheDocument();
    expect(calls.filter((c) => c.includes('cart/indexJson'))).toHaveLength(1);
  });

  it('renders the checkout under a cart with products only', async () => {
    const server = cartServer({ catalogue: [CREAM], lines: [{ product_id: 1, quantity: 1 }] });
    const backend = installFakeBackend({ ...DEFAULT_BACKEND, ...server.routes });
    onTestFinished(backend.restore);
    localStorage.setItem('hasReset', 'true');
    const router = createMemoryRouter([{ path: '*', element: <CartPage checkout={<p>Шаги оформления заказа</p>} /> }], {
      initialEntries: ['/cart'],
    });
    await act(async () => render(<App router={router} queryClient={createQueryClient({ retry: false })} />));
    expect(await screen.findByText('Шаги оформления заказа')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Удалить из корзины: Крем с ретинолом' }));
    expect(await screen.findByText('Ваша корзина пуста, добавьте товары')).toBeInTheDocument();
    expect(screen.queryByText('Шаги оформления заказа')).toBeNull();
  });
});
