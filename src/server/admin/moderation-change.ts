import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { AnswerBody, QuestionEditBody, ReviewEditBody } from '../../contract/admin-moderation';
import { MESSAGES as FORM_MESSAGES } from '../../domain/validation';
import { publicBaseUrl } from '../config';
import { pageHref } from '../content/content-format';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { Mailer } from '../integrations/mail';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { writeAudit, type Actor } from './audit-log';
import { mailAfterCommit } from './customer-change';
import { answerEmail } from './moderation-emails';
import { StaleRecord } from './stale-record';

/**
 * The back office's writes to reviews and questions: publish, reject, edit, and (questions) answer. Each runs in a
 * transaction that locks the row and checks the version the staff member opened, and writes its audit row. The
 * storefront reads only published rows (a generated `status`, migration 023), and both tables bump the catalogue
 * version, so what is published or taken down shows at once in every cached answer (decision 0020).
 */

export type Moderated = 'review' | 'question';

async function lockReview(trx: Transaction<Database>, reviewId: number, version: number) {
  const row = await trx
    .selectFrom('review')
    .select(['review_id', 'product_id', 'author', 'text', 'rating', 'moderation', 'version'])
    .where('review_id', '=', reviewId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new HttpError(404, M.reviewNotFound);
  if (row.version !== version) throw new StaleRecord();
  return row;
}

async function lockQuestion(trx: Transaction<Database>, faqId: number, version: number) {
  const row = await trx
    .selectFrom('faq')
    .leftJoin('product', 'product.product_id', 'faq.product_id')
    .select([
      'faq.faq_id',
      'faq.name',
      'faq.email',
      'faq.question',
      'faq.answer',
      'faq.moderation',
      'faq.version',
      'product.keyword as product_keyword',
    ])
    .where('faq.faq_id', '=', faqId)
    // The shop's own questions are edited in 'Вопрос-ответ' (faq-store.ts), not moderated.
    .where('faq.product_id', 'is not', null)
    .forUpdate('faq')
    .executeTakeFirst();
  if (!row) throw new HttpError(404, M.questionNotFound);
  if (row.version !== version) throw new StaleRecord();
  return row;
}

/** 'Опубликовать' or 'Отклонить': a record already in that state is refused (someone decided first). */
export async function moderate(
  app: FastifyInstance,
  actor: Actor,
  kind: Moderated,
  id: number,
  version: number,
  to: 'published' | 'rejected',
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const row = kind === 'review' ? await lockReview(trx, id, version) : await lockQuestion(trx, id, version);
    if (row.moderation === to) throw new HttpError(409, to === 'published' ? M.alreadyPublished : M.alreadyRejected);
    const updated =
      kind === 'review'
        ? await trx
            .updateTable('review')
            .set({ moderation: to })
            .where('review_id', '=', id)
            .returning(['moderation', 'version'])
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable('faq')
            .set({ moderation: to })
            .where('faq_id', '=', id)
            .returning(['moderation', 'version'])
            .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      recordType: kind,
      recordId: id,
      action: to === 'published' ? 'publish' : 'reject',
      before: { moderation: row.moderation, version: row.version },
      after: updated,
    });
  });
}

/**
 * 'Удалить': spam or a duplicate goes for good, from the site and the queues; the audit log keeps what it said, who
 * deleted it and when. Under the version check like every change.
 */
export async function removeModerated(
  app: FastifyInstance,
  actor: Actor,
  kind: Moderated,
  id: number,
  version: number,
) {
  await app.db.transaction().execute(async (trx) => {
    if (kind === 'review') {
      const { review_id: _id, ...before } = await lockReview(trx, id, version);
      await trx.deleteFrom('review').where('review_id', '=', id).execute();
      await writeAudit(trx, actor, { recordType: kind, recordId: id, action: 'delete', before, after: null });
    } else {
      const { faq_id: _id, product_keyword: _keyword, ...before } = await lockQuestion(trx, id, version);
      await trx.deleteFrom('faq').where('faq_id', '=', id).execute();
      await writeAudit(trx, actor, { recordType: kind, recordId: id, action: 'delete', before, after: null });
    }
  });
}

/** A field a shopper typed, trimmed; blank is refused with the form's own message. */
function required(value: string, message: string): string {
  const text = value.trim();
  if (text === '') throw new HttpError(400, message);
  return text;
}

/** Edits a review's author and text (a typo, a phone number left in it) before or after publishing. */
export async function editReview(app: FastifyInstance, actor: Actor, reviewId: number, body: ReviewEditBody) {
  const author = required(body.author, FORM_MESSAGES.REVIEW_NAME_REQUIRED);
  const text = required(body.text, FORM_MESSAGES.REVIEW_TEXT_REQUIRED);
  await app.db.transaction().execute(async (trx) => {
    const row = await lockReview(trx, reviewId, body.version);
    const updated = await trx
      .updateTable('review')
      .set({ author, text })
      .where('review_id', '=', reviewId)
      .returning(['author', 'text', 'version'])
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      recordType: 'review',
      recordId: reviewId,
      action: 'edit',
      before: { author: row.author, text: row.text, version: row.version },
      after: updated,
    });
  });
}

/** Edits a question's author and text. */
export async function editQuestion(app: FastifyInstance, actor: Actor, faqId: number, body: QuestionEditBody) {
  const name = required(body.name, FORM_MESSAGES.REVIEW_NAME_REQUIRED);
  const question = required(body.question, FORM_MESSAGES.REVIEW_TEXT_REQUIRED);
  await app.db.transaction().execute(async (trx) => {
    const row = await lockQuestion(trx, faqId, body.version);
    const updated = await trx
      .updateTable('faq')
      .set({ name, question })
      .where('faq_id', '=', faqId)
      .returning(['name', 'question', 'version'])
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      recordType: 'question',
      recordId: faqId,
      action: 'edit',
      before: { name: row.name, question: row.question, version: row.version },
      after: updated,
    });
  });
}

/**
 * 'Ответить': the answer and its date go under the question on the product page and /faq (so answering publishes the
 * question), and the person who asked gets it by e-mail when they left an address. Answering again replaces the answer.
 */
export async function answerQuestion(
  app: FastifyInstance,
  mailer: Mailer,
  log: FastifyBaseLogger,
  actor: Actor,
  faqId: number,
  body: AnswerBody,
): Promise<void> {
  const answer = required(body.answer, M.answerNeeded);
  const message = await app.db.transaction().execute(async (trx) => {
    const row = await lockQuestion(trx, faqId, body.version);
    const updated = await trx
      .updateTable('faq')
      .set({ answer, date_answered: new Date(), moderation: 'published' })
      .where('faq_id', '=', faqId)
      .returning(['answer', 'moderation', 'version'])
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      recordType: 'question',
      recordId: faqId,
      action: 'answer',
      before: { answer: row.answer, moderation: row.moderation, version: row.version },
      after: updated,
    });
    if (!row.email) return null;
    const page = `${publicBaseUrl(app.config)}${pageHref(row.product_keyword) || '/faq'}`;
    return { to: row.email, ...answerEmail(row.name, row.question, answer, page) };
  });
  await mailAfterCommit(mailer, log, message);
}
