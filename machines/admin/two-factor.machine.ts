import { assertEvent, assign, setup } from 'xstate';
import { notProvided } from '../not-provided';
import { codeProblem, problemsAfterEdit } from './form-problems';
import { errorText } from '../error-text';

/**
 * A member's two-factor sign-in on their own page ('Мой профиль', issue 15). Off: 'Включить' asks the server for a new
 * secret, shown as a QR code and in text; the member adds it to their app and types the code it shows; only a code the
 * server accepts turns it on ('Отмена' leaves it off). On: 'Выключить' asks for a current code, or the password when
 * the phone is not at hand. The server's refusal (a wrong or used code, a wrong password, too many tries) is shown as
 * it said it, and a refused code is cleared for the next one.
 */

export interface TwoFactorSecret {
  /** Base32, for typing into the app by hand. */
  secret: string;
  /** otpauth://totp/…, what the QR code holds. */
  otpauthUrl: string;
}

export type TwoFactorProof = { code: string } | { password: string };

export interface TwoFactorContext {
  enabled: boolean;
  /** The secret being set up (only while it is shown). */
  setup: TwoFactorSecret | null;
  code: string;
  password: string;
  /** What the member proves it is them with when turning it off. */
  proof: 'code' | 'password';
  problems: { code?: string; password?: string };
  error: string | null;
  /** What just changed ('Двухфакторный вход включён'), until the next step. */
  notice: string | null;
}

export type TwoFactorEvent =
  | { type: 'twoFactor.start' }
  | { type: 'twoFactor.change'; values: { code?: string; password?: string } }
  | { type: 'twoFactor.proof'; proof: 'code' | 'password' }
  | { type: 'twoFactor.submit' }
  | { type: 'twoFactor.cancel' }
  | { type: 'twoFactor.stop' };

export const TWO_FACTOR_TEXT = {
  on: 'Двухфакторный вход включён: при входе понадобится код из приложения',
  off: 'Двухфакторный вход выключен',
  passwordMissing: 'Введите пароль',
  failed: 'Не удалось изменить двухфакторный вход, попробуйте ещё раз',
} as const;

function proofProblems(context: TwoFactorContext): TwoFactorContext['problems'] {
  if (context.proof === 'password') return context.password === '' ? { password: TWO_FACTOR_TEXT.passwordMissing } : {};
  const code = codeProblem(context.code);
  return code ? { code } : {};
}

const digits = (code: string) => code.replace(/\s/g, '');

/** A fresh form: nothing typed, nothing wrong, nothing said. */
const CLEAN = { code: '', password: '', problems: {}, error: null } as const;

export const twoFactorMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
    input: {} as { enabled: boolean },
  },
  actors: {
    /** A new secret for the app. */
    startSetup: notProvided<TwoFactorSecret, void>('startSetup'),
    /** Turns it on with the first code; rejects with the server's words. */
    confirm: notProvided<void, { code: string }>('confirm'),
    /** Turns it off with a code or the password; rejects with the server's words. */
    turnOff: notProvided<void, TwoFactorProof>('turnOff'),
  },
  actions: {
    /** The member's two-factor changed: the page's copy of the member follows. */
    changed: () => {},
    edit: assign(({ context, event }) => {
      assertEvent(event, 'twoFactor.change');
      return { ...event.values, problems: problemsAfterEdit(context.problems, event.values), error: null };
    }),
    findProblems: assign({ problems: ({ context }) => proofProblems(context) }),
    /** The server said no: its words, and the code typed afresh. */
    refused: assign((_, params: { error: unknown }) => ({
      code: '',
      error: errorText(params.error, TWO_FACTOR_TEXT.failed),
    })),
  },
  guards: {
    enabled: ({ context }) => context.enabled,
    sendable: ({ context }) => Object.keys(proofProblems(context)).length === 0,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'twoFactor',
  context: ({ input }) => ({
    enabled: input.enabled,
    setup: null,
    proof: 'code',
    notice: null,
    ...CLEAN,
  }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'enabled', target: 'on' }, { target: 'off' }] },
    off: {
      on: { 'twoFactor.start': { target: 'starting', actions: assign({ notice: null, error: null }) } },
    },
    starting: {
      invoke: {
        src: 'startSetup',
        onDone: { target: 'showing', actions: assign({ setup: ({ event }) => event.output, ...CLEAN }) },
        onError: { target: 'off', actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The QR code, the secret in text and 'Код из приложения'. */
    showing: {
      on: {
        'twoFactor.change': { actions: 'edit' },
        'twoFactor.submit': [
          { guard: 'sendable', target: 'confirming', actions: assign({ problems: {}, error: null }) },
          { actions: 'findProblems' },
        ],
        'twoFactor.cancel': { target: 'off', actions: assign({ setup: null, ...CLEAN }) },
      },
    },
    confirming: {
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ code: digits(context.code) }),
        onDone: {
          target: 'on',
          actions: [assign({ enabled: true, setup: null, notice: TWO_FACTOR_TEXT.on, ...CLEAN }), 'changed'],
        },
        onError: { target: 'showing', actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    on: {
      on: {
        'twoFactor.stop': { target: 'stopping', actions: assign({ notice: null, proof: 'code', ...CLEAN }) },
      },
    },
    /** 'Выключить двухфакторный вход?': a current code, or the password. */
    stopping: {
      on: {
        'twoFactor.change': { actions: 'edit' },
        'twoFactor.proof': {
          actions: assign(({ event }) => ({ proof: event.proof, ...CLEAN })),
        },
        'twoFactor.submit': [
          { guard: 'sendable', target: 'turningOff', actions: assign({ problems: {}, error: null }) },
          { actions: 'findProblems' },
        ],
        'twoFactor.cancel': { target: 'on', actions: assign(CLEAN) },
      },
    },
    turningOff: {
      invoke: {
        src: 'turnOff',
        input: ({ context }): TwoFactorProof =>
          context.proof === 'code' ? { code: digits(context.code) } : { password: context.password },
        onDone: {
          target: 'off',
          actions: [assign({ enabled: false, notice: TWO_FACTOR_TEXT.off, ...CLEAN }), 'changed'],
        },
        onError: { target: 'stopping', actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
