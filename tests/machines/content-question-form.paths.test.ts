import {
  QUESTION_SEND_FAILED,
  questionFormErrors,
  questionFormMachine,
} from '../../machines/content/question-form.machine';
import { describePathTests, type StateCheckArgs } from './harness/path-model';
import { type Scenario, startScenario } from './harness/scenario';
import { CHOSEN_PRODUCT, QUESTION_FORM_EVENTS, QUESTION_FORM_INPUTS, REFUSAL } from './content-question-form.examples';

// Every path of the question form (product §4, §5): required fields with their messages, the product counted only when
// chosen from the suggestions, the identity locked for a logged-in shopper, the product fixed on a product page, the
// question number after sending, and the server's message after a refusal.

/** Checks every state shares: locked or fixed values never change, shown errors are errors of the current values. */
function invariants({ context, input: given }: StateCheckArgs<typeof questionFormMachine>) {
  const c = context;
  const input = given;
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
      const input = args.input;
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

// Examples: the messages each field shows, what an edit clears, what is sent and kept (product §4 "Question form",
// §5 "Question form: name, e-mail, product chosen from suggestions ('Выберите товар из списка'), question, all
// required; name and e-mail filled in and locked when logged in").

const GUEST = QUESTION_FORM_INPUTS['a guest on the FAQ page'];
const LOGGED_IN = QUESTION_FORM_INPUTS['a logged-in shopper on a product page'];
/** product §5: the review form's 'Введите ваше имя', 'Введите ваше сообщение'; recovery's 'Введите email'. */
const NAME_REQUIRED = 'Введите ваше имя';
const TEXT_REQUIRED = 'Введите ваше сообщение';
const EMAIL_REQUIRED = 'Введите email';
const EMAIL_INVALID = 'Некорректный email';
const PRODUCT_REQUIRED = 'Выберите товар из списка';

interface Typed {
  name?: string;
  email?: string;
  product?: 'typed' | 'chosen';
  text?: string;
}

/** A guest's form after typing `typed`. */
async function guestTyped(typed: Typed): Promise<Scenario<typeof questionFormMachine>> {
  const run = await startScenario(questionFormMachine, { input: GUEST });
  if (typed.name !== undefined) await run.send({ type: 'question.name.change', value: typed.name });
  if (typed.email !== undefined) await run.send({ type: 'question.email.change', value: typed.email });
  if (typed.product) await run.send({ type: 'question.product.type', value: 'крем' });
  if (typed.product === 'chosen') await run.send({ type: 'question.product.choose', product: CHOSEN_PRODUCT });
  if (typed.text !== undefined) await run.send({ type: 'question.text.change', value: typed.text });
  return run;
}

const COMPLETE: Typed = { name: ' Анна ', email: ' anna@example.ru ', product: 'chosen', text: ' Можно ли летом? ' };

describe('question form examples', () => {
  it("starts empty for a guest, filled in and locked for a logged-in shopper on a product's page", async () => {
    let run = await startScenario(questionFormMachine, { input: GUEST });
    expect(run.value).toEqual({ idle: 'editing' });
    expect(run.context).toEqual({
      name: '',
      email: '',
      identityLocked: false,
      productId: null,
      productQuery: '',
      productFixed: false,
      text: '',
      errors: {},
      serverError: null,
      number: null,
    });
    run = await startScenario(questionFormMachine, { input: LOGGED_IN });
    expect(run.context).toMatchObject({
      name: 'Ольга',
      email: 'olga@example.ru',
      identityLocked: true,
      productId: 7,
      productQuery: 'Пилинг миндальный 30%',
      productFixed: true,
    });
    // Locked and fixed fields ignore typing; the question itself is the shopper's.
    await run.send({ type: 'question.name.change', value: 'Анна' });
    await run.send({ type: 'question.email.change', value: 'anna@example.ru' });
    await run.send({ type: 'question.product.type', value: 'крем' });
    await run.send({ type: 'question.product.choose', product: CHOSEN_PRODUCT });
    await run.send({ type: 'question.text.change', value: 'Можно ли летом?' });
    expect(run.context).toMatchObject({
      name: 'Ольга',
      email: 'olga@example.ru',
      productId: 7,
      productQuery: 'Пилинг миндальный 30%',
      text: 'Можно ли летом?',
    });
  });

  it('shows under each field what is missing, and sends only a complete form (product §5)', async () => {
    const table: [string, Typed, Record<string, string>][] = [
      [
        'nothing typed',
        {},
        { name: NAME_REQUIRED, email: EMAIL_REQUIRED, product: PRODUCT_REQUIRED, text: TEXT_REQUIRED },
      ],
      ['a name of spaces', { ...COMPLETE, name: '   ' }, { name: NAME_REQUIRED }],
      ['an e-mail of spaces', { ...COMPLETE, email: '  ' }, { email: EMAIL_REQUIRED }],
      ['an e-mail without domain', { ...COMPLETE, email: 'anna@' }, { email: EMAIL_INVALID }],
      ['a product typed, not chosen', { ...COMPLETE, product: 'typed' }, { product: PRODUCT_REQUIRED }],
      ['a question of spaces', { ...COMPLETE, text: '  ' }, { text: TEXT_REQUIRED }],
      ['complete', COMPLETE, {}],
    ];
    for (const [label, typed, errors] of table) {
      const run = await guestTyped(typed);
      // Only the fields with a message have an entry.
      expect(questionFormErrors(run.context), label).toStrictEqual(errors);
      await run.send({ type: 'question.submit' });
      const complete = Object.keys(errors).length === 0;
      expect(run.value, label).toEqual(complete ? 'submitting' : { idle: 'editing' });
      expect(run.context.errors, label).toStrictEqual(complete ? {} : errors);
    }
  });

  it("clears a field's message when that field is edited, and only that one", async () => {
    const edits: [string, (run: Scenario<typeof questionFormMachine>) => Promise<void>][] = [
      ['name', (run) => run.send({ type: 'question.name.change', value: 'А' })],
      ['email', (run) => run.send({ type: 'question.email.change', value: 'a' })],
      ['product', (run) => run.send({ type: 'question.product.type', value: 'к' })],
      ['product', (run) => run.send({ type: 'question.product.choose', product: CHOSEN_PRODUCT })],
      ['text', (run) => run.send({ type: 'question.text.change', value: 'В' })],
    ];
    for (const [field, edit] of edits) {
      const run = await guestTyped({});
      await run.send({ type: 'question.submit' });
      await edit(run);
      const left = { name: NAME_REQUIRED, email: EMAIL_REQUIRED, product: PRODUCT_REQUIRED, text: TEXT_REQUIRED };
      delete left[field as keyof typeof left];
      expect(run.context.errors, field).toEqual(left);
    }
  });

  it('forgets the chosen product when the product field is typed in again', async () => {
    const run = await guestTyped({ product: 'chosen' });
    expect(run.context).toMatchObject({ productId: 5, productQuery: 'Крем с ретинолом 0,3%' });
    await run.send({ type: 'question.product.type', value: 'Крем с рет' });
    expect(run.context).toMatchObject({ productId: null, productQuery: 'Крем с рет' });
  });

  it('sends the form trimmed, then shows the number and clears the question (product §4 "Question form")', async () => {
    let run = await guestTyped(COMPLETE);
    await run.send({ type: 'question.submit' });
    expect(run.invoked.submitQuestion).toEqual([
      { name: 'Анна', email: 'anna@example.ru', product_id: 5, text: 'Можно ли летом?' },
    ]);
    await run.done('submitQuestion', 42);
    expect(run.value).toEqual({ idle: 'sent' });
    expect(run.context).toMatchObject({
      number: 42,
      text: '',
      productId: null,
      productQuery: '',
      name: ' Анна ',
      email: ' anna@example.ru ',
      errors: {},
      serverError: null,
    });
    expect(run.actions.notifySent).toHaveBeenCalledTimes(1);
    // The number shows until the next edit, of any field.
    for (const edit of [
      { type: 'question.name.change', value: 'Анна' },
      { type: 'question.email.change', value: 'anna@example.ru' },
      { type: 'question.product.type', value: 'крем' },
      { type: 'question.product.choose', product: CHOSEN_PRODUCT },
      { type: 'question.text.change', value: 'И зимой?' },
    ] as const) {
      run = await guestTyped(COMPLETE);
      await run.send({ type: 'question.submit' });
      await run.done('submitQuestion', 42);
      await run.send(edit);
      expect(run.value, edit.type).toEqual({ idle: 'editing' });
    }
    // On a product page the product stays for the next question.
    run = await startScenario(questionFormMachine, { input: LOGGED_IN });
    await run.send({ type: 'question.text.change', value: 'Можно ли летом?' });
    await run.send({ type: 'question.submit' });
    expect(run.invoked.submitQuestion).toEqual([
      { name: 'Ольга', email: 'olga@example.ru', product_id: 7, text: 'Можно ли летом?' },
    ]);
    await run.done('submitQuestion', 43);
    expect(run.context).toMatchObject({ number: 43, text: '', productId: 7, productQuery: 'Пилинг миндальный 30%' });
  });

  it("shows the server's message after a refusal, or a general one when it has none; an edit clears it", async () => {
    const table: [unknown, string][] = [
      [REFUSAL, 'Товар не найден'],
      [new Error(''), QUESTION_SEND_FAILED],
      [new Error('   '), QUESTION_SEND_FAILED],
      ['no message', QUESTION_SEND_FAILED],
    ];
    for (const [error, shown] of table) {
      const run = await guestTyped(COMPLETE);
      await run.send({ type: 'question.submit' });
      await run.fail('submitQuestion', error);
      expect(run.value).toEqual({ idle: 'editing' });
      expect(run.context.serverError, String(error)).toBe(shown);
      // The general message is a sentence of its own, not an empty box.
      expect(run.context.serverError).toMatch(/\S/);
      // Nothing typed is lost.
      expect(run.context).toMatchObject({ text: ' Можно ли летом? ', productId: 5 });
    }
    for (const event of [
      { type: 'question.name.change', value: 'Анна' },
      { type: 'question.email.change', value: 'anna@example.ru' },
      { type: 'question.product.type', value: 'крем' },
      { type: 'question.product.choose', product: CHOSEN_PRODUCT },
      { type: 'question.text.change', value: 'Можно ли летом?' },
    ] as const) {
      const run = await guestTyped(COMPLETE);
      await run.send({ type: 'question.submit' });
      await run.fail('submitQuestion', REFUSAL);
      await run.send(event);
      expect(run.context.serverError, event.type).toBeNull();
    }
  });
});
