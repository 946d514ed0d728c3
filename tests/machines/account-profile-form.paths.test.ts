import { profileFormMachine } from '../../machines/account/profile-form.machine';
import { FULL_USER, examples } from './account-fixtures';
import { describePathTests, type StateCheckArgs } from './harness/path-model';
import { type Scenario, startScenario } from './harness/scenario';

// Every path of the profile tab (product §2, §8): a failed load clears the session and leaves; the form saves
// ('Информация сохранена') and the avatar uploads independently ('Не удалось загрузить аватар').

const SAVED = { ...FULL_USER, firstname: 'Анна-Мария' };
const FILE = new Blob(['png'], { type: 'image/png' });

function common({ context, count, actions }: StateCheckArgs<typeof profileFormMachine>) {
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

// Examples: what the form holds after the load, an edit, a save and an avatar (product §2 "Profile tab", §8).

const FULL_VALUES = {
  firstname: 'Анна',
  lastname: 'Иванова',
  email: 'anna@example.ru',
  telephone: '79123456789',
  address: 'Москва, ул. Ленина, 5',
};
const NO_EMAIL = { ...FULL_USER, email: '' };

async function loaded(user = FULL_USER): Promise<Scenario<typeof profileFormMachine>> {
  const run = await startScenario(profileFormMachine);
  await run.done('loadProfile', user);
  return run;
}

describe('profile form examples', () => {
  it('shows an empty, editable form until the profile loads, then its five fields', async () => {
    const run = await startScenario(profileFormMachine);
    expect(run.context).toEqual({
      values: { firstname: '', lastname: '', email: '', telephone: '', address: '' },
      emailLocked: false,
      error: null,
    });
    await run.done('loadProfile', FULL_USER);
    expect(run.value).toEqual({ ready: { form: 'editing', avatar: 'idle' } });
    expect(run.context.values).toEqual(FULL_VALUES);
    expect(run.actions.updateUser).toHaveBeenCalledTimes(1);
  });

  it('locks the e-mail once the account has one (product §2 "e-mail (read-only once set)")', async () => {
    expect((await loaded(FULL_USER)).context.emailLocked).toBe(true);
    expect((await loaded(NO_EMAIL)).context.emailLocked).toBe(false);
    // A save that sets it locks it; the form then shows what the server kept.
    let run = await loaded(NO_EMAIL);
    await run.send({ type: 'profile.save' });
    await run.done('saveProfile', SAVED);
    expect(run.context).toMatchObject({ emailLocked: true, values: { ...FULL_VALUES, firstname: 'Анна-Мария' } });
    run = await loaded(NO_EMAIL);
    await run.send({ type: 'profile.save' });
    await run.done('saveProfile', NO_EMAIL);
    expect(run.context.emailLocked).toBe(false);
  });

  it('keeps what was typed, saves it, and reports the outcome', async () => {
    const run = await loaded();
    await run.send({ type: 'profile.change', values: { firstname: 'Анна-Мария' } });
    await run.send({ type: 'profile.change', values: { address: 'Тверь' } });
    expect(run.context.values).toEqual({ ...FULL_VALUES, firstname: 'Анна-Мария', address: 'Тверь' });
    await run.send({ type: 'profile.save' });
    expect(run.value).toEqual({ ready: { form: 'saving', avatar: 'idle' } });
    expect(run.invoked.saveProfile).toEqual([{ ...FULL_VALUES, firstname: 'Анна-Мария', address: 'Тверь' }]);
    await run.fail('saveProfile', new Error('Введите телефон полностью: +7(000)000-00-00'));
    expect(run.value).toEqual({ ready: { form: 'editing', avatar: 'idle' } });
    expect(run.context.error).toBe('Введите телефон полностью: +7(000)000-00-00');
    expect(run.actions.reportSaveError).toHaveBeenCalledTimes(1);
    // Editing clears the message and keeps the rest.
    await run.send({ type: 'profile.change', values: { telephone: '79991112233' } });
    expect(run.context.error).toBeNull();
    expect(run.context.values.address).toBe('Тверь');
    await run.send({ type: 'profile.save' });
    await run.done('saveProfile', SAVED);
    expect(run.value).toEqual({ ready: { form: 'editing', avatar: 'idle' } });
    expect(run.context.values).toEqual({ ...FULL_VALUES, firstname: 'Анна-Мария' });
    expect(run.actions.reportSaved).toHaveBeenCalledTimes(1);
    expect(run.actions.updateUser).toHaveBeenCalledTimes(2);
  });

  it("uploads the avatar on its own, 'Не удалось загрузить аватар' on failure (product §8)", async () => {
    const run = await loaded();
    await run.send({ type: 'profile.avatar', file: FILE });
    await run.send({ type: 'profile.save' });
    expect(run.value).toEqual({ ready: { form: 'saving', avatar: 'uploading' } });
    await run.done('uploadAvatar', FULL_USER);
    expect(run.value).toEqual({ ready: { form: 'saving', avatar: 'idle' } });
    expect(run.actions.updateUser).toHaveBeenCalledTimes(2);
    await run.send({ type: 'profile.avatar', file: FILE });
    await run.fail('uploadAvatar', new Error('Аватар должен быть изображением JPEG, PNG или WebP'));
    expect(run.value).toEqual({ ready: { form: 'saving', avatar: 'idle' } });
    expect(run.actions.reportAvatarError).toHaveBeenCalledTimes(1);
    expect(run.actions.updateUser).toHaveBeenCalledTimes(2);
  });
});
