import type { Kysely, Transaction } from 'kysely';
import type { RelatedProduct } from '../../contract/admin-product-editor';
import {
  parseOptionStock,
  parsePriceDifference,
  PRODUCT_OPTIONS_TEXT,
  sameName,
  type ProductOptionEdit,
  type ShopOption,
} from '../../domain/product-options';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';

/**
 * The product editor's options and related products (issue 16), read and written inside the product's save.
 *
 * Options: a product's option rows and value rows are kept across saves, matched by option and value (a cart holds
 * their ids: {product_option_id: product_option_value_id}), and changed in place; what the editor removed goes, what it
 * added comes. A new option or value name becomes one of the shop's list, unless the list has it already (compared
 * without case and extra spaces), so the same 'Объём' is one option everywhere.
 *
 * Related products are two-way, as in OpenCart: saving A with B makes B show A too, and removing B from A removes A
 * from B. The other products whose list changed get a new version, so a copy of them opened elsewhere is stale.
 */

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;

export const PRODUCT_OPTION_MESSAGES = {
  option: 'Такой опции нет: обновите страницу',
  value: 'Такого значения опции нет: обновите страницу',
  related: 'Такого товара нет: обновите страницу',
} as const;
const M = PRODUCT_OPTION_MESSAGES;

/** The product's options with their values, in the order the product page offers them. */
export async function loadProductOptions(db: Db, productId: number): Promise<ProductOptionEdit[]> {
  const rows = await db
    .selectFrom('product_option as po')
    .innerJoin('option as o', 'o.option_id', 'po.option_id')
    .leftJoin('product_option_value as pov', 'pov.product_option_id', 'po.product_option_id')
    .leftJoin('option_value as ov', 'ov.option_value_id', 'pov.option_value_id')
    .select([
      'po.product_option_id',
      'po.option_id',
      'po.required',
      'o.name as option_name',
      'ov.option_value_id',
      'ov.name as value_name',
      'pov.quantity',
      'pov.price',
    ])
    .where('po.product_id', '=', productId)
    .orderBy('po.sort_order')
    .orderBy('po.product_option_id')
    .orderBy('pov.sort_order')
    .orderBy('pov.product_option_value_id')
    .execute();
  const options = new Map<number, ProductOptionEdit>();
  for (const row of rows) {
    const option = options.get(row.product_option_id) ?? {
      option_id: row.option_id,
      name: row.option_name,
      required: row.required,
      values: [],
    };
    options.set(row.product_option_id, option);
    if (row.option_value_id !== null) {
      option.values.push({
        option_value_id: row.option_value_id,
        name: row.value_name ?? '',
        quantity: String(row.quantity ?? 0),
        price: String(Math.round(Number(row.price ?? 0))),
      });
    }
  }
  return [...options.values()];
}

/** The shop's options with their values, for the editor to choose from. */
export async function shopOptions(db: Db): Promise<ShopOption[]> {
  const [options, values] = await Promise.all([
    db.selectFrom('option').select(['option_id', 'name']).orderBy('sort_order').orderBy('option_id').execute(),
    db
      .selectFrom('option_value')
      .select(['option_id', 'option_value_id', 'name'])
      .orderBy('sort_order')
      .orderBy('option_value_id')
      .execute(),
  ]);
  return options.map((o) => ({
    ...o,
    values: values
      .filter((v) => v.option_id === o.option_id)
      .map((v) => ({ option_value_id: v.option_value_id, name: v.name })),
  }));
}

/** The option's id: the one chosen from the list, the list's one of that name, or a new one. */
async function optionIdOf(trx: Trx, option: ProductOptionEdit): Promise<number> {
  if (option.option_id !== null) {
    const found = await trx
      .selectFrom('option')
      .select('option_id')
      .where('option_id', '=', option.option_id)
      .executeTakeFirst();
    if (!found) throw new HttpError(400, M.option);
    return found.option_id;
  }
  const all = await trx.selectFrom('option').select(['option_id', 'name', 'sort_order']).execute();
  const same = all.find((o) => sameName(o.name) === sameName(option.name));
  if (same) return same.option_id;
  const created = await trx
    .insertInto('option')
    .values({
      name: option.name.trim().replace(/\s+/g, ' '),
      type: 'select',
      sort_order: Math.max(0, ...all.map((o) => o.sort_order)) + 1,
    })
    .returning('option_id')
    .executeTakeFirstOrThrow();
  return created.option_id;
}

/** The values' ids within option `optionId`, in the editor's order: chosen from the list, found by name, or new. */
async function valueIdsOf(trx: Trx, optionId: number, option: ProductOptionEdit): Promise<number[]> {
  const known = await trx
    .selectFrom('option_value')
    .select(['option_value_id', 'name', 'sort_order'])
    .where('option_id', '=', optionId)
    .execute();
  let last = Math.max(0, ...known.map((v) => v.sort_order));
  const ids: number[] = [];
  for (const value of option.values) {
    let id: number;
    if (value.option_value_id !== null) {
      if (!known.some((v) => v.option_value_id === value.option_value_id)) throw new HttpError(400, M.value);
      id = value.option_value_id;
    } else {
      const same = known.find((v) => sameName(v.name) === sameName(value.name));
      if (same) id = same.option_value_id;
      else {
        last += 1;
        const name = value.name.trim().replace(/\s+/g, ' ');
        const created = await trx
          .insertInto('option_value')
          .values({ option_id: optionId, name, sort_order: last })
          .returning('option_value_id')
          .executeTakeFirstOrThrow();
        known.push({ option_value_id: created.option_value_id, name, sort_order: last });
        id = created.option_value_id;
      }
    }
    const name = known.find((v) => v.option_value_id === id)?.name ?? value.name;
    if (ids.includes(id)) throw new HttpError(400, PRODUCT_OPTIONS_TEXT.valueTwice(option.name.trim(), name));
    ids.push(id);
  }
  return ids;
}

/** Writes the product's options as the editor sent them (already checked by the domain's rules). */
export async function writeProductOptions(trx: Trx, productId: number, options: ProductOptionEdit[]): Promise<void> {
  const existing = await trx
    .selectFrom('product_option')
    .select(['product_option_id', 'option_id'])
    .where('product_id', '=', productId)
    .execute();
  const kept: number[] = [];
  for (const [index, option] of options.entries()) {
    const optionId = await optionIdOf(trx, option);
    if (kept.includes(optionId)) throw new HttpError(400, PRODUCT_OPTIONS_TEXT.optionTwice(option.name.trim()));
    kept.push(optionId);
    const valueIds = await valueIdsOf(trx, optionId, option);
    let productOptionId = existing.find((e) => e.option_id === optionId)?.product_option_id;
    if (productOptionId === undefined) {
      const created = await trx
        .insertInto('product_option')
        .values({ product_id: productId, option_id: optionId, required: option.required, sort_order: index + 1 })
        .returning('product_option_id')
        .executeTakeFirstOrThrow();
      productOptionId = created.product_option_id;
    } else {
      await trx
        .updateTable('product_option')
        .set({ required: option.required, sort_order: index + 1 })
        .where('product_option_id', '=', productOptionId)
        .execute();
    }
    await trx
      .deleteFrom('product_option_value')
      .where('product_option_id', '=', productOptionId)
      .where('option_value_id', 'not in', valueIds)
      .execute();
    for (const [place, value] of option.values.entries()) {
      const row = {
        quantity: parseOptionStock(value.quantity) ?? 0,
        price: parsePriceDifference(value.price) ?? 0,
        sort_order: place + 1,
      };
      const updated = await trx
        .updateTable('product_option_value')
        .set(row)
        .where('product_option_id', '=', productOptionId)
        .where('option_value_id', '=', valueIds[place])
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await trx
          .insertInto('product_option_value')
          .values({
            ...row,
            product_option_id: productOptionId,
            product_id: productId,
            option_id: optionId,
            option_value_id: valueIds[place],
          })
          .execute();
      }
    }
  }
  const gone = existing.filter((e) => !kept.includes(e.option_id)).map((e) => e.product_option_id);
  if (gone.length > 0) await trx.deleteFrom('product_option').where('product_option_id', 'in', gone).execute();
}

/** The product's related products, in the storefront's order. */
export async function loadRelated(db: Db, productId: number): Promise<RelatedProduct[]> {
  return db
    .selectFrom('product_related as r')
    .innerJoin('product as p', 'p.product_id', 'r.related_id')
    .select(['p.product_id', 'p.name', 'p.sku'])
    .where('r.product_id', '=', productId)
    .orderBy('p.sort_order')
    .orderBy('p.product_id')
    .execute();
}

/**
 * Locks, in id order, the product being saved and every product its save may write: those related to it now and those
 * it is to be related to (two-way links give each a new version). Two members saving A (adding B) and B (adding A) at
 * once would otherwise each hold their own product and wait for the other's, a deadlock PostgreSQL ends with an error;
 * in one order the second waits, then finds its product changed (a stale save, refused in words).
 */
export async function lockProductsOfSave(trx: Trx, productId: number, ids: readonly number[]): Promise<void> {
  const now = await trx
    .selectFrom('product_related')
    .select('related_id')
    .where('product_id', '=', productId)
    .execute();
  const involved = [...new Set([productId, ...ids, ...now.map((r) => r.related_id)])].sort((x, y) => x - y);
  await trx
    .selectFrom('product')
    .select('product_id')
    .where('product_id', 'in', involved)
    .orderBy('product_id')
    .forUpdate()
    .execute();
}

/** Writes the related products both ways; the others whose list changed get a new version. */
export async function writeRelated(trx: Trx, productId: number, ids: readonly number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.includes(productId)) throw new HttpError(400, PRODUCT_OPTIONS_TEXT.relatedSelf);
  if (wanted.length > 0) {
    const found = await trx.selectFrom('product').select('product_id').where('product_id', 'in', wanted).execute();
    if (found.length !== wanted.length) throw new HttpError(400, M.related);
  }
  const links = await trx
    .selectFrom('product_related')
    .select(['product_id', 'related_id'])
    .where((eb) => eb.or([eb('product_id', '=', productId), eb('related_id', '=', productId)]))
    .execute();
  const pointsHere = new Set(links.filter((l) => l.related_id === productId).map((l) => l.product_id));
  const pointedTo = new Set(links.filter((l) => l.product_id === productId).map((l) => l.related_id));
  const others = new Set([...pointsHere, ...pointedTo, ...wanted]);
  const changed = [...others].filter((other) => {
    const now = wanted.includes(other);
    return now !== pointsHere.has(other) || now !== pointedTo.has(other);
  });
  if (changed.length === 0) return;
  await trx
    .deleteFrom('product_related')
    .where((eb) => eb.or([eb('product_id', '=', productId), eb('related_id', '=', productId)]))
    .execute();
  if (wanted.length > 0) {
    await trx
      .insertInto('product_related')
      .values(
        wanted.flatMap((other) => [
          { product_id: productId, related_id: other },
          { product_id: other, related_id: productId },
        ]),
      )
      .execute();
  }
  const othersChanged = changed.filter((other) => other !== productId).sort((a, b) => a - b);
  if (othersChanged.length > 0) {
    await trx
      .updateTable('product')
      .set({ date_modified: new Date() })
      .where('product_id', 'in', othersChanged)
      .execute();
  }
}
