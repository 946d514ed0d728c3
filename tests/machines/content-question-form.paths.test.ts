import {
  QUESTION_SEND_FAILED,
  questionFormErrors,
  questionFormMachine,
  type QuestionFormContext,
  type QuestionFormInput,
} from '../../machines/content/question-form.machine';
import { describePathTests, type StateCheckArgs } from './harness/path-model';
import { QUESTION_FORM_EVENTS, QUESTION_FORM_INPUTS, REFUSAL } from './content-question-form.examples';

// Every path of the question form (product §4, §5): required fields with their messages, the product counted only when
// chosen from the suggestions, the identity locked for a logged-in shopper, the product fixed on a product page, the
// question number after sending, and the server's message after a refusal.

/** Checks every state shares: locked or fixed values never change, shown errors are errors of the current values. */
function invariants({ context, input: given }: StateCheckArgs) {
  const c = context as QuestionFormContext;
  const input = given as QuestionFormInput;
  if (input.identityLocked) expect({ name: c.name, email: c.email }).toEqual({ name: input.name, email: input.email });
  if (input.product)
    expect({ id: c.productId, query: c.productQuery }).toEqual({
      id: input.product.productId,
      query: input.product.name,
    });
  const now = questionFormErrors(c);
  for (const [field, message] of Object.entries(c.errors)) expect(now[field as keyof typeof now]).toBe(message);
}

await describePathTests(questionFormMachine, {
  inputs: QUESTION_FORM_INPUTS,
  events: QUESTION_FORM_EVENTS,
  actors: {
    submitQuestion: { done: [42], error: [REFUSAL, 'no message'] },
  },
  states: {
    'idle.editing': (args) => {
      invariants(args);
      const { context, events, actions, count } = args;
      const last = events.at(-1);
      if (last?.type === 'question.submit') {
        // A submit that stays here showed exactly the errors of the values.
        expect(context.errors).toEqual(questionFormErrors(context));
        expect(Object.keys(context.errors).length).toBeGreaterThan(0);
        expect(context.serverError).toBeNull();
      }
      if (last?.type.startsWith('xstate.error.actor')) {
        const { error } = last as unknown as { error: unknown };
        expect(context.serverError).toBe(error === REFUSAL ? REFUSAL.message : QUESTION_SEND_FAILED);
      }
      expect(actions.notifySent).toHaveBeenCalledTimes(count('done: submitQuestion'));
    },
    'idle.sent': (args) => {
      invariants(args);
      const { context, actions, count, invoked } = args;
      const input = args.input as QuestionFormInput;
      expect(context.number).toBe(42);
      expect(context.text).toBe('');
      expect(context.errors).toEqual({});
      if (!input.product)
        expect({ id: context.productId, query: context.productQuery }).toEqual({ id: null, query: '' });
      expect(actions.notifySent).toHaveBeenCalledTimes(count('done: submitQuestion'));
      // What was sent: the complete form, trimmed.
      const sent = invoked.submitQuestion.at(-1) as { name: string; email: string; product_id: number; text: string };
      expect(sent.product_id).toBeGreaterThan(0);
      expect(sent.text).not.toBe('');
      expect(sent.email).toMatch(/@example\.ru$/);
    },
    submitting: (args) => {
      invariants(args);
      const { context, invoked, count } = args;
      expect(questionFormErrors(context)).toEqual({});
      // One request per visit here: every earlier one has been answered.
      expect(invoked.submitQuestion).toHaveLength(count('done: submitQuestion') + count('error: submitQuestion') + 1);
      expect(invoked.submitQuestion.at(-1)).toEqual({
        name: context.name.trim(),
        email: context.email.trim(),
        product_id: context.productId,
        text: context.text.trim(),
      });
    },
  },
});
