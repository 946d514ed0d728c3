import { sql, type Kysely } from 'kysely';
import type {
  ModeratedQuestion,
  ModeratedReview,
  ModerationQuery,
  QuestionQueue,
  ReviewQueue,
} from '../../contract/admin-moderation';
import { containsPattern } from '../content/like-pattern';
import type { Database } from '../db/schema';
import { shopDateTime } from '../http/shop-time';
import { DEFAULT_PAGE_SIZE } from './order-queries';

/**
 * The moderation queues: reviews and questions by state (waiting first by default, the oldest on top: they have waited
 * longest), of one product or with a word of their author or text, paged on the server.
 */

const oldestFirst = (query: ModerationQuery) => ((query.status ?? 'pending') === 'pending' ? 'asc' : 'desc');

const reviewRows = (db: Kysely<Database>) =>
  db
    .selectFrom('review')
    .leftJoin('product', 'product.product_id', 'review.product_id')
    .select([
      'review.review_id',
      'review.product_id',
      sql<string>`coalesce(product.name, '')`.as('product_name'),
      'review.author',
      'review.text',
      'review.rating',
      'review.moderation',
      'review.version',
      'review.date_added',
    ]);

function reviews(db: Kysely<Database>, query: ModerationQuery) {
  let q = reviewRows(db).where('review.moderation', '=', query.status ?? 'pending');
  if (query.product_id !== undefined) q = q.where('review.product_id', '=', query.product_id);
  const text = query.q?.trim();
  if (text) {
    const pattern = containsPattern(text);
    q = q.where((eb) => eb.or([eb('review.author', 'ilike', pattern), eb('review.text', 'ilike', pattern)]));
  }
  return q;
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviews>['execute']>>[number];
const toReview = (r: ReviewRow): ModeratedReview => ({ ...r, date_added: shopDateTime(r.date_added) });

const questionRows = (db: Kysely<Database>) =>
  db
    .selectFrom('faq')
    .leftJoin('product', 'product.product_id', 'faq.product_id')
    .select([
      'faq.faq_id',
      'faq.product_id',
      sql<string>`coalesce(product.name, '')`.as('product_name'),
      'faq.name',
      'faq.email',
      'faq.question',
      'faq.answer',
      'faq.date_answered',
      'faq.moderation',
      'faq.version',
      'faq.date_added',
    ]);

function questions(db: Kysely<Database>, query: ModerationQuery) {
  // The shop's own questions (no product) are 'Вопрос-ответ''s (faq-store.ts), not the shoppers' to moderate.
  let q = questionRows(db)
    .where('faq.product_id', 'is not', null)
    .where('faq.moderation', '=', query.status ?? 'pending');
  if (query.product_id !== undefined) q = q.where('faq.product_id', '=', query.product_id);
  const text = query.q?.trim();
  if (text) {
    const pattern = containsPattern(text);
    q = q.where((eb) => eb.or([eb('faq.name', 'ilike', pattern), eb('faq.question', 'ilike', pattern)]));
  }
  return q;
}

type QuestionRow = Awaited<ReturnType<ReturnType<typeof questions>['execute']>>[number];
const toQuestion = (r: QuestionRow): ModeratedQuestion => ({
  ...r,
  answer: r.answer ?? '',
  date_answered: r.date_answered ? shopDateTime(r.date_answered) : null,
  date_added: shopDateTime(r.date_added),
});

/** One page of a queue and how many match: the query counted, then read sorted and cut. */
async function paged<Row>(
  query: ModerationQuery,
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<Row[]>,
) {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const [total, found] = await Promise.all([count(), rows(limit, (page - 1) * limit)]);
  return { found, total, page, limit };
}

export async function reviewQueue(db: Kysely<Database>, query: ModerationQuery): Promise<ReviewQueue> {
  const { found, ...rest } = await paged(
    query,
    async () =>
      Number(
        (
          await reviews(db, query)
            .clearSelect()
            .select(sql<string>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    (limit, offset) =>
      reviews(db, query)
        .orderBy('review.date_added', oldestFirst(query))
        .orderBy('review.review_id', oldestFirst(query))
        .limit(limit)
        .offset(offset)
        .execute(),
  );
  return { reviews: found.map(toReview), ...rest };
}

export async function questionQueue(db: Kysely<Database>, query: ModerationQuery): Promise<QuestionQueue> {
  const { found, ...rest } = await paged(
    query,
    async () =>
      Number(
        (
          await questions(db, query)
            .clearSelect()
            .select(sql<string>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    (limit, offset) =>
      questions(db, query)
        .orderBy('faq.date_added', oldestFirst(query))
        .orderBy('faq.faq_id', oldestFirst(query))
        .limit(limit)
        .offset(offset)
        .execute(),
  );
  return { questions: found.map(toQuestion), ...rest };
}

export async function loadReview(db: Kysely<Database>, reviewId: number): Promise<ModeratedReview | null> {
  const row = await reviewRows(db).where('review.review_id', '=', reviewId).executeTakeFirst();
  return row ? toReview(row) : null;
}

export async function loadQuestion(db: Kysely<Database>, faqId: number): Promise<ModeratedQuestion | null> {
  const row = await questionRows(db).where('faq.faq_id', '=', faqId).executeTakeFirst();
  return row ? toQuestion(row) : null;
}
