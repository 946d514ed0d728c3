import { sql, type Kysely } from 'kysely';
import type { AdminFaq, FaqBody } from '../../contract/admin-home-content';
import { faqProblems, faqValuesOf, type FaqValues } from '../../domain/faq-edit';
import type { ModerationState } from '../../domain/moderation';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { shopDateTime } from '../http/shop-time';
import { writeAudit, type Actor } from './audit-log';
import { nextPlace, saveRecord, type OrderedList } from './ordered-records';

/**
 * 'Вопрос-ответ' (issue 16): the shop's own questions, the faq rows without a product, which /faq shows first in
 * their order (content/faq-routes.ts reads the same rows). Published is the moderation state 'published', hidden
 * 'rejected' (the moderation queue leaves these rows to this page). Listed, created, saved against their version,
 * switched, deleted and reordered (ordered-records.ts), each change with its audit row in its own transaction.
 */

const moderationOf = (status: boolean): ModerationState => (status ? 'published' : 'rejected');

const shopQuestions = (db: Kysely<Database>) =>
  db
    .selectFrom('faq')
    .select(['faq_id', 'name', 'question', 'answer', 'status', 'version', 'date_added'])
    .where('product_id', 'is', null);

type Row = Awaited<ReturnType<ReturnType<typeof shopQuestions>['execute']>>[number];
const valuesOf = (row: Row): FaqValues => ({
  author: row.name,
  question: row.question,
  answer: row.answer ?? '',
  status: row.status,
});

const columnsOf = (v: FaqValues) => ({
  name: v.author,
  question: v.question,
  answer: v.answer,
  moderation: moderationOf(v.status),
});

export const SHOP_QUESTIONS: OrderedList<FaqValues> = {
  table: 'faq',
  id: 'faq_id',
  rows: sql<boolean>`product_id is null`,
  audit: 'faq',
  switchNames: ['publish', 'unpublish'],
  lock: async (trx, id) => {
    const row = await shopQuestions(trx).where('faq_id', '=', id).forUpdate().executeTakeFirst();
    return row ? { values: valuesOf(row), version: row.version } : null;
  },
  write: async (trx, id, version, before, after) => {
    await trx
      .updateTable('faq')
      .set({
        ...columnsOf(after),
        version,
        ...(after.answer !== before.answer ? { date_answered: new Date() } : {}),
      })
      .where('faq_id', '=', id)
      .execute();
  },
};

export async function listShopQuestions(db: Kysely<Database>): Promise<AdminFaq[]> {
  // As /faq shows them (content/faq-routes.ts): in their order, questions of one place newest first.
  const rows = await shopQuestions(db)
    .orderBy('sort_order')
    .orderBy('date_added', 'desc')
    .orderBy('faq_id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.faq_id,
    ...valuesOf(row),
    version: row.version,
    date_added: shopDateTime(row.date_added),
  }));
}

function checked(body: FaqBody): FaqValues {
  const values = faqValuesOf(body);
  const problem = Object.values(faqProblems(values))[0];
  if (problem) throw new HttpError(400, problem);
  return values;
}

export async function createShopQuestion(db: Kysely<Database>, actor: Actor, body: FaqBody): Promise<number> {
  const values = checked(body);
  return db.transaction().execute(async (trx) => {
    const { faq_id } = await trx
      .insertInto('faq')
      .values({
        ...columnsOf(values),
        email: '',
        product_id: null,
        date_answered: new Date(),
        sort_order: await nextPlace(trx, SHOP_QUESTIONS),
      })
      .returning('faq_id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      recordType: 'faq',
      recordId: faq_id,
      action: 'create',
      before: null,
      after: values,
    });
    return faq_id;
  });
}

export async function saveShopQuestion(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  body: FaqBody & { version: number },
): Promise<void> {
  await saveRecord(db, actor, SHOP_QUESTIONS, { id, version: body.version, values: checked(body) });
}
