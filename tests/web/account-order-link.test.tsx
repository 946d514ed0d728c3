import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderLine, OrderSummary } from '../../src/domain/account';
import { loginDestination } from '../../src/web/account/login-return';
import { FULL_USER, PEEL_LINE } from '../machines/account-fixtures';
import { ok } from './helpers/fake-backend';
import { renderShop, RETURNING } from './helpers/render-shop';

/** An order's e-mail links to /my-account?order=N: the account opens on 'Мои заказы' with that order (issue 15). */

const CMS = '/cms/index.php?route=';
const USER = FULL_USER;
const SIGNED_IN = { ...RETURNING, 'cookie-warning': 'true', userInfo: JSON.stringify(USER) };
const order = (order_id: number, status_name: string): OrderSummary => ({
  order_id,
  status_name,
  date_added: '2024-05-03 10:00:00',
  payment_zone: 'Москва',
  shipping_address_1: 'ул. Тверская, д. 1',
  total: 2469,
  products_count: 2,
});
const LINES: OrderLine[] = [PEEL_LINE];
const BACKEND = {
  [`GET ${CMS}api/sess`]: ok({ userAuth: true, user: USER }),
  'POST /back/profile/profile': ok(USER),
  'POST /back/order/users': ok([order(12, 'Отправлен'), order(15, 'Новый')]),
  'POST /back/product/orders': ok(LINES),
  'POST /back/order/history': ok([]),
};

describe("an order's link into the account", () => {
  it("opens 'Мои заказы' with the order named, and closing it leaves the plain account address", async () => {
    const { user, router } = await renderShop({ path: '/my-account?order=15', storage: SIGNED_IN, backend: BACKEND });
    const dialog = await screen.findByRole('dialog', { name: 'Заказ № 15' });
    expect(await within(dialog).findByRole('link', { name: 'Пилинг миндальный 30%' })).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Закрыть' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/my-account');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tab', { name: 'Мои заказы' })).toHaveAttribute('aria-selected', 'true');
    // The list is there to open another.
    expect(screen.getByRole('button', { name: /Заказ № 12/ })).toBeInTheDocument();
  });

  it("says so when the order is not one of this account's, and shows the list", async () => {
    await renderShop({ path: '/my-account?order=99', storage: SIGNED_IN, backend: BACKEND });
    expect(await screen.findByText('Заказа № 99 нет среди заказов этого аккаунта')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Заказ № 15/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a shopper who is not logged in logs in first, then lands on the order', async () => {
    const { user, router } = await renderShop({
      path: '/my-account?order=12',
      storage: { ...RETURNING, 'cookie-warning': 'true' },
      backend: { ...BACKEND, [`POST ${CMS}api/customer/authentication`]: ok(USER) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const form = await screen.findByRole('form', { name: 'Вход' });
    await user.type(within(form).getByLabelText(/E-mail/), USER.email);
    await user.type(within(form).getByLabelText(/^Пароль/), 'secret12');
    await user.click(within(form).getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('dialog', { name: 'Заказ № 12' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-account');
  });

  it('after a login goes only to an account address, whatever the navigation state says', () => {
    expect(loginDestination({ next: '/my-account?order=12' })).toBe('/my-account?order=12');
    expect(loginDestination({ next: '/profile' })).toBe('/profile');
    for (const state of [null, undefined, {}, { next: 'https://evil.example/my-account' }, { next: '//evil.example' }])
      expect(loginDestination(state)).toBe('/my-account');
    expect(loginDestination({ next: '/my-account-evil' })).toBe('/my-account');
  });
});
