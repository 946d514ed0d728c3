import { screen, waitFor, within } from '@testing-library/react';
import { examples } from '../account-fixtures';
import { resetFormMachine } from '../../../machines/account/reset-form.machine';
import { ok } from '../../web/helpers/fake-backend';
import { describeUiPaths } from '../harness/ui-paths';
import { answer, CMS, refused, startShop } from './account-ui-helpers';

// The new-password form's paths, followed on /change/{token}: the shopper types both fields and presses save; the
// rules are checked before anything is sent; the server's answer arrives when the path says so.

const CHANGE_CALL = `POST ${CMS}api/customer/passwordRecoveryChange`;
const EXPIRED = 'Ссылка для смены пароля недействительна или устарела.';
type Run = Awaited<ReturnType<typeof startShop>>;
const form = () => within(screen.getByRole('form', { name: 'Новый пароль' }));

await describeUiPaths<Run>(resetFormMachine, {
  model: {
    inputs: { 'from the link': { token: 'tok3n' } },
    events: examples({
      'reset.change': [
        { type: 'reset.change', values: { password: 'newpass', retry: 'newpass' } },
        { type: 'reset.change', values: { password: 'abc', retry: 'abc' } },
        { type: 'reset.change', values: { retry: 'другой' } },
      ],
    }),
    actors: { changePassword: { done: [undefined], error: [new Error(EXPIRED)] } },
  },
  start: async () => {
    const run = await startShop('/change/tok3n', [CHANGE_CALL]);
    await screen.findByRole('form', { name: 'Новый пароль' });
    return run;
  },
  perform: async (run, { event, kind }) => {
    if (kind === 'done') return answer(run, CHANGE_CALL, ok({ message: 'Пароль успешно изменен!' }));
    if (kind === 'error') return answer(run, CHANGE_CALL, refused(400, EXPIRED));
    if (event.type === 'reset.submit') return run.user.click(form().getByRole('button', { name: 'Сохранить пароль' }));
    const values = (event as unknown as { values: { password?: string; retry?: string } }).values;
    for (const [label, value] of [
      ['Новый пароль', values.password],
      ['Повторите пароль', values.retry],
    ] as const) {
      if (value === undefined) continue;
      const input = form().getByLabelText(new RegExp(`^${label}`));
      await run.user.clear(input);
      await run.user.type(input, value);
    }
  },
  see: {
    editing: (run, { labels }) => {
      const last = labels.at(-1) ?? '';
      const password = form().getByLabelText<HTMLInputElement>(/^Новый пароль/).value;
      const retry = form().getByLabelText<HTMLInputElement>(/^Повторите пароль/).value;
      if (last === 'reset.submit') {
        // Refused before sending: the rule it breaks is shown.
        const text = password.length < 4 ? 'пароль не может быть короче 4 и длинее 20 символов' : 'Пароли не совпадают';
        expect(password.length < 4 || password !== retry).toBe(true);
        expect(form().getByText(text)).toBeInTheDocument();
      } else if (last.startsWith('error:')) {
        expect(form().getByText(EXPIRED)).toBeInTheDocument();
      } else {
        expect(form().queryByText('Пароли не совпадают')).toBeNull();
      }
      expect(run.router.state.location.pathname).toBe('/change/tok3n');
    },
    submitting: (run) => {
      expect(run.calls.filter((c) => c === CHANGE_CALL).length).toBeGreaterThan(0);
    },
    changed: async (run) => {
      expect(await screen.findByText('Пароль успешно изменен!')).toBeInTheDocument();
      await waitFor(() => expect(run.router.state.location.pathname).toBe('/login'));
    },
  },
});
