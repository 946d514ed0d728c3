import Type from 'typebox';
import type { Kysely } from 'kysely';
import { CardProduct, ProductDetails, type ProductOption } from '../../contract/catalogue';
import { IdBody, replies } from '../../contract/envelope';
import type { TypedApp } from '../http/typed-app';
import { CACHED } from '../http/cached-answers';
import { customerGroupOf } from '../http/customer-group';
import { success } from '../http/envelope';
import { servedHtml } from '../http/served-html';
import { notFound } from '../http/http-error';
import type { Database } from '../db/schema';
import { categoryHref, imageUrl } from './catalogue-format';
import { MESSAGES } from './catalogue-messages';
import { productSpecialsOf } from '../db/product-prices';
import { CARD_COLUMNS, toCard, toCards, withRequiredOption, type CardRow } from './product-cards';
import { ALL_PRODUCTS_KEYWORD, SALE_KEYWORD } from './product-list';

/** Recommended products: 3 in quick view (product §9), one row of 4 under 'Похожие товары' on the product page. */
export const RECOMMENDED_COUNT = 4;

type ProductRow = CardRow & {
  description: string;
  minimum: number;
  meta_title: string;
  meta_description: string;
  image_alt: string;
};

async function productRow(db: Kysely<Database>, id: number): Promise<ProductRow | undefined> {
  return db
    .selectFrom('product as p')
    .select([...CARD_COLUMNS, 'p.description', 'p.minimum', 'p.meta_title', 'p.meta_description', 'p.image_alt'])
    .where('p.product_id', '=', id)
    .where('p.status', '=', true)
    .executeTakeFirst();
}

/** The extra pictures after the main one, each with its text for screen readers ('' — none written). */
async function picturesOf(db: Kysely<Database>, id: number): Promise<{ url: string; alt: string }[]> {
  const rows = await db
    .selectFrom('product_image')
    .select(['image', 'alt'])
    .where('product_id', '=', id)
    .orderBy('sort_order')
    .orderBy('product_image_id')
    .execute();
  return rows.flatMap((row) => {
    const url = imageUrl(row.image);
    return url === null ? [] : [{ url, alt: row.alt.trim() }];
  });
}

async function imagesOf(db: Kysely<Database>, id: number): Promise<string[]> {
  return (await picturesOf(db, id)).map((picture) => picture.url);
}

/** The product's option values, by option then value in the product's own order (migration 039). */
async function optionsOf(db: Kysely<Database>, id: number): Promise<ProductOption[]> {
  const rows = await db
    .selectFrom('product_option_value as pov')
    .innerJoin('product_option as po', 'po.product_option_id', 'pov.product_option_id')
    .innerJoin('option as o', 'o.option_id', 'po.option_id')
    .innerJoin('option_value as ov', 'ov.option_value_id', 'pov.option_value_id')
    .select([
      'pov.product_option_value_id',
      'pov.option_value_id',
      'pov.product_option_id',
      'ov.name',
      'o.name as option_name',
      'po.required',
      'pov.price',
      'pov.quantity',
    ])
    .where('pov.product_id', '=', id)
    .orderBy('po.sort_order')
    .orderBy('po.product_option_id')
    .orderBy('pov.sort_order')
    .orderBy('ov.sort_order')
    .orderBy('pov.product_option_value_id')
    .execute();
  return rows.map((row) => ({ ...row, price: Math.round(Number(row.price)) }));
}

async function requireProduct(db: Kysely<Database>, id: number): Promise<void> {
  const row = await db
    .selectFrom('product')
    .select('product_id')
    .where('product_id', '=', id)
    .where('status', '=', true)
    .executeTakeFirst();
  if (!row) throw notFound(MESSAGES.productNotFound);
}

/**
 * A product's own category: its most specific one, not the shop-wide 'Вся продукция' or 'Акции' (children before
 * their parents, then by id); undefined when it is in those alone.
 */
async function ownCategoryOf(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('product_to_category as pc')
    .innerJoin('category as c', 'c.category_id', 'pc.category_id')
    .select(['pc.category_id', 'c.name', 'c.keyword'])
    .where('pc.product_id', '=', id)
    .where('c.keyword', 'not in', [ALL_PRODUCTS_KEYWORD, SALE_KEYWORD])
    .orderBy('c.parent_id', 'desc')
    .orderBy('c.category_id')
    .executeTakeFirst();
}

/**
 * Products like this one: the manager's related products first, then the next products of its own category (its
 * most specific one; not 'Вся продукция' or 'Акции'), following it by id and wrapping round, so the index on
 * (category_id, product_id) serves the query at any catalogue size.
 */
async function recommendedRows(db: Kysely<Database>, id: number): Promise<CardRow[]> {
  const rows: CardRow[] = await db
    .selectFrom('product_related as r')
    .innerJoin('product as p', 'p.product_id', 'r.related_id')
    .select(CARD_COLUMNS)
    .where('r.product_id', '=', id)
    .where('p.status', '=', true)
    .orderBy('p.sort_order')
    .orderBy('p.product_id')
    .limit(RECOMMENDED_COUNT)
    .execute();
  if (rows.length >= RECOMMENDED_COUNT) return rows;

  const own = await ownCategoryOf(db, id);
  if (!own) return rows;

  const taken = new Set([id, ...rows.map((row) => row.product_id)]);
  for (const after of [true, false]) {
    if (rows.length >= RECOMMENDED_COUNT) break;
    const more = await db
      .selectFrom('product_to_category as pc')
      .innerJoin('product as p', 'p.product_id', 'pc.product_id')
      .select(CARD_COLUMNS)
      .where('pc.category_id', '=', own.category_id)
      .where('p.status', '=', true)
      .where('pc.product_id', after ? '>' : '<', id)
      // The same bound on the product side, so a merge join starts its scan at this product, not at the first one.
      .where('p.product_id', after ? '>' : '<', id)
      .where('pc.product_id', 'not in', [...taken])
      .orderBy('pc.product_id')
      .limit(RECOMMENDED_COUNT - rows.length)
      .execute();
    for (const row of more) taken.add(row.product_id);
    rows.push(...more);
  }
  return rows;
}

/**
 * product §7 Catalogue: `/back/product/one {id}` (the product page and quick view; counts a view for the bestsellers,
 * kept answer or not: ProductViews),
 * `/back/product/images {id}` (the extra images) and `/back/product/recommended {id}` (card data). Prices and
 * specials for the caller's customer group; an unknown or hidden product is 404 'Товар не найден'. Beyond product
 * §3 the product carries what its page's head and structured data need: meta_title/meta_description, its own
 * category, the last day of the special the caller pays, and each picture's alt text from the back office.
 */
export async function productRoutes(app: TypedApp): Promise<void> {
  const one = {
    operationId: 'product',
    summary: 'Товар для страницы товара и быстрого просмотра (считает просмотр для хитов)',
    tags: ['Каталог'],
    body: IdBody,
    response: replies(ProductDetails),
  };
  app.post(
    '/back/product/one',
    {
      schema: one,
      config: CACHED,
      onResponse: async (request, reply) => {
        if (reply.statusCode === 200) app.productViews.count(request.body.id);
      },
    },
    async (request) => {
      const { id } = request.body;
      const row = await productRow(app.db, id);
      if (!row) throw notFound(MESSAGES.productNotFound);
      const group = await customerGroupOf(request);
      const [{ specials, ends }, category, pictures, options, videos] = [
        await productSpecialsOf(app.db, id, group),
        await ownCategoryOf(app.db, id),
        await picturesOf(app.db, id),
        await optionsOf(app.db, id),
        await app.db
          .selectFrom('product_video')
          .select('href')
          .where('product_id', '=', id)
          .orderBy('sort_order')
          .orderBy('product_video_id')
          .execute(),
      ];
      const details: ProductDetails = {
        ...toCard(row, specials, group, (await withRequiredOption(app.db, [id])).has(id)),
        description: servedHtml('product', row.description),
        images: pictures.map((picture) => picture.url),
        image_alt: row.image ? row.image_alt.trim() : '',
        images_alt: pictures.map((picture) => picture.alt),
        options,
        videos,
        minimum: row.minimum,
        meta_title: row.meta_title.trim(),
        meta_description: row.meta_description.trim(),
        category: category
          ? { category_id: category.category_id, name: category.name, catalog_href: categoryHref(category.keyword) }
          : null,
        special_date_end: ends,
      };
      return success(details);
    },
  );

  const images = {
    operationId: 'productImages',
    summary: 'Дополнительные изображения товара после основного',
    tags: ['Каталог'],
    body: IdBody,
    response: replies(Type.Array(Type.String())),
  };
  app.post('/back/product/images', { schema: images, config: CACHED }, async (request) => {
    await requireProduct(app.db, request.body.id);
    return success(await imagesOf(app.db, request.body.id));
  });

  const recommended = {
    operationId: 'recommendedProducts',
    summary: 'Похожие товары (быстрый просмотр показывает первые 3)',
    tags: ['Каталог'],
    body: IdBody,
    response: replies(Type.Array(CardProduct)),
  };
  app.post('/back/product/recommended', { schema: recommended, config: CACHED }, async (request) => {
    const { id } = request.body;
    await requireProduct(app.db, id);
    return success(await toCards(app.db, await recommendedRows(app.db, id), await customerGroupOf(request)));
  });
}
