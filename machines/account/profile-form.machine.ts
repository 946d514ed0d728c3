import { assertEvent, assign, setup } from 'xstate';
import type { UserInfo } from '../../src/domain/account';
import { notProvided } from '../not-provided';
import { failure, output } from '../params';

/**
 * The profile tab (product §2 "Profile tab", §5, §8). The profile is loaded from the server; if that fails the stored
 * user is cleared and the shopper goes to /login. Then the form (first and last name, e-mail read-only once set,
 * phone through the mask, delivery address) saves with 'Информация сохранена', and the avatar uploads on its own
 * ('Не удалось загрузить аватар' on failure), both at once if need be.
 */

export interface ProfileValues {
  firstname: string;
  lastname: string;
  email: string;
  /** Digits only. */
  telephone: string;
  address: string;
}

export interface ProfileFormContext {
  values: ProfileValues;
  /** Set once the account has an e-mail (product §2: read-only when set). */
  emailLocked: boolean;
  error: string | null;
}

export type ProfileFormEvent =
  | { type: 'profile.change'; values: Partial<ProfileValues> }
  | { type: 'profile.save' }
  | { type: 'profile.avatar'; file: File | Blob };

const valuesOf = (user: UserInfo): ProfileValues => ({
  firstname: user.firstname,
  lastname: user.lastname,
  email: user.email,
  telephone: user.telephone,
  address: user.address,
});

export const profileFormMachine = setup({
  types: {
    context: {} as ProfileFormContext,
    events: {} as ProfileFormEvent,
  },
  actors: {
    loadProfile: notProvided<UserInfo>('loadProfile'),
    saveProfile: notProvided<UserInfo, ProfileValues>('saveProfile'),
    uploadAvatar: notProvided<UserInfo, { file: File | Blob }>('uploadAvatar'),
  },
  actions: {
    /** The auth actor stores the fresh record (header, prices). */
    updateUser: (_, _user: UserInfo) => {},
    /** Clears the stored user and goes to /login. */
    expire: () => {},
    /** 'Информация сохранена'. */
    reportSaved: () => {},
    reportSaveError: (_, _error: unknown) => {},
    /** 'Не удалось загрузить аватар'. */
    reportAvatarError: (_, _error: unknown) => {},
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'profileForm',
  context: {
    values: { firstname: '', lastname: '', email: '', telephone: '', address: '' },
    emailLocked: false,
    error: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadProfile',
        onDone: {
          target: 'ready',
          actions: [
            assign({
              values: ({ event }) => valuesOf(event.output),
              emailLocked: ({ event }) => event.output.email !== '',
            }),
            { type: 'updateUser', params: output },
          ],
        },
        onError: { target: 'expired', actions: 'expire' },
      },
    },
    ready: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'profile.change': {
                  actions: assign(({ context, event }) => ({
                    ...context,
                    values: { ...context.values, ...event.values },
                    error: null,
                  })),
                },
                'profile.save': 'saving',
              },
            },
            saving: {
              invoke: {
                src: 'saveProfile',
                input: ({ context }) => context.values,
                onDone: {
                  target: 'editing',
                  actions: [
                    assign({
                      values: ({ event }) => valuesOf(event.output),
                      emailLocked: ({ event }) => event.output.email !== '',
                      error: null,
                    }),
                    { type: 'updateUser', params: output },
                    'reportSaved',
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: [
                    assign({ error: ({ event }) => (event.error as Error).message }),
                    { type: 'reportSaveError', params: failure },
                  ],
                },
              },
            },
          },
        },
        avatar: {
          initial: 'idle',
          states: {
            idle: { on: { 'profile.avatar': 'uploading' } },
            uploading: {
              invoke: {
                src: 'uploadAvatar',
                input: ({ event }) => {
                  assertEvent(event, 'profile.avatar');
                  return { file: event.file };
                },
                onDone: { target: 'idle', actions: { type: 'updateUser', params: output } },
                onError: { target: 'idle', actions: { type: 'reportAvatarError', params: failure } },
              },
            },
          },
        },
      },
    },
    expired: { type: 'final' },
  },
});
