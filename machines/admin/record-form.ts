import { assertEvent, assign, setup } from 'xstate';
import { transliterate } from '../../src/domain/transliterate';
import { notProvided } from '../not-provided';
import { problemsAfterEdit } from './form-problems';
import { StaleCopy } from './stale-copy';

/**
 * One back-office record's form page (issue 16), the shape the category form takes (and the product and content forms
 * could): a new record starts empty, its address following its name (transliterated) until the member types one; an
 * existing one loads (again after a failure). 'Сохранить' sends the form once the record's domain rules find nothing
 * wrong (the server's own), else names each problem under its field; the server's refusal is shown with the form kept.
 * A save carries the version opened: when someone else changed the record in between, the server refuses ('Запись
 * изменена другим сотрудником'), the record loads afresh and the member decides again.
 *
 * `shown` is what the page shows beside the values and does not send (a picture's address, the shop's link).
 */

export interface RecordSaved<V, S> {
  id: number;
  version: number;
  values: V;
  shown: S;
}

export interface RecordFormContext<V, S> extends Omit<RecordSaved<V, S>, 'id'> {
  /** null: a new record, not yet saved. */
  id: number | null;
  /** Whether the member typed the address (else a new record's follows its name). */
  keywordTyped: boolean;
  problems: Partial<Record<keyof V, string>>;
  /** The server's refusal, a stale copy, a failed load or 'fix the fields', or null. */
  error: string | null;
  stale: boolean;
  /** The last save went through (until the next edit). */
  saved: boolean;
}

export type RecordFormEvent<V, S> =
  { type: 'form.change'; values: Partial<V>; shown?: Partial<S> } | { type: 'form.submit' } | { type: 'form.retry' };

export interface RecordFormInput<V> {
  /** null: a new record. */
  id: number | null;
  /** A new record's values other than the empty ones (a new category under the parent it was added to). */
  start?: Partial<V>;
}

export interface RecordFormText {
  loadFailed: string;
  failed: string;
  saved: string;
  problems: string;
  reloaded: string;
}

export interface RecordFormSpec<V extends { keyword: string }, S> {
  /** Names the machine in docs/statecharts/. */
  id: string;
  empty: V;
  emptyShown: S;
  /** The field whose words make a new record's address. */
  nameField: keyof V & string;
  problemsOf: (values: V) => Partial<Record<keyof V, string>>;
  text: RecordFormText;
}

const messageOf = (error: unknown, otherwise: string) =>
  error instanceof Error && error.message ? error.message : otherwise;

const isStale = (event: object) => 'error' in event && event.error instanceof StaleCopy;

export function recordFormMachine<V extends { keyword: string }, S>(spec: RecordFormSpec<V, S>) {
  type Context = RecordFormContext<V, S>;
  type Saved = RecordSaved<V, S>;
  const { text } = spec;
  const valid = (values: V) => Object.keys(spec.problemsOf(values)).length === 0;
  return setup({
    types: {
      context: {} as Context,
      events: {} as RecordFormEvent<V, S>,
      input: {} as RecordFormInput<V>,
    },
    actors: {
      load: notProvided<Saved, { id: number }>('load'),
      /** Resolves with the record as saved; rejects with StaleCopy, or an Error with the server's words. */
      save: notProvided<Saved, { id: number | null; version: number; values: V }>('save'),
    },
    actions: {
      /** A new record was saved: the page's address becomes the record's. */
      opened: (_, _params: { id: number }) => {},
      edit: assign(({ context, event }) => {
        assertEvent(event, 'form.change');
        const keywordTyped = context.keywordTyped || 'keyword' in event.values;
        const values = { ...context.values, ...event.values };
        // A new record's address follows its name until the member types one.
        if (context.id === null && !keywordTyped && spec.nameField in event.values) {
          const name = String(values[spec.nameField]).trim();
          values.keyword = name ? transliterate(name) : '';
        }
        return {
          values,
          shown: { ...context.shown, ...event.shown },
          keywordTyped,
          problems: problemsAfterEdit(context.problems, event.values) as Context['problems'],
          error: null,
          stale: false,
          saved: false,
        };
      }),
      loaded: assign((_, saved: Saved) => ({
        id: saved.id,
        version: saved.version,
        values: saved.values,
        shown: saved.shown,
        keywordTyped: true,
        problems: {},
        saved: false,
      })),
    },
    guards: {
      isNew: ({ context }) => context.id === null,
      valid: ({ context }) => valid(context.values),
      /** Only a saved record can have been changed by someone else. */
      stale: ({ context, event }) => context.id !== null && isStale(event),
    },
  }).createMachine({
    id: spec.id,
    context: ({ input }) => ({
      id: input.id,
      version: 0,
      values: { ...spec.empty, ...input.start },
      shown: spec.emptyShown,
      keywordTyped: false,
      problems: {},
      error: null,
      stale: false,
      saved: false,
    }),
    initial: 'starting',
    states: {
      starting: {
        always: [{ guard: 'isNew', target: 'editing' }, { target: 'loading' }],
      },
      loading: {
        invoke: {
          src: 'load',
          input: ({ context }) => ({ id: context.id ?? 0 }),
          onDone: { target: 'editing', actions: { type: 'loaded', params: ({ event }) => event.output } },
          onError: {
            target: 'loadFailed',
            actions: assign(({ event }) => ({ error: messageOf(event.error, text.loadFailed), stale: false })),
          },
        },
      },
      loadFailed: {
        on: { 'form.retry': { target: 'loading', actions: assign({ error: null }) } },
      },
      editing: {
        on: {
          'form.change': { actions: 'edit' },
          'form.submit': [
            { guard: 'valid', target: 'saving', actions: assign({ error: null, stale: false, saved: false }) },
            {
              actions: assign(({ context }) => ({
                problems: spec.problemsOf(context.values),
                error: text.problems,
                saved: false,
              })),
            },
          ],
        },
      },
      saving: {
        tags: ['busy'],
        invoke: {
          src: 'save',
          input: ({ context }) => ({ id: context.id, version: context.version, values: context.values }),
          onDone: {
            target: 'editing',
            actions: [
              { type: 'opened', params: ({ event }) => ({ id: event.output.id }) },
              { type: 'loaded', params: ({ event }) => event.output },
              assign({ saved: true }),
            ],
          },
          onError: [
            {
              guard: 'stale',
              target: 'loading',
              actions: assign(({ event }) => ({ error: messageOf(event.error, text.failed), stale: true })),
            },
            {
              target: 'editing',
              actions: assign(({ event }) => ({ error: messageOf(event.error, text.failed) })),
            },
          ],
        },
      },
    },
  });
}
