import { screen, waitFor, within } from '@testing-library/react';
import { passwordLockMachine } from '../../../machines/account/password-lock.machine';
import { ok } from '../../web/helpers/fake-backend';
import { FULL_USER, examples } from '../account-fixtures';
import { describeUiPaths } from '../harness/ui-paths';
import { answer, CMS, refused, startShop } from './account-ui-helpers';

// The settings tab's password field, followed in the account: 'Изменить' unlocks it, 'Отменить' locks it again;
// a short password is refused on the spot; a change logs out.

const SETTINGS_CALL = 'POST /back/profile/settings';
type Run = Awaited<ReturnType<typeof startShop>>;
const form = () => within(screen.getByRole('form', { name: 'Настройки' }));
const passwordInput = () => form().getByLabelText<HTMLInputElement>(/^Пароль/);

await describeUiPaths<Run>(passwordLockMachine, {
  model: {
    events: examples({
      'password.change': [
        { type: 'password.change', password: 'newpass1' },
        { type: 'password.change', password: '1234' },
      ],
    }),
    actors: { changePassword: { done: [undefined], error: [new Error('Войдите в аккаунт')] } },
  },
  start: async () => {
    const run = await startShop('/my-account', [SETTINGS_CALL], {
      user: FULL_USER,
      backend: {
        'POST /back/profile/profile': ok(FULL_USER),
        [`POST ${CMS}api/customer/logout`]: ok({ userAuth: false }),
      },
    });
    await run.user.click(await screen.findByRole('tab', { name: 'Настройки' }));
    await screen.findByRole('form', { name: 'Настройки' });
    return run;
  },
  perform: async (run, { event, kind }) => {
    if (kind === 'done') return answer(run, SETTINGS_CALL, ok({ message: 'Пароль успешно изменён' }));
    if (kind === 'error') return answer(run, SETTINGS_CALL, refused(401, 'Войдите в аккаунт'));
    if (event.type === 'password.unlock') return run.user.click(form().getByRole('button', { name: 'Изменить' }));
    if (event.type === 'password.cancel') return run.user.click(form().getByRole('button', { name: 'Отменить' }));
    if (event.type === 'password.save') return run.user.click(form().getByRole('button', { name: 'Сохранить' }));
    await run.user.clear(passwordInput());
    await run.user.type(passwordInput(), (event as unknown as { password: string }).password);
  },
  see: {
    locked: () => {
      expect(passwordInput()).toBeDisabled();
      expect(passwordInput().value).toBe('');
      expect(form().getByRole('button', { name: 'Изменить' })).toBeInTheDocument();
      expect(form().getByRole('button', { name: 'Сохранить' })).toBeDisabled();
      expect(form().getByLabelText('E-mail')).toHaveValue(FULL_USER.email);
    },
    unlocked: (_run, { labels }) => {
      expect(passwordInput()).toBeEnabled();
      expect(form().getByRole('button', { name: 'Отменить' })).toBeInTheDocument();
      const last = labels.at(-1) ?? '';
      if (last === 'password.save') expect(form().getByText('Слишком короткий пароль')).toBeInTheDocument();
      else if (last.startsWith('error:')) expect(form().getByText('Войдите в аккаунт')).toBeInTheDocument();
      else expect(form().queryByText('Слишком короткий пароль')).toBeNull();
    },
    saving: (run) => {
      expect(run.calls).toContain(SETTINGS_CALL);
    },
    changed: async (run) => {
      // 'Пароль успешно изменён', then logout: the server is told, the shop goes home as a guest.
      expect(await screen.findByText('Пароль успешно изменён')).toBeInTheDocument();
      await waitFor(() => expect(run.router.state.location.pathname).toBe('/'));
      expect(run.calls).toContain(`POST ${CMS}api/customer/logout`);
      expect(localStorage.getItem('userInfo')).toBeNull();
    },
  },
});
