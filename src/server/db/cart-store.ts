import { sql, type Kysely } from 'kysely';
import { CERTIFICATE_PRODUCT_ID, GIFT_LINE_PRICE_RUB } from '../../domain/constants';
import { computeCartTotals, promotionAppliesTo, type PricedLine, type PromotionRule } from '../../domain/cart-totals';
import { CERTIFICATE_DISABLED, isCertificate } from '../../domain/certificate';
import { formatRoubles } from '../../domain/money';
import { groupUnitPrice, specialsOf } from './product-prices';
import type { Database } from './schema';
import type { CartItemOption } from './tables/cart-tables';

/**
 * The one place that reads and writes a cart (the cart routes and checkout both use it). A guest's cart belongs to
 * the session, a logged-in customer's to the customer; on login the session's cart merges into the customer's.
 * Every function takes the database or a transaction (`Transaction<Database>` is a `Kysely<Database>`): with PGlite,
 * inside a transaction pass the transaction, never `app.db`.
 */

export interface CartOwner {
  sessionId: number;
  customerId: number | null;
  group: 0 | 1 | 2;
}

export interface StoredCartLine extends PricedLine {
  name: string;
  sku: string;
  /** The product page keyword (the page is '/' + url). */
  url: string;
  /** The stored image path (e.g. 'catalog/demo/products/x.svg'), not yet a URL. */
  image: string | null;
  stockQuantity: number;
  /** The chosen options as the shopper reads them, e.g. [{name: 'Пробник', value: 'Маска альгинатная, 1 саше'}]. */
  options: { name: string; value: string }[];
  /** The stored choice: {"<product_option_id>": "<product_option_value_id>"} or {"amount": 1500}. */
  optionData: Record<string, unknown>;
  /** For an order's option rows: the sampler's ids (empty for the certificate). */
  optionIds: { product_option_id: number; product_option_value_id: number; name: string; value: string }[];
}

export interface StoredCart {
  cartId: number | null;
  lines: StoredCartLine[];
  /** Every active promotion (computeCartTotals keeps those of the owner's group). */
  promotions: PromotionRule[];
  /** The applied voucher while it still has a balance; null otherwise. */
  voucher: { code: string; balance: number } | null;
  /** The code the cart carries when the shop has switched it off: what the cart and the checkout say of it. */
  voucherRefused?: string | null;
}

/** The option key of the certificate's amount. */
export const CERTIFICATE_AMOUNT_OPTION = 'amount';
/** The option name shown for the certificate's amount. */
export const CERTIFICATE_AMOUNT_LABEL = 'Номинал';

type Db = Kysely<Database>;

/** A cart line's key: the product, its chosen options (sorted) and whether it is a gift. */
export function cartItemKey(productId: number, option: CartItemOption, isPresent: boolean): string {
  if (isPresent) return `g${productId}`;
  const parts = Object.keys(option)
    .sort()
    .map((name) => `${name}.${option[name]}`);
  return [String(productId), ...parts].join('-').slice(0, 64);
}

/** The owner's cart id, or null when they have none yet. */
export async function findCartId(db: Db, owner: CartOwner): Promise<number | null> {
  const row = await db
    .selectFrom('cart')
    .select('cart_id')
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .executeTakeFirst();
  return row?.cart_id ?? null;
}

/** A guest's cart is found by session, a customer's by customer. */
function ownerColumn(owner: CartOwner): 'customer_id' | 'session_id' {
  return owner.customerId !== null ? 'customer_id' : 'session_id';
}

function ownerValue(owner: CartOwner): number {
  return owner.customerId ?? owner.sessionId;
}

/**
 * The owner's cart id, created when missing, locked for the rest of the transaction (`select … for update`): two
 * requests changing one cart at once run one after the other, so a stock cap checked inside holds.
 */
export async function lockCart(trx: Db, owner: CartOwner): Promise<number> {
  await trx
    .insertInto('cart')
    .values({ [ownerColumn(owner)]: ownerValue(owner) })
    .onConflict((oc) => oc.column(ownerColumn(owner)).doNothing())
    .execute();
  const row = await trx
    .selectFrom('cart')
    .select('cart_id')
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.cart_id;
}

/**
 * Locks the voucher the cart carries (`SELECT … FOR UPDATE`), so that two orders paying with one certificate debit it
 * one after the other: the second reads the balance the first left. Call it after lockCart and before loadCart, in
 * the transaction that writes the debit.
 */
export async function lockCartVoucher(trx: Db, cartId: number): Promise<void> {
  const cart = await trx.selectFrom('cart').select('voucher_code').where('cart_id', '=', cartId).executeTakeFirst();
  const code = cart?.voucher_code?.trim() ?? '';
  if (code === '') return;
  await trx
    .selectFrom('voucher')
    .select('voucher_id')
    .where(sql<boolean>`upper(code) = upper(${code})`)
    .forUpdate()
    .execute();
}

/**
 * A promotion (aliased `pr`) is in force today: switched on, started or without start, not ended (the end day counts;
 * the database's calendar, as a special's dates).
 */
const PROMOTION_IN_FORCE = sql<boolean>`pr.status and (pr.date_start is null or pr.date_start <= current_date) and (pr.date_end is null or pr.date_end >= current_date)`;

/** Every promotion in force, in the shop's order. */
export async function loadPromotions(db: Db): Promise<PromotionRule[]> {
  const rows = await db
    .selectFrom('promotion as pr')
    .select(['promotion_id', 'type', 'customer_group_id', 'product_count', 'percent', 'total'])
    .where(PROMOTION_IN_FORCE)
    .orderBy('sort_order')
    .orderBy('promotion_id')
    .execute();
  return rows.map((r) => ({
    type: r.type,
    customer_group_id: r.customer_group_id,
    product_count: r.product_count,
    percent: r.percent === null ? null : Number(r.percent),
    total: r.total === null ? null : Number(r.total),
  }));
}

/** A voucher's balance (the voucher aliased `v`): its amount plus its ledger (spent negative, given back positive). */
export const VOUCHER_BALANCE = sql<string>`v.amount + coalesce((select sum(h.amount) from voucher_history h where h.voucher_id = v.voucher_id), 0)`;

/**
 * A usable voucher by its code (integrations §5: status on and balance = amount + Σ history > 0), or null. Codes
 * are compared ignoring case and surrounding spaces.
 */
export async function voucherByCode(
  db: Db,
  code: string,
): Promise<{ voucherId: number; code: string; balance: number } | null> {
  const wanted = code.trim();
  if (wanted === '') return null;
  const row = await db
    .selectFrom('voucher as v')
    .select(['v.voucher_id', 'v.code', VOUCHER_BALANCE.as('balance')])
    .where(sql<boolean>`upper(v.code) = upper(${wanted})`)
    .where('v.status', '=', true)
    .executeTakeFirst();
  const balance = Math.round(Number(row?.balance ?? 0) * 100) / 100;
  return row && balance > 0 ? { voucherId: row.voucher_id, code: row.code, balance } : null;
}

/** Whether a code is a certificate the shop has switched off ('Отключить' in the back office's 'Сертификаты'). */
export async function isVoucherDisabled(db: Db, code: string): Promise<boolean> {
  const wanted = code.trim();
  if (wanted === '') return false;
  const row = await db
    .selectFrom('voucher')
    .select('voucher_id')
    .where(sql<boolean>`upper(code) = upper(${wanted})`)
    .where('status', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}

/** The products a reached 'present' promotion of this group offers as gifts, per promotion. */
export async function presentProductIds(db: Db): Promise<{ rule: PromotionRule; productIds: number[] }[]> {
  const rows = await db
    .selectFrom('promotion as pr')
    .leftJoin('promotion_present_product as pp', 'pp.promotion_id', 'pr.promotion_id')
    .select(['pr.promotion_id', 'pr.customer_group_id', 'pr.product_count', 'pr.total', 'pp.product_id'])
    .where(PROMOTION_IN_FORCE)
    .where('pr.type', '=', 'present')
    .orderBy('pr.sort_order')
    .orderBy('pr.promotion_id')
    .orderBy('pp.product_id')
    .execute();
  const byPromotion = new Map<number, { rule: PromotionRule; productIds: number[] }>();
  for (const r of rows) {
    const entry = byPromotion.get(r.promotion_id) ?? {
      rule: {
        type: 'present' as const,
        customer_group_id: r.customer_group_id,
        product_count: r.product_count,
        percent: null,
        total: r.total === null ? null : Number(r.total),
      },
      productIds: [],
    };
    if (r.product_id !== null) entry.productIds.push(r.product_id);
    byPromotion.set(r.promotion_id, entry);
  }
  return [...byPromotion.values()];
}

/**
 * The gift products the owner may choose now: those of every 'present' promotion of their group whose threshold the
 * goods reach (computeCartTotals decides, from the same promotion alone). Empty for a certificate cart.
 */
export async function giftChoiceIds(db: Db, group: 0 | 1 | 2, goods: readonly PricedLine[]): Promise<number[]> {
  if (goods.some((line) => line.isCertificate)) return [];
  const ids = new Set<number>();
  for (const { rule, productIds } of await presentProductIds(db)) {
    if (!promotionAppliesTo(rule, group)) continue;
    const { giftAllowance } = computeCartTotals({
      lines: goods,
      promotions: [rule],
      group,
      voucher: null,
    });
    if (giftAllowance > 0) for (const id of productIds) ids.add(id);
  }
  return [...ids];
}

/**
 * The owner's cart, priced for their group: goods at the group price, the certificate at its amount, gifts at
 * 1 rouble. Gift lines are only those the cart may hold now (of a reached promotion, within the allowance);
 * `pruneGifts` removes the others from the database. Lines of products switched off are left out.
 */
export async function loadCart(db: Db, owner: CartOwner): Promise<StoredCart> {
  const cart = await db
    .selectFrom('cart')
    .select(['cart_id', 'voucher_code'])
    .where(ownerColumn(owner), '=', ownerValue(owner))
    .executeTakeFirst();
  const promotions = await loadPromotions(db);
  if (!cart) return { cartId: null, lines: [], promotions, voucher: null };

  const rows = await cartRows(db)
    .where('ci.cart_id', '=', cart.cart_id)
    .orderBy('ci.is_present')
    .orderBy('ci.cart_item_id')
    .execute();
  const all = await priceLines(db, rows, owner.group);

  const goods = all.filter((line) => !line.isPresent);
  const gifts = await allowedGifts(
    db,
    owner,
    promotions,
    goods,
    all.filter((line) => line.isPresent),
  );
  const lines = [...goods, ...gifts];
  const voucher = cart.voucher_code ? await voucherByCode(db, cart.voucher_code) : null;
  const refused = !voucher && cart.voucher_code && (await isVoucherDisabled(db, cart.voucher_code));
  return {
    cartId: cart.cart_id,
    lines,
    promotions,
    voucher: voucher ? { code: voucher.code, balance: voucher.balance } : null,
    voucherRefused: refused ? CERTIFICATE_DISABLED : null,
  };
}

/** The product columns a cart line is priced from, joined to its item (alias `ci`), products switched off left out. */
function cartRows(db: Db) {
  return db
    .selectFrom('cart_item as ci')
    .innerJoin('product as p', 'p.product_id', 'ci.product_id')
    .select([
      'ci.item_key',
      'ci.product_id',
      'ci.option',
      'ci.quantity',
      'ci.is_present',
      'p.name',
      'p.sku',
      'p.keyword',
      'p.image',
      'p.price',
      'p.quantity as stock',
    ])
    .where('p.status', '=', true);
}

/** What a cart line is priced from: its item and its product. */
export interface CartRow {
  item_key: string;
  product_id: number;
  option: CartItemOption | null;
  quantity: number;
  is_present: boolean;
  name: string;
  sku: string;
  keyword: string;
  image: string | null;
  price: number;
  stock: number;
}

/**
 * Lines priced for a customer group: goods at the group price, the certificate at its amount, gifts at 1 rouble.
 * The cart (loadCart) and the back office's promotion preview both price with it.
 */
export async function priceLines(db: Db, rows: readonly CartRow[], group: 0 | 1 | 2): Promise<StoredCartLine[]> {
  const specials = await specialsOf(
    db,
    rows.map((r) => r.product_id),
    group,
  );
  const optionNames = await sampleOptionNames(
    db,
    rows.map((r) => r.option),
  );

  return rows.map((r): StoredCartLine => {
    const option = r.option ?? {};
    const certificate = isCertificate({ product_id: r.product_id, name: r.name });
    const amount = Math.round(Number(option[CERTIFICATE_AMOUNT_OPTION] ?? 0));
    const optionIds = certificate
      ? []
      : Object.entries(option).flatMap(([productOptionId, valueId]) => {
          const named = optionNames.get(Number(valueId));
          return named && named.productOptionId === Number(productOptionId)
            ? [
                {
                  product_option_id: Number(productOptionId),
                  product_option_value_id: Number(valueId),
                  name: named.name,
                  value: named.value,
                },
              ]
            : [];
        });
    const chosen = optionIds.map((o) => optionNames.get(o.product_option_value_id));
    // A chosen value's price difference is added to the group's price (issue 16); never below nothing.
    const difference = chosen.reduce((sum, o) => sum + (o?.price ?? 0), 0);
    const unitPrice = r.is_present
      ? GIFT_LINE_PRICE_RUB
      : certificate
        ? amount
        : Math.max(0, groupUnitPrice(Number(r.price), specials.get(r.product_id) ?? [], group) + difference);
    return {
      key: r.item_key,
      product_id: r.product_id,
      quantity: r.quantity,
      unitPrice,
      isPresent: r.is_present,
      isCertificate: certificate,
      name: r.name,
      sku: r.sku,
      url: r.keyword,
      image: r.image,
      // No more than the product's stock, nor than a chosen value's own.
      stockQuantity: Math.min(r.stock, ...chosen.map((o) => o?.quantity ?? r.stock)),
      options: certificate
        ? [{ name: CERTIFICATE_AMOUNT_LABEL, value: formatRoubles(amount) }]
        : optionIds.map(({ name, value }) => ({ name, value })),
      optionData: option,
      optionIds,
    };
  });
}

/**
 * Goods priced for a customer group as a cart of them would be (no gifts, no options): the back office's promotion
 * preview. Products switched off are left out, as the cart leaves them out.
 */
export async function priceGoods(
  db: Db,
  goods: readonly { product_id: number; quantity: number }[],
  group: 0 | 1 | 2,
): Promise<StoredCartLine[]> {
  if (goods.length === 0) return [];
  const products = await db
    .selectFrom('product as p')
    .select(['p.product_id', 'p.name', 'p.sku', 'p.keyword', 'p.image', 'p.price', 'p.quantity as stock'])
    .where(
      'p.product_id',
      'in',
      goods.map((g) => g.product_id),
    )
    .where('p.status', '=', true)
    .execute();
  const byId = new Map(products.map((p) => [p.product_id, p]));
  const rows = goods.flatMap((g): CartRow[] => {
    const product = byId.get(g.product_id);
    return product
      ? [
          {
            ...product,
            item_key: cartItemKey(g.product_id, {}, false),
            option: {},
            quantity: g.quantity,
            is_present: false,
          },
        ]
      : [];
  });
  return priceLines(db, rows, group);
}

/** The gift lines the goods allow, in the order chosen, units capped at the allowance. */
async function allowedGifts(
  db: Db,
  owner: CartOwner,
  promotions: PromotionRule[],
  goods: StoredCartLine[],
  gifts: StoredCartLine[],
): Promise<StoredCartLine[]> {
  if (gifts.length === 0) return [];
  const allowed = new Set(await giftChoiceIds(db, owner.group, goods));
  let left = computeCartTotals({ lines: goods, promotions, group: owner.group, voucher: null }).giftAllowance;
  const kept: StoredCartLine[] = [];
  for (const gift of gifts) {
    if (left <= 0 || !allowed.has(gift.product_id) || gift.stockQuantity <= 0) continue;
    const quantity = Math.min(gift.quantity, left, gift.stockQuantity);
    kept.push({ ...gift, quantity });
    left -= quantity;
  }
  return kept;
}

/** The product_option_value ids a line's stored choice holds. */
export function chosenValueIds(option: CartItemOption | null): number[] {
  return Object.entries(option ?? {})
    .filter(([key]) => key !== CERTIFICATE_AMOUNT_OPTION)
    .map(([, value]) => Number(value))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** A chosen option value: its option's and its own name, its price difference and stock. */
interface ChosenValue {
  productOptionId: number;
  name: string;
  value: string;
  price: number;
  quantity: number;
}

/** The chosen option values by product_option_value_id. */
async function sampleOptionNames(
  db: Db,
  options: readonly (CartItemOption | null)[],
): Promise<Map<number, ChosenValue>> {
  const ids = [...new Set(options.flatMap(chosenValueIds))];
  const names = new Map<number, ChosenValue>();
  if (ids.length === 0) return names;
  const rows = await db
    .selectFrom('product_option_value as pov')
    .innerJoin('option_value as ov', 'ov.option_value_id', 'pov.option_value_id')
    .innerJoin('option as o', 'o.option_id', 'pov.option_id')
    .select([
      'pov.product_option_value_id',
      'pov.product_option_id',
      'o.name as option_name',
      'ov.name as value_name',
      'pov.price',
      'pov.quantity',
    ])
    .where('pov.product_option_value_id', 'in', ids)
    .execute();
  for (const r of rows) {
    names.set(r.product_option_value_id, {
      productOptionId: r.product_option_id,
      name: r.option_name,
      value: r.value_name,
      price: Math.round(Number(r.price)),
      quantity: r.quantity,
    });
  }
  return names;
}

/**
 * Makes the stored gift lines match what loadCart allows (a cart fallen below a threshold, holding the certificate,
 * or a gift over the allowance). Call after changing the goods, inside the same transaction.
 */
export async function pruneGifts(trx: Db, owner: CartOwner): Promise<void> {
  const cart = await loadCart(trx, owner);
  if (cart.cartId === null) return;
  const kept = new Map(cart.lines.filter((l) => l.isPresent).map((l) => [l.key, l.quantity]));
  const stored = await trx
    .selectFrom('cart_item')
    .select(['item_key', 'quantity'])
    .where('cart_id', '=', cart.cartId)
    .where('is_present', '=', true)
    .execute();
  for (const row of stored) {
    const quantity = kept.get(row.item_key);
    if (quantity === undefined) await removeItem(trx, cart.cartId, row.item_key);
    else if (quantity !== row.quantity) await setItemQuantity(trx, cart.cartId, row.item_key, quantity);
  }
}

/** Adds units to a line (a new line when the key is new). */
export async function addItem(
  trx: Db,
  cartId: number,
  item: { key: string; productId: number; option: CartItemOption; quantity: number; isPresent: boolean },
): Promise<void> {
  await trx
    .insertInto('cart_item')
    .values({
      cart_id: cartId,
      item_key: item.key,
      product_id: item.productId,
      option: JSON.stringify(item.option),
      quantity: item.quantity,
      is_present: item.isPresent,
    })
    .onConflict((oc) =>
      oc
        .columns(['cart_id', 'item_key'])
        .doUpdateSet({ quantity: sql<number>`cart_item.quantity + excluded.quantity` }),
    )
    .execute();
  await touch(trx, cartId);
}

/** Sets a line's quantity (0 or less removes it). */
export async function setItemQuantity(trx: Db, cartId: number, key: string, quantity: number): Promise<void> {
  if (quantity <= 0) return removeItem(trx, cartId, key);
  await trx
    .updateTable('cart_item')
    .set({ quantity })
    .where('cart_id', '=', cartId)
    .where('item_key', '=', key)
    .execute();
  await touch(trx, cartId);
}

export async function removeItem(trx: Db, cartId: number, key: string): Promise<void> {
  await trx.deleteFrom('cart_item').where('cart_id', '=', cartId).where('item_key', '=', key).execute();
  await touch(trx, cartId);
}

/** Applies (or with null forgets) a voucher code on the cart. */
export async function setCartVoucher(trx: Db, cartId: number, code: string | null): Promise<void> {
  await trx
    .updateTable('cart')
    .set({ voucher_code: code, date_modified: new Date() })
    .where('cart_id', '=', cartId)
    .execute();
}

async function touch(trx: Db, cartId: number): Promise<void> {
  await trx.updateTable('cart').set({ date_modified: new Date() }).where('cart_id', '=', cartId).execute();
}

/** Empties the owner's cart and forgets the applied voucher (after an order, or 'clear cart'). */
export async function emptyCart(db: Db, owner: CartOwner): Promise<void> {
  const cartId = await findCartId(db, owner);
  if (cartId === null) return;
  await db.deleteFrom('cart_item').where('cart_id', '=', cartId).execute();
  await setCartVoucher(db, cartId, null);
}

/**
 * On login: the session's guest cart joins the customer's cart (quantities added, capped at stock; a certificate is
 * never mixed with goods: when both carts hold something and one of them the certificate, the guest's choice — the
 * cart the shopper just filled — replaces the other). The guest cart is removed. Runs in one transaction.
 */
export async function mergeGuestCart(db: Db, sessionId: number, customerId: number, group: 0 | 1 | 2): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const guest = await trx
      .selectFrom('cart')
      .select(['cart_id', 'voucher_code'])
      .where('session_id', '=', sessionId)
      .forUpdate()
      .executeTakeFirst();
    if (!guest) return;
    const items = await trx
      .selectFrom('cart_item as ci')
      .innerJoin('product as p', 'p.product_id', 'ci.product_id')
      .select(['ci.item_key', 'ci.product_id', 'ci.option', 'ci.quantity', 'ci.is_present', 'p.quantity as stock'])
      .where('ci.cart_id', '=', guest.cart_id)
      .orderBy('ci.cart_item_id')
      .execute();
    const owner: CartOwner = { sessionId, customerId, group };
    if (items.length > 0 || guest.voucher_code) {
      const cartId = await lockCart(trx, owner);
      const existing = await trx
        .selectFrom('cart_item')
        .select(['item_key', 'product_id', 'quantity'])
        .where('cart_id', '=', cartId)
        .execute();
      const guestHasCertificate = items.some((i) => i.product_id === CERTIFICATE_PRODUCT_ID);
      const customerHasCertificate = existing.some((i) => i.product_id === CERTIFICATE_PRODUCT_ID);
      const guestGoods = items.filter((i) => !i.is_present);
      if (guestGoods.length > 0 && existing.length > 0 && (guestHasCertificate || customerHasCertificate)) {
        await trx.deleteFrom('cart_item').where('cart_id', '=', cartId).execute();
        existing.length = 0;
      }
      const have = new Map(existing.map((e) => [e.item_key, e.quantity]));
      for (const item of items) {
        const current = have.get(item.item_key) ?? 0;
        // The certificate is one line of quantity 1, whoever holds it.
        const cap = item.product_id === CERTIFICATE_PRODUCT_ID ? 1 : item.stock;
        const quantity = Math.min(current + item.quantity, cap);
        if (quantity <= current) continue;
        if (current === 0) {
          await addItem(trx, cartId, {
            key: item.item_key,
            productId: item.product_id,
            option: item.option ?? {},
            quantity,
            isPresent: item.is_present,
          });
        } else {
          await setItemQuantity(trx, cartId, item.item_key, quantity);
        }
      }
      if (guest.voucher_code) await setCartVoucher(trx, cartId, guest.voucher_code);
      await pruneGifts(trx, owner);
    }
    await trx.deleteFrom('cart').where('cart_id', '=', guest.cart_id).execute();
  });
}
