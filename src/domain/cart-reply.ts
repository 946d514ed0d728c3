/**
 * The cart as the back end sends it (product §3 "Cart", "Cart product", "Gift-choice product", "Cart add payload";
 * the reply shapes fixed in the cart/checkout contract). Types only: the storefront client (src/api/cart.ts) returns
 * them and the cart statechart (machines/cart) keeps them, and neither may import the other.
 */

export interface CartOption {
  name: string;
  value: string;
}

export interface CartProduct {
  /** The line's item key (used as cartItemCode). */
  key: string;
  product_id: number;
  name: string;
  /** '/' + the product's url. */
  href: string;
  thumb: string | null;
  option: CartOption[];
  /** The sku; '' for the certificate. */
  articul: string;
  /** Unit price, whole roubles. */
  price: number;
  quantity: number;
  /** Line total, whole roubles. */
  total: number;
  stock_quantity: number;
  isPresent: boolean;
}

export interface GiftProduct {
  id: number;
  name: string;
  href: string;
  thumb: string | null;
  /** 1 rouble. */
  price: number;
  /** How many of it are chosen. */
  quantity: number;
  stok_quantity: number;
}

export interface GiftChoice {
  /** Whether a gift promotion is reached. */
  status: boolean;
  /** How many gifts the cart may hold. */
  totalCount: number;
  /** How many are chosen. */
  currentCount: number;
  products: GiftProduct[];
}

export interface CartTotalRow {
  code: string;
  /** May hold HTML: strip it before showing. */
  title: string;
  text: string;
  value: number;
}

export interface Cart {
  products: CartProduct[];
  /** Item key → quantity. */
  cart: Record<string, number>;
  totals: CartTotalRow[];
  /** The applied certificate code. */
  voucher: string | null;
  /** Why the applied code takes nothing off: the shop switched the certificate off. */
  voucher_refused?: string;
  product_to_present: GiftChoice;
  /** Units of goods, gifts excluded. */
  countItems: number;
  total: number;
  hasCertificate: boolean;
}

/** The add payload's option: a sampler (product_option_id → product_option_value_id) or a certificate amount. */
export type CartAddOption = Record<string, string | number>;

export interface CartAddPayload {
  product_id: number;
  quantity: number;
  option?: CartAddOption;
}

/** The add reply: 'Добавлено в корзину', 'Итого: 4 500 ₽, в корзине 3 товара' and the units now in the cart. */
export interface CartAddReply {
  success: string;
  total: string;
  count: number;
}

export type CartUpdateAction = 'Increment' | 'Decrement' | 'deleteItem';

export const EMPTY_CART: Cart = {
  products: [],
  cart: {},
  totals: [],
  voucher: null,
  product_to_present: { status: false, totalCount: 0, currentCount: 0, products: [] },
  countItems: 0,
  total: 0,
  hasCertificate: false,
};
