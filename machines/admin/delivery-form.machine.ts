import { assertEvent, assign, setup } from 'xstate';
import {
  cellKey,
  deliveryProblems,
  PRICE_CELLS,
  typedRoubles,
  type DeliveryPrices,
  type DeliveryProblems,
  type DeliveryValues,
} from '../../src/domain/delivery-settings';
import { notProvided } from '../not-provided';
import { problemsAfterEdit } from './form-problems';
import { StaleCopy } from './stale-copy';
import { errorText } from '../error-text';

/**
 * The owner's 'Доставка' (issue 16): the delivery terms load, the owner changes the prices, the free-delivery
 * threshold and the self-pickup place, and saves. What the server would refuse is named under its field before
 * sending (the domain rule both use); the server's refusal is shown as it said it, with what was typed kept. The save
 * carries the version the owner opened: when someone else saved in between, the server refuses ('Запись изменена
 * другим сотрудником'), the terms load afresh and the owner decides again.
 */

/** The terms as the server has them, with the version a save must carry. */
export interface DeliveryRecord {
  values: DeliveryValues;
  version: number;
}

/** The form as typed: every rouble amount as text, by field ('msk.inside-mkad/cdek.cdek', 'free_from'). */
export interface DeliveryForm {
  roubles: Record<string, string>;
  pickup_address: string;
  pickup_hours: string;
}

export interface DeliveryFormContext {
  form: DeliveryForm | null;
  version: number;
  problems: DeliveryProblems;
  error: string | null;
  stale: boolean;
  saved: boolean;
}

export type DeliveryFormEvent =
  | { type: 'delivery.change'; values: Partial<Omit<DeliveryForm, 'roubles'>> & { roubles?: Record<string, string> } }
  | { type: 'delivery.submit' }
  | { type: 'delivery.retry' };

export const DELIVERY_FORM_TEXT = {
  loadFailed: 'Не удалось загрузить условия доставки',
  failed: 'Не удалось сохранить условия доставки, попробуйте ещё раз',
  saved: 'Условия доставки сохранены: покупатели видят их сразу',
  reloaded: 'Условия доставки загружены заново: проверьте их и сохраните ещё раз.',
  problems: 'Исправьте отмеченные поля',
} as const;

export function formOf(values: DeliveryValues): DeliveryForm {
  const roubles: Record<string, string> = { free_from: String(values.free_from) };
  for (const cell of PRICE_CELLS) roubles[cellKey(cell)] = String(values.prices[cell.area]?.[cell.code] ?? '');
  return { roubles, pickup_address: values.pickup_address, pickup_hours: values.pickup_hours };
}

export function valuesOf(form: DeliveryForm): DeliveryValues {
  const prices = { 'msk.inside-mkad': {}, 'spb.inside-kad': {}, another: {} } as DeliveryPrices;
  for (const cell of PRICE_CELLS) prices[cell.area][cell.code] = typedRoubles(form.roubles[cellKey(cell)] ?? '');
  return {
    prices,
    free_from: typedRoubles(form.roubles.free_from ?? ''),
    pickup_address: form.pickup_address,
    pickup_hours: form.pickup_hours,
  };
}

function formIn(context: DeliveryFormContext): DeliveryForm {
  if (!context.form) throw new Error(DELIVERY_FORM_TEXT.loadFailed);
  return context.form;
}

const problemsOf = (context: DeliveryFormContext) => deliveryProblems(valuesOf(formIn(context)));

const fromServer = ({ values, version }: DeliveryRecord) => ({ form: formOf(values), version, problems: {} });

export const deliveryFormMachine = setup({
  types: { context: {} as DeliveryFormContext, events: {} as DeliveryFormEvent },
  actors: {
    loadTerms: notProvided<DeliveryRecord, void>('loadTerms'),
    /** Resolves with the terms as saved; rejects with StaleCopy, or an Error with the server's words. */
    saveTerms: notProvided<DeliveryRecord, DeliveryRecord>('saveTerms'),
  },
  actions: {
    edit: assign(({ context, event }) => {
      assertEvent(event, 'delivery.change');
      const form = formIn(context);
      const { roubles, ...texts } = event.values;
      return {
        form: { ...form, ...texts, roubles: { ...form.roubles, ...roubles } },
        problems: problemsAfterEdit(context.problems, { ...roubles, ...texts }),
        error: null,
        stale: false,
        saved: false,
      };
    }),
  },
  guards: {
    sendable: ({ context }) => Object.keys(problemsOf(context)).length === 0,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'deliveryForm',
  context: { form: null, version: 0, problems: {}, error: null, stale: false, saved: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadTerms',
        onDone: { target: 'editing', actions: assign(({ event }) => fromServer(event.output)) },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({
            error: errorText(event.error, DELIVERY_FORM_TEXT.loadFailed),
            stale: false,
          })),
        },
      },
    },
    loadFailed: {
      on: { 'delivery.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    editing: {
      on: {
        'delivery.change': { actions: 'edit' },
        'delivery.submit': [
          {
            guard: 'sendable',
            target: 'saving',
            actions: assign({ problems: {}, error: null, stale: false, saved: false }),
          },
          {
            actions: assign(({ context }) => ({
              problems: problemsOf(context),
              error: DELIVERY_FORM_TEXT.problems,
              stale: false,
              saved: false,
            })),
          },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveTerms',
        input: ({ context }) => ({ values: valuesOf(formIn(context)), version: context.version }),
        onDone: { target: 'editing', actions: assign(({ event }) => ({ ...fromServer(event.output), saved: true })) },
        onError: [
          {
            guard: ({ event }) => event.error instanceof StaleCopy,
            target: 'loading',
            actions: assign(({ event }) => ({ error: errorText(event.error, DELIVERY_FORM_TEXT.failed), stale: true })),
          },
          {
            target: 'editing',
            actions: assign(({ event }) => ({ error: errorText(event.error, DELIVERY_FORM_TEXT.failed) })),
          },
        ],
      },
    },
  },
});
