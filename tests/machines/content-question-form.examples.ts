import type { QuestionFormEvent, QuestionFormInput } from '../../machines/content/question-form.machine';

/** Shared by the question form's path tests and UI path tests: who fills it in, with what. */
export const QUESTION_FORM_INPUTS: Record<string, QuestionFormInput> = {
  'a guest on the FAQ page': {},
  'a logged-in shopper on a product page': {
    name: 'Ольга',
    email: 'olga@example.ru',
    identityLocked: true,
    product: { productId: 7, name: 'Пилинг миндальный 30%' },
  },
};

/** The suggestion the guest picks (the UI test's fake search offers it). */
export const CHOSEN_PRODUCT = { productId: 5, name: 'Крем с ретинолом 0,3%' };

export const QUESTION_FORM_EVENTS: Record<string, QuestionFormEvent[]> = {
  'question.name.change': [{ type: 'question.name.change', value: ' Анна ' }],
  'question.email.change': [
    { type: 'question.email.change', value: 'anna@' },
    { type: 'question.email.change', value: 'anna@example.ru' },
  ],
  'question.product.type': [{ type: 'question.product.type', value: 'крем' }],
  'question.product.choose': [{ type: 'question.product.choose', product: CHOSEN_PRODUCT }],
  'question.text.change': [{ type: 'question.text.change', value: 'Можно ли летом?' }],
};

/** The server refusing a question with its own message. */
export const REFUSAL = new Error('Товар не найден');
