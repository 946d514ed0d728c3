import type { Kysely, Transaction } from 'kysely';
import type { ProductEditorBody, ProductEditorRecord, ProductEditorValues } from '../../contract/admin-product-editor';
import { parsePrice, parseWhole, productProblems } from '../../domain/product-editor';
import { PRODUCT_STOCK_MAX } from '../../domain/product-bulk';
import { transliterate } from '../../domain/transliterate';
import { syncProfessionalPrices } from '../db/product-prices';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { imageUrl } from '../http/image-url';
import { writeAudit, type Actor } from './audit-log';
import {
  loadProductOptions,
  loadRelated,
  lockProductsOfSave,
  writeProductOptions,
  writeRelated,
} from './product-option-store';
import { RULE_CATEGORIES } from './product-queries';
import { StaleRecord } from './stale-record';
import { freeKeyword } from './url-keyword';

/**
 * The product editor's reads and writes (issue 16). A save runs in one transaction that locks the product: the
 * version the member opened must still be the product's (else StaleRecord), the values pass the editor's own rules
 * (src/domain/product-editor.ts), and the product's row, its own categories (the rule categories 'Вся продукция' and
 * 'Акции' keep their links), pictures, specials, the professionals' price (from `pro_discount`), videos, options with
 * their values' stock and price differences, and related products (two-way, product-option-store.ts) are written with an
 * audit row of before and after. A changed URL
 * keyword leaves the old address redirecting (migration 017's trigger); the triggers bump the catalogue version, so
 * the storefront, its search and the sitemap follow at the commit.
 */

type Trx = Transaction<Database>;

export const PRODUCT_EDITOR_MESSAGES = {
  notFound: 'Товар не найден',
  certificate: 'Подарочный сертификат не редактируется здесь',
  picture: 'Изображение не найдено: загрузите его заново',
  category: 'Такой категории нет: обновите страницу',
} as const;
const M = PRODUCT_EDITOR_MESSAGES;

/** The editor's record of a product, or null when there is none (the gift certificate is not edited here). */
export async function loadProductEditor(
  db: Kysely<Database> | Trx,
  productId: number,
): Promise<ProductEditorRecord | null> {
  const product = await db
    .selectFrom('product')
    .select([
      'product_id',
      'version',
      'name',
      'sku',
      'keyword',
      'status',
      'description',
      'price',
      'quantity',
      'minimum',
      'pro_discount',
      'image',
      'image_alt',
      'meta_title',
      'meta_description',
    ])
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (!product || product.sku === '') return null;
  const [categories, gallery, videos, specials, options, related] = await Promise.all([
    db
      .selectFrom('product_to_category as pc')
      .innerJoin('category as c', 'c.category_id', 'pc.category_id')
      .select('c.category_id')
      .where('pc.product_id', '=', productId)
      .where('c.keyword', 'not in', [...RULE_CATEGORIES])
      .orderBy('c.category_id')
      .execute(),
    db
      .selectFrom('product_image')
      .select(['image', 'alt'])
      .where('product_id', '=', productId)
      .orderBy('sort_order')
      .orderBy('product_image_id')
      .execute(),
    db
      .selectFrom('product_video')
      .select('href')
      .where('product_id', '=', productId)
      .orderBy('sort_order')
      .orderBy('product_video_id')
      .execute(),
    db
      .selectFrom('product_special')
      .select(['customer_group_id', 'price', 'date_start', 'date_end'])
      .where('product_id', '=', productId)
      // The row pro_discount makes is that switch, not a special of the editor's.
      .where('from_pro_discount', '=', false)
      .orderBy('customer_group_id')
      .orderBy('priority')
      .orderBy('product_special_id')
      .execute(),
    loadProductOptions(db, productId),
    loadRelated(db, productId),
  ]);
  const pictures = [
    ...(product.image ? [{ path: product.image, alt: product.image_alt }] : []),
    ...gallery.map((g) => ({ path: g.image, alt: g.alt })),
  ];
  return {
    product_id: product.product_id,
    version: product.version,
    href: `/${product.keyword}`,
    values: {
      name: product.name,
      sku: product.sku,
      keyword: product.keyword,
      status: product.status,
      category_ids: categories.map((c) => c.category_id),
      description: product.description,
      price: String(Number(product.price)),
      quantity: String(product.quantity),
      minimum: String(product.minimum),
      pro_discount: product.pro_discount,
      pictures,
      specials: specials.map((special) => ({
        customer_group_id: special.customer_group_id === 2 ? 2 : 1,
        price: String(Math.round(Number(special.price))),
        date_start: special.date_start ?? '',
        date_end: special.date_end ?? '',
      })),
      videos: videos.map((v) => v.href),
      options,
      related_ids: related.map((r) => r.product_id),
      meta_title: product.meta_title,
      meta_description: product.meta_description,
    },
    picture_urls: pictures.map((p) => imageUrl(p.path) ?? `/image/${p.path}`),
    related,
  };
}

/** The values checked as the editor checks them: the first problem refuses the save with its words. */
function checked(values: ProductEditorValues, productId: number | null) {
  const problems = Object.values(productProblems(values, productId));
  if (problems.length > 0) throw new HttpError(400, problems[0]);
  const parsed = {
    price: parsePrice(values.price),
    quantity: parseWhole(values.quantity, 0, PRODUCT_STOCK_MAX),
    minimum: parseWhole(values.minimum, 1, PRODUCT_STOCK_MAX),
  };
  // productProblems named any of these; the checks only narrow the types.
  if (parsed.price === null || parsed.quantity === null || parsed.minimum === null)
    throw new HttpError(400, M.notFound);
  return { price: parsed.price, quantity: parsed.quantity, minimum: parsed.minimum };
}

/** Pictures must be the shop's: uploaded in the back office, or already this product's. */
async function checkPictures(trx: Trx, productId: number | null, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const uploaded = await trx.selectFrom('uploaded_image').select('path').where('path', 'in', paths).execute();
  const own =
    productId === null
      ? []
      : [
          ...(await trx.selectFrom('product').select('image as path').where('product_id', '=', productId).execute()),
          ...(await trx
            .selectFrom('product_image')
            .select('image as path')
            .where('product_id', '=', productId)
            .execute()),
        ];
  const known = new Set([...uploaded, ...own].map((r) => r.path));
  if (paths.some((path) => !known.has(path))) throw new HttpError(400, M.picture);
}

async function checkCategories(trx: Trx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await trx
    .selectFrom('category')
    .select('category_id')
    .where('category_id', 'in', ids)
    .where('keyword', 'not in', [...RULE_CATEGORIES])
    .execute();
  if (rows.length !== new Set(ids).size) throw new HttpError(400, M.category);
}

/** Writes what the product owns besides its row: its own categories, gallery, specials, videos, options, related. */
async function writeLinks(trx: Trx, productId: number, values: ProductEditorValues): Promise<void> {
  const rules = await trx
    .selectFrom('category')
    .select('category_id')
    .where('keyword', 'in', [...RULE_CATEGORIES])
    .execute();
  await trx
    .deleteFrom('product_to_category')
    .where('product_id', '=', productId)
    .where(
      'category_id',
      'not in',
      rules.map((r) => r.category_id),
    )
    .execute();
  const own = [...new Set(values.category_ids)];
  if (own.length > 0) {
    await trx
      .insertInto('product_to_category')
      .values(own.map((category_id) => ({ product_id: productId, category_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await trx.deleteFrom('product_image').where('product_id', '=', productId).execute();
  const gallery = values.pictures.slice(1);
  if (gallery.length > 0) {
    await trx
      .insertInto('product_image')
      .values(gallery.map((p, i) => ({ product_id: productId, image: p.path, alt: p.alt.trim(), sort_order: i + 1 })))
      .execute();
  }
  await trx
    .deleteFrom('product_special')
    .where('product_id', '=', productId)
    .where('from_pro_discount', '=', false)
    .execute();
  if (values.specials.length > 0) {
    await trx
      .insertInto('product_special')
      .values(
        values.specials.map((special, i) => ({
          product_id: productId,
          customer_group_id: special.customer_group_id,
          // Where two of a group apply at once, the one higher in the list wins (a smaller priority number).
          priority: i + 1,
          price: parsePrice(special.price) ?? 0,
          date_start: special.date_start.trim() || null,
          date_end: special.date_end.trim() || null,
        })),
      )
      .execute();
  }
  // The professionals' price follows the product's pro_discount and its price, both just written (decision 0026).
  await syncProfessionalPrices(trx, [productId]);
  await trx.deleteFrom('product_video').where('product_id', '=', productId).execute();
  const videos = values.videos.map((href) => href.trim()).filter(Boolean);
  if (videos.length > 0) {
    await trx
      .insertInto('product_video')
      .values(videos.map((href, i) => ({ product_id: productId, href, sort_order: i + 1 })))
      .execute();
  }
  await writeProductOptions(trx, productId, values.options);
  await writeRelated(trx, productId, values.related_ids);
}

/** The product row's columns from the values. */
function rowOf(values: ProductEditorValues, keyword: string, numbers: ReturnType<typeof checked>) {
  const [main] = values.pictures;
  return {
    name: values.name.trim(),
    sku: values.sku.trim(),
    keyword,
    status: values.status,
    description: values.description,
    price: numbers.price,
    quantity: numbers.quantity,
    minimum: numbers.minimum,
    pro_discount: values.pro_discount,
    image: main?.path ?? null,
    image_alt: main?.alt.trim() ?? '',
    meta_title: values.meta_title.trim(),
    meta_description: values.meta_description.trim(),
    date_modified: new Date(),
  };
}

/** A new product; its number. */
export async function createProduct(db: Kysely<Database>, actor: Actor, body: ProductEditorBody): Promise<number> {
  const numbers = checked(body.values, null);
  return db.transaction().execute(async (trx) => {
    await checkCategories(trx, body.values.category_ids);
    await checkPictures(
      trx,
      null,
      body.values.pictures.map((p) => p.path),
    );
    const typed = body.values.keyword.trim();
    const keyword = await freeKeyword(trx, 'product', null, typed || transliterate(body.values.name), Boolean(typed));
    const { product_id } = await trx
      .insertInto('product')
      .values({ ...rowOf(body.values, keyword, numbers), date_available: new Date().toISOString().slice(0, 10) })
      .returning('product_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('url_alias')
      .values({ keyword, module: 'product', target_id: String(product_id) })
      .execute();
    await writeLinks(trx, product_id, body.values);
    const after = await loadProductEditor(trx, product_id);
    await writeAudit(trx, actor, {
      recordType: 'product',
      recordId: product_id,
      action: 'create',
      before: null,
      after: after?.values ?? null,
    });
    return product_id;
  });
}

/** A save of the product opened at `body.version`. */
export async function saveProduct(
  db: Kysely<Database>,
  actor: Actor,
  productId: number,
  body: ProductEditorBody,
): Promise<void> {
  const numbers = checked(body.values, productId);
  await db.transaction().execute(async (trx) => {
    await lockProductsOfSave(trx, productId, body.values.related_ids);
    const locked = await trx
      .selectFrom('product')
      .select(['version', 'sku'])
      .where('product_id', '=', productId)
      .executeTakeFirst();
    if (!locked || locked.sku === '') throw new HttpError(404, M.notFound);
    if (locked.version !== body.version) throw new StaleRecord();
    const before = await loadProductEditor(trx, productId);
    await checkCategories(trx, body.values.category_ids);
    await checkPictures(
      trx,
      productId,
      body.values.pictures.map((p) => p.path),
    );
    const typed = body.values.keyword.trim();
    const keyword = await freeKeyword(
      trx,
      'product',
      productId,
      typed || before?.values.keyword || transliterate(body.values.name),
      Boolean(typed),
    );
    await trx
      .updateTable('product')
      .set(rowOf(body.values, keyword, numbers))
      .where('product_id', '=', productId)
      .execute();
    await writeLinks(trx, productId, body.values);
    const after = await loadProductEditor(trx, productId);
    await writeAudit(trx, actor, {
      recordType: 'product',
      recordId: productId,
      action: 'edit',
      before: before?.values ?? null,
      after: after?.values ?? null,
    });
  });
}
