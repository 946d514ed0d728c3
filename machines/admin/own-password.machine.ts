import { assertEvent, assign, setup } from 'xstate';
import { staffPasswordProblem } from '../../src/domain/staff';
import { notProvided } from '../not-provided';
import { problemsAfterEdit } from './form-problems';
import { errorText } from '../error-text';

/**
 * A member changes their own password on 'Мой профиль' (issue 15): 'Текущий пароль', 'Новый пароль' (a staff password's
 * length) and 'Повторите новый пароль'. What the server would refuse anyway, and two new passwords that differ, are
 * named under their fields before sending; the server's refusal (a wrong current password, too many tries) is shown
 * as it said it. Once changed, the form is empty again and says that the member's other sessions have ended.
 */

export interface OwnPasswordValues {
  current: string;
  next: string;
  repeat: string;
}

export interface OwnPasswordContext extends OwnPasswordValues {
  problems: Partial<Record<keyof OwnPasswordValues, string>>;
  error: string | null;
  saved: boolean;
}

export type OwnPasswordEvent =
  { type: 'password.change'; values: Partial<OwnPasswordValues> } | { type: 'password.submit' };

export const OWN_PASSWORD_TEXT = {
  currentMissing: 'Введите текущий пароль',
  repeatDiffers: 'Пароли не совпадают',
  failed: 'Не удалось сменить пароль, попробуйте ещё раз',
  saved: 'Пароль изменён. Другие ваши сессии закрыты: там войдите с новым паролем.',
} as const;

const EMPTY: OwnPasswordValues = { current: '', next: '', repeat: '' };

function problemsOf({ current, next, repeat }: OwnPasswordValues): OwnPasswordContext['problems'] {
  const problems: OwnPasswordContext['problems'] = {};
  if (current === '') problems.current = OWN_PASSWORD_TEXT.currentMissing;
  const nextWrong = staffPasswordProblem(next);
  if (nextWrong) problems.next = nextWrong;
  else if (repeat !== next) problems.repeat = OWN_PASSWORD_TEXT.repeatDiffers;
  return problems;
}

export const ownPasswordMachine = setup({
  types: {
    context: {} as OwnPasswordContext,
    events: {} as OwnPasswordEvent,
  },
  actors: {
    /** Rejects with an Error whose message is the server's words. */
    changePassword: notProvided<void, { current: string; next: string }>('changePassword'),
  },
  actions: {
    edit: assign(({ context, event }) => {
      assertEvent(event, 'password.change');
      return {
        ...event.values,
        problems: problemsAfterEdit(context.problems, event.values),
        error: null,
        saved: false,
      };
    }),
  },
  guards: {
    sendable: ({ context }) => Object.keys(problemsOf(context)).length === 0,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'ownPassword',
  context: { ...EMPTY, problems: {}, error: null, saved: false },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'password.change': { actions: 'edit' },
        'password.submit': [
          { guard: 'sendable', target: 'saving', actions: assign({ problems: {}, error: null, saved: false }) },
          { actions: assign({ problems: ({ context }) => problemsOf(context) }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'changePassword',
        input: ({ context }) => ({ current: context.current, next: context.next }),
        onDone: { target: 'editing', actions: assign({ ...EMPTY, saved: true }) },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => errorText(event.error, OWN_PASSWORD_TEXT.failed) }),
        },
      },
    },
  },
});
