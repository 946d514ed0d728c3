import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderLine, OrderSummary, UserInfo } from '../../src/domain/account';
import { telegramFieldsOf, vkFieldsOf } from '../../src/web/account/social-login-page';
import { onSessionHook } from '../../src/web/session/session-hooks';
import { fail, ok } from './helpers/fake-backend';
import { renderShop, RETURNING } from './helpers/render-shop';

const CMS = '/cms/index.php?route=';
const USER: UserInfo = {
  customer_id: 7,
  firstname: 'Анна',
  lastname: 'Иванова',
  email: 'anna@example.ru',
  telephone: '79123456789',
  address: 'Москва, ул. Ленина, 5',
  customerGroupId: 1,
  userAuth: true,
  avatar: { image: null, password: '' },
  customer_type: 1,
  professional_status: 'none',
  is_admin: false,
};
const STORED = { ...RETURNING, 'cookie-warning': 'true', userInfo: JSON.stringify(USER) };
const CONFIRMED = {
  [`GET ${CMS}api/sess`]: ok({ userAuth: true, user: USER }),
  'POST /back/profile/profile': ok(USER),
};

const ORDERS: OrderSummary[] = [
  {
    order_id: 12,
    status_name: 'Оплачен',
    date_added: '2024-05-03 10:00:00',
    payment_zone: 'Москва',
    shipping_address_1: 'ул. Тверская, д. 1',
    total: 14469.4,
    products_count: 3,
  },
];
const LINES: OrderLine[] = [
  {
    product_id: 5,
    product_keyword: 'piling-mindalnyj-30',
    image: '/image/p.svg',
    name: 'Пилинг миндальный 30%',
    quantity: 2,
    price: 1234.5,
    options: [],
  },
];

describe('the auth actor at start', () => {
  it('keeps a stored user the server confirms: the header offers «Профиль»', async () => {
    await renderShop({ storage: STORED, backend: CONFIRMED });
    expect((await screen.findAllByRole('link', { name: 'Профиль' }))[0]).toHaveAttribute('href', '/my-account');
  });

  it('drops a stored user the server does not know: «Войти», and the record is gone', async () => {
    const { calls } = await renderShop({
      storage: STORED,
      backend: { [`GET ${CMS}api/sess`]: ok({ userAuth: false, user: null }) },
    });
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Войти' })[0]).toHaveAttribute('href', '/login'));
    expect(calls).toContain(`GET ${CMS}api/sess`);
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('a guest is not checked with the server', async () => {
    const { calls } = await renderShop({ storage: RETURNING });
    await screen.findAllByRole('link', { name: 'Войти' });
    expect(calls).not.toContain(`GET ${CMS}api/sess`);
  });
});

describe('who may see which page', () => {
  it('sends a guest from the account to /login', async () => {
    const { router } = await renderShop({ path: '/my-account', storage: RETURNING });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument();
  });

  it('sends a logged-in customer from /login and /create-account to the account', async () => {
    for (const path of ['/login', '/create-account']) {
      const { router, unmount } = await renderShop({ path, storage: STORED, backend: CONFIRMED });
      await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'));
      expect(await screen.findByRole('heading', { name: 'Управление аккаунтом' })).toBeInTheDocument();
      unmount();
    }
  });

  it('a failed profile load clears the stored user and goes to /login', async () => {
    const { router } = await renderShop({
      path: '/profile',
      storage: STORED,
      backend: {
        [`GET ${CMS}api/sess`]: ok({ userAuth: true, user: USER }),
        'POST /back/profile/profile': fail(401, 'Войдите в аккаунт'),
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect((await screen.findAllByRole('link', { name: 'Войти' })).length).toBeGreaterThan(0);
  });
});

describe('the account area', () => {
  it('has the side tabs and shows the profile with the phone through the mask', async () => {
    await renderShop({ path: '/my-account', storage: STORED, backend: CONFIRMED });
    const tabs = await screen.findByRole('tablist', { name: 'Разделы аккаунта' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Профиль', 'Мои заказы', 'Возврат товаров', 'История транзакций', 'Настройки']);
    const form = await screen.findByRole('form', { name: 'Профиль' });
    expect(within(form).getByLabelText('Телефон')).toHaveValue('+7(912)345-67-89');
    expect(within(form).getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
  });

  it('lists orders as cards and opens one with its products', async () => {
    const { user } = await renderShop({
      path: '/my-account',
      storage: STORED,
      backend: { ...CONFIRMED, 'POST /back/order/users': ok(ORDERS), 'POST /back/product/orders': ok(LINES) },
    });
    await user.click(await screen.findByRole('tab', { name: 'Мои заказы' }));
    const card = await screen.findByRole('button', { name: /Заказ № 12/ });
    // Date part reversed, payment zone + address, rounded total with Russian grouping, product count.
    expect(card).toHaveTextContent('Оплачен');
    expect(card).toHaveTextContent('03-05-2024 10:00:00');
    expect(card).toHaveTextContent('Москва, ул. Тверская, д. 1');
    expect(card).toHaveTextContent('14 469 ₽');
    expect(card).toHaveTextContent('3 товара');
    await user.click(card);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('link', { name: 'Пилинг миндальный 30%' })).toHaveAttribute(
      'href',
      '/piling-mindalnyj-30',
    );
    expect(dialog).toHaveTextContent('2 шт.');
    expect(dialog).toHaveTextContent('1 235 ₽');
    expect(within(dialog).getByRole('button', { name: 'Повторить заказ' })).toBeInTheDocument();
  });

  it('says «Нет заказов» when there are none', async () => {
    const { user } = await renderShop({
      path: '/my-account',
      storage: STORED,
      backend: { ...CONFIRMED, 'POST /back/order/users': ok([]) },
    });
    await user.click(await screen.findByRole('tab', { name: 'Мои заказы' }));
    expect(await screen.findByText('Нет заказов')).toBeInTheDocument();
  });

  it('returns: static, with the toggle; the return button works only with «return all» ticked', async () => {
    const { user } = await renderShop({ path: '/my-account', storage: STORED, backend: CONFIRMED });
    await user.click(await screen.findByRole('tab', { name: 'Возврат товаров' }));
    const button = await screen.findByRole('button', { name: 'Оформить возврат' });
    expect(button).toBeDisabled();
    await user.click(screen.getByText('Вернуть весь заказ'));
    expect(button).toBeEnabled();
    await user.click(screen.getByText('История возвратов'));
    expect(await screen.findByText('Возвратов пока не было.')).toBeInTheDocument();
  });

  it('logout asks the server first, then clears the user, runs the cart and wishlist hooks and goes home', async () => {
    const hooks: string[] = [];
    const off = ['refreshCart', 'refreshWishlist', 'resetCart'].map((h) =>
      onSessionHook(h as 'refreshCart', () => hooks.push(h)),
    );
    const { user, router, calls } = await renderShop({
      path: '/my-account',
      storage: STORED,
      backend: { ...CONFIRMED, [`POST ${CMS}api/customer/logout`]: ok({ userAuth: false }) },
    });
    await screen.findByRole('form', { name: 'Профиль' });
    hooks.length = 0;
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toContain(`POST ${CMS}api/customer/logout`);
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(hooks).toEqual(['refreshCart', 'refreshWishlist', 'resetCart']);
    expect((await screen.findAllByRole('link', { name: 'Войти' })).length).toBeGreaterThan(0);
    off.forEach((f) => f());
  });

  it('a failed logout keeps the customer logged in and says so', async () => {
    const { user, router } = await renderShop({
      path: '/my-account',
      storage: STORED,
      backend: { ...CONFIRMED, [`POST ${CMS}api/customer/logout`]: fail(500, 'Внутренняя ошибка сервера') },
    });
    await user.click(await screen.findByRole('button', { name: 'Выйти' }));
    expect(await screen.findByText('Не удалось выйти, попробуйте ещё раз')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-account');
    expect(localStorage.getItem('userInfo')).not.toBeNull();
  });
});

describe('the recovery page', () => {
  it('checks the address, sends it, and counts down before a repeat', async () => {
    const { user, calls } = await renderShop({
      path: '/recovery',
      storage: RETURNING,
      backend: {
        [`POST ${CMS}api/customer/passwordRecoveryRequest`]: ok({ message: 'Проверьте свой почтовый ящик.' }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Восстановление пароля' });
    const field = within(form).getByLabelText(/^E-mail/);
    const send = within(form).getByRole('button', { name: 'Отправить' });
    expect(send).toBeDisabled();
    await user.type(field, 'anna@');
    expect(within(form).getByText('Некорректный email')).toBeInTheDocument();
    expect(send).toBeDisabled();
    await user.clear(field);
    expect(within(form).getByText('Введите email')).toBeInTheDocument();
    await user.type(field, 'anna@example.ru');
    await user.click(send);
    expect(await within(form).findByText('Проверьте свой почтовый ящик.')).toBeInTheDocument();
    expect(within(form).getByText('Повторная отправка возможна через: 60 с.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Отправить повторно' })).toBeDisabled();
    expect(calls).toContain(`POST ${CMS}api/customer/passwordRecoveryRequest`);
  });

  it('lets the shopper correct a mistyped address during the countdown and send to the corrected one at once', async () => {
    const sent: unknown[] = [];
    const { user } = await renderShop({
      path: '/recovery',
      storage: RETURNING,
      backend: {
        [`POST ${CMS}api/customer/passwordRecoveryRequest`]: (config) => {
          sent.push(config.data);
          return ok({ message: 'Проверьте свой почтовый ящик.' });
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Восстановление пароля' });
    const field = within(form).getByLabelText(/^E-mail/);
    await user.type(field, 'anna@exampel.ru');
    await user.click(within(form).getByRole('button', { name: 'Отправить' }));
    expect(await within(form).findByText('Повторная отправка возможна через: 60 с.')).toBeInTheDocument();
    // The same address waits for the countdown…
    expect(within(form).getByRole('button', { name: 'Отправить повторно' })).toBeDisabled();
    // …but the typo can be corrected, and the corrected address goes out without waiting.
    await user.clear(field);
    await user.type(field, 'anna@example.ru');
    expect(field).toHaveValue('anna@example.ru');
    const resend = within(form).getByRole('button', { name: 'Отправить повторно' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(JSON.stringify(sent[1])).toContain('anna@example.ru');
    expect(within(form).getByRole('button', { name: 'Отправить повторно' })).toBeDisabled();
  });

  it('shows the server-problem text when the server fails', async () => {
    const { user } = await renderShop({
      path: '/recovery',
      storage: RETURNING,
      backend: { [`POST ${CMS}api/customer/passwordRecoveryRequest`]: fail(500, 'Внутренняя ошибка сервера') },
    });
    const form = await screen.findByRole('form', { name: 'Восстановление пароля' });
    await user.type(within(form).getByLabelText(/^E-mail/), 'anna@example.ru');
    await user.click(within(form).getByRole('button', { name: 'Отправить' }));
    expect(
      await within(form).findByText('Проблема на стороне сервера. Пожалуйста, обратитесь к администратору.'),
    ).toBeInTheDocument();
  });
});

describe('social login callbacks', () => {
  it('reads every signed Telegram field from the address, and VK code/state/device_id (also from a JSON payload)', () => {
    expect(telegramFieldsOf('?id=1&first_name=Klim&username=k&auth_date=2&hash=ab&utm=x')).toEqual({
      id: '1',
      first_name: 'Klim',
      username: 'k',
      auth_date: '2',
      hash: 'ab',
    });
    expect(telegramFieldsOf('?first_name=Klim')).toBeNull();
    expect(vkFieldsOf('?code=c&state=s&device_id=d')).toEqual({ code: 'c', state: 's', device_id: 'd' });
    const payload = encodeURIComponent(JSON.stringify({ code: 'c2', state: 's2', device_id: 'd2', type: 'code_v2' }));
    expect(vkFieldsOf(`?payload=${payload}`)).toEqual({ code: 'c2', state: 's2', device_id: 'd2' });
    expect(vkFieldsOf('?payload=not-json')).toBeNull();
  });

  it('logs in with Telegram and lands in the account with «Вы успешно вошли!»', async () => {
    const tg = vi.fn(() => ok(USER));
    const { router } = await renderShop({
      path: '/telegramauth?id=1&first_name=Анна&auth_date=2&hash=ab',
      storage: { ...RETURNING, 'cookie-warning': 'true' },
      backend: { [`POST ${CMS}api/customer/authenticationTg`]: tg, 'POST /back/profile/profile': ok(USER) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'));
    expect(await screen.findByText('Вы успешно вошли!')).toBeInTheDocument();
    expect(tg).toHaveBeenCalledTimes(1);
  });

  it('shows why a social login failed', async () => {
    await renderShop({
      path: '/vkauth?code=c&state=s&device_id=d',
      storage: RETURNING,
      backend: {
        [`POST ${CMS}api/customer/authenticationVk`]: fail(403, 'Вход через VK ID не настроен в этом магазине'),
      },
    });
    expect(await screen.findByRole('link', { name: 'Вернуться ко входу' })).toBeInTheDocument();
    expect(screen.getAllByText('Вход через VK ID не настроен в этом магазине').length).toBeGreaterThan(0);
  });
});
