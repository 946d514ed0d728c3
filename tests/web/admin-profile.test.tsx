import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Route } from './helpers/fake-backend';
import { renderAdmin, staffMe } from './helpers/render-admin';

// 'Мой профиль' (issue 15, every role): two-factor sign-in turned on with the QR code, the key in text and a code
// the server accepts, turned off with a code or the password; the member's own new password.

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ME = staffMe('manager');

/** The back end's answers in turn for one call, and the bodies it was sent. */
function answers(...replies: Route[]) {
  const sent: unknown[] = [];
  const route: Route = (config) => {
    sent.push(config.data === undefined ? undefined : JSON.parse(String(config.data)));
    const reply = replies.length > 1 ? replies.shift()! : replies[0];
    return typeof reply === 'function' ? reply(config) : reply;
  };
  return { sent, route };
}

describe("'Мой профиль'", () => {
  it('is in every role’s menu and says who is signed in', async () => {
    await renderAdmin('/profile', {}, 'editor');
    expect(await screen.findByRole('heading', { name: 'Мой профиль', level: 1 })).toBeVisible();
    expect(screen.getByText('editor@shop.example — Редактор', { exact: false })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Разделы панели' });
    expect(within(nav).getByRole('link', { name: 'Мой профиль' })).toHaveAttribute('aria-current', 'page');
  });

  it('turns two-factor sign-in on with the QR code, the key and a code the server accepts', async () => {
    const setup = answers(ok({ secret: SECRET, otpauth_url: `otpauth://totp/x?secret=${SECRET}` }));
    const confirm = answers(fail(400, 'Неверный код из приложения'), ok({ ...ME, two_factor: true }));
    const { user, calls } = await renderAdmin('/profile', {
      'POST /admin/api/me/two-factor/setup': setup.route,
      'POST /admin/api/me/two-factor/confirm': confirm.route,
    });
    const panel = await screen.findByRole('region', { name: 'Двухфакторный вход' });
    expect(panel).toHaveTextContent('Выключен');
    await user.click(within(panel).getByRole('button', { name: 'Включить двухфакторный вход' }));

    const form = await within(panel).findByRole('form', { name: 'Включение двухфакторного входа' });
    expect(within(form).getByRole('img', { name: 'QR-код для приложения-аутентификатора' })).toBeVisible();
    expect(within(form).getByLabelText('Ключ для ввода вручную')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW');
    const field = within(form).getByLabelText('Код из приложения');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');

    await user.click(within(form).getByRole('button', { name: 'Подтвердить и включить' }));
    expect(within(form).getByText('Введите код из приложения')).toBeVisible();
    await user.type(field, '111111');
    await user.click(within(form).getByRole('button', { name: 'Подтвердить и включить' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Неверный код из приложения');
    expect(field).toHaveValue('');
    await user.type(field, '123 456');
    await user.click(within(form).getByRole('button', { name: 'Подтвердить и включить' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent('Двухфакторный вход включён');
    expect(within(panel).getByRole('button', { name: 'Выключить двухфакторный вход' })).toBeVisible();
    // The key is gone from the page once it is on.
    expect(panel).not.toHaveTextContent('JBSW');
    expect(confirm.sent).toEqual([{ code: '111111' }, { code: '123456' }]);
    // The member's copy is asked for again.
    await waitFor(() => expect(calls.filter((c) => c === 'GET /admin/api/me').length).toBeGreaterThan(1));
  });

  it('turns it off with the password when the phone is not at hand', async () => {
    const off = answers(ok({ ...ME, two_factor: false }));
    const { user } = await renderAdmin('/profile', {
      'GET /admin/api/me': ok({ ...ME, two_factor: true }),
      'POST /admin/api/me/two-factor/off': off.route,
    });
    const panel = await screen.findByRole('region', { name: 'Двухфакторный вход' });
    expect(panel).toHaveTextContent('Включён');
    await user.click(within(panel).getByRole('button', { name: 'Выключить двухфакторный вход' }));
    const form = within(panel).getByRole('form', { name: 'Выключение двухфакторного входа' });
    expect(within(form).getByLabelText('Код из приложения')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Телефона нет под рукой? Подтвердить паролем' }));
    await user.click(within(form).getByRole('button', { name: 'Выключить' }));
    expect(within(form).getByText('Введите пароль')).toBeVisible();
    await user.type(within(form).getByLabelText('Пароль'), 'пароль-сотрудника-1');
    await user.click(within(form).getByRole('button', { name: 'Выключить' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Двухфакторный вход выключен');
    expect(off.sent).toEqual([{ password: 'пароль-сотрудника-1' }]);
  });

  it('changes the password: the new one twice alike, the server’s refusal shown, the form emptied after', async () => {
    const change = answers(fail(400, 'Неверный текущий пароль'), ok(ME));
    const { user } = await renderAdmin('/profile', { 'POST /admin/api/me/password': change.route });
    const form = await screen.findByRole('form', { name: 'Смена пароля' });
    await user.type(within(form).getByLabelText('Текущий пароль'), 'старый-пароль-1');
    await user.type(within(form).getByLabelText('Новый пароль'), 'новый-пароль-22');
    await user.type(within(form).getByLabelText('Повторите новый пароль'), 'новый-пароль-2');
    await user.click(within(form).getByRole('button', { name: 'Сменить пароль' }));
    expect(within(form).getByText('Пароли не совпадают')).toBeVisible();
    await user.type(within(form).getByLabelText('Повторите новый пароль'), '2');
    await user.click(within(form).getByRole('button', { name: 'Сменить пароль' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Неверный текущий пароль');
    await user.click(within(form).getByRole('button', { name: 'Сменить пароль' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Пароль изменён. Другие ваши сессии закрыты');
    expect(within(form).getByLabelText('Текущий пароль')).toHaveValue('');
    expect(change.sent).toEqual([
      { current_password: 'старый-пароль-1', new_password: 'новый-пароль-22' },
      { current_password: 'старый-пароль-1', new_password: 'новый-пароль-22' },
    ]);
  });
});
