/**
 * The shop's own questions and answers (issue 16, the back office's 'Вопрос-ответ'): the questions without a product
 * that /faq shows first, in their order, before the shoppers' questions. The storefront shows them as text, never as
 * HTML (question-item.tsx), so they are plain text here too. One check, used by the form and by the server.
 */

export const FAQ_LIMITS = { author: 128, question: 4000, answer: 10000 } as const;

export interface FaqValues {
  /** Shown above the question as its author ('' — none shown). */
  author: string;
  question: string;
  answer: string;
  /** Published on /faq. */
  status: boolean;
}

export type FaqField = 'author' | 'question' | 'answer';

export const FAQ_TEXT = {
  author: `Имя — не длиннее ${FAQ_LIMITS.author} символов`,
  question: 'Напишите вопрос',
  questionLong: `Вопрос — не длиннее ${FAQ_LIMITS.question} символов`,
  answer: 'Напишите ответ',
  answerLong: `Ответ — не длиннее ${FAQ_LIMITS.answer} символов`,
  notFound: 'Вопрос не найден',
} as const;

/** What is wrong with a question's values, by field (empty when it can be saved). */
export function faqProblems(values: FaqValues): Partial<Record<FaqField, string>> {
  const problems: Partial<Record<FaqField, string>> = {};
  if (values.author.length > FAQ_LIMITS.author) problems.author = FAQ_TEXT.author;
  if (values.question === '') problems.question = FAQ_TEXT.question;
  else if (values.question.length > FAQ_LIMITS.question) problems.question = FAQ_TEXT.questionLong;
  if (values.answer === '') problems.answer = FAQ_TEXT.answer;
  else if (values.answer.length > FAQ_LIMITS.answer) problems.answer = FAQ_TEXT.answerLong;
  return problems;
}

/** The values as they are kept: texts trimmed. */
export function faqValuesOf(values: FaqValues): FaqValues {
  return {
    author: values.author.trim(),
    question: values.question.trim(),
    answer: values.answer.trim(),
    status: values.status,
  };
}
