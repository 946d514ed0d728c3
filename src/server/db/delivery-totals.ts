import type { Kysely, Selectable } from 'kysely';
import { computeCartTotals, type CartTotals } from '../../domain/cart-totals';
import { isAreaStepComplete, type AreaType } from '../../domain/delivery-options';
import { shippingOptionsFor, type ShippingOption } from '../../domain/delivery-prices';
import type { DeliveryTariff } from '../../domain/delivery-settings';
import type { StoredCart } from './cart-store';
import type { Database } from './schema';
import type { CheckoutStateTable } from './tables/checkout-tables';

/**
 * The cart's money with the delivery the session's checkout chose: the cart and the checkout both answer with these
 * totals, so the cart page, step 5 and the order show one total, delivery a row of its own once chosen.
 */

type Db = Kysely<Database>;
export type CheckoutRow = Selectable<CheckoutStateTable>;

/** The session's checkout row if it has one (nothing is created). */
export async function findCheckout(db: Db, sessionId: number): Promise<CheckoutRow | null> {
  return (
    (await db.selectFrom('checkout_state').selectAll().where('session_id', '=', sessionId).executeTakeFirst()) ?? null
  );
}

export const isCertificateCart = (cart: StoredCart) => cart.lines.some((line) => line.isCertificate);

/** The goods value free delivery is measured against: goods at the shopper's price, gifts and certificates aside. */
export function goodsTotal(cart: StoredCart): number {
  return cart.lines
    .filter((l) => !l.isPresent && !l.isCertificate)
    .reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
}

export function areaTypeOf(row: Pick<CheckoutRow, 'area'>): AreaType | null {
  return (row.area as AreaType | null) ?? null;
}

/**
 * The delivery methods offered to this cart in the chosen area at the owner's `tariff` (deliveryTariff, read by the
 * caller): none before step 1 is complete, none for a certificate.
 */
export function offeredShipping(
  row: CheckoutRow,
  cart: StoredCart,
  group: number,
  tariff: DeliveryTariff,
): ShippingOption[] {
  const area = areaTypeOf(row);
  if (
    isCertificateCart(cart) ||
    area === null ||
    !isAreaStepComplete(area, area === 'another' ? row.region_zone_id : row.zone_id)
  ) {
    return [];
  }
  return shippingOptionsFor(area, goodsTotal(cart), group, tariff);
}

/** The chosen delivery when it is still offered (a changed cart or area can take it away). */
export function chosenShipping(
  row: CheckoutRow,
  cart: StoredCart,
  group: number,
  tariff: DeliveryTariff,
): ShippingOption | null {
  return offeredShipping(row, cart, group, tariff).find((o) => o.code === row.shipping_code) ?? null;
}

/** The cart's totals with the checkout's delivery, while it is still offered (no checkout row: none). */
export function totalsOf(
  row: CheckoutRow | null,
  cart: StoredCart,
  group: 0 | 1 | 2,
  tariff: DeliveryTariff,
): CartTotals {
  const shipping = row ? chosenShipping(row, cart, group, tariff) : null;
  return computeCartTotals({
    lines: cart.lines,
    promotions: cart.promotions,
    group,
    voucher: cart.voucher,
    shipping: shipping ? { title: shipping.title, cost: shipping.cost } : null,
  });
}
