import { assertEvent, assign, setup } from 'xstate';
import {
  deleteRefused,
  seminarProblems,
  type SeminarField,
  type SeminarKind,
  type SeminarValues,
} from '../../src/domain/seminar-edit';
import { notProvided } from '../not-provided';
import { problemsAfterEdit } from './form-problems';
import { StaleCopy } from './stale-copy';

/**
 * A seminar or a webinar in the back office's 'Семинары' (issue 16, owner and editors): a new one starts empty, an
 * existing one loads with how many signed up. 'Сохранить' sends the form once the shared rules
 * (domain/seminar-edit.ts, which the server applies too) find nothing wrong; the server's refusal is shown with the
 * form kept. A save or a deletion carries the version opened: when someone else changed the seminar in between, the
 * server refuses ('Запись изменена другим сотрудником'), the seminar loads afresh and the member decides again.
 * 'Удалить' asks first, and a seminar people signed up for is not deleted: the page says why and how to hide it.
 */

/** The form as typed: dates as the date-and-time field holds them, places as text ('' — no limit). */
export interface SeminarForm {
  type: '1' | '2';
  title: string;
  date: string;
  date1: string;
  text: string;
  image: string;
  /** Where the picture shows now (not sent). */
  image_url: string;
  capacity: string;
  status: boolean;
}

/** A seminar as the server has it. */
export interface SeminarSaved {
  id: number;
  version: number;
  signups: number;
  form: SeminarForm;
}

export interface SeminarFormContext {
  /** null: a new seminar, not yet saved. */
  id: number | null;
  version: number;
  /** How many signed up (the places may not go below it; a seminar with any is not deleted). */
  signups: number;
  form: SeminarForm;
  problems: Partial<Record<SeminarField, string>>;
  /** The server's refusal, a stale copy or a failed load, or null. */
  error: string | null;
  stale: boolean;
  /** The last save went through (until the next edit). */
  saved: boolean;
}

export type SeminarFormEvent =
  | { type: 'seminar.change'; values: Partial<SeminarForm> }
  | { type: 'seminar.submit' }
  | { type: 'seminar.delete' }
  | { type: 'seminar.confirm' }
  | { type: 'seminar.back' }
  | { type: 'seminar.retry' };

export const SEMINAR_FORM_TEXT = {
  loadFailed: 'Не удалось загрузить семинар',
  failed: 'Не удалось сохранить, попробуйте ещё раз',
  deleteFailed: 'Не удалось удалить, попробуйте ещё раз',
  saved: 'Сохранено',
  reloaded: 'Семинар загружен заново: проверьте его и сохраните ещё раз.',
} as const;

export const EMPTY_SEMINAR: SeminarForm = {
  type: '1',
  title: '',
  date: '',
  date1: '',
  text: '',
  image: '',
  image_url: '',
  capacity: '',
  status: true,
};

/** The values the form's text stands for, as the server checks and keeps them. */
export function seminarValuesOf(form: SeminarForm): SeminarValues {
  const capacity = form.capacity.trim();
  return {
    type: Number(form.type) as SeminarKind,
    title: form.title.trim(),
    date: form.date.trim().replace('T', ' '),
    date1: form.date1.trim().replace('T', ' '),
    text: form.text,
    image: form.image,
    capacity: capacity === '' ? null : Number(capacity),
    status: form.status,
  };
}

const messageOf = (error: unknown, otherwise: string) =>
  error instanceof Error && error.message ? error.message : otherwise;

const isStale = (event: object) => 'error' in event && event.error instanceof StaleCopy;

export const seminarFormMachine = setup({
  types: {
    context: {} as SeminarFormContext,
    events: {} as SeminarFormEvent,
    input: {} as { id: number | null },
  },
  actors: {
    load: notProvided<SeminarSaved, { id: number }>('load'),
    /** Resolves with the seminar as saved; rejects with StaleCopy, or an Error with the server's words. */
    save: notProvided<SeminarSaved, { id: number | null; version: number; values: SeminarValues }>('save'),
    remove: notProvided<void, { id: number; version: number }>('remove'),
  },
  actions: {
    /** A new seminar was saved: the page's address becomes its own. */
    opened: (_, _params: { id: number }) => {},
    /** The seminar is gone: back to the list. */
    removed: () => {},
    loaded: assign((_, { id, version, signups, form }: SeminarSaved) => ({
      id,
      version,
      signups,
      form,
      problems: {},
      saved: false,
    })),
  },
  guards: {
    isNew: ({ context }) => context.id === null,
    valid: ({ context }) => Object.keys(seminarProblems(seminarValuesOf(context.form), context.signups)).length === 0,
    /** Only a saved seminar can have been changed by someone else. */
    stale: ({ context, event }) => context.id !== null && isStale(event),
    signedUp: ({ context }) => context.signups > 0,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'seminarForm',
  context: ({ input }) => ({
    id: input.id,
    version: 0,
    signups: 0,
    form: EMPTY_SEMINAR,
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
            error: messageOf(event.error, SEMINAR_FORM_TEXT.loadFailed),
            stale: false,
          })),
        },
      },
    },
    loadFailed: {
      on: { 'seminar.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    editing: {
      on: {
        'seminar.change': {
          actions: assign(({ context, event }) => {
            assertEvent(event, 'seminar.change');
            return {
              form: { ...context.form, ...event.values },
              problems: problemsAfterEdit(context.problems, event.values),
              error: null,
              stale: false,
              saved: false,
            };
          }),
        },
        'seminar.submit': [
          { guard: 'valid', target: 'saving', actions: assign({ error: null, stale: false, saved: false }) },
          {
            actions: assign({
              problems: ({ context }) => seminarProblems(seminarValuesOf(context.form), context.signups),
            }),
          },
        ],
        'seminar.delete': [
          { guard: 'isNew' },
          {
            guard: 'signedUp',
            actions: assign({ error: ({ context }) => deleteRefused(context.signups), stale: false, saved: false }),
          },
          { target: 'confirmingDelete', actions: assign({ error: null, saved: false }) },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'save',
        input: ({ context }) => ({ id: context.id, version: context.version, values: seminarValuesOf(context.form) }),
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
            actions: assign(({ event }) => ({ error: messageOf(event.error, SEMINAR_FORM_TEXT.failed), stale: true })),
          },
          {
            target: 'editing',
            actions: assign(({ event }) => ({ error: messageOf(event.error, SEMINAR_FORM_TEXT.failed) })),
          },
        ],
      },
    },
    /** 'Удалить семинар?' */
    confirmingDelete: {
      tags: ['dialog'],
      on: {
        'seminar.confirm': { target: 'deleting' },
        'seminar.back': { target: 'editing', actions: assign({ error: null }) },
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
              error: messageOf(event.error, SEMINAR_FORM_TEXT.deleteFailed),
              stale: true,
            })),
          },
          {
            target: 'confirmingDelete',
            actions: assign(({ event }) => ({ error: messageOf(event.error, SEMINAR_FORM_TEXT.deleteFailed) })),
          },
        ],
      },
    },
    deleted: { type: 'final' },
  },
});
