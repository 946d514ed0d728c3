import { assertEvent, assign, setup } from 'xstate';
import { notProvided } from '../not-provided';
import { StaleCopy } from './stale-copy';
import { errorText } from '../error-text';

/**
 * A staff member works a review or a question in 'Отзывы' or 'Вопросы' (issue 15): 'Опубликовать' goes at once,
 * 'Отклонить' asks once more (a published one leaves the site), and so does 'Удалить' (spam, a duplicate: gone for good), 'Изменить' corrects the author and the text, and for a
 * question 'Ответить' writes the answer (which publishes it and e-mails the asker). Each carries the version the member
 * has on screen: when someone else changed the record since, the server refuses ('Запись изменена другим сотрудником'),
 * the queue loads afresh and the member decides again. Any other refusal is shown where the member was, the form kept.
 */

export const MODERATION_ACTIONS = ['publish', 'reject', 'delete', 'edit', 'answer'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export interface ModeratedRecord {
  id: number;
  version: number;
  /** What the dialogs and messages call it: 'отзыв №12'. */
  label: string;
}

export interface ModerationFields {
  author: string;
  text: string;
  answer: string;
}

export type ModerationProblems = Partial<Record<keyof ModerationFields, string>>;

export interface ModerationChange extends ModeratedRecord, ModerationFields {
  action: ModerationAction;
}

export interface ModerationActionContext {
  /** The record worked on last (while idle: the one before, or null). */
  record: ModeratedRecord | null;
  action: ModerationAction;
  fields: ModerationFields;
  /** What is wrong with the form, found before sending. */
  problems: ModerationProblems;
  /** The server's refusal, or null. */
  error: string | null;
  /** Whether that refusal was a stale copy. */
  stale: boolean;
  /** What the server did last, for the page to say so. */
  done: { action: ModerationAction; label: string } | null;
}

export type ModerationActionEvent =
  | ({ type: 'moderation.publish' } & ModeratedRecord)
  | ({ type: 'moderation.reject' } & ModeratedRecord)
  | ({ type: 'moderation.delete' } & ModeratedRecord)
  | ({ type: 'moderation.edit'; author: string; text: string } & ModeratedRecord)
  | ({ type: 'moderation.answer'; answer: string } & ModeratedRecord)
  | { type: 'moderation.change'; values: Partial<ModerationFields> }
  | { type: 'moderation.submit' }
  | { type: 'moderation.back' };

/** The server's limits (contract/admin-moderation.ts). */
export const MODERATION_LIMITS = { author: 128, text: 4000, answer: 8000 } as const;

export const MODERATION_TEXT = {
  authorMissing: 'Укажите автора',
  textMissing: 'Текст не может быть пустым',
  answerMissing: 'Напишите ответ',
  tooLong: (most: number) => `Не длиннее ${most} символов`,
  failed: 'Не удалось сохранить, попробуйте ещё раз',
} as const;

const EMPTY: ModerationFields = { author: '', text: '', answer: '' };

function fieldProblem(value: string, missing: string, most: number): string | undefined {
  if (value.trim() === '') return missing;
  if (value.length > most) return MODERATION_TEXT.tooLong(most);
  return undefined;
}

export function problemsOf({ action, fields }: Pick<ModerationActionContext, 'action' | 'fields'>): ModerationProblems {
  const problems: ModerationProblems = {};
  if (action === 'edit') {
    const author = fieldProblem(fields.author, MODERATION_TEXT.authorMissing, MODERATION_LIMITS.author);
    const text = fieldProblem(fields.text, MODERATION_TEXT.textMissing, MODERATION_LIMITS.text);
    if (author) problems.author = author;
    if (text) problems.text = text;
  }
  if (action === 'answer') {
    const answer = fieldProblem(fields.answer, MODERATION_TEXT.answerMissing, MODERATION_LIMITS.answer);
    if (answer) problems.answer = answer;
  }
  return problems;
}

/** What goes to the server: the record, the version on screen and the fields trimmed. */
export function changeOf(context: ModerationActionContext): ModerationChange {
  if (!context.record) throw new Error(MODERATION_TEXT.failed);
  const { author, text, answer } = context.fields;
  return { ...context.record, action: context.action, author: author.trim(), text: text.trim(), answer: answer.trim() };
}

const ACTION_OF = {
  'moderation.publish': 'publish',
  'moderation.reject': 'reject',
  'moderation.delete': 'delete',
  'moderation.edit': 'edit',
  'moderation.answer': 'answer',
} as const satisfies Record<string, ModerationAction>;

/**
 * The dialog the page shows: the reject's or the delete's confirmation, the edit's or the answer's form, kept open while what it
 * sends is saved ('Опубликовать' has none); or null.
 */
export function dialogOf(snapshot: {
  context: ModerationActionContext;
  hasTag: (tag: 'dialog' | 'busy') => boolean;
}): Exclude<ModerationAction, 'publish'> | null {
  const { action } = snapshot.context;
  if (action === 'publish') return null;
  return snapshot.hasTag('dialog') || snapshot.hasTag('busy') ? action : null;
}

export const moderationActionMachine = setup({
  types: {
    context: {} as ModerationActionContext,
    events: {} as ModerationActionEvent,
  },
  actors: {
    /** Resolves when saved; rejects with StaleCopy, or an Error with the server's words. */
    save: notProvided<void, ModerationChange>('save'),
  },
  actions: {
    /** The record and the action chosen, the form filled from the record on screen. */
    open: assign(({ event }) => {
      assertEvent(event, [
        'moderation.publish',
        'moderation.reject',
        'moderation.delete',
        'moderation.edit',
        'moderation.answer',
      ]);
      const { id, version, label } = event;
      const fields: ModerationFields = {
        author: event.type === 'moderation.edit' ? event.author : '',
        text: event.type === 'moderation.edit' ? event.text : '',
        answer: event.type === 'moderation.answer' ? event.answer : '',
      };
      const action = ACTION_OF[event.type];
      return { record: { id, version, label }, action, fields, problems: {}, error: null, stale: false, done: null };
    }),
    /** The queue loads afresh (after a change, or after someone else's). */
    reload: () => {},
  },
  guards: {
    valid: ({ context }) => Object.keys(problemsOf(context)).length === 0,
    stale: ({ event }) => 'error' in event && event.error instanceof StaleCopy,
    confirmed: ({ context }) => context.action === 'reject' || context.action === 'delete',
    inForm: ({ context }) => context.action === 'edit' || context.action === 'answer',
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'moderationAction',
  context: { record: null, action: 'publish', fields: EMPTY, problems: {}, error: null, stale: false, done: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'moderation.publish': { target: 'saving', actions: 'open' },
        'moderation.reject': { target: 'confirming', actions: 'open' },
        'moderation.delete': { target: 'confirming', actions: 'open' },
        'moderation.edit': { target: 'editing', actions: 'open' },
        'moderation.answer': { target: 'editing', actions: 'open' },
      },
    },
    /** 'Отклонить отзыв?' or 'Удалить отзыв?' */
    confirming: {
      tags: ['dialog'],
      on: {
        'moderation.submit': { target: 'saving' },
        'moderation.back': { target: 'idle', actions: assign({ error: null }) },
      },
    },
    /** The edit's or the answer's form. */
    editing: {
      tags: ['dialog'],
      on: {
        'moderation.change': {
          actions: assign(({ context, event }) => ({
            fields: { ...context.fields, ...event.values },
            problems: {},
            error: null,
          })),
        },
        'moderation.submit': [
          { guard: 'valid', target: 'saving' },
          { actions: assign({ problems: ({ context }) => problemsOf(context) }) },
        ],
        'moderation.back': { target: 'idle', actions: assign({ error: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        src: 'save',
        input: ({ context }) => changeOf(context),
        onDone: {
          target: 'idle',
          actions: [
            assign({ done: ({ context }) => ({ action: context.action, label: changeOf(context).label }) }),
            'reload',
          ],
        },
        onError: [
          {
            guard: 'stale',
            target: 'idle',
            actions: [
              assign({ error: ({ event }) => errorText(event.error, MODERATION_TEXT.failed), stale: true }),
              'reload',
            ],
          },
          {
            guard: 'confirmed',
            target: 'confirming',
            actions: assign({ error: ({ event }) => errorText(event.error, MODERATION_TEXT.failed) }),
          },
          {
            guard: 'inForm',
            target: 'editing',
            actions: assign({ error: ({ event }) => errorText(event.error, MODERATION_TEXT.failed) }),
          },
          { target: 'idle', actions: assign({ error: ({ event }) => errorText(event.error, MODERATION_TEXT.failed) }) },
        ],
      },
    },
  },
});
