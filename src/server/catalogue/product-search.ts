import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CustomerGroupId } from '../../domain/customer-group';
import type { Database } from '../db/schema';
import type { ProductSearchResult } from '../../contract/catalogue';
import { CARD_COLUMNS, toCards, type CardRow } from './product-cards';

/**
 * The product search behind product §7 `module/isearch/ajaxget` (header dropdown, /search page, the question form's
 * product field). A product is found by
 * - its article number: exactly (any case), or a part of it ('2001', 'bt20');
 * - full-text search with the 'russian' configuration over the generated `search_document` (name and sku weight A,
 *   description C): every word of the query must match, as a prefix of a stemmed word, so 'кремы' finds 'крем',
 *   'гиалуроновая' finds 'гиалуроновой', and a word still being typed ('гиалур') already matches;
 * - when that finds nothing: the same search with each word also standing for its closest spellings among the words
 *   of product names (trigram similarity against `product_search_word`, 009), so typos find: 'крэм', 'пилнг'.
 * Best first: the exact article, then an article starting with, then containing the query, then products whose name
 * holds every word (`name_document`, 015), then the full-text rank (a name match outweighs a description match), then
 * the shorter name (the closer match), then the id, so pages are stable.
 */

/** The query's limits live with its schema in the contract (a longer query is refused, paging stops at a depth). */
export { SEARCH_LIMIT, SEARCH_PAGE_MAX, SEARCH_QUERY_MAX } from '../../contract/catalogue';
/**
 * Trigram similarity a name word needs to count as a spelling of a typed word. pg_trgm's default 0.3 misses one wrong
 * letter in a short word ('крэм' and 'крем' share 2 of 8 trigrams: 0.25). Set per transaction, so the GIN trigram
 * index still serves the `%` operator.
 */
const TYPO_SIMILARITY = 0.2;
/** Spellings tried per typed word, closest first. */
const SPELLINGS_PER_WORD = 3;

/**
 * A found product: card data (priced for the caller's group) plus product §3's search-result fields: `model`, the
 * article number again (product §3 "sku (also model in search results)"), and `href` (product §3 "href in search
 * results", '/{url}').
 */
type SearchResult = ProductSearchResult;

export interface SearchPage {
  products: SearchResult[];
  /** How many products match in all (for the page's 'Показать ещё'). */
  total: number;
}

/** The query as the search reads it: trimmed, inner runs of spaces as one. */
export function normaliseQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Words of the query for the full-text query: letters and digits only, so nothing of tsquery syntax gets through. */
export function queryWords(query: string): string[] {
  return query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** `word:* & word:*` for to_tsquery: every word, each as a prefix (stemmed by the 'russian' configuration). */
export function prefixTsQuery(words: readonly string[]): string {
  return words.map((word) => `${word}:*`).join(' & ');
}

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The closest spellings of each typed word among the (stemmed) words of product names, by trigram similarity of the
 * typed word's stem. Words the 'russian' configuration drops ('для', 'с') get none: they say nothing about a product.
 */
async function spellingsOf(trx: Kysely<Database>, words: readonly string[]): Promise<Map<string, string[]>> {
  if (words.length === 0) return new Map();
  await sql`select set_config('pg_trgm.similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`.execute(trx);
  const { rows } = await sql<{ typed: string; word: string }>`
    select q.typed, v.word
    from unnest(${sql.val([...words])}::text[]) as q(typed)
    cross join lateral (
      select w.word from product_search_word as w
      where w.word % coalesce((ts_lexize('russian_stem', q.typed))[1], q.typed)
      order by similarity(w.word, coalesce((ts_lexize('russian_stem', q.typed))[1], q.typed)) desc, w.word
      limit ${SPELLINGS_PER_WORD}
    ) as v
    where length(to_tsvector('russian', q.typed)) > 0`.execute(trx);
  const spellings = new Map<string, string[]>();
  for (const row of rows) {
    // A compound's lexeme ('крем-гел') comes with its parts; only plain words go into the query.
    if (!/^[\p{L}\p{N}]+$/u.test(row.word)) continue;
    spellings.set(row.typed, [...(spellings.get(row.typed) ?? []), row.word]);
  }
  return spellings;
}

/** Every typed word (as a prefix, stemmed) or one of its spellings (a name's stemmed word, as it is). */
function tsQueryWithSpellings(words: readonly string[], spellings: Map<string, string[]>): RawBuilder<unknown> {
  const terms = words.map((word) => {
    const typed = sql`to_tsquery('russian', ${`${word}:*`})`;
    const fixes = spellings.get(word) ?? [];
    return fixes.length === 0 ? typed : sql`(${typed} || to_tsquery('simple', ${fixes.join(' | ')}))`;
  });
  return sql`(${sql.join(terms, sql` && `)})`;
}

export async function searchProducts(
  db: Kysely<Database>,
  options: { query: string; limit: number; offset: number },
  group: CustomerGroupId,
): Promise<SearchPage> {
  const query = normaliseQuery(options.query);
  const words = queryWords(query);
  if (words.length === 0) return { products: [], total: 0 };
  // An article number has no spaces; only such a query is looked for inside skus.
  const skuPattern = /\s/.test(query) ? null : likeEscape(query);

  const { rows, total } = await db.transaction().execute(async (trx) => {
    const exact = await findPage(trx, sql`to_tsquery('russian', ${prefixTsQuery(words)})`, query, skuPattern, options);
    if (exact.total > 0) return exact;
    // Only words of letters get other spellings: a number or an article number is meant as typed.
    const spellings = await spellingsOf(
      trx,
      words.filter((word) => /^\p{L}{3,}$/u.test(word)),
    );
    if (spellings.size === 0) return exact;
    return findPage(trx, tsQueryWithSpellings(words, spellings), query, null, options);
  });

  const cards = await toCards(db, rows, group);
  return {
    products: cards.map((card) => ({ ...card, model: card.sku, href: `/${card.url}` })),
    total,
  };
}

/** One page of the products matching `tsQuery` (or, with a pattern, whose article contains it), best first. */
async function findPage(
  trx: Kysely<Database>,
  tsQuery: RawBuilder<unknown>,
  query: string,
  skuPattern: string | null,
  page: { limit: number; offset: number },
): Promise<{ rows: CardRow[]; total: number }> {
  const conditions = [sql<boolean>`p.search_document @@ ${tsQuery}`];
  if (skuPattern !== null) conditions.push(sql<boolean>`p.sku ilike ${`%${skuPattern}%`}`);
  const matches = sql<boolean>`(${sql.join(conditions, sql` or `)})`;
  const found = await trx
    .selectFrom('product as p')
    .select(CARD_COLUMNS)
    .select(sql<number>`count(*) over ()`.as('total'))
    .where('p.status', '=', true)
    .where(matches)
    .orderBy(sql`lower(p.sku) = ${query.toLowerCase()}`, 'desc')
    // Articles starting with the query, then containing it, each series in article order ('bt20' → bt2001, bt2002…).
    .$if(skuPattern !== null, (q) =>
      q
        .orderBy(
          sql`case when p.sku ilike ${`${skuPattern}%`} then 1 when p.sku ilike ${`%${skuPattern}%`} then 2 else 3 end`,
        )
        .orderBy(sql`case when p.sku ilike ${`%${skuPattern}%`} then lower(p.sku) end`),
    )
    // Products whose name holds every word typed come before those that match partly through their description
    // ('пилинг мин' → 'Пилинг миндальный 30%' before a peel set whose description mentions minutes).
    .orderBy(sql`p.name_document @@ ${tsQuery}`, 'desc')
    .orderBy(sql`ts_rank(p.search_document, ${tsQuery})`, 'desc')
    .orderBy(sql`length(p.name)`)
    .orderBy('p.product_id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  if (found.length > 0 || page.offset === 0)
    return { rows: found, total: found.length > 0 ? Number(found[0].total) : 0 };
  // A page past the end still says how many there are.
  const counted = await trx
    .selectFrom('product as p')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('p.status', '=', true)
    .where(matches)
    .executeTakeFirstOrThrow();
  return { rows: found, total: Number(counted.total) };
}
