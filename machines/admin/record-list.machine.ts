import { assign, setup } from 'xstate';
import { notProvided } from '../not-provided';
import { problemsAfterEdit } from './form-problems';
import { StaleCopy } from './stale-copy';
import { errorText } from '../error-text';

/**
 * A short list of the shop's records (issue 16): the home page's 'Баннеры' and the shop's 'Вопрос-ответ', which the
 * staff order themselves, and the tables of pickup points ('Доставка') and promotions ('Акции и подарки'). It loads; 'Добавить' and 'Изменить' open the form in a dialog, checked before sending by
 * the record's own rule (the server checks the same), saved against the version on screen; 'Скрыть' / 'Показать'
 * saves the record's switch at once; 'Удалить' asks first; in an ordered list, a record dragged to another place or
 * moved with 'Выше' / 'Ниже' takes it on screen at once and the whole order goes to the server with the versions on screen. Every change
 * answers the list as it is now. A change made from a copy someone else changed since it loaded is refused ('Запись
 * изменена другим сотрудником'): the list loads afresh and the member decides again. Another refusal keeps the dialog
 * (or, from the list, is said on the page; a refused order loads the list afresh, so the screen shows the shop's).
 */

/** What every listed record has: its number, the version on screen and whether the shop shows it. */
export interface ListedRecord {
  id: number;
  version: number;
  status: boolean;
}

/** The form as typed (texts, switches as booleans, and things chosen from lists: a promotion's gifts). */
export type RecordForm = Readonly<Record<string, string | boolean | readonly object[]>>;

export type RecordProblems = Partial<Record<string, string>>;

/** A text field of the form ('' when it holds none). */
export const formText = (form: RecordForm, field: string): string => {
  const value = form[field];
  return typeof value === 'string' ? value : '';
};

export interface RecordListText {
  loadFailed: string;
  failed: string;
  created: string;
  saved: string;
  deleted: string;
  /** Said after a new order went through (lists the staff order themselves). */
  ordered?: string;
}

export interface RecordListInput {
  /** The form of a new record. */
  empty: RecordForm;
  /** The record's own rule over the form (the domain module the server checks with too). */
  check: (form: RecordForm) => RecordProblems;
  /** Which problems an edit clears; by default the edited fields' own (the member is fixing them). */
  cleared?: (problems: RecordProblems, edited: RecordForm) => RecordProblems;
  text: RecordListText;
}

export interface RecordListContext extends RecordListInput {
  records: ListedRecord[];
  form: RecordForm;
  /** The record the dialog edits or asks about (null: a new one). */
  target: ListedRecord | null;
  problems: RecordProblems;
  /** The server's refusal, or null. */
  error: string | null;
  stale: boolean;
  /** What the page says after the last change went through. */
  done: string | null;
}

export type RecordListEvent =
  | { type: 'record.new' }
  | { type: 'record.edit'; record: ListedRecord; form: RecordForm }
  | { type: 'record.change'; values: RecordForm }
  | { type: 'record.submit' }
  | { type: 'record.back' }
  | { type: 'record.toggle'; record: ListedRecord }
  | { type: 'record.delete'; record: ListedRecord }
  | { type: 'record.confirm' }
  | { type: 'record.move'; from: number; to: number }
  | { type: 'record.retry' };

/** What goes to the server: a new record (id null) or a save of one at the version on screen. */
export interface RecordChange {
  id: number | null;
  version: number;
  form: RecordForm;
}

/** The switch turned on a listed record: its new value, with the version on screen and the record as listed. */
export interface RecordSwitch {
  id: number;
  version: number;
  status: boolean;
  record: ListedRecord | null;
}

export type RecordOrder = { id: number; version: number }[];

/** `records` with the one at `from` moved to `to`. */
export function moved<T>(records: readonly T[], from: number, to: number): T[] {
  const next = [...records];
  const [record] = next.splice(from, 1);
  next.splice(to, 0, record);
  return next;
}

export const recordListMachine = setup({
  types: {
    context: {} as RecordListContext,
    events: {} as RecordListEvent,
    input: {} as RecordListInput,
  },
  actors: {
    load: notProvided<ListedRecord[], void>('load'),
    /** Each resolves with the records as they are now; rejects with StaleCopy, or an Error with the server's words. */
    save: notProvided<ListedRecord[], RecordChange>('save'),
    toggle: notProvided<ListedRecord[], RecordSwitch>('toggle'),
    remove: notProvided<ListedRecord[], { id: number; version: number }>('remove'),
    reorder: notProvided<ListedRecord[], RecordOrder>('reorder'),
  },
  guards: {
    valid: ({ context }) => Object.keys(context.check(context.form)).length === 0,
    stale: ({ event }) => 'error' in event && event.error instanceof StaleCopy,
    /** A move within the list to another place. */
    movable: ({ context, event }) =>
      event.type === 'record.move' &&
      event.from !== event.to &&
      [event.from, event.to].every((i) => Number.isInteger(i) && i >= 0 && i < context.records.length),
  },
  actions: {
    forget: assign({ error: null, stale: false, done: null, problems: {} }),
    /** The server's refusal (or a stale copy's) in the context. */
    refused: assign(({ context, event }) => ({
      error: 'error' in event ? errorText(event.error, context.text.failed) : context.text.failed,
      stale: 'error' in event && event.error instanceof StaleCopy,
    })),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'recordList',
  context: ({ input }) => ({
    ...input,
    records: [],
    form: input.empty,
    target: null,
    problems: {},
    error: null,
    stale: false,
    done: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'idle', actions: assign({ records: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: assign({
            error: ({ context, event }) => errorText(event.error, context.text.loadFailed),
            stale: false,
          }),
        },
      },
    },
    loadFailed: {
      on: { 'record.retry': { target: 'loading', actions: 'forget' } },
    },
    idle: {
      on: {
        'record.new': {
          target: 'editing',
          actions: ['forget', assign(({ context }) => ({ target: null, form: context.empty }))],
        },
        'record.edit': {
          target: 'editing',
          actions: ['forget', assign(({ event }) => ({ target: event.record, form: event.form }))],
        },
        'record.toggle': {
          target: 'toggling',
          actions: ['forget', assign({ target: ({ event }) => event.record })],
        },
        'record.delete': {
          target: 'confirmingDelete',
          actions: ['forget', assign({ target: ({ event }) => event.record })],
        },
        'record.move': {
          guard: 'movable',
          target: 'ordering',
          actions: [
            'forget',
            assign({ records: ({ context, event }) => moved(context.records, event.from, event.to) }),
          ],
        },
      },
    },
    /** The form in its dialog: a new record or 'Изменить'. */
    editing: {
      tags: ['form'],
      on: {
        'record.change': {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, ...event.values },
            problems: (context.cleared ?? problemsAfterEdit)(context.problems, event.values),
            error: null,
          })),
        },
        'record.submit': [
          { guard: 'valid', target: 'saving' },
          { actions: assign({ problems: ({ context }) => context.check(context.form) }) },
        ],
        'record.back': { target: 'idle', actions: 'forget' },
      },
    },
    saving: {
      tags: ['form', 'busy'],
      entry: assign({ error: null, stale: false }),
      invoke: {
        src: 'save',
        input: ({ context }) => ({
          id: context.target?.id ?? null,
          version: context.target?.version ?? 1,
          form: context.form,
        }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            records: event.output,
            done: context.target ? context.text.saved : context.text.created,
          })),
        },
        onError: [
          { guard: 'stale', target: 'loading', actions: 'refused' },
          { target: 'editing', actions: 'refused' },
        ],
      },
    },
    /** 'Скрыть' / 'Показать' from the list: a refusal is said on the page. */
    toggling: {
      tags: ['busy'],
      invoke: {
        src: 'toggle',
        input: ({ context }) => ({
          id: context.target?.id ?? 0,
          version: context.target?.version ?? 1,
          status: !context.target?.status,
          record: context.target,
        }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => ({ records: event.output, done: context.text.saved })),
        },
        onError: [
          { guard: 'stale', target: 'loading', actions: 'refused' },
          { target: 'idle', actions: 'refused' },
        ],
      },
    },
    /** The new order, shown already, goes to the server with the versions on screen. */
    ordering: {
      tags: ['busy'],
      invoke: {
        src: 'reorder',
        input: ({ context }) => context.records.map(({ id, version }) => ({ id, version })),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => ({ records: event.output, done: context.text.ordered ?? null })),
        },
        // Refused or not, the screen must show the shop's order again.
        onError: { target: 'loading', actions: 'refused' },
      },
    },
    /** 'Удалить …?' */
    confirmingDelete: {
      tags: ['confirm'],
      on: {
        'record.confirm': 'deleting',
        'record.back': { target: 'idle', actions: 'forget' },
      },
    },
    deleting: {
      tags: ['confirm', 'busy'],
      entry: assign({ error: null, stale: false }),
      invoke: {
        src: 'remove',
        input: ({ context }) => ({ id: context.target?.id ?? 0, version: context.target?.version ?? 1 }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => ({ records: event.output, done: context.text.deleted })),
        },
        onError: [
          { guard: 'stale', target: 'loading', actions: 'refused' },
          { target: 'confirmingDelete', actions: 'refused' },
        ],
      },
    },
  },
});
