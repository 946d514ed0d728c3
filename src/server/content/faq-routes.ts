import { sql } from 'kysely';
import Type from 'typebox';
import { Question, QuestionBody } from '../../contract/content';
import { Id, IdBody, replies } from '../../contract/envelope';
import type { TypedApp } from '../http/typed-app';
import { isValidEmail, MESSAGES as FORM_MESSAGES } from '../../domain/validation';
import { CACHED } from '../http/cached-answers';
import { success } from '../http/envelope';
import { badRequest, notFound } from '../http/http-error';
import { shopDateTime } from '../http/shop-time';
import { pageHref } from './content-format';
import { PRODUCT_NOT_FOUND } from './blog-routes';
import { takeLimit } from '../http/rate-limits';

/** Field messages of the question form, the same words the storefront shows (product §5 and §8 texts). */
export const FAQ_MESSAGES = {
  name: FORM_MESSAGES.REVIEW_NAME_REQUIRED,
  emailEmpty: FORM_MESSAGES.RECOVERY_EMAIL_EMPTY,
  emailInvalid: FORM_MESSAGES.RECOVERY_EMAIL_INVALID,
  product: FORM_MESSAGES.QUESTION_PRODUCT_REQUIRED,
  text: FORM_MESSAGES.REVIEW_TEXT_REQUIRED,
  productNotFound: PRODUCT_NOT_FOUND,
} as const;

const LIMITS = { name: 128, email: 254, text: 4000 } as const;

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/**
 * product §7 FAQ: `/back/faq/list` (the shop's own questions first in their order, migration 034, then everyone's
 * questions, newest first), `/back/faq/add {name, email, product_id, text}`
 * (reply data: the question's number; it waits for moderation, issue 15) and a product's questions
 * `/back/product/faq {id}`: published questions only (`status`, generated from `moderation`, migration 023). A question is read as
 * author, text, answer, date_added, date_modified (the answer's date once answered), product_href, product_title.
 */
export async function faqRoutes(app: TypedApp): Promise<void> {
  const questions = () =>
    app.db
      .selectFrom('faq')
      .leftJoin('product', 'product.product_id', 'faq.product_id')
      .select([
        'faq.faq_id',
        'faq.name',
        'faq.question',
        'faq.answer',
        'faq.date_added',
        'faq.date_answered',
        'faq.product_id',
        'product.name as product_title',
        'product.keyword as product_keyword',
      ])
      .where('faq.status', '=', true)
      // The shop's own questions (no product) first, in their order ('Вопрос-ответ' in the back office).
      .orderBy(sql`faq.product_id is not null`)
      .orderBy('faq.sort_order')
      .orderBy('faq.date_added', 'desc')
      .orderBy('faq.faq_id', 'desc');

  type Row = Awaited<ReturnType<ReturnType<typeof questions>['execute']>>[number];
  const readForm = (row: Row) => ({
    faq_id: row.faq_id,
    author: row.name,
    text: row.question,
    answer: row.answer ?? '',
    date_added: shopDateTime(row.date_added),
    date_modified: shopDateTime(row.answer ? (row.date_answered ?? row.date_added) : row.date_added),
    product_id: row.product_id ?? 0,
    product_href: pageHref(row.product_keyword),
    product_title: row.product_title ?? '',
  });

  const list = {
    operationId: 'questions',
    summary: 'Вопросы покупателей с ответами, новые первыми',
    tags: ['Контент'],
    response: replies(Type.Array(Question)),
  };
  app.post('/back/faq/list', { schema: list, config: CACHED }, async () =>
    success((await questions().execute()).map(readForm)),
  );

  const ofProduct = {
    operationId: 'productQuestions',
    summary: 'Вопросы о товаре',
    tags: ['Контент'],
    body: IdBody,
    response: replies(Type.Array(Question)),
  };
  app.post('/back/product/faq', { schema: ofProduct, config: CACHED }, async (request) => {
    await requireProduct(app, request.body.id);
    const rows = await questions().where('faq.product_id', '=', request.body.id).execute();
    return success(rows.map(readForm));
  });

  app.post(
    '/back/faq/add',
    {
      schema: {
        operationId: 'askQuestion',
        summary: 'Задать вопрос о товаре; в ответе — номер вопроса',
        tags: ['Контент'],
        body: QuestionBody,
        response: replies(Id),
      },
    },
    async (request) => {
      const name = text(request.body.name);
      const email = text(request.body.email);
      const question = text(request.body.text);
      const productId = Number(text(request.body.product_id));
      if (name === '') throw badRequest(FAQ_MESSAGES.name);
      if (name.length > LIMITS.name) throw badRequest(`Имя должно быть не длиннее ${LIMITS.name} символов`);
      if (email === '') throw badRequest(FAQ_MESSAGES.emailEmpty);
      if (email.length > LIMITS.email || !isValidEmail(email)) throw badRequest(FAQ_MESSAGES.emailInvalid);
      if (!Number.isInteger(productId) || productId <= 0 || productId > 2147483647)
        throw badRequest(FAQ_MESSAGES.product);
      if (question === '') throw badRequest(FAQ_MESSAGES.text);
      if (question.length > LIMITS.text) throw badRequest(`Вопрос должен быть не длиннее ${LIMITS.text} символов`);
      await requireProduct(app, productId);
      await takeLimit(app.db, 'questions', request.ip);
      // Kept as the visitor typed it; the storefront renders it as text, never as HTML.
      const row = await app.db
        .insertInto('faq')
        .values({ name, email, product_id: productId, question })
        .returning('faq_id')
        .executeTakeFirstOrThrow();
      return success(row.faq_id);
    },
  );
}

async function requireProduct(app: TypedApp, productId: number): Promise<void> {
  const product = await app.db
    .selectFrom('product')
    .select('product_id')
    .where('product_id', '=', productId)
    .where('status', '=', true)
    .executeTakeFirst();
  if (!product) throw notFound(FAQ_MESSAGES.productNotFound);
}
