import type { AreaType, ShippingCode } from './delivery-options';
import type { PaymentMethod, ShippingOption } from './delivery-prices';

/**
 * The checkout's wire shapes (product §3 "Checkout state", the cart–checkout contract): what stepsInit and every
 * update call answers, the pickup point (integrations §4 mapped to docs/product.md names), the success call's reply. Shared by the
 * storefront's API client and the checkout statechart, so both read one definition.
 */

export interface PickupPoint {
  /** CDEK office code. */
  id: string;
  cityCode: number;
  city: string;
  /** The point's region (checkout step 1's region for another city). */
  region: string;
  /** The office address. */
  street: string;
  note: string;
  /** Working hours. */
  cdek_terms: string;
}

/** A delivery method with its price for this cart, as src/domain/delivery-prices.ts computes it. */
export type ShippingMethodOption = ShippingOption;

export type PaymentMethodOption = PaymentMethod;

export interface CheckoutCustomer {
  customer_id: number;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  address: string;
}

export interface CheckoutTotalRow {
  code: string;
  title: string;
  value: number;
  text: string;
}

export interface CheckoutState {
  area: { area: AreaType | null; zone_id: number | null; region_zone_id: number | null };
  shipping_method: {
    code: ShippingCode | null;
    shipping_methods: ShippingMethodOption[];
    pickup_point: PickupPoint | null;
    /** The shop's own pickup place, while self-pickup is offered and the shop has set it. */
    self_pickup: { address: string; hours: string } | null;
  };
  payment_method: { code: string | null; payment_methods: PaymentMethodOption[] };
  shipping_address: {
    firstname: string;
    lastname: string;
    email: string;
    telephone: string;
    address_1: string;
    country_id: number;
    zone_id: number | null;
  };
  comment: string;
  checkout_current_step: number;
  /** A uuid: confirm's idempotency key (the same key twice places one order). */
  checkout_key: string;
  customer: CheckoutCustomer | null;
  order_id: number | null;
  totals: CheckoutTotalRow[];
  total: number;
}

/** `module/d_quickcheckout/basic`: Russia's regions (for 'another city') and the three areas. */
export interface CheckoutBasics {
  regions: { zone_id: number; name: string }[];
  areas: { area: AreaType; zone_id: number; title: string }[];
}

/** `confirm/update`: the placed order. */
export interface ConfirmReply {
  order_id: number;
  payment_code: string;
  redirect: string | null;
}

/** `payment/modulbank/send`: the bank's form, or the error flag (then the shopper goes back to step 3). */
export type CardPaymentReply =
  { action: string; fields: Record<string, string>; error?: undefined } | { error: true; message: string };

/** `payment/{code}/confirm` for methods other than the card. */
export interface PaymentConfirmReply {
  order_id: number;
  redirect: string;
}

/** `checkout/success/successJson`: the session's last order. */
export interface SuccessReply {
  order_id: number | null;
  payment_code: string | null;
  status_id: number | null;
  status_name: string | null;
  /** Only when the server recorded the order as paid. */
  transaction_id: string | null;
  /** What was ordered (gifts included, at 0 ₽), in the order's order; empty when there is no order. */
  products: SuccessItem[];
  /** The order's totals rows ('Сумма', the delivery, promotions, 'Итого'). */
  totals: { code: string; title: string; value: number }[];
}

/** successJson's answer when the session has placed no order. */
export const NO_ORDER: SuccessReply = {
  order_id: null,
  payment_code: null,
  status_id: null,
  status_name: null,
  transaction_id: null,
  products: [],
  totals: [],
};

export interface SuccessItem {
  name: string;
  model: string;
  quantity: number;
  /** Roubles for the line. */
  total: number;
  /** 'Пробник: …', 'Сумма сертификата: …'. */
  options: string[];
}
