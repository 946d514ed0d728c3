import { assertEvent, assign, setup } from 'xstate';
import type { StaffRole } from '../../src/domain/staff';
import { notProvided } from '../not-provided';
import { StaleCopy } from './stale-copy';

/**
 * The owner changes a member on 'Сотрудники' (issue 15): another role goes at once; taking access away (the member is
 * signed out everywhere) and resetting their two-factor sign-in (they lost their phone) ask 'Вы уверены?' first. Each change carries the version of the member the owner has
 * on screen: when someone else changed the member since, the server refuses ('Запись изменена другим сотрудником'),
 * the list loads afresh and the owner decides again. Any other refusal (the last owner) is shown as the server said it.
 */

export type StaffChangeKind = { role: StaffRole } | { disabled: boolean } | { two_factor: false };

export interface StaffChangeRequest {
  staffId: number;
  email: string;
  version: number;
  change: StaffChangeKind;
}

export interface StaffChangeContext {
  /** The change asked last (while idle: the one before, or null). */
  request: StaffChangeRequest | null;
  /** What the server said no with, or null. */
  error: string | null;
  /** Whether that refusal was a stale copy. */
  stale: boolean;
}

export type StaffChangeEvent =
  ({ type: 'staff.changeAsked' } & StaffChangeRequest) | { type: 'staff.confirm' } | { type: 'staff.back' };

export const STAFF_CHANGE_TEXT = { failed: 'Не удалось изменить сотрудника, попробуйте ещё раз' } as const;

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : STAFF_CHANGE_TEXT.failed;

/** The change being saved: 'saving' is only entered with one. */
function requestOf(context: StaffChangeContext): StaffChangeRequest {
  if (!context.request) throw new Error(STAFF_CHANGE_TEXT.failed);
  return context.request;
}

export const staffChangeMachine = setup({
  types: {
    context: {} as StaffChangeContext,
    events: {} as StaffChangeEvent,
  },
  actors: {
    /** Resolves when saved; rejects with StaleCopy, or an Error with the server's words. */
    changeStaff: notProvided<void, StaffChangeRequest>('changeStaff'),
  },
  actions: {
    ask: assign(({ event }) => {
      assertEvent(event, 'staff.changeAsked');
      const { staffId, email, version, change } = event;
      return { request: { staffId, email, version, change }, error: null, stale: false };
    }),
    /** The list loads afresh (after a change, or after someone else's). */
    reload: () => {},
  },
  guards: {
    /** Taking access away, or the second step of the sign-in. */
    asksFirst: ({ event }) =>
      event.type === 'staff.changeAsked' &&
      (('disabled' in event.change && event.change.disabled) || 'two_factor' in event.change),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'staffChange',
  context: { request: null, error: null, stale: false },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'staff.changeAsked': [
          { guard: 'asksFirst', target: 'confirming', actions: 'ask' },
          { target: 'saving', actions: 'ask' },
        ],
      },
    },
    /** 'Отключить сотрудника?', 'Сбросить двухфакторный вход?' */
    confirming: {
      on: {
        'staff.confirm': { target: 'saving' },
        'staff.back': { target: 'idle', actions: assign({ request: null }) },
      },
    },
    saving: {
      invoke: {
        src: 'changeStaff',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'idle', actions: 'reload' },
        onError: {
          target: 'idle',
          actions: [
            assign(({ event }) => ({ error: messageOf(event.error), stale: event.error instanceof StaleCopy })),
            'reload',
          ],
        },
      },
    },
  },
});
