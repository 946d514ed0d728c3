import { assertEvent, assign, setup } from 'xstate';
import { transliterate } from '../../src/domain/transliterate';
import { notProvided } from '../not-provided';
import { problemsAfterEdit } from './form-problems';
import { StaleCopy } from './stale-copy';
import { errorText } from '../error-text';

/**
 * One back-office record's form page (issue 16), the shape of the category, product, content (news, blog, information)
 * and seminar forms: a new record starts empty, its address (if it has one) following its name (transliterated) until
 * the member types one; an existing one loads (again after a failure). 'Сохранить' sends the form once the record's
 * domain rules find nothing wrong (the server's own), else names each problem under its field; the server's refusal
 * is shown with the form kept. A save (and a deletion) carries the version opened: when someone else changed the
 * record in between, the server refuses ('Запись изменена другим сотрудником'), the record loads afresh and the member
 * decides again. A record that can be deleted is deleted only after the question ('Удалить …?'), unless its own rule
 * refuses first (a seminar people signed up for).
 *
 * `shown` is what the page shows beside the values and does not send (a picture's address, the shop's link, how many
 * signed up).
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
  | { type: 'form.change'; values: Partial<V>; shown?: Partial<S> }
  | { type: 'form.submit' }
  | { type: 'form.retry' }
  /** 'Удалить' (a record that can be deleted), then the question's answer. */
  | { type: 'form.delete' }
  | { type: 'form.confirm' }
  | { type: 'form.back' };

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
  /** Said over the form when 'Сохранить' finds problems; without it only the fields say so. */
  problems?: string;
  reloaded: string;
}

export interface RecordFormSpec<V, S, W = V> {
  /** Names the machine in docs/statecharts/. */
  id: string;
  empty: V;
  emptyShown: S;
  /** The field whose words make a new record's address (its `keyword`); none: the record has no address. */
  nameField?: keyof V & string;
  /** The record's rules (the server's own); `shown` for what the rules weigh but the form does not send. */
  problemsOf: (values: V, shown: S) => Partial<Record<keyof V, string>>;
  /** What a save sends: the values as the server takes them (trimmed, numbers from text), or `asTyped`. */
  sent: (values: V) => W;
  /** The record can be deleted, after the question: the words for a failed deletion, and the record's own refusal. */
  deletion?: { failed: string; refused?: (shown: S) => string | undefined };
  text: RecordFormText;
}

/** A record whose save sends its values as the member typed them. */
export const asTyped = <V>(values: V): V => values;

const isStale = (event: object) => 'error' in event && event.error instanceof StaleCopy;

export function recordFormMachine<V extends object, S, W = V>(spec: RecordFormSpec<V, S, W>) {
  type Context = RecordFormContext<V, S>;
  type Saved = RecordSaved<V, S>;
  const { text, deletion, nameField } = spec;
  const problemsOf = (context: Context) => spec.problemsOf(context.values, context.shown);
  const { sent } = spec;
  const refused = (context: Context) => deletion?.refused?.(context.shown);
  const machineSetup = setup({
    types: {
      context: {} as Context,
      events: {} as RecordFormEvent<V, S>,
      input: {} as RecordFormInput<V>,
    },
    actors: {
      load: notProvided<Saved, { id: number }>('load'),
      /** Resolves with the record as saved; rejects with StaleCopy, or an Error with the server's words. */
      save: notProvided<Saved, { id: number | null; version: number; values: W }>('save'),
      /** Resolves once deleted; rejects with StaleCopy, or an Error with the server's words. */
      remove: notProvided<void, { id: number; version: number }>('remove'),
    },
    actions: {
      /** A new record was saved: the page's address becomes the record's. */
      opened: (_, _params: { id: number }) => {},
      /** The record is gone: back to its list. */
      removed: () => {},
      edit: assign(({ context, event }) => {
        assertEvent(event, 'form.change');
        const keywordTyped = context.keywordTyped || 'keyword' in event.values;
        const values = { ...context.values, ...event.values };
        // A new record's address follows its name until the member types one.
        if (nameField && context.id === null && !keywordTyped && nameField in event.values) {
          const name = String(values[nameField]).trim();
          Object.assign(values, { keyword: name ? transliterate(name) : '' });
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
      /** The record's own rule says why it is not deleted. */
      deleteRefused: assign(({ context }) => ({ error: refused(context) ?? null, stale: false, saved: false })),
    },
    guards: {
      isNew: ({ context }) => context.id === null,
      valid: ({ context }) => Object.keys(problemsOf(context)).length === 0,
      /** Only a saved record can have been changed by someone else. */
      stale: ({ context, event }) => context.id !== null && isStale(event),
      deleteRefused: ({ context }) => refused(context) !== undefined,
    },
  });

  const change = { actions: 'edit' } as const;
  const submit = machineSetup.createStateConfig({
    on: {
      'form.submit': [
        { guard: 'valid', target: 'saving', actions: assign({ error: null, stale: false, saved: false }) },
        {
          actions: assign(({ context }) => ({
            problems: problemsOf(context),
            ...(text.problems ? { error: text.problems } : {}),
            saved: false,
          })),
        },
      ],
    },
  }).on['form.submit'];
  const editing = deletion
    ? machineSetup.createStateConfig({
        on: {
          'form.change': change,
          'form.submit': submit,
          'form.delete': [
            { guard: 'isNew' },
            ...(deletion.refused ? [{ guard: 'deleteRefused', actions: 'deleteRefused' } as const] : []),
            { target: 'confirmingDelete', actions: assign({ error: null, saved: false }) },
          ],
        },
      })
    : machineSetup.createStateConfig({ on: { 'form.change': change, 'form.submit': submit } });
  const deleteFailed = deletion?.failed ?? text.failed;
  const deletionStates = {
    /** 'Удалить …?' */
    confirmingDelete: machineSetup.createStateConfig({
      tags: ['dialog'],
      on: {
        'form.confirm': { target: 'deleting' },
        'form.back': { target: 'editing', actions: assign({ error: null }) },
      },
    }),
    deleting: machineSetup.createStateConfig({
      tags: ['busy', 'dialog'],
      invoke: {
        src: 'remove',
        input: ({ context }) => ({ id: context.id ?? 0, version: context.version }),
        onDone: { target: 'deleted', actions: 'removed' },
        onError: [
          {
            guard: 'stale',
            target: 'loading',
            actions: assign(({ event }) => ({ error: errorText(event.error, deleteFailed), stale: true })),
          },
          {
            target: 'confirmingDelete',
            actions: assign(({ event }) => ({ error: errorText(event.error, deleteFailed) })),
          },
        ],
      },
    }),
    deleted: machineSetup.createStateConfig({ type: 'final' }),
  };

  return machineSetup.createMachine({
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
            actions: assign(({ event }) => ({ error: errorText(event.error, text.loadFailed), stale: false })),
          },
        },
      },
      loadFailed: {
        on: { 'form.retry': { target: 'loading', actions: assign({ error: null }) } },
      },
      editing,
      saving: {
        tags: ['busy'],
        invoke: {
          src: 'save',
          input: ({ context }) => ({ id: context.id, version: context.version, values: sent(context.values) }),
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
              actions: assign(({ event }) => ({ error: errorText(event.error, text.failed), stale: true })),
            },
            {
              target: 'editing',
              actions: assign(({ event }) => ({ error: errorText(event.error, text.failed) })),
            },
          ],
        },
      },
      // Only a record that can be deleted has these states (typed as always there, so that pages name them freely).
      ...((deletion ? deletionStates : {}) as typeof deletionStates),
    },
  });
}
