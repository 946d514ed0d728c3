import { assertEvent, assign, setup } from 'xstate';
import { keywordProblem, transliterate } from '../../src/domain/transliterate';
import { notProvided } from '../not-provided';
import { StaleCopy } from './stale-copy';

/**
 * A news item, a blog article or an information page in the back office (issue 16, 'Контент'): a new one starts
 * empty, its address following the title (transliterated) until the member types one; an existing one loads. 'Сохранить'
 * sends the form once it has a title, a readable address and date; the server's refusal is shown with the form kept.
 * A save or a deletion carries the version opened: when someone else changed the record in between, the server refuses
 * ('Запись изменена другим сотрудником'), the record loads afresh and the member decides again. 'Удалить' asks first.
 */

export interface ContentValues {
  title: string;
  keyword: string;
  status: boolean;
  description: string;
  short_description: string;
  /** The picture's path for the record ('' — none) and where it shows now (not sent). */
  image: string;
  image_url: string;
  /** 'YYYY-MM-DD HH:mm' in shop time; '' — now (a new record). */
  date: string;
  sort_order: number;
  meta_title: string;
  meta_description: string;
}

/** A record as the server has it. */
export interface ContentSaved {
  id: number;
  version: number;
  values: ContentValues;
}

export type ContentProblems = Partial<Record<'title' | 'keyword' | 'date', string>>;

export interface ContentFormContext {
  /** null: a new record, not yet saved. */
  id: number | null;
  version: number;
  values: ContentValues;
  /** Whether the member typed the address (else a new record's follows its title). */
  keywordTyped: boolean;
  problems: ContentProblems;
  /** The server's refusal, a stale copy or a failed load, or null. */
  error: string | null;
  stale: boolean;
  /** The last save went through (until the next edit). */
  saved: boolean;
}

export type ContentFormEvent =
  | { type: 'content.change'; values: Partial<ContentValues> }
  | { type: 'content.submit' }
  | { type: 'content.delete' }
  | { type: 'content.confirm' }
  | { type: 'content.back' }
  | { type: 'content.retry' };

export interface ContentFormInput {
  id: number | null;
}

export const CONTENT_FORM_TEXT = {
  titleMissing: 'Укажите заголовок',
  dateInvalid: 'Дата — в виде ГГГГ-ММ-ДД ЧЧ:ММ',
  loadFailed: 'Не удалось загрузить запись',
  failed: 'Не удалось сохранить, попробуйте ещё раз',
  deleteFailed: 'Не удалось удалить, попробуйте ещё раз',
  saved: 'Сохранено',
  reloaded: 'Запись загружена заново: проверьте её и сохраните ещё раз.',
} as const;

export const EMPTY_CONTENT: ContentValues = {
  title: '',
  keyword: '',
  status: false,
  description: '',
  short_description: '',
  image: '',
  image_url: '',
  date: '',
  sort_order: 0,
  meta_title: '',
  meta_description: '',
};

export function problemsOf(values: ContentValues): ContentProblems {
  const problems: ContentProblems = {};
  if (values.title.trim() === '') problems.title = CONTENT_FORM_TEXT.titleMissing;
  const keyword = keywordProblem(values.keyword.trim());
  if (keyword) problems.keyword = keyword;
  if (values.date.trim() !== '' && !/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}$/.test(values.date.trim())) {
    problems.date = CONTENT_FORM_TEXT.dateInvalid;
  }
  return problems;
}

/** What goes to the server: the values trimmed, with the version opened. */
export function saveOf(context: ContentFormContext) {
  const { image_url: _shown, ...values } = context.values;
  return {
    id: context.id,
    version: context.version,
    values: {
      ...values,
      title: values.title.trim(),
      keyword: values.keyword.trim(),
      date: values.date.trim().replace('T', ' '),
    },
  };
}

const messageOf = (error: unknown, otherwise: string) =>
  error instanceof Error && error.message ? error.message : otherwise;

const isStale = (event: object) => 'error' in event && event.error instanceof StaleCopy;

export const contentFormMachine = setup({
  types: {
    context: {} as ContentFormContext,
    events: {} as ContentFormEvent,
    input: {} as ContentFormInput,
  },
  actors: {
    load: notProvided<ContentSaved, { id: number }>('load'),
    /** Resolves with the record as saved; rejects with StaleCopy, or an Error with the server's words. */
    save: notProvided<ContentSaved, ReturnType<typeof saveOf>>('save'),
    remove: notProvided<void, { id: number; version: number }>('remove'),
  },
  actions: {
    /** A new record was saved: the page's address becomes the record's. */
    opened: (_, _params: { id: number }) => {},
    /** The record is gone: back to its list. */
    removed: () => {},
    edit: assign(({ context, event }) => {
      assertEvent(event, 'content.change');
      const keywordTyped = context.keywordTyped || 'keyword' in event.values;
      const values = { ...context.values, ...event.values };
      // A new record's address follows its title until the member types one.
      if (context.id === null && !keywordTyped && 'title' in event.values) {
        values.keyword = values.title.trim() ? transliterate(values.title) : '';
      }
      const problems = { ...context.problems };
      for (const field of Object.keys(event.values)) delete problems[field as keyof ContentProblems];
      return { values, keywordTyped, problems, error: null, stale: false, saved: false };
    }),
    loaded: assign((_, { id, version, values }: ContentSaved) => ({
      id,
      version,
      values,
      keywordTyped: true,
      problems: {},
      saved: false,
    })),
  },
  guards: {
    isNew: ({ context }) => context.id === null,
    valid: ({ context }) => Object.keys(problemsOf(context.values)).length === 0,
    /** Only a saved record can have been changed by someone else. */
    stale: ({ context, event }) => context.id !== null && isStale(event),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'contentForm',
  context: ({ input }) => ({
    id: input.id,
    version: 0,
    values: EMPTY_CONTENT,
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
          actions: assign(({ event }) => ({
            error: messageOf(event.error, CONTENT_FORM_TEXT.loadFailed),
            stale: false,
          })),
        },
      },
    },
    loadFailed: {
      on: { 'content.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    editing: {
      on: {
        'content.change': { actions: 'edit' },
        'content.submit': [
          { guard: 'valid', target: 'saving', actions: assign({ error: null, stale: false, saved: false }) },
          { actions: assign({ problems: ({ context }) => problemsOf(context.values) }) },
        ],
        'content.delete': {
          guard: ({ context }) => context.id !== null,
          target: 'confirmingDelete',
          actions: assign({ error: null, saved: false }),
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'save',
        input: ({ context }) => saveOf(context),
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
            actions: assign(({ event }) => ({ error: messageOf(event.error, CONTENT_FORM_TEXT.failed), stale: true })),
          },
          {
            target: 'editing',
            actions: assign(({ event }) => ({ error: messageOf(event.error, CONTENT_FORM_TEXT.failed) })),
          },
        ],
      },
    },
    /** 'Удалить …?' */
    confirmingDelete: {
      tags: ['dialog'],
      on: {
        'content.confirm': { target: 'deleting' },
        'content.back': { target: 'editing', actions: assign({ error: null }) },
      },
    },
    deleting: {
      tags: ['busy', 'dialog'],
      invoke: {
        src: 'remove',
        input: ({ context }) => ({ id: context.id ?? 0, version: context.version }),
        onDone: { target: 'deleted', actions: 'removed' },
        onError: [
          {
            guard: 'stale',
            target: 'loading',
            actions: assign(({ event }) => ({
              error: messageOf(event.error, CONTENT_FORM_TEXT.deleteFailed),
              stale: true,
            })),
          },
          {
            target: 'confirmingDelete',
            actions: assign(({ event }) => ({ error: messageOf(event.error, CONTENT_FORM_TEXT.deleteFailed) })),
          },
        ],
      },
    },
    deleted: { type: 'final' },
  },
});
