import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { PAGE_SIZE, SEARCH_MIN_CHARS } from '../../domain/constants';
import { effectivePrice } from '../../domain/special-price';
import { registerCmsRoute } from '../http/cms-dispatch';
import { customerGroupOf } from '../http/customer-group';
import { success } from '../http/envelope';
import { imageUrl, pageHref } from './content-format';
import { containsPattern } from './like-pattern';

/** One suggestion: SPEC §3 "Product … sku (also model in search results) … href in search results". */
export interface ProductSuggestion {
  product_id: number;
  name: string;
  model: string;
  href: string;
  /** Regular price in whole roubles. */
  price: number;
  /** The special price the caller's customer group pays, or null. */
  special: number | null;
  image: string;
}

/**
 * SPEC §7 product search `/cms/index.php?route=module/isearch/ajaxget&k={query}` (GET and POST): the 5 products
 * that best match the text by name or article number: a substring of either, or a close spelling (pg_trgm
 * similarity), exact article first. Used by the question form's product field now; the search work builds the
 * header dropdown and the search page on it.
 */
export async function productSuggestRoutes(app: FastifyInstance): Promise<void> {
  registerCmsRoute(app, 'module/isearch/ajaxget', {
    method: 'BOTH',
    schema: {
      querystring: { type: 'object', required: ['k'], properties: { k: { type: 'string', maxLength: 200 } } },
    },
    handler: async (request) => {
      const query = ((request.query as { k: string }).k ?? '').trim();
      if (Array.from(query).length < SEARCH_MIN_CHARS) return success([]);
      const group = await customerGroupOf(request);
      const pattern = containsPattern(query);
      const rows = await app.db
        .selectFrom('product')
        .select([
          'product_id',
          'name',
          'sku',
          'keyword',
          'price',
          'image',
          sql<number>`greatest(similarity(name, ${query}), similarity(sku, ${query}), word_similarity(${query}, name))`.as('score'),
        ])
        .where('status', '=', true)
        // Substring of name or article, or a close spelling of (a word of) the name.
        .where(
          sql<boolean>`(name ilike ${pattern} or sku ilike ${pattern} or (${query} <% name) or similarity(name, ${query}) > 0.3)`,
        )
        .orderBy(sql`lower(sku) = lower(${query})`, 'desc')
        .orderBy(sql`name ilike ${pattern} or sku ilike ${pattern}`, 'desc')
        .orderBy('score', 'desc')
        .orderBy('product_id', 'asc')
        .limit(PAGE_SIZE.SEARCH_RESULTS)
        .execute();
      const specials = rows.length
        ? await app.db
            .selectFrom('product_special')
            .select(['product_id', 'customer_group_id', 'price'])
            .where('product_id', 'in', rows.map((r) => r.product_id))
            .where((eb) => eb.or([eb('date_start', 'is', null), eb('date_start', '<=', sql<string>`current_date`)]))
            .where((eb) => eb.or([eb('date_end', 'is', null), eb('date_end', '>=', sql<string>`current_date`)]))
            .orderBy('priority', 'desc')
            .orderBy('product_special_id', 'asc')
            .execute()
        : [];
      return success(
        rows.map((row): ProductSuggestion => {
          const { price, special } = effectivePrice(
            { price: row.price, specials: specials.filter((s) => s.product_id === row.product_id) },
            group,
          );
          return {
            product_id: row.product_id,
            name: row.name,
            model: row.sku,
            href: pageHref(row.keyword),
            price,
            special,
            image: imageUrl(row.image),
          };
        }),
      );
    },
  });
}
