import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { lookupPage } from '../shell/url-routes';

/**
 * The status a page address answers with (decision 0016). The body stays the storefront's shell whatever the status:
 * the app renders the page, or its own not-found page, at that address; the status is what a crawler reads.
 */
export type PageStatus = { status: 200 | 404; private?: true } | { status: 301; location: string };

/**
 * How the server judges an address of each storefront route:
 * - `page`: always there (lists, forms);
 * - `private`: always there, and the shopper's own (account, cart, checkout, login and the social login callbacks):
 *   the server sends the shell to be filled in the browser, never to be indexed;
 * - `missing`: the app's error or not-found page, 404;
 * - `news`, `blog`: `/news/{id}`, `/blog/{id}`: a published item (or 0, which the app shows as the list);
 * - `category`: `/catalog/{id}`, `/catalog/products/{id}`: an enabled category;
 * - `keyword`: one segment the page resolver knows (url_alias), its record enabled; otherwise an old address of a
 *   product, category, news item, blog article or information page (url_redirect) → 301 to its current one;
 *   otherwise 404.
 */
type RouteRule = 'page' | 'private' | 'missing' | 'news' | 'blog' | 'category' | 'keyword';

/**
 * The storefront's route table as the server sees it. MIRRORS src/web/routes.tsx: a route added there is added here
 * (tests/server/page-status-routes.test.ts compares the two). '' is the index route (home), '*' what matches nothing.
 */
export const STOREFRONT_ROUTES: Readonly<Record<string, RouteRule>> = {
  '': 'page',
  catalog: 'page',
  'catalog/:id': 'category',
  'catalog/products/:id': 'category',
  'vsja-produktsija': 'page',
  news: 'page',
  'news/:id': 'news',
  blog: 'page',
  'blog/:id': 'blog',
  login: 'private',
  'create-account': 'private',
  recovery: 'private',
  'change/:token': 'private',
  'my-account': 'private',
  profile: 'private',
  cart: 'private',
  success: 'private',
  wishlist: 'private',
  favorite: 'private',
  search: 'page',
  faq: 'page',
  documentations: 'page',
  training: 'page',
  about: 'page',
  contacts: 'page',
  vkauth: 'private',
  telegramauth: 'private',
  error: 'missing',
  ':urlPath': 'keyword',
  '*': 'missing',
};

interface Match {
  rule: RouteRule;
  /** The value of the route's one parameter (':id', ':urlPath'), if it has one. */
  param?: string;
}

/**
 * The route React Router would pick: paths compared by segment, static ones case-insensitively (its default), a
 * static segment outranking a parameter; '*' when nothing else matches. A trailing slash is ignored, as there.
 */
export function matchRoute(segments: readonly string[]): Match {
  let best: (Match & { score: number }) | undefined;
  for (const [path, rule] of Object.entries(STOREFRONT_ROUTES)) {
    if (path === '*') continue;
    const pattern = path === '' ? [] : path.split('/');
    if (pattern.length !== segments.length) continue;
    let score = 0;
    let param: string | undefined;
    let matches = true;
    pattern.forEach((part, i) => {
      const segment = segments[i];
      if (part.startsWith(':')) {
        param = segment;
        score += 3;
      } else if (part.toLowerCase() === segment.toLowerCase()) score += 10;
      else matches = false;
    });
    if (matches && (!best || score > best.score)) best = { rule, param, score };
  }
  return best ? { rule: best.rule, param: best.param } : { rule: STOREFRONT_ROUTES['*'] };
}

/** The decoded segments of a path ('/a/b/' → ['a', 'b']), or null when it does not decode or has an empty segment. */
function segmentsOf(pathname: string): string[] | null {
  const trimmed = pathname.replace(/^\/+/, '').replace(/\/$/, '');
  if (trimmed === '') return [];
  const segments: string[] = [];
  for (const raw of trimmed.split('/')) {
    if (raw === '') return null;
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return null;
    }
  }
  return segments;
}

/** The status of a page request for `pathname` (no query string); `search` ('?a=1' or '') is kept by a redirect. */
export async function pageStatus(db: Kysely<Database>, pathname: string, search: string): Promise<PageStatus> {
  const segments = segmentsOf(pathname);
  if (!segments) return { status: 404 };
  const { rule, param = '' } = matchRoute(segments);
  switch (rule) {
    case 'page':
      return { status: 200 };
    case 'private':
      return { status: 200, private: true };
    case 'missing':
      return { status: 404 };
    case 'news':
    case 'blog':
      return found(await articleShown(db, rule, param));
    case 'category':
      return found(/^\d{1,9}$/.test(param) && (await enabled(db, 'category', Number(param))));
    case 'keyword':
      return keywordStatus(db, param, search);
  }
}

const found = (shown: boolean): PageStatus => ({ status: shown ? 200 : 404 });

/** '/news/{id}' as the app reads it (content/article-id.ts): digits; 0 is the list; otherwise a published item. */
async function articleShown(db: Kysely<Database>, table: 'news' | 'blog', id: string): Promise<boolean> {
  if (!/^\d{1,9}$/.test(id)) return false;
  return Number(id) === 0 || enabled(db, table, Number(id));
}

/**
 * The modules whose record can be switched off, each with its table's id column; any other module's page is there
 * once the resolver knows it.
 */
const RECORD_ID_COLUMN = {
  product: 'product_id',
  category: 'category_id',
  news: 'news_id',
  blog: 'blog_id',
  information: 'information_id',
} as const;
type RecordModule = keyof typeof RECORD_ID_COLUMN;

const isRecordModule = (module: string): module is RecordModule => Object.hasOwn(RECORD_ID_COLUMN, module);

/** The URL keyword of a page's record when it is there and switched on (status), else null. */
async function enabledKeyword(db: Kysely<Database>, module: RecordModule, id: number): Promise<string | null> {
  // Table and column come from the constant above, never from the request; the id is a parameter.
  const { rows } = await sql<{ keyword: string }>`
    select keyword from ${sql.table(module)}
    where ${sql.ref(RECORD_ID_COLUMN[module])} = ${id} and status`.execute(db);
  return rows[0]?.keyword ?? null;
}

/** Whether the record of a page is there and switched on, as the storefront's calls for it require. */
async function enabled(db: Kysely<Database>, module: RecordModule, id: number): Promise<boolean> {
  return (await enabledKeyword(db, module, id)) !== null;
}

/** Page modules a one-segment address may resolve to that show the shopper's own things (rule `private`). */
const PRIVATE_MODULES = new Set(['checkout', 'success', 'account', 'recovery', 'telegramauth', 'vkauth']);

async function keywordStatus(db: Kysely<Database>, segment: string, search: string): Promise<PageStatus> {
  const page = await lookupPage(db, segment);
  if (page) {
    if (PRIVATE_MODULES.has(page.module)) return { status: 200, private: true };
    if (!isRecordModule(page.module)) return { status: 200 };
    return found(typeof page.id === 'number' && (await enabled(db, page.module, page.id)));
  }
  const moved = await db
    .selectFrom('url_redirect')
    .select(['module', 'target_id'])
    .where('old_path', '=', `/${segment}`)
    .executeTakeFirst();
  if (!moved || !isRecordModule(moved.module)) return { status: 404 };
  const keyword = await enabledKeyword(db, moved.module, moved.target_id);
  // Gone or switched off: a redirect to a missing page would only be a slower 404.
  if (keyword === null) return { status: 404 };
  return { status: 301, location: `/${encodeURIComponent(keyword)}${search}` };
}
