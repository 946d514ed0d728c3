import { assign, setup } from 'xstate';
import { checkReviewForm } from '../../src/domain/validation';
import { notProvided } from '../not-provided';

/**
 * The review form on the product page (product §2 "Product page", §4, §5, §8).
 *
 * Name (pre-filled for a logged-in shopper) and text are required: sending with one empty shows 'Введите ваше имя' /
 * 'Введите ваше сообщение' under that field, and editing the field clears its error. A review sent shows
 * 'Отзыв №{number} отправлен!' and empties the text (the name stays for the next one); a failure shows the toast
 * 'Не удалось оставить отзыв. Попробуйте позже' and keeps what was typed.
 */

export interface ReviewFormInput {
  productId: number;
  /** The logged-in shopper's first name, or ''. */
  name: string;
}

export interface ReviewFormContext {
  productId: number;
  name: string;
  text: string;
  errors: { name?: string; text?: string };
  /** The number of the review just sent. */
  number: number | null;
}

export type ReviewFormEvent =
  | { type: 'review.name.change'; value: string }
  | { type: 'review.text.change'; value: string }
  | { type: 'review.submit' };

export interface ReviewToSend {
  name: string;
  product_id: number;
  text: string;
}

/** Editing a field clears its error (product §5 "error clears on edit"). */
function withoutError(errors: ReviewFormContext['errors'], field: 'name' | 'text'): ReviewFormContext['errors'] {
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}

export const reviewFormMachine = setup({
  types: {
    context: {} as ReviewFormContext,
    events: {} as ReviewFormEvent,
    input: {} as ReviewFormInput,
  },
  actors: {
    sendReview: notProvided<number, ReviewToSend>('sendReview'),
  },
  actions: {
    /** Provided by the app: the toast 'Не удалось оставить отзыв. Попробуйте позже'. */
    notifySendError: () => {},
    /** Provided by the app: the reviews list reloads, so the new review shows. */
    reviewSent: () => {},
  },
  guards: {
    formValid: ({ context }) => Object.keys(checkReviewForm(context)).length === 0,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'reviewForm',
  context: ({ input }) => ({ productId: input.productId, name: input.name, text: '', errors: {}, number: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'review.name.change': {
          actions: assign({
            name: ({ event }) => event.value,
            errors: ({ context }) => withoutError(context.errors, 'name'),
          }),
        },
        'review.text.change': {
          actions: assign({
            text: ({ event }) => event.value,
            errors: ({ context }) => withoutError(context.errors, 'text'),
          }),
        },
        'review.submit': [
          { guard: 'formValid', target: 'submitting' },
          { actions: assign({ errors: ({ context }) => checkReviewForm(context) }) },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'sendReview',
        input: ({ context }) => ({
          name: context.name.trim(),
          product_id: context.productId,
          text: context.text.trim(),
        }),
        onDone: {
          target: 'sent',
          actions: [assign({ number: ({ event }) => event.output, text: '' }), 'reviewSent'],
        },
        onError: { target: 'editing', actions: 'notifySendError' },
      },
    },
    sent: {
      on: {
        'review.name.change': {
          target: 'editing',
          actions: assign({ name: ({ event }) => event.value, number: null }),
        },
        'review.text.change': {
          target: 'editing',
          actions: assign({ text: ({ event }) => event.value, number: null }),
        },
      },
    },
  },
});
