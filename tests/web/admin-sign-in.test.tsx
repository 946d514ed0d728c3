import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Route } from './helpers/fake-backend';
import { renderAdmin, staffMe } from './helpers/render-admin';

// /admin/login with two-factor sign-in (issue 15): after a right password the member is asked for the 'Код из
// приложения'; the code goes with the e-mail and password, a refused one is cleared for the next, and 'Войти под
// другой учётной записью' goes back to the first step.

const EMAIL = 'anna@shop.example';
const PASSWORD = 'пароль-сотрудника-1';

/** The sign-in call: 202 without a code, then each code's answer in turn; what each call sent. */
function signInCall(codeReplies: Route[]) {
  const sent: unknown[] = [];
  const route: Route = (config) => {
    const body = JSON.parse(String(config.data)) as { code?: string };
    sent.push(body);
    if (body.code === undefined) return { status: 202, body: { result: 'success', data: { code_required: true } } };
    const reply = codeReplies.shift() ?? fail(401, 'Неверный код из приложения');
    return typeof reply === 'function' ? reply(config) : reply;
  };
  return { sent, route };
}

async function passwordStep(codeReplies: Route[]) {
  const call = signInCall(codeReplies);
  const view = await renderAdmin('/login?next=%2Fprofile', { 'POST /admin/api/session': call.route });
  const form = screen.getByRole('form', { name: 'Вход в панель управления' });
  await view.user.type(within(form).getByLabelText('E-mail'), EMAIL);
  await view.user.type(within(form).getByLabelText('Пароль'), PASSWORD);
  await view.user.click(within(form).getByRole('button', { name: 'Войти' }));
  const codeForm = await screen.findByRole('form', { name: 'Второй шаг входа' });
  return { ...view, ...call, codeForm };
}

describe('the sign-in with the code from the app', () => {
  it('asks for the code after the password, refuses a wrong one and signs in with the right one', async () => {
    const { user, sent, codeForm, router } = await passwordStep([
      fail(401, 'Неверный код из приложения'),
      ok({ ...staffMe('manager'), email: EMAIL, two_factor: true }),
    ]);
    expect(screen.queryByRole('form', { name: 'Вход в панель управления' })).toBeNull();
    const field = within(codeForm).getByLabelText('Код из приложения');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveFocus();
    expect(codeForm).toHaveTextContent(`Для ${EMAIL} включён двухфакторный вход`);

    await user.click(within(codeForm).getByRole('button', { name: 'Подтвердить' }));
    expect(within(codeForm).getByText('Введите код из приложения')).toBeVisible();
    await user.type(field, '12345');
    await user.click(within(codeForm).getByRole('button', { name: 'Подтвердить' }));
    expect(within(codeForm).getByText('Код из приложения — 6 цифр')).toBeVisible();
    expect(sent).toHaveLength(1);

    await user.clear(field);
    await user.type(field, '000 000');
    await user.click(within(codeForm).getByRole('button', { name: 'Подтвердить' }));
    expect(await within(codeForm).findByRole('alert')).toHaveTextContent('Неверный код из приложения');
    expect(field).toHaveValue('');

    await user.type(field, '654321');
    await user.click(within(codeForm).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(sent).toEqual([
      { email: EMAIL, password: PASSWORD },
      { email: EMAIL, password: PASSWORD, code: '000000' },
      { email: EMAIL, password: PASSWORD, code: '654321' },
    ]);
  });

  it("goes back to the e-mail and password with 'Войти под другой учётной записью'", async () => {
    const { user, codeForm } = await passwordStep([]);
    await user.click(within(codeForm).getByRole('button', { name: 'Войти под другой учётной записью' }));
    const form = await screen.findByRole('form', { name: 'Вход в панель управления' });
    expect(within(form).getByLabelText('E-mail')).toHaveValue(EMAIL);
    expect(within(form).getByLabelText('Пароль')).toHaveValue('');
  });
});
