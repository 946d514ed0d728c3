import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { BlogTable } from '../db/tables/content-tables';
import { optionalBody } from '../http/get-and-post';
import { success } from '../http/envelope';
import { notFound } from '../http/http-error';
import { sanitizeHtml } from '../http/html-policy';
import { shopDateTime } from '../http/shop-time';
import { imageUrl, pageHref } from './content-format';
import { idBody, idProperty, type IdBody } from './id-body';
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

interface ListBody {
  /** Part of the title to look for (product §2 "Blog list … search by title"); empty or absent lists everything. */
  title?: string;
}

/**
 * product §7 Blog: `/back/blog/list` (newest first, optional title search), `/back/blog/one {id}`, and a product's
 * articles under both `/back/blog/product {product_id}` and `/back/product/blog {id}`.
 */
export async function blogRoutes(app: FastifyInstance): Promise<void> {
  const published = () => app.db.selectFrom('blog').select(LIST_COLUMNS).where('blog.status', '=', true);

  app.post<{ Body: ListBody | null | undefined }>(
    '/back/blog/list',
    {
      schema: {
        body: {
          ...optionalBody,
          properties: { title: { type: 'string', maxLength: 255 } },
        },
      },
    },
    async (request) => {
      const title = (request.body?.title ?? '').trim();
      let query = published();
      if (title !== '') query = query.where('blog.title', 'ilike', containsPattern(title));
      const rows = await query.orderBy('blog.date_added', 'desc').orderBy('blog.blog_id', 'desc').execute();
      return success(rows.map(blogListItem));
    },
  );

  app.post<{ Body: IdBody }>('/back/blog/one', { schema: { body: idBody } }, async (request) => {
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
      description: sanitizeHtml(row.description),
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

  app.post<{ Body: { product_id: number } }>(
    '/back/blog/product',
    { schema: { body: { type: 'object', required: ['product_id'], properties: { product_id: idProperty } } } },
    async (request) => productBlogs(request.body.product_id),
  );

  app.post<{ Body: IdBody }>('/back/product/blog', { schema: { body: idBody } }, async (request) =>
    productBlogs(request.body.id),
  );
}
