import Type from 'typebox';
import { BlogArticle, BlogItem, BlogListBody, ProductIdBody } from '../../contract/content';
import { IdBody, replies } from '../../contract/envelope';
import type { TypedApp } from '../http/typed-app';
import type { Selectable } from 'kysely';
import type { BlogTable } from '../db/tables/content-tables';
import { CACHED } from '../http/cached-answers';
import { success } from '../http/envelope';
import { notFound } from '../http/http-error';
import { servedHtml } from '../http/served-html';
import { shopDateTime } from '../http/shop-time';
import { imageUrl, pageHref } from './content-format';
import { containsPattern } from './like-pattern';

export const BLOG_NOT_FOUND = 'Статья не найдена';
export const PRODUCT_NOT_FOUND = 'Товар не найден';

type BlogRow = Pick<
  Selectable<BlogTable>,
  'blog_id' | 'title' | 'short_description' | 'image' | 'keyword' | 'date_added'
>;

/** A blog article in a list (product §3 "Blog: blog_id, title, description, image, url"): the description is the teaser. */
export function blogListItem(row: BlogRow) {
  return {
    blog_id: row.blog_id,
    title: row.title,
    description: row.short_description,
    image: imageUrl(row.image),
    url: pageHref(row.keyword),
    date_added: shopDateTime(row.date_added),
  };
}

const LIST_COLUMNS = [
  'blog.blog_id',
  'blog.title',
  'blog.short_description',
  'blog.image',
  'blog.keyword',
  'blog.date_added',
] as const;

/**
 * product §7 Blog: `/back/blog/list` (newest first, optional title search), `/back/blog/one {id}`, and a product's
 * articles under both `/back/blog/product {product_id}` and `/back/product/blog {id}`.
 */
export async function blogRoutes(app: TypedApp): Promise<void> {
  const published = () => app.db.selectFrom('blog').select(LIST_COLUMNS).where('blog.status', '=', true);

  app.post(
    '/back/blog/list',
    {
      schema: {
        operationId: 'blogList',
        // product §2 "Blog list … search by title": an empty or absent title lists everything.
        summary: 'Статьи блога, новые первыми, с поиском по части заголовка',
        tags: ['Контент'],
        body: BlogListBody,
        response: replies(Type.Array(BlogItem)),
      },
      config: CACHED,
    },
    async (request) => {
      const title = (request.body?.title ?? '').trim();
      let query = published();
      if (title !== '') query = query.where('blog.title', 'ilike', containsPattern(title));
      const rows = await query.orderBy('blog.date_added', 'desc').orderBy('blog.blog_id', 'desc').execute();
      return success(rows.map(blogListItem));
    },
  );

  const one = {
    operationId: 'blogArticle',
    summary: 'Одна статья блога',
    tags: ['Контент'],
    body: IdBody,
    response: replies(BlogArticle),
  };
  app.post('/back/blog/one', { schema: one, config: CACHED }, async (request) => {
    const row = await app.db
      .selectFrom('blog')
      .select([...LIST_COLUMNS, 'blog.description'])
      .where('blog.blog_id', '=', request.body.id)
      .where('blog.status', '=', true)
      .executeTakeFirst();
    if (!row) throw notFound(BLOG_NOT_FOUND);
    return success({
      ...blogListItem(row),
      short_description: row.short_description,
      description: servedHtml('article', row.description),
    });
  });

  const productBlogs = async (productId: number) => {
    const product = await app.db
      .selectFrom('product')
      .select('product_id')
      .where('product_id', '=', productId)
      .where('status', '=', true)
      .executeTakeFirst();
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const rows = await published()
      .innerJoin('blog_product', 'blog_product.blog_id', 'blog.blog_id')
      .where('blog_product.product_id', '=', productId)
      .orderBy('blog.date_added', 'desc')
      .orderBy('blog.blog_id', 'desc')
      .execute();
    return success(rows.map(blogListItem));
  };

  const productArticles = {
    summary: 'Статьи блога о товаре',
    tags: ['Контент'],
    response: replies(Type.Array(BlogItem)),
  };
  app.post(
    '/back/blog/product',
    { schema: { ...productArticles, operationId: 'blogByProduct', body: ProductIdBody }, config: CACHED },
    async (request) => productBlogs(request.body.product_id),
  );
  app.post(
    '/back/product/blog',
    { schema: { ...productArticles, operationId: 'productBlog', body: IdBody }, config: CACHED },
    async (request) => productBlogs(request.body.id),
  );
}
