import Type, { type Static } from 'typebox';
import { DateTime, PAGING, Version } from './admin';
import { MODERATION_STATES } from '../domain/moderation';
import { REVIEW_LIMITS } from './catalogue';
import { Closed, Nullable } from './envelope';

/**
 * Moderation (issue 15): reviews and questions wait until a staff member publishes or rejects them; a question may be
 * answered. For the owner and managers (area `moderation`).
 */

const State = Type.Enum(MODERATION_STATES, {
  description: "pending — 'На модерации', published — опубликован, rejected — отклонён",
});

export const ModerationQuery = Type.Object({
  status: Type.Optional(Type.Enum(MODERATION_STATES, { description: 'По умолчанию pending — ждут решения' })),
  product_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Имя автора или слова текста' })),
  ...PAGING,
});
export type ModerationQuery = Static<typeof ModerationQuery>;

const product = {
  product_id: Nullable(Type.Integer({ minimum: 1 })),
  product_name: Type.String({ description: "'' — вопрос не о товаре" }),
};

export const ModeratedReview = Closed({
  review_id: Type.Integer({ minimum: 1 }),
  ...product,
  author: Type.String(),
  text: Type.String(),
  rating: Nullable(Type.Integer({ minimum: 1, maximum: 5 })),
  moderation: State,
  version: Type.Integer({ minimum: 1 }),
  date_added: DateTime,
});
export type ModeratedReview = Static<typeof ModeratedReview>;

export const ReviewQueue = Closed({
  reviews: Type.Array(ModeratedReview),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
});
export type ReviewQueue = Static<typeof ReviewQueue>;

export const ModeratedQuestion = Closed({
  faq_id: Type.Integer({ minimum: 1 }),
  ...product,
  name: Type.String(),
  email: Type.String({ description: "Куда отправить ответ; '' — не оставили" }),
  question: Type.String(),
  answer: Type.String({ description: "'' — ещё нет ответа" }),
  date_answered: Nullable(DateTime),
  moderation: State,
  version: Type.Integer({ minimum: 1 }),
  date_added: DateTime,
});
export type ModeratedQuestion = Static<typeof ModeratedQuestion>;

export const QuestionQueue = Closed({
  questions: Type.Array(ModeratedQuestion),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
});
export type QuestionQueue = Static<typeof QuestionQueue>;

export const ModerationIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const ModerationBody = Type.Object({ version: Version });
export type ModerationBody = Static<typeof ModerationBody>;

export const ReviewEditBody = Type.Object({
  version: Version,
  author: Type.String({ minLength: 1, maxLength: REVIEW_LIMITS.name }),
  text: Type.String({ minLength: 1, maxLength: REVIEW_LIMITS.text }),
});
export type ReviewEditBody = Static<typeof ReviewEditBody>;

export const QuestionEditBody = Type.Object({
  version: Version,
  name: Type.String({ minLength: 1, maxLength: REVIEW_LIMITS.name }),
  question: Type.String({ minLength: 1, maxLength: REVIEW_LIMITS.text }),
});
export type QuestionEditBody = Static<typeof QuestionEditBody>;

export const AnswerBody = Type.Object({
  version: Version,
  answer: Type.String({ minLength: 1, maxLength: 8000, description: 'Ответ: под вопросом на сайте и письмом автору' }),
});
export type AnswerBody = Static<typeof AnswerBody>;
