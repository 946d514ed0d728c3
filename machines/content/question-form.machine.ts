import { assertEvent, assign, setup } from 'xstate';
import {
  checkQuestionProduct,
  checkRecoveryEmail,
  checkReviewForm,
  isQuestionFormComplete,
} from '../../src/domain/validation';
import { notProvided } from '../not-provided';
import { output } from '../params';

/**
 * The question form (product §4 "Question form", §5): on the FAQ page and in the product page's 'Вопросы' tab.
 *
 * Name, e-mail, product and question are all required; the product counts only when chosen from the suggestions
 * ('Выберите товар из списка'): typing in the product field forgets the choice. A logged-in shopper's name and
 * e-mail are filled in and locked; on a product page the product is fixed. A valid form is sent; the reply is the
 * question's number, shown as 'Форма отправлена №{number}! Мы ответим вам в ближайшее время', and the question and
 * (unless fixed) the product are cleared for the next one. A refusal shows the server's message.
 */

export interface QuestionProduct {
  productId: number;
  name: string;
}

export interface QuestionFormInput {
  /** A logged-in shopper's first name and e-mail (then locked). */
  name?: string;
  email?: string;
  identityLocked?: boolean;
  /** The product page's product (then fixed). */
  product?: QuestionProduct | null;
}

export type QuestionField = 'name' | 'email' | 'product' | 'text';

export interface QuestionFormContext {
  name: string;
  email: string;
  identityLocked: boolean;
  /** The chosen product's id, or null while none is chosen from the list. */
  productId: number | null;
  /** What the product field shows: the chosen product's name or what the shopper typed. */
  productQuery: string;
  productFixed: boolean;
  text: string;
  /** Messages shown under the fields after a submit, each cleared when its field is edited. */
  errors: Partial<Record<QuestionField, string>>;
  /** The server's message when it refused the question. */
  serverError: string | null;
  /** The last sent question's number. */
  number: number | null;
}

export type QuestionFormEvent =
  | { type: 'question.name.change'; value: string }
  | { type: 'question.email.change'; value: string }
  | { type: 'question.product.type'; value: string }
  | { type: 'question.product.choose'; product: QuestionProduct }
  | { type: 'question.text.change'; value: string }
  | { type: 'question.submit' };

/** What the machine sends (product §3 "FAQ submit payload"). */
export interface QuestionSubmission {
  name: string;
  email: string;
  product_id: number;
  text: string;
}

/** When the refusal carries no text of its own. */
export const QUESTION_SEND_FAILED = 'Не удалось отправить вопрос. Попробуйте позже';

/** The field errors of the current values (product §5); empty when the form can be sent. */
export function questionFormErrors(context: QuestionFormContext): Partial<Record<QuestionField, string>> {
  const errors: Partial<Record<QuestionField, string>> = {};
  const named = checkReviewForm({ name: context.name, text: context.text });
  if (named.name) errors.name = named.name;
  const email = checkRecoveryEmail(context.email);
  if (email) errors.email = email;
  const product = checkQuestionProduct(context.productId);
  if (product) errors.product = product;
  if (named.text) errors.text = named.text;
  return errors;
}

const without = (errors: QuestionFormContext['errors'], field: QuestionField) => {
  const { [field]: _removed, ...rest } = errors;
  return rest;
};

/** Every input field is optional, so an empty input is a valid one; `types.input` takes it as the input's type. */
const NO_INPUT: QuestionFormInput = {};

export const questionFormMachine = setup({
  types: {
    context: {} as QuestionFormContext,
    events: {} as QuestionFormEvent,
    input: NO_INPUT,
  },
  actors: {
    /** Provided by the app: POST /back/faq/add, resolving to the question's number. */
    submitQuestion: notProvided<number, QuestionSubmission>('submitQuestion'),
  },
  actions: {
    setName: assign(({ context, event }) => {
      assertEvent(event, 'question.name.change');
      return {
        name: event.value,
        errors: without(context.errors, 'name'),
        serverError: null,
      };
    }),
    setEmail: assign(({ context, event }) => {
      assertEvent(event, 'question.email.change');
      return {
        email: event.value,
        errors: without(context.errors, 'email'),
        serverError: null,
      };
    }),
    typeProduct: assign(({ context, event }) => {
      assertEvent(event, 'question.product.type');
      return {
        productQuery: event.value,
        productId: null,
        errors: without(context.errors, 'product'),
        serverError: null,
      };
    }),
    chooseProduct: assign(({ context, event }) => {
      assertEvent(event, 'question.product.choose');
      const { product } = event;
      return {
        productId: product.productId,
        productQuery: product.name,
        errors: without(context.errors, 'product'),
        serverError: null,
      };
    }),
    setText: assign(({ context, event }) => {
      assertEvent(event, 'question.text.change');
      return {
        text: event.value,
        errors: without(context.errors, 'text'),
        serverError: null,
      };
    }),
    showErrors: assign(({ context }) => ({ errors: questionFormErrors(context), serverError: null })),
    rememberNumber: assign((_, params: { number: number }) => ({ number: params.number })),
    clearQuestion: assign(({ context }) => ({
      text: '',
      errors: {},
      serverError: null,
      ...(context.productFixed ? {} : { productId: null, productQuery: '' }),
    })),
    rememberServerError: assign((_, { error }: { error: unknown }) => {
      const message = error instanceof Error && error.message.trim() !== '' ? error.message : QUESTION_SEND_FAILED;
      return { serverError: message };
    }),
    /** Provided by the app: the success toast. */
    notifySent: (_, _number: number) => {},
  },
  guards: {
    identityEditable: ({ context }) => !context.identityLocked,
    productEditable: ({ context }) => !context.productFixed,
    isComplete: ({ context }) =>
      isQuestionFormComplete({
        name: context.name,
        email: context.email,
        productId: context.productId,
        question: context.text,
      }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'questionForm',
  context: ({ input }) => ({
    name: input.name ?? '',
    email: input.email ?? '',
    identityLocked: Boolean(input.identityLocked),
    productId: input.product?.productId ?? null,
    productQuery: input.product?.name ?? '',
    productFixed: Boolean(input.product),
    text: '',
    errors: {},
    serverError: null,
    number: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      initial: 'editing',
      on: {
        'question.name.change': { guard: 'identityEditable', target: '.editing', actions: 'setName' },
        'question.email.change': { guard: 'identityEditable', target: '.editing', actions: 'setEmail' },
        'question.product.type': { guard: 'productEditable', target: '.editing', actions: 'typeProduct' },
        'question.product.choose': { guard: 'productEditable', target: '.editing', actions: 'chooseProduct' },
        'question.text.change': { target: '.editing', actions: 'setText' },
        'question.submit': [
          { guard: 'isComplete', target: 'submitting' },
          { target: '.editing', actions: 'showErrors' },
        ],
      },
      states: {
        editing: {},
        /** The last question went through; its number is shown until the shopper edits the form. */
        sent: {},
      },
    },
    submitting: {
      invoke: {
        src: 'submitQuestion',
        input: ({ context }) => ({
          name: context.name.trim(),
          email: context.email.trim(),
          product_id: context.productId ?? 0,
          text: context.text.trim(),
        }),
        onDone: {
          target: 'idle.sent',
          actions: [
            { type: 'rememberNumber', params: ({ event }) => ({ number: event.output }) },
            'clearQuestion',
            { type: 'notifySent', params: output },
          ],
        },
        onError: {
          target: 'idle.editing',
          actions: { type: 'rememberServerError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
