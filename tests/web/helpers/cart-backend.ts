import type { InternalAxiosRequestConfig } from 'axios';
import type { Cart, CartAddPayload, CartProduct, GiftProduct } from '../../../src/domain/cart-reply';
import { CERTIFICATE_DISABLED, certificateMixWarning } from '../../../src/domain/certificate';
import { CERTIFICATE_PRODUCT_ID } from '../../../src/domain/constants';
import { formatRoubles } from '../../../src/domain/money';
import { itemsCountText } from '../../../src/domain/plural';
import { SESSION_MARK_COOKIE, SESSION_MARK_VALUE } from '../../../src/domain/session-mark';
import { fail, ok, type Reply, type Route } from './fake-backend';

/**
 * A fake cart back end with state, answering the contract's cart routes the way cart-server does (reply shapes of
 * docs/cart-checkout contract), so the storefront tests click through add, plus, minus, delete, clear, certificate
 * codes and gifts against something that remembers.
 */

export interface CatalogueItem {
  product_id: number;
  name: string;
  sku: string;
  price: number;
  stock: number;
  url: string;
}

export function item(id: number, overrides: Partial<CatalogueItem> = {}): CatalogueItem {
  return {
    product_id: id,
    name: `Крем номер ${id}`,
    sku: `bt${2000 + id}`,
    price: 1000 + id,
    stock: 10,
    url: `krem-${id}`,
    ...overrides,
  };
}

export const CERTIFICATE_ITEM: CatalogueItem = {
  product_id: CERTIFICATE_PRODUCT_ID,
  name: 'Подарочный сертификат',
  sku: '',
  price: 0,
  stock: 1000,
  url: 'podarochnyj-sertifikat',
};

interface Line {
  key: string;
  product_id: number;
  quantity: number;
  option: Record<string, unknown>;
  isPresent: boolean;
}

export interface CartServer {
  routes: Record<string, Route>;
  /** Every add payload received, in order. */
  adds: CartAddPayload[];
  updates: { cart_action: string; cartItemCode: string; cart: Record<string, number> }[];
  lines: Line[];
  /** Makes the next answers of one route fail. */
  failNext(route: string, reply: Reply): void;
  voucher: string | null;
  /** Codes the shop has switched off since: the cart says so and takes nothing off. */
  disabled: Set<string>;
  cart(): Cart;
}

const CMS = '/cms/index.php?route=';

function bodyOf<T>(config: InternalAxiosRequestConfig): T {
  return (typeof config.data === 'string' ? JSON.parse(config.data) : (config.data ?? {})) as T;
}

export interface CartServerOptions {
  catalogue?: CatalogueItem[];
  lines?: { product_id: number; quantity: number; option?: Record<string, unknown>; isPresent?: boolean }[];
  /** Valid certificate codes and their balance. */
  vouchers?: Record<string, number>;
  /** A free-gift promotion reached: how many gifts, and which products. */
  gifts?: { allowance: number; products: CatalogueItem[] };
  /** Whether the browser has a session already (its mark set): by default when the cart starts with lines. */
  session?: boolean;
}

/** What the real server does with its session cookie: the mark a script can read (domain/session-mark.ts). */
export function markSession(): void {
  document.cookie = `${SESSION_MARK_COOKIE}=${SESSION_MARK_VALUE}; path=/`;
}

export function cartServer({
  catalogue = [],
  lines = [],
  vouchers = {},
  gifts,
  session = lines.length > 0,
}: CartServerOptions = {}): CartServer {
  if (session) markSession();
  const byId = new Map([...catalogue, CERTIFICATE_ITEM, ...(gifts?.products ?? [])].map((p) => [p.product_id, p]));
  let nextKey = 1;
  const failures = new Map<string, Reply[]>();
  const server: CartServer = {
    routes: {},
    adds: [],
    updates: [],
    lines: lines.map((l) => ({ key: `key-${nextKey++}`, option: {}, isPresent: false, ...l })),
    voucher: null,
    disabled: new Set(),
    failNext(route, reply) {
      failures.set(route, [...(failures.get(route) ?? []), reply]);
    },
    cart: () => toCart(),
  };

  const goods = () => server.lines.filter((l) => !l.isPresent);
  const unitPrice = (l: Line) =>
    l.isPresent
      ? 1
      : l.product_id === CERTIFICATE_PRODUCT_ID
        ? Number(l.option.amount ?? 0)
        : byId.get(l.product_id)!.price;
  const giftChoice = () => {
    const hasCertificate = server.lines.some((l) => l.product_id === CERTIFICATE_PRODUCT_ID);
    const chosen = (id: number) => server.lines.find((l) => l.isPresent && l.product_id === id)?.quantity ?? 0;
    const products: GiftProduct[] = (gifts?.products ?? []).map((p) => ({
      id: p.product_id,
      name: p.name,
      href: `/${p.url}`,
      thumb: null,
      price: 1,
      quantity: chosen(p.product_id),
      stok_quantity: p.stock,
    }));
    const reached = Boolean(gifts) && !hasCertificate && goods().length > 0;
    return {
      status: reached,
      totalCount: reached ? gifts!.allowance : 0,
      currentCount: server.lines.filter((l) => l.isPresent).reduce((n, l) => n + l.quantity, 0),
      products,
    };
  };

  function toCart(): Cart {
    const products: CartProduct[] = server.lines.map((l) => {
      const p = byId.get(l.product_id)!;
      const price = unitPrice(l);
      return {
        key: l.key,
        product_id: l.product_id,
        name: p.name,
        href: `/${p.url}`,
        thumb: null,
        option: Object.entries(l.option).map(([name, value]) => ({
          name: name === 'amount' ? 'Сумма' : 'Пробник',
          value: String(value),
        })),
        articul: p.sku,
        price,
        quantity: l.quantity,
        total: price * l.quantity,
        stock_quantity: p.stock,
        isPresent: l.isPresent,
      };
    });
    const subTotal = products.reduce((n, p) => n + p.total, 0);
    const refused = server.voucher !== null && server.disabled.has(server.voucher);
    const applied = refused ? null : server.voucher;
    const voucherUsed = applied ? Math.min(vouchers[applied] ?? 0, subTotal) : 0;
    const total = subTotal - voucherUsed;
    const row = (code: string, title: string, value: number) => ({ code, title, value, text: formatRoubles(value) });
    return {
      products,
      cart: Object.fromEntries(server.lines.map((l) => [l.key, l.quantity])),
      totals: [
        row('sub_total', '<b>Сумма</b>', subTotal),
        ...(applied ? [row('voucher', `Сертификат (${applied})`, -voucherUsed)] : []),
        row('total', 'Итого', total),
      ],
      voucher: applied,
      ...(refused ? { voucher_refused: CERTIFICATE_DISABLED } : {}),
      product_to_present: giftChoice(),
      countItems: goods().reduce((n, l) => n + l.quantity, 0),
      total,
      hasCertificate: server.lines.some((l) => l.product_id === CERTIFICATE_PRODUCT_ID),
    };
  }

  const guarded =
    (route: string, handler: (config: InternalAxiosRequestConfig) => Reply): Route =>
    (config) => {
      const queued = failures.get(route);
      if (queued?.length) return queued.shift()!;
      return handler(config);
    };

  server.routes = {
    [`GET ${CMS}d_quickcheckout/cart/indexJson`]: guarded('indexJson', () => ok(toCart())),
    [`GET ${CMS}d_quickcheckout/cart/getCartItems`]: guarded('getCartItems', () =>
      ok(server.lines.map((l) => l.product_id)),
    ),
    [`GET ${CMS}checkout/cart/getPromotionsInfo`]: ok({
      xPlusOne: { status: true, info: [{ customer_group_id: 0, product_count: 2 }] },
      discount: { status: true, info: [{ customer_group_id: 2, percent: 10, total: 10000 }] },
      presents: { status: Boolean(gifts), info: gifts ? [{ total: 3000 }] : [] },
      freeDelivery: { total: 4000 },
    }),
    [`POST ${CMS}checkout/cart/add`]: guarded('add', (config) => {
      const payload = bodyOf<CartAddPayload>(config);
      server.adds.push(payload);
      // The first add gives the browser a session, whatever it answers.
      markSession();
      const product = byId.get(payload.product_id);
      if (!product) return fail(404, 'Товар не найден');
      const ids = server.lines.map((l) => l.product_id);
      const mixing =
        ids.length > 0 && (payload.product_id === CERTIFICATE_PRODUCT_ID || ids.includes(CERTIFICATE_PRODUCT_ID));
      if (mixing) return fail(409, certificateMixWarning);
      if (product.stock <= 0) return fail(409, 'Товара нет в наличии');
      const option = payload.option ?? {};
      const same = server.lines.find(
        (l) =>
          !l.isPresent && l.product_id === payload.product_id && JSON.stringify(l.option) === JSON.stringify(option),
      );
      if (same) same.quantity = Math.min(product.stock, same.quantity + payload.quantity);
      else
        server.lines.push({
          key: `key-${nextKey++}`,
          product_id: payload.product_id,
          quantity: payload.quantity,
          option,
          isPresent: false,
        });
      const cart = toCart();
      return ok({
        success: 'Добавлено в корзину',
        total: `Итого: ${formatRoubles(cart.total)}, в корзине ${itemsCountText(cart.countItems)}`,
        count: cart.countItems,
      });
    }),
    [`POST ${CMS}d_quickcheckout/cart/update`]: guarded('update', (config) => {
      const body = bodyOf<{ cart: Record<string, number>; cart_action: string; cartItemCode: string }>(config);
      server.updates.push(body);
      const line = server.lines.find((l) => l.key === body.cartItemCode);
      if (!line) return fail(404, 'Товар не найден в корзине');
      const stock = byId.get(line.product_id)!.stock;
      if (body.cart_action === 'Increment') {
        if (line.quantity >= stock) return fail(409, 'Недостаточно товара на складе');
        line.quantity += 1;
      } else if (body.cart_action === 'Decrement') {
        line.quantity -= 1;
      } else {
        line.quantity = 0;
      }
      server.lines = server.lines.filter((l) => l.quantity > 0);
      return ok(toCart());
    }),
    [`POST ${CMS}d_quickcheckout/cart/clearCart`]: guarded('clearCart', () => {
      server.lines = [];
      server.voucher = null;
      return ok(toCart());
    }),
    [`POST ${CMS}checkout/voucher/voucher`]: guarded('voucher', (config) => {
      const { voucher } = bodyOf<{ voucher: string }>(config);
      if (server.disabled.has(voucher)) return fail(400, CERTIFICATE_DISABLED);
      if (!(voucher in vouchers)) return fail(400, 'Сертификат не найден или уже использован');
      server.voucher = voucher;
      return ok({ success: 'Сертификат применён' });
    }),
    [`POST ${CMS}d_quickcheckout/product_to_present/updateProduct`]: guarded('gift', (config) => {
      const body = bodyOf<{ product_id: number; action: 'increment' | 'decrement' }>(config);
      const choice = giftChoice();
      const line = server.lines.find((l) => l.isPresent && l.product_id === body.product_id);
      if (body.action === 'increment') {
        if (choice.currentCount >= choice.totalCount) return fail(409, 'Все подарки уже выбраны');
        if (line) line.quantity += 1;
        else
          server.lines.push({
            key: `gift-${nextKey++}`,
            product_id: body.product_id,
            quantity: 1,
            option: {},
            isPresent: true,
          });
      } else if (line) {
        line.quantity -= 1;
        server.lines = server.lines.filter((l) => l.quantity > 0);
      }
      return ok(toCart());
    }),
  };
  return server;
}
