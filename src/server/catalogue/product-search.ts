import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CustomerGroupId } from '../../domain/customer-group';
import type { Database } from '../db/schema';
import type { ProductSearchResult } from '../../contract/catalogue';
import { CARD_COLUMNS, toCards, type CardRow } from './product-cards';

/**
 * The product search behind product §7 `module/isearch/ajaxget` (header dropdown, /search page, the question form's
 * product field). A product is found by
 * - its article number: exactly (any case), or a part of it ('2001', 'bt20'; a part of 2 characters at its start);
 * - full-text search with the 'russian' configuration over the generated `search_document` (name and sku weight A,
 *   description C): every word of the query must match, as a prefix of a stemmed word, so 'кремы' finds 'крем',
 *   'гиалуроновая' finds 'гиалуроновой', and a word still being typed ('гиалур') already matches;
 * - when that finds nothing: the same search with each word also standing for its closest spellings among the words
 *   of product names (trigram similarity against `product_search_word`, 009), so typos find: 'крэм', 'пилнг'.
 * Best first: the exact article, then an article starting with, then containing the query (in article order); then
 * products whose name holds every word (016: one word by its weight in the product, name and description, from
 * `product_search_term`; several words by how closely they stand in the name, from `product_search_name`); then the
 * rest by full-text rank; ties go to the shorter name (the closer match), then the id, so pages are stable. Each tier
 * is read only as far as the page needs, and `total` counts up to SEARCH_TOTAL_MAX (decision 0015).
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
 * `total` counts matches up to this many (decision 0015): past it, it says this many. The storefront asks for the
 * next page while it has fewer than `total`; counting every one of 30,000 creams cost more than the page itself.
 */
export const SEARCH_TOTAL_MAX = 1000;

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
 * Needs the trigram threshold `stemsOf` sets; only words of letters are spellings (numbers of names never are).
 */
async function spellingsOf(trx: Kysely<Database>, words: readonly string[]): Promise<Map<string, string[]>> {
  if (words.length === 0) return new Map();
  const { rows } = await sql<{ typed: string; word: string }>`
    select q.typed, v.word
    from unnest(${sql.val([...words])}::text[]) as q(typed)
    cross join lateral (
      select w.word from product_search_word as w
      where w.word % coalesce((ts_lexize('russian_stem', q.typed))[1], q.typed) and w.word !~ '[0-9]'
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

/**
 * One word of the query as the name tier reads `product_search_term`: its stems, each a prefix ('крем' for 'кремы',
 * 'гиалур' while typing), and the name words standing for it after a typo (whole words).
 */
interface TermGroup {
  prefixes: string[];
  words: string[];
}

/** What one pass of the search looks for: the full-text query, the same per word for the name tier, the article. */
interface Search {
  tsQuery: RawBuilder<unknown>;
  groups: TermGroup[];
  query: string;
  skuPattern: string | null;
}

/**
 * The stems the 'russian' configuration makes of each word (none for a stop word such as 'для'). The same statement
 * sets the transaction's trigram threshold for `spellingsOf`, one round trip fewer.
 */
async function stemsOf(trx: Kysely<Database>, words: readonly string[]): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ word: string; stems: string[] }>`
    select q.word, tsvector_to_array(to_tsvector('russian', q.word)) as stems
    from unnest(${sql.val([...words])}::text[]) as q(word),
      (select set_config('pg_trgm.similarity_threshold', ${String(TYPO_SIMILARITY)}, true)) as threshold`.execute(trx);
  return new Map(rows.map((row) => [row.word, row.stems]));
}

/** The first string after every string starting with `prefix` (in code point order, the C collation's). */
function prefixEnd(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  return prefix.slice(0, prefix.length - (last > 0xffff ? 2 : 1)) + String.fromCodePoint(last + 1);
}

/** Name tier groups: every stem of every word, as a prefix; a word's spellings go with its (single) stem. */
function termGroups(words: readonly string[], stems: Map<string, string[]>, spellings = new Map<string, string[]>()) {
  return words.flatMap((word): TermGroup[] => {
    const own = stems.get(word) ?? [];
    const fixes = spellings.get(word) ?? [];
    if (own.length > 1) return own.map((stem) => ({ prefixes: [stem], words: [] }));
    if (own.length === 0 && fixes.length === 0) return [];
    return [{ prefixes: own, words: fixes }];
  });
}

export async function searchProducts(
  db: Kysely<Database>,
  options: { query: string; limit: number; offset: number },
  group: CustomerGroupId,
): Promise<SearchPage> {
  const query = normaliseQuery(options.query);
  const words = queryWords(query);
  if (words.length === 0) return { products: [], total: 0 };
  // An article number has no spaces; only such a query is looked for in skus.
  const skuPattern = /\s/.test(query) ? null : likeEscape(query);

  const { rows, total } = await db.transaction().execute(async (trx) => {
    const stems = await stemsOf(trx, words);
    const exact = await findPage(
      trx,
      {
        tsQuery: sql`to_tsquery('russian', ${prefixTsQuery(words)})`,
        groups: termGroups(words, stems),
        query,
        skuPattern,
      },
      options,
    );
    if (exact.total > 0) return exact;
    // Only words of letters get other spellings: a number or an article number is meant as typed.
    const spellings = await spellingsOf(
      trx,
      words.filter((word) => /^\p{L}{3,}$/u.test(word)),
    );
    if (spellings.size === 0) return exact;
    return findPage(
      trx,
      {
        tsQuery: tsQueryWithSpellings(words, spellings),
        groups: termGroups(words, stems, spellings),
        query,
        skuPattern: null,
      },
      options,
    );
  });

  const cards = await toCards(db, rows, group);
  return {
    products: cards.map((card) => ({ ...card, model: card.sku, href: `/${card.url}` })),
    total,
  };
}

/**
 * Products whose article holds the query: from 3 characters anywhere in it (the trigram index), a shorter piece only
 * at its start (inside, 2 characters are in thousands of articles and no index finds them).
 */
function skuCondition(skuPattern: string): RawBuilder<boolean> {
  return [...skuPattern].length >= 3
    ? sql<boolean>`p.sku ilike ${`%${skuPattern}%`}`
    : sql<boolean>`lower(p.sku) like ${`${skuPattern.toLowerCase()}%`}`;
}

/**
 * One page of the products matching `search`, best first, and how many match (exact up to SEARCH_TOTAL_MAX). Three
 * tiers, each read only as far as the page needs: articles holding the query; products whose name holds every word
 * (`product_search_term`, best word weight first); the rest of the full-text matches, by ts_rank.
 */
async function findPage(
  trx: Kysely<Database>,
  search: Search,
  page: { limit: number; offset: number },
): Promise<{ rows: CardRow[]; total: number }> {
  const need = page.offset + page.limit;
  const sku = search.skuPattern === null ? null : skuCondition(search.skuPattern);

  const articles = sku === null ? { rows: [], total: 0 } : await articleTier(trx, search, sku, need);
  const skuIds = new Set(articles.rows.map((row) => row.product_id));
  // Enough of the name tier that, without the articles already listed, it still fills the page.
  const fetch = articles.total >= need ? 0 : need + articles.total;
  const names = await nameTier(trx, search.groups, search.tsQuery, fetch);
  const nameIds = names.ids.filter((id) => !skuIds.has(id));
  const listed = articles.total + nameIds.length;

  let rest: { rows: CardRow[]; total: number } | null = null;
  if (names.exhausted && listed < need) {
    rest = await restTier(trx, search, sku, {
      offset: Math.max(0, page.offset - listed),
      limit: need - Math.max(page.offset, listed),
    });
  }
  const total =
    rest !== null
      ? Math.min(SEARCH_TOTAL_MAX, listed + rest.total)
      : articles.total >= SEARCH_TOTAL_MAX || names.atLeast >= SEARCH_TOTAL_MAX
        ? SEARCH_TOTAL_MAX
        : await countMatches(trx, search, sku);

  const pageIds = nameIds.slice(Math.max(0, page.offset - articles.total), Math.max(0, need - articles.total));
  const rows = [...articles.rows.slice(page.offset), ...(await cardRows(trx, pageIds)), ...(rest?.rows ?? [])];
  return { rows, total };
}

/** Articles holding the query, in the order the article decides (exact, starting with it, holding it). */
async function articleTier(trx: Kysely<Database>, search: Search, sku: RawBuilder<boolean>, need: number) {
  const found = await trx
    .selectFrom('product as p')
    .select(CARD_COLUMNS)
    .select(sql<number>`count(*) over ()`.as('total'))
    .where('p.status', '=', true)
    .where(sku)
    .orderBy(sql`lower(p.sku) = ${search.query.toLowerCase()}`, 'desc')
    // Articles starting with the query, then containing it, each series in article order ('bt20' → bt2001, bt2002…).
    .orderBy(sql`case when p.sku ilike ${`${search.skuPattern}%`} then 1 else 2 end`)
    .orderBy(sql`lower(p.sku)`)
    .orderBy(sql`p.name_document @@ ${search.tsQuery}`, 'desc')
    .orderBy(sql`ts_rank(p.search_document, ${search.tsQuery})`, 'desc')
    .orderBy(sql`length(p.name)`)
    .orderBy('p.product_id')
    .limit(need)
    .execute();
  return { rows: found, total: found.length > 0 ? Number(found[0].total) : 0 };
}

/**
 * Products whose name holds every word: the best `fetch` of them (the words' weights summed, a word's best matching
 * name word counting; then the shorter name, then the id), whether that is all of them, and a lower bound of how
 * many there are. One word reads only the first `fetch` entries of each name word it starts. Several words are
 * matched together by the GIN index of `product_search_name` (names only, a narrow row each) and ranked by how
 * closely they stand in the name (ts_rank of the name alone).
 */
async function nameTier(
  trx: Kysely<Database>,
  groups: readonly TermGroup[],
  tsQuery: RawBuilder<unknown>,
  fetch: number,
): Promise<{ ids: number[]; exhausted: boolean; atLeast: number }> {
  if (groups.length === 0) return { ids: [], exhausted: true, atLeast: 0 };
  if (groups.length === 1) return oneWordNames(trx, groups[0], tsQuery, fetch);
  const { rows } = await sql<{ product_id: number; total: string }>`
    select n.product_id, count(*) over () as total
    from product_search_name as n
    where n.name_document @@ ${tsQuery}
    order by ts_rank(n.name_document, ${tsQuery}) desc, n.name_length, n.product_id
    limit ${Math.max(fetch, 1)}`.execute(trx);
  const count = rows.length > 0 ? Number(rows[0].total) : 0;
  return { ids: fetch === 0 ? [] : rows.map((row) => row.product_id), exhausted: count <= fetch, atLeast: count };
}

/** The name tier for one word: each name word it starts read best first, only as far as the page needs. */
async function oneWordNames(
  trx: Kysely<Database>,
  group: TermGroup,
  tsQuery: RawBuilder<unknown>,
  fetch: number,
): Promise<{ ids: number[]; exhausted: boolean; atLeast: number }> {
  const ranges = group.prefixes.map(
    (prefix) => sql`select word collate "C" as term from product_search_word
      where word collate "C" >= ${prefix} and word collate "C" < ${prefixEnd(prefix)}`,
  );
  if (group.words.length > 0) ranges.push(sql`select unnest(${sql.val(group.words)}::text[]) collate "C" as term`);
  const terms = sql`terms as (${sql.join(ranges, sql` union `)})`;
  if (fetch === 0) return { ids: [], exhausted: false, atLeast: await countNames(trx, tsQuery) };
  const { rows } = await sql<{ product_id: number; at_least: number }>`
    with ${terms}
    select e.product_id, (${namesCounted(tsQuery)}) as at_least
    from terms cross join lateral (
      select n.product_id, n.score, n.name_length from product_search_term as n
      where n.term = terms.term
      order by n.score desc, n.name_length, n.product_id
      limit ${fetch}
    ) as e
    group by e.product_id
    order by max(e.score) desc, min(e.name_length), e.product_id
    limit ${fetch}`.execute(trx);
  const ids = rows.map((row) => row.product_id);
  return { ids, exhausted: ids.length < fetch, atLeast: rows[0]?.at_least ?? 0 };
}

/** How many products' names hold every word, counted up to SEARCH_TOTAL_MAX. */
function namesCounted(tsQuery: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`select count(*)::int from (
    select 1 from product_search_name as n where n.name_document @@ ${tsQuery} limit ${SEARCH_TOTAL_MAX}
  ) as x`;
}

/** How many products' names hold every word, counted up to SEARCH_TOTAL_MAX. */
async function countNames(trx: Kysely<Database>, tsQuery: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ total: number }>`select (${namesCounted(tsQuery)}) as total`.execute(trx);
  return rows[0]?.total ?? 0;
}

/**
 * Full-text matches whose name lacks a word (and whose article lacks the query), by ts_rank, with how many: of the
 * first SEARCH_TOTAL_MAX found, so the whole tier when the total is exact (decision 0015).
 */
async function restTier(
  trx: Kysely<Database>,
  search: Search,
  sku: RawBuilder<boolean> | null,
  page: { limit: number; offset: number },
): Promise<{ rows: CardRow[]; total: number }> {
  const candidates = trx
    .selectFrom('product as p')
    .select(CARD_COLUMNS)
    .select(sql<number>`ts_rank(p.search_document, ${search.tsQuery})`.as('rank'))
    .where('p.status', '=', true)
    .where(sql<boolean>`p.search_document @@ ${search.tsQuery}`)
    .where(sql<boolean>`not (p.name_document @@ ${search.tsQuery})`)
    .$if(sku !== null, (q) => q.where(sql<boolean>`not ${sku}`))
    .limit(SEARCH_TOTAL_MAX)
    .as('r');
  const found = await trx
    .selectFrom(candidates)
    .select([
      'r.product_id',
      'r.name',
      'r.sku',
      'r.price',
      'r.quantity',
      'r.keyword',
      'r.image',
      'r.date_available',
      'r.pro_discount',
    ])
    .select(sql<number>`count(*) over ()`.as('total'))
    .orderBy('r.rank', 'desc')
    .orderBy(sql`length(r.name)`)
    .orderBy('r.product_id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  if (found.length > 0 || page.offset === 0)
    return { rows: found, total: found.length > 0 ? Number(found[0].total) : 0 };
  // A page past the end still says how many there are.
  const counted = await trx
    .selectFrom(candidates)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows: [], total: Number(counted.total) };
}

/** How many products match, counted up to SEARCH_TOTAL_MAX. */
async function countMatches(trx: Kysely<Database>, search: Search, sku: RawBuilder<boolean> | null): Promise<number> {
  const conditions = [sql<boolean>`p.search_document @@ ${search.tsQuery}`];
  if (sku !== null) conditions.push(sku);
  const { rows } = await sql<{ total: number }>`
    select count(*)::int as total from (
      select 1 from product as p where p.status and (${sql.join(conditions, sql` or `)}) limit ${SEARCH_TOTAL_MAX}
    ) as x`.execute(trx);
  return rows[0]?.total ?? 0;
}

/** Card rows of these products, in this order. */
async function cardRows(trx: Kysely<Database>, ids: readonly number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const found = await trx.selectFrom('product as p').select(CARD_COLUMNS).where('p.product_id', 'in', ids).execute();
  const byId = new Map(found.map((row) => [row.product_id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
