import { screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { profileFormMachine } from '../../../machines/account/profile-form.machine';
import { toaster } from '../../../src/web/ui/toaster';
import { ok } from '../../web/helpers/fake-backend';
import { examples, FULL_USER } from '../account-fixtures';
import { describeUiPaths } from '../harness/ui-paths';
import { answer, CMS, refused, startShop } from './account-ui-helpers';

// The profile tab's paths, followed in the account: the profile arrives (or not) when the path says so; the shopper
// edits and saves, and uploads an avatar, each answered by the server when the path says so.

const PROFILE_CALL = 'POST /back/profile/profile';
const SAVE_CALL = 'POST /back/profile/save';
const AVATAR_CALL = `POST ${CMS}/api/customer/uploadImage`;
const SAVED = { ...FULL_USER, firstname: 'Анна-Мария', telephone: '79991112233' };
const WITH_AVATAR = { ...FULL_USER, avatar: { image: '/image/avatar/7-a.png', password: '' as const } };
const PHONE_ERROR = 'Введите телефон полностью: +7(000)000-00-00';
const FILE = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
type Run = Awaited<ReturnType<typeof startShop>>;
const form = () => within(screen.getByRole('form', { name: 'Профиль' }));

await describeUiPaths<Run>(profileFormMachine, {
  model: {
    events: examples({
      'profile.change': [{ type: 'profile.change', values: { firstname: 'Анна-Мария', telephone: '79991112233' } }],
      'profile.avatar': [{ type: 'profile.avatar', file: FILE }],
    }),
    actors: {
      loadProfile: { done: [FULL_USER], error: [new Error('Войдите в аккаунт')] },
      saveProfile: { done: [SAVED], error: [new Error(PHONE_ERROR)] },
      uploadAvatar: { done: [WITH_AVATAR], error: [new Error('Аватар должен быть изображением JPEG, PNG или WebP')] },
    },
  },
  start: async () => {
    onTestFinished(() => toaster.remove());
    const run = await startShop('/my-account', [PROFILE_CALL, SAVE_CALL, AVATAR_CALL], { user: FULL_USER });
    await screen.findByRole('tablist', { name: 'Разделы аккаунта' });
    return run;
  },
  perform: async (run, { event, kind, actor, output }) => {
    if (actor === 'loadProfile')
      return answer(run, PROFILE_CALL, kind === 'done' ? ok(output) : refused(401, 'Войдите в аккаунт'));
    if (actor === 'saveProfile')
      return answer(run, SAVE_CALL, kind === 'done' ? ok(output) : refused(400, PHONE_ERROR));
    if (actor === 'uploadAvatar') {
      return answer(
        run,
        AVATAR_CALL,
        kind === 'done'
          ? ok({ image: WITH_AVATAR.avatar.image, user: output })
          : refused(415, 'Аватар должен быть изображением JPEG, PNG или WebP'),
      );
    }
    if (event.type === 'profile.save') return run.user.click(form().getByRole('button', { name: 'Сохранить' }));
    if (event.type === 'profile.avatar') return run.user.upload(screen.getByLabelText('Загрузить аватар'), FILE);
    const name = form().getByLabelText('Имя');
    await run.user.clear(name);
    await run.user.type(name, 'Анна-Мария');
    const phone = form().getByLabelText('Телефон');
    await run.user.clear(phone);
    await run.user.type(phone, '9991112233');
  },
  see: {
    loading: () => {
      expect(screen.getAllByRole('status').some((s) => s.textContent?.includes('Загружаем профиль'))).toBe(true);
    },
    expired: async (run) => {
      // The stored user is cleared and the shopper goes to /login.
      await waitFor(() => expect(run.router.state.location.pathname).toBe('/login'));
      expect(localStorage.getItem('userInfo')).toBeNull();
    },
    'ready.form.editing': async (_run, { labels }) => {
      const last = labels.filter((l) => l.includes('saveProfile')).at(-1) ?? '';
      expect(form().getByLabelText('E-mail')).toHaveAttribute('readonly');
      if (labels.at(-1)?.startsWith('done: saveProfile'))
        expect(await screen.findByText('Информация сохранена')).toBeInTheDocument();
      if (last.startsWith('error: saveProfile')) expect(form().getByText(PHONE_ERROR)).toBeInTheDocument();
      else expect(form().queryByText(PHONE_ERROR)).toBeNull();
    },
    'ready.form.saving': (run) => {
      expect(run.calls).toContain(SAVE_CALL);
    },
    'ready.avatar.idle': async (_run, { labels }) => {
      const last = labels.at(-1) ?? '';
      if (last.startsWith('error: uploadAvatar')) {
        expect(await screen.findByText(/^Не удалось загрузить аватар/)).toBeInTheDocument();
      }
      if (labels.some((l) => l.startsWith('done: uploadAvatar'))) {
        await waitFor(() =>
          expect(JSON.parse(localStorage.getItem('userInfo')!).avatar.image).toBe(WITH_AVATAR.avatar.image),
        );
      }
      expect(screen.getByRole('button', { name: 'Загрузить аватар' })).toBeEnabled();
    },
    'ready.avatar.uploading': (run) => {
      expect(run.calls).toContain(AVATAR_CALL);
    },
  },
});
