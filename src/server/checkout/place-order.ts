import { releaseOptionStock, reserveOptionStock } from '../db/option-stock';
import { sql, type Kysely, type Transaction } from 'kysely';
import { computeCartTotals } from '../../domain/cart-totals';
import { AREA_TYPE, CERTIFICATE_PRODUCT_ID, SHIPPING_CODE } from '../../domain/constants';
import { isAreaStepComplete, needsStreetAddress, type AreaType } from '../../domain/delivery-options';
import { AREA_TITLE, isCardPayment, PAID_BY_VOUCHER, paymentMethodsFor } from '../../domain/delivery-prices';
import { checkoutEmailAlert, finalSubmitProblems, type CheckoutContact } from '../../domain/validation';
import { emptyCart, loadCart, lockCart, lockCartVoucher, voucherByCode, type StoredCartLine } from '../db/cart-store';
import type { Database } from '../db/schema';
import { markOrderPaidByTestCertificate } from '../db/test-payments';
import { badRequest, HttpError } from '../http/http-error';
import { CHECKOUT_MESSAGES as M } from './checkout-messages';
import { chosenShipping, isCertificateCart, type CheckoutRow } from '../db/delivery-totals';
import { deliveryTariff, selfPickupLine, selfPickupPlace } from '../db/delivery-terms';
import { findPickupPoint, type Caller } from './checkout-state';
import { ORDER_STATUS } from './order-status';
import { regionName } from './russia-regions';

export interface PlaceOrderInput {
  caller: Caller;
  /** The confirm call's idempotency key (CheckoutState.checkout_key). */
  key: string;
  /** The total step 5 showed the shopper (whole roubles): the order is placed only at this total. */
  shownTotal: number;
  comment?: string;
  ip: string;
  userAgent: string;
}

export interface PlacedOrder {
  orderId: number;
  paymentCode: string;
  statusId: number;
  /** False when the key had already placed this order (a double submit): nothing was created or reserved. */
  created: boolean;
}

const NO_DELIVERY = '—';

/**
 * Places the order of the caller's cart in one transaction (contract "confirm/update"): the session's checkout row is
 * locked first, so two submits of one session run one after the other and the second finds the first's order by its
 * key; the cart, prices, delivery and totals are the server's own; stock is taken with a conditional update per
 * product (`quantity >= n`), so concurrent orders can never sell more than there is; then order, lines, options,
 * totals, history and the voucher's use are written. A card order waits for the bank with the cart kept; any other
 * order empties the cart and starts a fresh checkout at once.
 */
export async function placeOrder(db: Kysely<Database>, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { caller, key } = input;
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('checkout_state')
      .values({ session_id: caller.sessionId })
      .onConflict((oc) => oc.column('session_id').doNothing())
      .execute();
    const row = await trx
      .selectFrom('checkout_state')
      .selectAll()
      .where('session_id', '=', caller.sessionId)
      .forUpdate()
      .executeTakeFirstOrThrow();

    const previous = await trx
      .selectFrom('order')
      .select(['order_id', 'session_id', 'status_id', 'payment_code'])
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (previous) {
      if (previous.session_id !== caller.sessionId) throw new HttpError(409, M.staleCheckout);
      if (previous.status_id !== ORDER_STATUS.CANCELLED) {
        return {
          orderId: previous.order_id,
          paymentCode: previous.payment_code,
          statusId: previous.status_id,
          created: false,
        };
      }
      // The bank declined that order: the same key may place the order again.
      await trx.updateTable('order').set({ idempotency_key: null }).where('order_id', '=', previous.order_id).execute();
    } else if (key !== row.checkout_key) {
      throw new HttpError(409, M.staleCheckout);
    }

    // The cart too: a customer's cart is shared by their sessions (two devices confirming at once).
    const cartId = await lockCart(trx, caller.owner);
    // Then the certificate it pays with: parallel orders on one certificate are debited one after the other, each
    // from the balance the previous one left (the cart is read after the lock, so the balance is current).
    await lockCartVoucher(trx, cartId);
    const cart = await loadCart(trx, caller.owner);
    if (cart.lines.length === 0) throw badRequest(M.emptyCart);
    const certificate = isCertificateCart(cart);
    const group = caller.owner.group;

    const area = row.area as AreaType | null;
    const shipping = certificate ? null : chosenShipping(row, cart, group, await deliveryTariff(trx));
    if (!certificate) {
      if (area === null || !isAreaStepComplete(area, area === AREA_TYPE.OTHER ? row.region_zone_id : row.zone_id)) {
        throw badRequest(M.areaFirst);
      }
      if (!shipping) throw badRequest(M.shippingFirst);
    }
    const point =
      shipping?.code === SHIPPING_CODE.PICKUP_POINT ? await findPickupPoint(trx, row.pickup_point_code) : null;
    if (shipping?.code === SHIPPING_CODE.PICKUP_POINT && !point) throw badRequest(M.noPickupPoint);
    const chosenPayment = paymentMethodsFor(certificate).find((m) => m.code === row.payment_code);
    if (!chosenPayment) throw badRequest(M.paymentFirst);

    const contact = await contactOf(trx, row, caller.customerId);
    const problems = finalSubmitProblems(contact, !certificate && needsStreetAddress(shipping?.code));
    if (problems.length > 0) throw badRequest(problems[0]);
    const emailProblem = checkoutEmailAlert(contact.email);
    if (emailProblem) throw badRequest(emailProblem);

    const totals = computeCartTotals({
      lines: cart.lines,
      promotions: cart.promotions,
      group,
      voucher: cart.voucher,
      shipping: shipping ? { title: shipping.title, cost: shipping.cost } : null,
    });

    // Charged what was shown: a price, special, promotion, delivery price or the certificate's balance that changed
    // since step 5 (another order spent it a moment ago) stops the order; the shopper sees the new total first.
    // A certificate the shop switched off meanwhile says so (the cart re-checks its code whenever it is priced).
    if (Math.round(totals.total) !== input.shownTotal) {
      const total = Math.round(totals.total);
      throw new HttpError(409, cart.voucherRefused ? M.certificateDisabled(total) : M.totalChanged(total));
    }

    // A certificate that pays everything leaves nothing for the bank: the order is paid as it is placed.
    const paidByVoucher = totals.total === 0;
    const payment = paidByVoucher ? PAID_BY_VOUCHER : chosenPayment;
    const card = isCardPayment(payment.code);
    if (card) await refuseTooManyUnpaid(trx, caller.sessionId, input.ip);

    await reserveStock(trx, cart.lines);
    const statusId = paidByVoucher ? ORDER_STATUS.PAID : card ? ORDER_STATUS.AWAITING_PAYMENT : ORDER_STATUS.NEW;
    const comment = (input.comment ?? row.comment).trim();
    const cityOfArea =
      area === AREA_TYPE.MOSCOW
        ? 'Москва'
        : area === AREA_TYPE.SPB
          ? 'Санкт-Петербург'
          : (regionName(row.region_zone_id) ?? '');
    const zoneTitle =
      certificate || area === null
        ? ''
        : area === AREA_TYPE.OTHER
          ? (regionName(row.region_zone_id) ?? AREA_TITLE[area])
          : AREA_TITLE[area];
    const place = shipping?.code === SHIPPING_CODE.SELF_PICKUP ? await selfPickupPlace(trx) : null;
    const selfPickupAddress = place ? `Самовывоз: ${selfPickupLine(place)}` : 'Самовывоз';
    const shippingAddress = certificate
      ? NO_DELIVERY
      : point
        ? `${point.city}, ${point.address} (пункт выдачи ${point.code})`
        : shipping?.code === SHIPPING_CODE.SELF_PICKUP
          ? selfPickupAddress
          : contact.address_1;

    const { order_id: orderId } = await trx
      .insertInto('order')
      .values({
        customer_id: caller.customerId,
        customer_group_id: group,
        session_id: caller.sessionId,
        idempotency_key: key,
        firstname: contact.firstname,
        lastname: contact.lastname,
        email: contact.email,
        telephone: contact.telephone,
        comment,
        payment_zone_id: certificate ? null : row.zone_id,
        payment_zone: zoneTitle,
        payment_method: payment.title,
        payment_code: payment.code,
        shipping_address_1: shippingAddress.slice(0, 500),
        shipping_city: point?.city ?? (certificate ? '' : cityOfArea),
        shipping_method: shipping?.title ?? NO_DELIVERY,
        shipping_code: shipping?.code ?? '',
        shipping_point: point?.code ?? null,
        shipping_cost: shipping?.cost ?? 0,
        voucher_code: totals.voucherUsed > 0 ? (cart.voucher?.code ?? null) : null,
        total: totals.total,
        status_id: statusId,
        ip: input.ip.slice(0, 45),
        user_agent: input.userAgent.slice(0, 255),
      })
      .returning('order_id')
      .executeTakeFirstOrThrow();

    for (const line of cart.lines) {
      const { order_product_id } = await trx
        .insertInto('order_product')
        .values({
          order_id: orderId,
          product_id: line.product_id,
          name: line.name,
          model: line.sku,
          image: line.image,
          quantity: line.quantity,
          price: line.unitPrice,
          total: line.unitPrice * line.quantity,
          is_present: line.isPresent,
        })
        .returning('order_product_id')
        .executeTakeFirstOrThrow();
      const options =
        line.optionIds.length > 0
          ? line.optionIds
          : line.options.map((o) => ({ ...o, product_option_id: null, product_option_value_id: null }));
      if (options.length > 0) {
        await trx
          .insertInto('order_option')
          .values(options.map((o) => ({ order_id: orderId, order_product_id, ...o })))
          .execute();
      }
    }

    await trx
      .insertInto('order_total')
      .values(
        totals.rows.map((r, index) => ({
          order_id: orderId,
          code: r.code,
          title: r.title,
          value: r.value,
          sort_order: index + 1,
        })),
      )
      .execute();
    await trx
      .insertInto('order_history')
      .values({
        order_id: orderId,
        status_id: statusId,
        notify: true,
        comment: card
          ? 'Заказ оформлен, ожидает оплаты картой'
          : paidByVoucher
            ? 'Заказ оформлен и оплачен сертификатом'
            : 'Заказ оформлен',
      })
      .execute();

    if (totals.voucherUsed > 0 && cart.voucher) {
      const voucher = await voucherByCode(trx, cart.voucher.code);
      if (voucher) {
        await trx
          .insertInto('voucher_history')
          .values({ voucher_id: voucher.voucherId, order_id: orderId, amount: -totals.voucherUsed })
          .execute();
      }
    }
    // A certificate bought with a test payment paid part of it: the order is marked, its e-mails say so.
    await markOrderPaidByTestCertificate(trx, orderId);

    await trx
      .updateTable('checkout_state')
      .set({
        order_id: orderId,
        comment,
        // A new key: the next confirm of this session is a new order.
        checkout_key: sql<string>`gen_random_uuid()`,
        date_modified: new Date(),
        // Paid on delivery: the order is complete, the next checkout starts afresh (contact details kept).
        ...(card
          ? {}
          : {
              area: null,
              zone_id: null,
              region_zone_id: null,
              shipping_code: null,
              pickup_point_code: null,
              payment_code: null,
              current_step: 1,
            }),
      })
      .where('session_id', '=', caller.sessionId)
      .execute();
    if (!card) await emptyCart(trx, caller.owner);

    return { orderId, paymentCode: payment.code, statusId, created: true };
  });
}

/** How many unpaid card orders (each holding its goods until paid or expired) one session or one address may have. */
export const MAX_UNPAID_ORDERS = 3;

/**
 * Stops a session or a client address from holding the catalogue's stock with unpaid card orders: the 4th is a 429
 * until one is paid or expires. Placements from one address are serialised by a transaction-scoped advisory lock
 * (those of one session already are, by the checkout row), so two at once cannot both pass the count.
 */
async function refuseTooManyUnpaid(trx: Transaction<Database>, sessionId: number, ip: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`unpaid-orders:${ip}`}))`.execute(trx);
  const row = await trx
    .selectFrom('order')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status_id', '=', ORDER_STATUS.AWAITING_PAYMENT)
    .where((eb) => eb.or([eb('session_id', '=', sessionId), eb('ip', '=', ip.slice(0, 45))]))
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= MAX_UNPAID_ORDERS) throw new HttpError(429, M.tooManyUnpaid(MAX_UNPAID_ORDERS));
}

/** The contact of the checkout, a logged-in customer's own details filling what the checkout lacks. */
async function contactOf(
  trx: Transaction<Database>,
  row: CheckoutRow,
  customerId: number | null,
): Promise<CheckoutContact> {
  const customer =
    customerId === null
      ? undefined
      : await trx
          .selectFrom('customer')
          .select(['firstname', 'lastname', 'email', 'telephone', 'address'])
          .where('customer_id', '=', customerId)
          .executeTakeFirst();
  const pick = (own: string, other: string | null | undefined) =>
    own.trim() !== '' ? own.trim() : (other ?? '').trim();
  return {
    firstname: pick(row.firstname, customer?.firstname),
    lastname: pick(row.lastname, customer?.lastname),
    email: pick(row.email, customer?.email),
    telephone: pick(row.telephone, customer?.telephone),
    address_1: pick(row.address_1, customer?.address),
  };
}

/**
 * Takes the goods out of stock: one conditional update per product in product order (so two transactions on
 * PostgreSQL lock rows in the same order and cannot deadlock). A product without enough left stops the order (409).
 * The certificate is not stock: it is never counted. The chosen option values' own stock is taken after
 * (option-stock.ts).
 */
async function reserveStock(trx: Transaction<Database>, lines: readonly StoredCartLine[]): Promise<void> {
  const need = new Map<number, { quantity: number; name: string }>();
  for (const line of lines) {
    if (line.isCertificate) continue;
    const entry = need.get(line.product_id) ?? { quantity: 0, name: line.name };
    entry.quantity += line.quantity;
    need.set(line.product_id, entry);
  }
  for (const [productId, { quantity, name }] of [...need].sort(([a], [b]) => a - b)) {
    const taken = await trx
      .updateTable('product')
      .set({ quantity: sql<number>`quantity - ${quantity}` })
      .where('product_id', '=', productId)
      .where('quantity', '>=', quantity)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) {
      const left = await trx
        .selectFrom('product')
        .select('quantity')
        .where('product_id', '=', productId)
        .executeTakeFirst();
      throw new HttpError(409, M.outOfStock(name, Math.max(0, left?.quantity ?? 0)));
    }
  }
  await reserveOptionStock(
    trx,
    lines.filter((line) => !line.isCertificate && !line.isPresent),
    M.outOfStock,
  );
}

/** Puts a cancelled order's goods back into stock (the certificate was never taken). */
export async function releaseStock(trx: Transaction<Database>, orderId: number): Promise<void> {
  const lines = await trx
    .selectFrom('order_product')
    .select(['product_id', sql<number>`sum(quantity)::int`.as('quantity')])
    .where('order_id', '=', orderId)
    .groupBy('product_id')
    .orderBy('product_id')
    .execute();
  for (const line of lines) {
    if (line.product_id === CERTIFICATE_PRODUCT_ID) continue;
    await trx
      .updateTable('product')
      .set({ quantity: sql<number>`quantity + ${Number(line.quantity)}` })
      .where('product_id', '=', line.product_id)
      .execute();
  }
  await releaseOptionStock(trx, orderId);
}
