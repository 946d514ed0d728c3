import { sql, type Kysely } from 'kysely';
import { categoryHref } from '../catalogue/catalogue-format';
import type { Database } from '../db/schema';

/** One page of the sitemap: its storefront path and when its content last changed. */
export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

/** The sitemap's parts, in the order the index lists them. */
export const SITEMAP_KINDS = ['pages', 'categories', 'products', 'news', 'blog'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export type SitemapEntries = Record<SitemapKind, SitemapEntry[]>;

/**
 * A page whose row has a URL keyword lives at '/<keyword>' (what /back/url resolves, and what the storefront links:
 * product cards `/${product.url}`, content-format's pageHref, catalogue-format's categoryHref); news and blog
 * articles without one at the storefront's fallback '/news/<id>' and '/blog/<id>' (news-page.tsx, blog-page.tsx).
 */
function keywordPath(keyword: string, fallback: string | null): string | null {
  return keyword ? `/${keyword}` : fallback;
}

const newest = (dates: readonly (Date | null | undefined)[]): Date | null => {
  const times = dates.filter((date): date is Date => date instanceof Date).map((date) => date.getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : null;
};

/** A timestamp as read from either driver (a Date; an aggregate over text may arrive as its text). */
const asDate = (value: unknown): Date | null => {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (date === null) return null;
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * Every page a crawler should know, from the database: only enabled products and categories and published news,
 * blog articles, questions and information pages (status true), each with the newest date its content honestly has.
 */
export async function readSitemapEntries(db: Kysely<Database>): Promise<SitemapEntries> {
  const [products, categories, news, blog, information, faq, migrated] = await Promise.all([
    db
      .selectFrom('product')
      .select(['keyword', 'date_modified'])
      .where('status', '=', true)
      .orderBy('product_id')
      .execute(),
    // A category page lists its products, so it changes when one of them does: its lastmod is the newer of its own
    // date_modified and its newest enabled product's.
    db
      .selectFrom('category as c')
      .leftJoin('product_to_category as pc', 'pc.category_id', 'c.category_id')
      .leftJoin('product as p', (join) => join.onRef('p.product_id', '=', 'pc.product_id').on('p.status', '=', true))
      .select((eb) => ['c.keyword', 'c.date_modified', eb.fn.max('p.date_modified').as('newest_product')])
      .where('c.status', '=', true)
      .groupBy(['c.category_id', 'c.keyword', 'c.date_modified'])
      .orderBy('c.sort_order')
      .orderBy('c.category_id')
      .execute(),
    db
      .selectFrom('news')
      .select(['news_id', 'keyword', 'date_modified'])
      .where('status', '=', true)
      .orderBy('news_id')
      .execute(),
    db
      .selectFrom('blog')
      .select(['blog_id', 'keyword', 'date_modified'])
      .where('status', '=', true)
      .orderBy('blog_id')
      .execute(),
    db
      .selectFrom('information')
      .select('keyword')
      .where('status', '=', true)
      .orderBy('sort_order')
      .orderBy('information_id')
      .execute(),
    db
      .selectFrom('faq')
      .select((eb) => eb.fn.max(eb.fn.coalesce('date_answered', 'date_added')).as('newest'))
      .where('status', '=', true)
      .executeTakeFirst(),
    // The information table has no date column (migration 002). The newest date that honestly applies to its rows is
    // when the database was last migrated: the seed writes the pages right after the migrations, and this shop has no
    // editor of its own that could change them later. A page edited directly in the table keeps the older date; a
    // date_modified column would fix that (a migration of its own).
    sql<{ at: string | null }>`select max("timestamp") as at from kysely_migration`.execute(db),
  ]);

  const migratedAt = asDate(migrated.rows[0]?.at) ?? new Date(0);
  const productDates = products.map((row) => row.date_modified);
  const newestProduct = newest(productDates) ?? migratedAt;
  const newestCategory = newest(categories.map((row) => row.date_modified)) ?? migratedAt;
  const newestNews = newest(news.map((row) => row.date_modified)) ?? migratedAt;
  const newestBlog = newest(blog.map((row) => row.date_modified)) ?? migratedAt;
  const newestQuestion = asDate(faq?.newest) ?? migratedAt;

  const withPath = <T>(rows: readonly T[], toEntry: (row: T) => { path: string | null; lastmod: Date }) =>
    rows.map(toEntry).filter((entry): entry is SitemapEntry => entry.path !== null);

  return {
    pages: [
      // The home page shows the newest products, news and articles (its banners and about-text have no dates).
      { path: '/', lastmod: newest([newestProduct, newestNews, newestBlog, migratedAt])! },
      { path: '/catalog', lastmod: newest([newestProduct, newestCategory])! },
      { path: '/news', lastmod: newestNews },
      { path: '/blog', lastmod: newestBlog },
      { path: '/faq', lastmod: newestQuestion },
      ...withPath(information, (row) => ({ path: keywordPath(row.keyword, null), lastmod: migratedAt })),
    ],
    categories: withPath(categories, (row) => ({
      path: row.keyword ? categoryHref(row.keyword) : null,
      lastmod: newest([row.date_modified, asDate(row.newest_product)])!,
    })),
    products: withPath(products, (row) => ({ path: keywordPath(row.keyword, null), lastmod: row.date_modified })),
    news: withPath(news, (row) => ({
      path: keywordPath(row.keyword, `/news/${row.news_id}`),
      lastmod: row.date_modified,
    })),
    blog: withPath(blog, (row) => ({
      path: keywordPath(row.keyword, `/blog/${row.blog_id}`),
      lastmod: row.date_modified,
    })),
  };
}
