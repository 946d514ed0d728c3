import { firstCheckoutStep } from '../../domain/checkout-progress';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { CheckoutCustomer, CheckoutState, PickupPoint } from '../../contract/checkout';
import { DEFAULT_COUNTRY_ID, SHIPPING_CODE } from '../../domain/constants';
import { isPaymentChoosable, paymentMethodsFor } from '../../domain/delivery-prices';
import { loadCart, type CartOwner, type StoredCart } from '../db/cart-store';
import {
  areaTypeOf,
  chosenShipping,
  isCertificateCart,
  offeredShipping,
  totalsOf,
  type CheckoutRow,
} from '../db/delivery-totals';
import type { Database } from '../db/schema';
import { deliveryTariff, selfPickupPlace } from '../db/delivery-terms';
import type { PickupPointTable } from '../db/tables/checkout-tables';
import { ensureCartOwner } from '../http/cart-owner';

/**
 * One session's checkout (the `checkout_state` row) and the CheckoutState reply every step route answers with
 * (contract "Checkout routes"). Prices, delivery and totals always come from the server's own cart.
 */

type Db = Kysely<Database>;
export type PickupPointRow = Selectable<PickupPointTable>;

export interface Caller {
  sessionId: number;
  customerId: number | null;
  owner: CartOwner;
}

/** The caller's session (created for a guest without one: the checkout lives in it) and cart owner. */
export async function callerOf(request: FastifyRequest, reply: FastifyReply): Promise<Caller> {
  const owner = await ensureCartOwner(request, reply);
  return { sessionId: owner.sessionId, customerId: owner.customerId, owner };
}

/** The session's checkout row, created on first use. */
export async function loadCheckout(db: Db, sessionId: number): Promise<CheckoutRow> {
  await db
    .insertInto('checkout_state')
    .values({ session_id: sessionId })
    .onConflict((oc) => oc.column('session_id').doNothing())
    .execute();
  return db.selectFrom('checkout_state').selectAll().where('session_id', '=', sessionId).executeTakeFirstOrThrow();
}

export async function saveCheckout(
  db: Db,
  sessionId: number,
  changes: Partial<Omit<CheckoutRow, 'session_id'>>,
): Promise<void> {
  await db
    .updateTable('checkout_state')
    .set({ ...changes, date_modified: new Date() })
    .where('session_id', '=', sessionId)
    .execute();
}

export function toPickupPoint(p: PickupPointRow): PickupPoint {
  return {
    id: p.code,
    cityCode: p.city_code,
    city: p.city,
    region: p.region,
    street: p.address,
    note: p.note,
    cdek_terms: p.work_time,
  };
}

export async function findPickupPoint(db: Db, code: string | null): Promise<PickupPointRow | null> {
  if (!code) return null;
  return (
    (await db
      .selectFrom('pickup_point')
      .selectAll()
      .where('code', '=', code)
      .where('status', '=', true)
      .executeTakeFirst()) ?? null
  );
}

/** The step the shopper is at: a certificate cart never shows the delivery steps (it starts at step 3). */
export function effectiveStep(row: CheckoutRow, cart: StoredCart): number {
  return Math.max(row.current_step, firstCheckoutStep(isCertificateCart(cart)));
}

/** The whole CheckoutState of the caller (contract shape); without a bank (cardAvailable false) the card is marked unavailable. */
export async function describeCheckout(
  db: Db,
  caller: Caller,
  cardAvailable: boolean,
  row?: CheckoutRow,
): Promise<CheckoutState> {
  const state = row ?? (await loadCheckout(db, caller.sessionId));
  const cart = await loadCart(db, caller.owner);
  const group = caller.owner.group;
  const tariff = await deliveryTariff(db);
  const shipping = chosenShipping(state, cart, group, tariff);
  const totals = totalsOf(state, cart, group, tariff);
  const point =
    shipping?.code === SHIPPING_CODE.PICKUP_POINT ? await findPickupPoint(db, state.pickup_point_code) : null;
  const offered = offeredShipping(state, cart, group, tariff);
  const selfPickup = offered.some((o) => o.code === SHIPPING_CODE.SELF_PICKUP) ? await selfPickupPlace(db) : null;
  const certificate = isCertificateCart(cart);
  const payments = paymentMethodsFor(certificate, cardAvailable);
  const customer = caller.customerId === null ? null : await customerOf(db, caller.customerId);
  // A logged-in customer's details fill what the checkout does not have yet (pre-fill, product §3 `customer`).
  const pick = (own: string, fromCustomer: string | undefined) => (own.trim() !== '' ? own : (fromCustomer ?? ''));
  return {
    area: { area: areaTypeOf(state), zone_id: state.zone_id, region_zone_id: state.region_zone_id },
    shipping_method: {
      code: shipping?.code ?? null,
      shipping_methods: offered,
      pickup_point: point ? toPickupPoint(point) : null,
      self_pickup: selfPickup,
    },
    payment_method: {
      code: isPaymentChoosable(payments, state.payment_code) ? state.payment_code : null,
      payment_methods: payments,
    },
    shipping_address: {
      firstname: pick(state.firstname, customer?.firstname),
      lastname: pick(state.lastname, customer?.lastname),
      email: pick(state.email, customer?.email),
      telephone: pick(state.telephone, customer?.telephone),
      address_1: pick(state.address_1, customer?.address),
      country_id: DEFAULT_COUNTRY_ID,
      zone_id: state.zone_id,
    },
    comment: state.comment,
    checkout_current_step: effectiveStep(state, cart),
    checkout_key: state.checkout_key,
    customer,
    order_id: state.order_id,
    totals: totals.rows.map(({ code, title, value, text }) => ({ code, title, value, text })),
    total: totals.total,
  };
}

async function customerOf(db: Db, customerId: number): Promise<CheckoutCustomer | null> {
  const row = await db
    .selectFrom('customer')
    .select(['customer_id', 'firstname', 'lastname', 'email', 'telephone', 'address'])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, email: row.email ?? '' };
}
