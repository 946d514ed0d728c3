import type { Kysely } from 'kysely';
import { CUSTOMER_GROUP } from '../../domain/constants';
import { effectivePrice } from '../../domain/special-price';
import { plainText, truncateWithEllipsis } from '../../domain/text';
import { ALL_PRODUCTS_KEYWORD, SALE_KEYWORD } from '../catalogue/product-list';
import { specialsOf, type SpecialRow } from '../db/product-prices';
import type { Database } from '../db/schema';
import { shopDateTime } from '../http/shop-time';
import { imageUrl } from '../http/image-url';
import { SHOP_NAME } from '../../domain/shop-identity';
import { absoluteUrl } from '../../domain/absolute-url';
import { escapeXml } from '../../domain/text';
import { XML_DECLARATION } from './xml';

/** Yandex Market reads at most 3000 characters of a description. */
export const DESCRIPTION_MAX = 3000;
/** Products priced per query (a PostgreSQL statement takes at most 65,535 parameters). */
const PRICE_BATCH = 10_000;

/** The feed's date: shop (Moscow) time with its offset, 'YYYY-MM-DDTHH:mm+03:00', as YML's `date` reads. */
function ymlDate(now: Date): string {
  return `${shopDateTime(now).slice(0, 16).replace(' ', 'T')}+03:00`;
}

/** A product description as plain text: block tags part words ('…кожи.</p><p>Действие' must not glue them). */
export function plainDescription(html: string): string {
  return truncateWithEllipsis(plainText(html), DESCRIPTION_MAX - 3);
}

const element = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;

/**
 * The Yandex Market YML feed of the shop at `base`: its enabled categories (parentId when the parent is enabled too)
 * and an offer per enabled product with a price, at the price a guest pays (customer group 0, the same rule the
 * catalogue's cards use: src/domain/special-price.ts over the specials in force today, db/product-prices.ts), the
 * regular price as oldprice when a special lowers it. An offer's category is its most specific one: a subcategory
 * before a top-level one, and 'Вся продукция'/'Акции' only for a product in no other.
 */
export async function marketFeed(db: Kysely<Database>, base: string, now: Date): Promise<string> {
  const [categories, products, links] = await Promise.all([
    db
      .selectFrom('category')
      .select(['category_id', 'parent_id', 'name', 'keyword'])
      .where('status', '=', true)
      .orderBy('sort_order')
      .orderBy('category_id')
      .execute(),
    db
      .selectFrom('product')
      .select(['product_id', 'name', 'sku', 'description', 'price', 'quantity', 'keyword', 'image'])
      .where('status', '=', true)
      .where('keyword', '<>', '')
      .orderBy('product_id')
      .execute(),
    db.selectFrom('product_to_category').select(['product_id', 'category_id']).orderBy('category_id').execute(),
  ]);

  const enabled = new Map(categories.map((category) => [category.category_id, category]));
  const rank = (categoryId: number): number => {
    const category = enabled.get(categoryId)!;
    if (category.keyword === ALL_PRODUCTS_KEYWORD || category.keyword === SALE_KEYWORD) return 2;
    return category.parent_id !== 0 ? 0 : 1;
  };
  const categoryOf = new Map<number, number>();
  for (const link of links) {
    if (!enabled.has(link.category_id)) continue;
    const current = categoryOf.get(link.product_id);
    if (current === undefined || rank(link.category_id) < rank(current))
      categoryOf.set(link.product_id, link.category_id);
  }

  const specials = new Map<number, SpecialRow[]>();
  for (let start = 0; start < products.length; start += PRICE_BATCH) {
    const ids = products.slice(start, start + PRICE_BATCH).map((product) => product.product_id);
    for (const [id, rows] of await specialsOf(db, ids, CUSTOMER_GROUP.GUEST)) specials.set(id, rows);
  }

  const offers: string[] = [];
  for (const product of products) {
    const categoryId = categoryOf.get(product.product_id);
    const { price, special } = effectivePrice(
      { price: product.price, specials: specials.get(product.product_id) ?? [] },
      CUSTOMER_GROUP.GUEST,
    );
    const pays = special ?? price;
    // An offer needs a price and a category (the gift certificate, priced by the buyer, has no price of its own).
    if (pays <= 0 || categoryId === undefined) continue;
    const picture = imageUrl(product.image);
    const description = plainDescription(product.description);
    offers.push(
      [
        `<offer id="${product.product_id}" available="${product.quantity > 0}">`,
        element('url', absoluteUrl(base, `/${product.keyword}`)),
        element('price', pays),
        ...(special !== null && special < price ? [element('oldprice', price)] : []),
        element('currencyId', 'RUB'),
        element('categoryId', categoryId),
        ...(picture ? [element('picture', absoluteUrl(base, picture))] : []),
        element('name', product.name),
        ...(product.sku ? [element('vendorCode', product.sku)] : []),
        ...(description ? [element('description', description)] : []),
        '</offer>',
      ].join(''),
    );
  }

  return [
    XML_DECLARATION,
    `<yml_catalog date="${ymlDate(now)}">`,
    '<shop>',
    element('name', SHOP_NAME),
    element('company', SHOP_NAME),
    element('url', `${base}/`),
    '<currencies><currency id="RUB" rate="1"/></currencies>',
    '<categories>',
    ...categories.map((category) => {
      const parent = enabled.has(category.parent_id) ? ` parentId="${category.parent_id}"` : '';
      return `<category id="${category.category_id}"${parent}>${escapeXml(category.name)}</category>`;
    }),
    '</categories>',
    '<offers>',
    ...offers,
    '</offers>',
    '</shop>',
    '</yml_catalog>',
    '',
  ].join('\n');
}
