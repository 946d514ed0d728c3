import { assign, setup } from 'xstate';
import { notProvided } from '../not-provided';
import { StaleCopy } from './stale-copy';
import { errorText } from '../error-text';

/**
 * One text of the shop edited on a page of its own (issue 16: the home page's 'О магазине'): it loads (again after a
 * failure), the member writes and saves; the server's refusal is shown with the text kept. The save carries the
 * version opened: when someone else saved in between, the server refuses ('Запись изменена другим сотрудником'), the
 * text loads afresh and the member writes again.
 */

export interface SavedText {
  html: string;
  version: number;
}

export interface TextFormContext {
  html: string;
  version: number;
  error: string | null;
  stale: boolean;
  saved: boolean;
}

export type TextFormEvent = { type: 'text.change'; html: string } | { type: 'text.submit' } | { type: 'text.retry' };

export const TEXT_FORM_TEXT = {
  loadFailed: 'Не удалось загрузить текст',
  failed: 'Не удалось сохранить, попробуйте ещё раз',
  saved: 'Сохранено',
  reloaded: 'Текст загружен заново: проверьте его и сохраните ещё раз.',
} as const;

export const textFormMachine = setup({
  types: { context: {} as TextFormContext, events: {} as TextFormEvent },
  actors: {
    load: notProvided<SavedText>('load'),
    /** Resolves with the text as saved; rejects with StaleCopy, or an Error with the server's words. */
    save: notProvided<SavedText, SavedText>('save'),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'textForm',
  context: { html: '', version: 0, error: null, stale: false, saved: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ html: event.output.html, version: event.output.version, saved: false })),
        },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ error: errorText(event.error, TEXT_FORM_TEXT.loadFailed), stale: false })),
        },
      },
    },
    loadFailed: {
      on: { 'text.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    editing: {
      on: {
        'text.change': {
          actions: assign(({ event }) => ({ html: event.html, error: null, stale: false, saved: false })),
        },
        'text.submit': { target: 'saving', actions: assign({ error: null, stale: false, saved: false }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'save',
        input: ({ context }) => ({ html: context.html, version: context.version }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ html: event.output.html, version: event.output.version, saved: true })),
        },
        onError: [
          {
            guard: ({ event }) => event.error instanceof StaleCopy,
            target: 'loading',
            actions: assign(({ event }) => ({ error: errorText(event.error, TEXT_FORM_TEXT.failed), stale: true })),
          },
          {
            target: 'editing',
            actions: assign(({ event }) => ({ error: errorText(event.error, TEXT_FORM_TEXT.failed) })),
          },
        ],
      },
    },
  },
});
