import { screen, waitFor, within } from '@testing-library/react';
import { loginFormMachine } from '../../../machines/account/login-form.machine';
import { networkError, ok } from '../../web/helpers/fake-backend';
import { FULL_USER, examples } from '../account-fixtures';
import { describeUiPaths } from '../harness/ui-paths';
import { answer, CMS, refused, startShop } from './account-ui-helpers';

// The login form's paths, followed on /login: the shopper types and presses 'Войти'; the server's answer arrives
// when the path says so; each state is checked by what the shopper sees.

const LOGIN_CALL = `POST ${CMS}api/customer/authentication`;
const WRONG = 'Неверный e-mail или пароль';
type Run = Awaited<ReturnType<typeof startShop>>;

const form = () => screen.getByRole('form', { name: 'Вход' });

await describeUiPaths<Run>(loginFormMachine, {
  model: {
    events: examples({
      'login.change': [
        { type: 'login.change', values: { email: 'anna@example.ru', password: 'secret12' } },
        { type: 'login.change', values: { password: '' } },
        { type: 'login.change', values: { remember: true } },
      ],
    }),
    actors: {
      authenticate: { done: [FULL_USER], error: [new Error(WRONG), new Error('Ошибка авторизации, попробуйте позже')] },
    },
  },
  start: async () => {
    // The account page the login leads to loads the profile.
    const run = await startShop('/login', [LOGIN_CALL], { backend: { 'POST /back/profile/profile': ok(FULL_USER) } });
    await screen.findByRole('form', { name: 'Вход' });
    return run;
  },
  perform: async (run, { event, kind, error }) => {
    const f = within(form());
    if (kind === 'done') return answer(run, LOGIN_CALL, ok(FULL_USER));
    if (kind === 'error') {
      const text = (error as Error).message;
      return answer(run, LOGIN_CALL, text === WRONG ? refused(401, WRONG) : networkError());
    }
    if (event.type === 'login.togglePassword') {
      return run.user.click(f.getByRole('button', { name: /Показать пароль|Скрыть пароль/ }));
    }
    if (event.type === 'login.submit') return run.user.click(f.getByRole('button', { name: 'Войти' }));
    const values = (event as unknown as { values: Record<string, unknown> }).values;
    if (typeof values.email === 'string') {
      await run.user.clear(f.getByLabelText(/E-mail/));
      await run.user.type(f.getByLabelText(/E-mail/), values.email);
    }
    if (typeof values.password === 'string') {
      await run.user.clear(f.getByLabelText(/^Пароль/));
      if (values.password) await run.user.type(f.getByLabelText(/^Пароль/), values.password);
    }
    if (values.remember) await run.user.click(f.getByText('Запомнить устройство'));
  },
  see: {
    editing: (run, { happened, labels }) => {
      const f = within(form());
      const password = f.getByLabelText(/^Пароль/);
      const shown = labels.filter((l) => l === 'login.togglePassword').length % 2 === 1;
      expect(password).toHaveAttribute('type', shown ? 'text' : 'password');
      expect(f.getByRole('button', { name: shown ? 'Скрыть пароль' : 'Показать пароль' })).toBeInTheDocument();
      // The last failure is shown until the shopper edits the form.
      const lastFailure = labels.findLastIndex((l) => l.startsWith('error: authenticate'));
      const editedSince = labels.findLastIndex((l) => l.startsWith('login.change')) > lastFailure;
      if (lastFailure >= 0 && !editedSince) {
        expect(
          f.getByText(labels[lastFailure].includes(WRONG) ? WRONG : 'Ошибка авторизации, попробуйте позже'),
        ).toBeInTheDocument();
      } else {
        expect(f.queryByText(WRONG)).toBeNull();
      }
      const filled =
        f.getByLabelText<HTMLInputElement>(/E-mail/).value !== '' && (password as HTMLInputElement).value !== '';
      expect(f.getByRole('button', { name: 'Войти' })).toHaveProperty('disabled', !filled);
      expect(happened('done: authenticate')).toBe(false);
    },
    submitting: (run) => {
      expect(run.calls.filter((c) => c === LOGIN_CALL).length).toBeGreaterThan(0);
      expect(within(form()).getByRole('button', { name: 'Входим…' })).toBeDisabled();
    },
    done: async (run) => {
      // Logged in: the success toast, the account page and the header's 'Профиль'.
      expect(await screen.findByText('Вы успешно авторизовались!')).toBeInTheDocument();
      await waitFor(() => expect(run.router.state.location.pathname).toBe('/my-account'));
      expect((await screen.findAllByRole('link', { name: 'Профиль' }))[0]).toHaveAttribute('href', '/my-account');
      expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ customer_id: FULL_USER.customer_id });
    },
  },
});
