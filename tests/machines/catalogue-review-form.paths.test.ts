import type { EventObject } from 'xstate';
import { reviewFormMachine } from '../../machines/catalogue/review-form.machine';
import { MESSAGES } from '../../src/domain/validation';
import { describePathTests, type StateCheckArgs } from './harness/path-model';
import { type Scenario, startScenario } from './harness/scenario';

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
function errorsMatchValues({ context }: StateCheckArgs<typeof reviewFormMachine>) {
  const c = context;
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

// Examples: what the form holds after each edit, what is sent, and what a reply or a failure leaves (product §4 "Review
// form", §5 "Review form: 'Введите ваше имя', 'Введите ваше сообщение'; an error clears on edit", §8).

const NAME_REQUIRED = 'Введите ваше имя';
const TEXT_REQUIRED = 'Введите ваше сообщение';

async function typed(name: string, text: string): Promise<Scenario<typeof reviewFormMachine>> {
  const run = await startScenario(reviewFormMachine, { input: { productId: 5, name: '' } });
  await run.send({ type: 'review.name.change', value: name });
  await run.send({ type: 'review.text.change', value: text });
  return run;
}

describe('review form examples', () => {
  it('starts with the shopper\'s name filled in (product §5 "the name is filled in for a logged-in shopper")', async () => {
    const run = await startScenario(reviewFormMachine, { input: { productId: 5, name: 'Мария' } });
    expect(run.context).toEqual({ productId: 5, name: 'Мария', text: '', errors: {}, number: null });
  });

  it('shows the message of each empty field on sending, and clears it when that field is edited', async () => {
    const table: [string, string, Record<string, string>][] = [
      ['', '', { name: NAME_REQUIRED, text: TEXT_REQUIRED }],
      ['  ', 'Отличный крем', { name: NAME_REQUIRED }],
      ['Анна', ' ', { text: TEXT_REQUIRED }],
      ['Анна', 'Отличный крем', {}],
    ];
    for (const [name, text, errors] of table) {
      const run = await typed(name, text);
      await run.send({ type: 'review.submit' });
      const label = JSON.stringify([name, text]);
      expect(run.value, label).toBe(Object.keys(errors).length ? 'editing' : 'submitting');
      expect(run.context.errors, label).toEqual(errors);
    }
    const run = await typed('', '');
    await run.send({ type: 'review.submit' });
    await run.send({ type: 'review.name.change', value: 'А' });
    expect(run.context).toMatchObject({ name: 'А', errors: { text: TEXT_REQUIRED } });
    await run.send({ type: 'review.text.change', value: 'О' });
    expect(run.context).toMatchObject({ text: 'О', errors: {} });
  });

  it('sends the name and text trimmed with the product, then shows the number with the text emptied', async () => {
    const run = await typed(' Анна ', ' Отличный крем ');
    await run.send({ type: 'review.submit' });
    expect(run.invoked.sendReview).toEqual([{ name: 'Анна', product_id: 5, text: 'Отличный крем' }]);
    await run.done('sendReview', 42);
    expect(run.value).toBe('sent');
    expect(run.context).toMatchObject({ number: 42, text: '', name: ' Анна ' });
    expect(run.actions.reviewSent).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed after a failure, with the toast (product §8 "Не удалось оставить отзыв")', async () => {
    const run = await typed('Анна', 'Отличный крем');
    await run.send({ type: 'review.submit' });
    await run.fail('sendReview', new Error('Network Error'));
    expect(run.value).toBe('editing');
    expect(run.context).toMatchObject({ name: 'Анна', text: 'Отличный крем', number: null });
    expect(run.actions.notifySendError).toHaveBeenCalledTimes(1);
  });

  it('starts the next review with an edit of either field, the number gone', async () => {
    for (const edit of [
      { type: 'review.name.change', value: 'Мария' },
      { type: 'review.text.change', value: 'И ещё' },
    ] as const) {
      const run = await typed('Анна', 'Отличный крем');
      await run.send({ type: 'review.submit' });
      await run.done('sendReview', 42);
      await run.send(edit);
      expect(run.value, edit.type).toBe('editing');
      expect(run.context.number).toBeNull();
      expect(edit.type === 'review.name.change' ? run.context.name : run.context.text).toBe(edit.value);
    }
  });
});
