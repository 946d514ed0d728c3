import { assertEvent, assign, setup } from 'xstate';
import type { StaffRole } from '../../src/domain/staff';
import { isValidEmail } from '../../src/domain/validation';
import { notProvided } from '../not-provided';
import { StaleCopy } from './stale-copy';
import { errorText } from '../error-text';

/**
 * The owner changes a member on 'Сотрудники' (issue 15): another role goes at once; taking access away (the member is
 * signed out everywhere), resetting their two-factor sign-in (they lost their phone) and unlinking their storefront
 * account ask 'Вы уверены?' first; linking one ('Связать с покупателем') asks for the customer's e-mail in a dialog,
 * which stays open with what was typed when the e-mail is wrong or the server finds no such customer. Each change
 * carries the version of the member the owner has on screen: when someone else changed the member since, the server
 * refuses ('Запись изменена другим сотрудником'), the list loads afresh and the owner decides again. Any other refusal
 * (the last owner) is shown as the server said it.
 */

export type StaffChangeKind =
  | { role: StaffRole }
  | { disabled: boolean }
  | { two_factor: false }
  /** The storefront account that sees 'Редактировать' for this member; null unlinks it. */
  | { customer_email: string | null };

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
  /** The customer's e-mail as typed in 'Связать с покупателем'. */
  customerEmail: string;
}

export type StaffChangeEvent =
  | ({ type: 'staff.changeAsked' } & StaffChangeRequest)
  | ({ type: 'staff.linkAsked' } & Omit<StaffChangeRequest, 'change'>)
  | { type: 'staff.customerEmailChanged'; value: string }
  | { type: 'staff.confirm' }
  | { type: 'staff.back' };

export const STAFF_CHANGE_TEXT = {
  failed: 'Не удалось изменить сотрудника, попробуйте ещё раз',
  badEmail: 'Введите e-mail покупателя, например anna@mail.ru',
} as const;

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
    askLink: assign(({ event }) => {
      assertEvent(event, 'staff.linkAsked');
      const { staffId, email, version } = event;
      return {
        request: { staffId, email, version, change: { customer_email: '' } },
        customerEmail: '',
        error: null,
        stale: false,
      };
    }),
    /** The typed e-mail becomes the change to send. */
    takeCustomerEmail: assign(({ context }) => ({
      request: { ...requestOf(context), change: { customer_email: context.customerEmail.trim() } },
      error: null,
      stale: false,
    })),
    /** The list loads afresh (after a change, or after someone else's). */
    reload: () => {},
  },
  guards: {
    /** Taking access away, the second step of the sign-in, or the storefront account. */
    asksFirst: ({ event }) =>
      event.type === 'staff.changeAsked' &&
      (('disabled' in event.change && event.change.disabled) ||
        'two_factor' in event.change ||
        ('customer_email' in event.change && event.change.customer_email === null)),
    customerEmailValid: ({ context }) => isValidEmail(context.customerEmail.trim()),
    /** A link the server refused for its e-mail (no such customer, linked elsewhere): back to the dialog. */
    linkRefused: ({ context, event }) =>
      'error' in event &&
      !(event.error instanceof StaleCopy) &&
      context.request !== null &&
      'customer_email' in context.request.change &&
      context.request.change.customer_email !== null,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'staffChange',
  context: { request: null, error: null, stale: false, customerEmail: '' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'staff.changeAsked': [
          { guard: 'asksFirst', target: 'confirming', actions: 'ask' },
          { target: 'saving', actions: 'ask' },
        ],
        'staff.linkAsked': { target: 'linking', actions: 'askLink' },
      },
    },
    /** 'Связать с покупателем': the customer's e-mail, checked before it is sent. */
    linking: {
      on: {
        'staff.customerEmailChanged': { actions: assign({ customerEmail: ({ event }) => event.value }) },
        'staff.confirm': [
          { guard: 'customerEmailValid', target: 'saving', actions: 'takeCustomerEmail' },
          { actions: assign({ error: STAFF_CHANGE_TEXT.badEmail }) },
        ],
        'staff.back': { target: 'idle', actions: assign({ request: null, error: null }) },
      },
    },
    /** 'Отключить сотрудника?', 'Сбросить двухфакторный вход?', 'Отвязать покупателя?' */
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
        onError: [
          {
            guard: 'linkRefused',
            target: 'linking',
            actions: assign(({ event }) => ({ error: errorText(event.error, STAFF_CHANGE_TEXT.failed) })),
          },
          {
            target: 'idle',
            actions: [
              assign(({ event }) => ({
                error: errorText(event.error, STAFF_CHANGE_TEXT.failed),
                stale: event.error instanceof StaleCopy,
              })),
              'reload',
            ],
          },
        ],
      },
    },
  },
});
