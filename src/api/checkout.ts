import type {
  AreaBody,
  CardPaymentReply,
  CdekOffice,
  CheckoutBasics,
  CheckoutState,
  CheckoutSuccess,
  ConfirmReply,
  PaymentConfirmReply,
  PickupPoint,
  SessionOrderId,
  ShippingAddressBody,
} from '../contract/checkout';
import type { ShippingCode } from '../domain/delivery-options';
import { getBare, getJson, postJson } from './http';

/**
 * product §7 "Cart and checkout": the checkout half (CMS routes, with credentials: the session cookie goes with every
 * call of the shared client), plus the pickup-point service (integrations §4; path chosen in the cart–checkout
 * contract). Every checkout path appears here once.
 */

/** The reply and body types of these calls, as the contract defines them. */
export type * from '../contract/checkout';

const CMS = '/cms/index.php?route=';

export function fetchCheckoutState(): Promise<CheckoutState> {
  return getJson<CheckoutState>(`${CMS}module/d_quickcheckout/stepsInit`);
}

export function fetchCheckoutBasics(): Promise<CheckoutBasics> {
  return getJson<CheckoutBasics>(`${CMS}module/d_quickcheckout/basic`);
}

export function updateArea(payload: AreaBody): Promise<CheckoutState> {
  return postJson<CheckoutState>(`${CMS}d_quickcheckout/area/update`, payload);
}

export function updateShippingMethod(payload: {
  shipping_method: ShippingCode;
  pickup_point_id?: string;
}): Promise<CheckoutState> {
  return postJson<CheckoutState>(`${CMS}d_quickcheckout/shipping_method/update`, payload);
}

export function updatePaymentMethod(payload: { payment_method: string }): Promise<CheckoutState> {
  return postJson<CheckoutState>(`${CMS}d_quickcheckout/payment_method/update`, payload);
}

/** Partial saves: any of the fields; `telephone` digits only (stored unmasked). */
export function updateShippingAddress(payload: ShippingAddressBody): Promise<CheckoutState> {
  return postJson<CheckoutState>(`${CMS}d_quickcheckout/shipping_address/update`, payload);
}

/** `total` is the total step 5 showed, in whole roubles: the server refuses the order (409) if its own differs. */
export function confirmOrder(payload: {
  checkout_key: string;
  comment: string;
  total: number;
  agree_privacy: true;
  agree_rules: true;
}): Promise<ConfirmReply> {
  return postJson<ConfirmReply>(`${CMS}d_quickcheckout/confirm/update`, payload);
}

/** The bank's payment form for the session's pending card order. */
export function fetchCardPayment(): Promise<CardPaymentReply> {
  return getJson<CardPaymentReply>(`${CMS}payment/modulbank/send`);
}

/** Confirms an order paid other than by card (e.g. 'cod', on receipt). */
export function confirmPayment(code: string): Promise<PaymentConfirmReply> {
  return getJson<PaymentConfirmReply>(`${CMS}payment/${encodeURIComponent(code)}/confirm`);
}

export function fetchSuccess(payload: {
  is_user_auth: boolean;
  user_id: number;
  transaction_id: string | null;
}): Promise<CheckoutSuccess> {
  return postJson<CheckoutSuccess>(`${CMS}checkout/success/successJson`, payload);
}

export function fetchSessionOrderId(): Promise<SessionOrderId> {
  return getJson<SessionOrderId>(`${CMS}checkout/success/getOrderId`);
}

/**
 * Pickup points of a city (CDEK city code) or a region, matching a text; mapped to docs/product.md names (id, cityCode,
 * street, cdek_terms).
 */
export async function fetchPickupPoints(filter: {
  cityCode?: number;
  region?: string;
  query?: string;
}): Promise<PickupPoint[]> {
  const params: Record<string, string | number> = { action: 'offices' };
  if (filter.cityCode) params.city_code = filter.cityCode;
  if (filter.region) params.region = filter.region;
  if (filter.query) params.q = filter.query;
  // The CDEK service answers a bare array (no envelope), as the widget's service.php does.
  const offices = parseOffices(await getBare<unknown>('/back/cdek/service', params));
  return offices.map((office) => ({
    id: office.code,
    cityCode: office.city_code,
    city: office.city,
    region: office.region,
    street: office.address,
    note: office.note,
    cdek_terms: office.work_time,
  }));
}

function parseOffices(data: unknown): CdekOffice[] {
  const value = typeof data === 'string' ? (JSON.parse(data) as unknown) : data;
  // Tolerates the shop's envelope too, should the service ever answer with it.
  const list = value && typeof value === 'object' && 'data' in value ? value.data : value;
  return Array.isArray(list) ? (list as CdekOffice[]) : [];
}
