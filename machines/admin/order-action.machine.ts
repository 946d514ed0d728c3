import { and, assertEvent, assign, setup } from 'xstate';
import { isTrackingNumber, TRACKING_NUMBER_MAX } from '../../src/domain/order-status';
import { parseRoubles } from '../../src/domain/money';
import { notProvided } from '../not-provided';
import { StaleCopy } from './stale-copy';
import { errorText } from '../error-text';

/**
 * A staff member moves an order on its order page (issue 15): they choose one of the actions the order's life allows
 * now (the server says which), write a comment for the customer, leave 'Уведомить покупателя' on (the default) or
 * off, give the tracking number for 'Отправлен' and the amount for 'Возврат'. Cancelling and refunding ask once more
 * before they go. The version of the order the member had open goes with the change: when someone else changed the
 * order since, the server refuses ('Запись изменена другим сотрудником'), the page loads the order as it is now and
 * the member decides again. Any other refusal is shown with the form as it was typed.
 */

export const ORDER_ACTION_KINDS = ['assemble', 'ship', 'deliver', 'cancel', 'refund'] as const;
export type OrderActionKind = (typeof ORDER_ACTION_KINDS)[number];

/** The actions that cannot be taken back: they ask 'Вы уверены?' first. */
export const DESTRUCTIVE_ACTIONS: readonly OrderActionKind[] = ['cancel', 'refund'];

export interface OrderActionFields {
  comment: string;
  notify: boolean;
  trackingNumber: string;
  /** As typed: whole roubles. */
  amount: string;
}

export interface OrderActionContext extends OrderActionFields {
  /** The action chosen last (while idle, the one chosen before, unused). */
  action: OrderActionKind;
  /** The order's version when the member chose the action. */
  version: number;
  /** What is wrong with the form, found before sending. */
  problem: string | null;
  /** The server's refusal, or null. */
  error: string | null;
}

export interface OrderChange {
  action: OrderActionKind;
  version: number;
  comment: string;
  notify: boolean;
  trackingNumber?: string;
  amount?: number;
}

export type OrderActionEvent =
  | { type: 'action.choose'; action: OrderActionKind; version: number }
  | { type: 'action.change'; values: Partial<OrderActionFields> }
  | { type: 'action.submit' }
  | { type: 'action.confirm' }
  | { type: 'action.back' }
  | { type: 'action.close' };

export const ORDER_ACTION_TEXT = {
  trackingMissing: 'Введите трек-номер отправления',
  trackingInvalid: `Трек-номер — от 1 до ${TRACKING_NUMBER_MAX} латинских букв, цифр или знаков, без пробелов`,
  amountInvalid: 'Сумма возврата — целое число рублей больше нуля',
  failed: 'Не удалось изменить заказ, попробуйте ещё раз',
} as const;

const EMPTY_FIELDS: OrderActionFields = { comment: '', notify: true, trackingNumber: '', amount: '' };

function problemOf(context: OrderActionContext): string | null {
  if (context.action === 'ship') {
    if (context.trackingNumber.trim() === '') return ORDER_ACTION_TEXT.trackingMissing;
    if (!isTrackingNumber(context.trackingNumber)) return ORDER_ACTION_TEXT.trackingInvalid;
  }
  if (context.action === 'refund') {
    const amount = parseRoubles(context.amount.trim());
    if (amount === null || amount === 0) return ORDER_ACTION_TEXT.amountInvalid;
  }
  return null;
}

/** What goes to the server: the fields the action takes, and no others. */
export function changeOf(context: OrderActionContext): OrderChange {
  return {
    action: context.action,
    version: context.version,
    comment: context.comment.trim(),
    notify: context.notify,
    ...(context.action === 'ship' ? { trackingNumber: context.trackingNumber.trim() } : {}),
    ...(context.action === 'refund' ? { amount: parseRoubles(context.amount.trim()) ?? 0 } : {}),
  };
}

export const orderActionMachine = setup({
  types: {
    context: {} as OrderActionContext,
    events: {} as OrderActionEvent,
  },
  actors: {
    /** Resolves when the server made the change; rejects with StaleCopy, or an Error with the server's words. */
    changeOrder: notProvided<void, OrderChange>('changeOrder'),
  },
  actions: {
    /** A fresh form for the chosen action, against the version of the order open now. */
    open: assign(({ event }) => {
      assertEvent(event, 'action.choose');
      return { ...EMPTY_FIELDS, action: event.action, version: event.version, problem: null, error: null };
    }),
    /** The order changed: the page shows it as it is now. */
    changed: () => {},
    /** Someone else changed the order: the page loads it as it is now. */
    reload: () => {},
  },
  guards: {
    valid: ({ context }) => problemOf(context) === null,
    destructive: ({ context }) => DESTRUCTIVE_ACTIONS.includes(context.action),
    stale: ({ event }) => 'error' in event && event.error instanceof StaleCopy,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'orderAction',
  context: { ...EMPTY_FIELDS, action: 'assemble', version: 0, problem: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'action.choose': { target: 'editing', actions: 'open' } },
    },
    editing: {
      tags: ['form'],
      on: {
        'action.choose': { target: 'editing', actions: 'open' },
        'action.change': { actions: assign(({ event }) => ({ ...event.values, problem: null, error: null })) },
        'action.close': { target: 'idle' },
        'action.submit': [
          { guard: and(['valid', 'destructive']), target: 'confirming' },
          { guard: 'valid', target: 'submitting' },
          { actions: assign({ problem: ({ context }) => problemOf(context) }) },
        ],
      },
    },
    /** 'Вы уверены?' before a cancel or a refund. */
    confirming: {
      tags: ['form'],
      on: {
        'action.confirm': { target: 'submitting' },
        'action.back': { target: 'editing' },
      },
    },
    submitting: {
      tags: ['form', 'busy'],
      invoke: {
        src: 'changeOrder',
        input: ({ context }) => changeOf(context),
        onDone: { target: 'idle', actions: 'changed' },
        onError: [
          { guard: 'stale', target: 'stale', actions: 'reload' },
          {
            target: 'editing',
            actions: assign({ error: ({ event }) => errorText(event.error, ORDER_ACTION_TEXT.failed) }),
          },
        ],
      },
    },
    /** Someone else changed the order: it is shown as it is now, and the member chooses again. */
    stale: {
      on: {
        'action.choose': { target: 'editing', actions: 'open' },
        'action.close': { target: 'idle' },
      },
    },
  },
});
