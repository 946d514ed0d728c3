import type { EventObject } from 'xstate';
import { reviewFormMachine, type ReviewFormContext } from '../../machines/catalogue/review-form.machine';
import { MESSAGES } from '../../src/domain/validation';
import { describePathTests, type StateCheckArgs } from './harness/path-model';

// Every path of the review form (product §4, §5, §8): both fields required with their messages, an error cleared by
// editing its field, 'Отзыв №{number} отправлен!' after sending (the text emptied, the name kept), a toast after a
// failure with what was typed kept.

const events: Record<string, EventObject[]> = {
  'review.name.change': [
    { type: 'review.name.change', value: 'Анна' } as EventObject,
    { type: 'review.name.change', value: '  ' } as EventObject,
  ],
  'review.text.change': [
    { type: 'review.text.change', value: ' Отличный крем ' } as EventObject,
    { type: 'review.text.change', value: '' } as EventObject,
  ],
};

/** Shown errors always belong to the current values: never 'enter your name' under a filled name. */
function errorsMatchValues({ context }: StateCheckArgs) {
  const c = context as ReviewFormContext;
  if (c.errors.name) expect([c.errors.name, c.name.trim()]).toEqual([MESSAGES.REVIEW_NAME_REQUIRED, '']);
  if (c.errors.text) expect([c.errors.text, c.text.trim()]).toEqual([MESSAGES.REVIEW_TEXT_REQUIRED, '']);
}

await describePathTests(reviewFormMachine, {
  inputs: {
    guest: { productId: 5, name: '' },
    'logged in': { productId: 5, name: 'Мария' },
  },
  events,
  actors: {
    sendReview: { done: [42], error: [new Error('Network Error')] },
  },
  states: {
    editing: (args) => {
      errorsMatchValues(args);
      const { context, events: taken, actions, count } = args;
      expect(context.number).toBeNull();
      if (taken.at(-1)?.type === 'review.submit') {
        // A submit that stays here showed the errors of every empty field, and nothing was sent.
        expect(Object.keys(context.errors).length).toBeGreaterThan(0);
        if (context.name.trim() === '') expect(context.errors.name).toBe(MESSAGES.REVIEW_NAME_REQUIRED);
        if (context.text.trim() === '') expect(context.errors.text).toBe(MESSAGES.REVIEW_TEXT_REQUIRED);
      }
      expect(actions.notifySendError).toHaveBeenCalledTimes(count('error: sendReview'));
    },
    submitting: (args) => {
      errorsMatchValues(args);
      const { context, invoked, count } = args;
      expect(context.errors).toEqual({});
      // One request per accepted submit: the ones answered before, and this one.
      expect(invoked.sendReview).toHaveLength(count('done: sendReview') + count('error: sendReview') + 1);
      expect(invoked.sendReview.at(-1)).toEqual({
        name: context.name.trim(),
        product_id: 5,
        text: context.text.trim(),
      });
    },
    sent: (args) => {
      const { context, actions, count, invoked } = args;
      expect(context.number).toBe(42);
      expect(context.text).toBe('');
      expect(context.name.trim()).not.toBe('');
      expect(context.errors).toEqual({});
      expect(actions.reviewSent).toHaveBeenCalledTimes(count('done: sendReview'));
      expect(invoked.sendReview).toHaveLength(count('done: sendReview') + count('error: sendReview'));
    },
  },
});
