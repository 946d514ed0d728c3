import { profileFormMachine } from '../../machines/account/profile-form.machine';
import { FULL_USER, examples } from './account-fixtures';
import { describePathTests, type StateCheckArgs } from './harness/path-model';

// Every path of the profile tab (product §2, §8): a failed load clears the session and leaves; the form saves
// ('Информация сохранена') and the avatar uploads independently ('Не удалось загрузить аватар').

const SAVED = { ...FULL_USER, firstname: 'Анна-Мария' };
const FILE = new Blob(['png'], { type: 'image/png' });

function common({ context, count, actions }: StateCheckArgs) {
  expect(actions.reportSaved).toHaveBeenCalledTimes(count('done: saveProfile'));
  expect(actions.reportSaveError).toHaveBeenCalledTimes(count('error: saveProfile'));
  expect(actions.reportAvatarError).toHaveBeenCalledTimes(count('error: uploadAvatar'));
  // The auth actor gets every fresh record: the load, each save and each avatar.
  expect(actions.updateUser).toHaveBeenCalledTimes(
    count('done: loadProfile') + count('done: saveProfile') + count('done: uploadAvatar'),
  );
  expect(actions.expire).not.toHaveBeenCalled();
  expect(context.emailLocked).toBe(true);
}

await describePathTests(profileFormMachine, {
  events: examples({
    'profile.change': [{ type: 'profile.change', values: { firstname: 'Анна-Мария', telephone: '79991112233' } }],
    'profile.avatar': [{ type: 'profile.avatar', file: FILE }],
  }),
  actors: {
    loadProfile: { done: [FULL_USER], error: [new Error('Войдите в аккаунт')] },
    saveProfile: { done: [SAVED], error: [new Error('Введите телефон полностью: +7(000)000-00-00')] },
    uploadAvatar: { done: [FULL_USER], error: [new Error('Аватар должен быть изображением JPEG, PNG или WebP')] },
  },
  states: {
    loading: ({ invoked, actions }) => {
      expect(invoked.loadProfile).toHaveLength(1);
      expect(actions.updateUser).not.toHaveBeenCalled();
    },
    expired: ({ actions, snapshot }) => {
      // A failed load clears the stored user and goes to /login.
      expect(actions.expire).toHaveBeenCalledTimes(1);
      expect(snapshot.status).toBe('done');
    },
    'ready.form.editing': (args) => {
      common(args);
      const last = args.events.filter((e) => e.type.includes('saving')).at(-1)?.type ?? '';
      expect(args.context.error).toBe(
        last.startsWith('xstate.error') ? 'Введите телефон полностью: +7(000)000-00-00' : null,
      );
    },
    'ready.form.saving': (args) => {
      common(args);
      expect(args.invoked.saveProfile.at(-1)).toEqual(args.context.values);
    },
    'ready.avatar.idle': common,
    'ready.avatar.uploading': (args) => {
      common(args);
      expect(args.invoked.uploadAvatar.at(-1)).toEqual({ file: FILE });
    },
  },
});
