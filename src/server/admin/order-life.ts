import { transition } from 'xstate';
import {
  ORDER_LIFE_STATUS,
  orderLifeMachine,
  type OrderLifeState,
  type OrderPayment,
  type OrderStaffEvent,
} from '../../../machines/order/life.machine';
import { ORDER_ACTIONS, type OrderAction } from '../../contract/admin';
import { isCardPayment, PAID_BY_VOUCHER } from '../../domain/delivery-prices';
import { ORDER_STATUS, type OrderStatusId } from '../../domain/order-status';

/**
 * The order statechart as the server's rule book (decision 0021): an order's row is put into the chart's state for
 * its status, and only what the chart accepts from there may happen. Pure functions, no database: the order service
 * (order-change.ts) reads the order, asks here, and carries out the effects the chart names.
 */

/** What the chart needs to know of an order. */
export interface OrderFacts {
  status_id: number;
  payment_code: string;
  total: number;
  /** The bank's transaction of a card payment (null while unpaid). */
  transaction_id: string | null;
  /** Refunded so far (roubles). */
  refunded: number;
}

/** The effects a change asks the server to carry out, by the chart's action names. */
export type OrderEffect = 'returnGoods' | 'returnPayment' | 'recordTracking' | 'recordRefund';

export interface OrderChange {
  /** The status after the change. */
  status: OrderStatusId;
  effects: OrderEffect[];
  /** Money that goes back to the customer with this change (roubles): a refund's amount, or all a cancel returns. */
  refund: number;
  /** How the order is paid, so the server knows whether the bank returns that money. */
  payment: OrderPayment;
}

const STATE_OF_STATUS = new Map<number, OrderLifeState>(
  Object.entries(ORDER_LIFE_STATUS).map(([state, status]) => [status, state as OrderLifeState]),
);

function paymentOf(code: string): OrderPayment {
  if (isCardPayment(code)) return 'card';
  return code === PAID_BY_VOUCHER.code ? 'prepaid' : 'onDelivery';
}

/** Money the shop has received: the bank's payment of a card order, or the carrier's of an order paid on delivery. */
function paidOf(order: OrderFacts, payment: OrderPayment): number {
  if (payment === 'card') return order.transaction_id !== null ? order.total : 0;
  if (payment === 'prepaid') return 0;
  // Paid on delivery: received once delivered ('Возврат' of such an order comes only after delivery).
  return order.status_id === ORDER_STATUS.DELIVERED || order.status_id === ORDER_STATUS.REFUNDED ? order.total : 0;
}

/** The chart's snapshot for the order as it stands; null for a status the chart does not know. */
function snapshotOf(order: OrderFacts) {
  const state = STATE_OF_STATUS.get(order.status_id);
  if (!state) return null;
  const payment = paymentOf(order.payment_code);
  return orderLifeMachine.resolveState({
    value: state,
    context: { payment, total: order.total, paid: paidOf(order, payment), refunded: order.refunded },
  });
}

/** The chart's event for a staff action; payloads as the staff member gave them. */
export function staffEvent(
  action: OrderAction,
  payload: { trackingNumber?: string; amount?: number },
): OrderStaffEvent {
  switch (action) {
    case 'assemble':
      return { type: 'order.assemble' };
    case 'ship':
      return { type: 'order.ship', trackingNumber: payload.trackingNumber ?? '' };
    case 'deliver':
      return { type: 'order.deliver' };
    case 'cancel':
      return { type: 'order.cancel' };
    case 'refund':
      return { type: 'order.refund', amount: payload.amount ?? 0 };
  }
}

/**
 * The change the chart makes of `event` on this order, or null when the chart refuses it (no such edge from the
 * order's status, or its guard says no: shipping without a tracking number).
 */
export function applyToOrder(order: OrderFacts, event: OrderStaffEvent): OrderChange | null {
  const snapshot = snapshotOf(order);
  if (!snapshot?.can(event)) return null;
  const [next, actions] = transition(orderLifeMachine, snapshot, event);
  // `placed` passes at once on creation: no staff event leads back to it.
  if (next.value === 'placed') return null;
  const effects = actions.map((a) => a.type).filter((type): type is OrderEffect => EFFECTS.has(type));
  const before = snapshot.context;
  return {
    status: ORDER_LIFE_STATUS[next.value],
    effects,
    // What the chart counts as returned by this step; a cancel returns all that is held (its refund is not counted,
    // the order's life ending there).
    refund: effects.includes('returnPayment')
      ? roubles(kopecks(before.paid) - kopecks(before.refunded))
      : roubles(kopecks(next.context.refunded) - kopecks(before.refunded)),
    payment: before.payment,
  };
}

const kopecks = (value: number) => Math.round(value * 100);
const roubles = (value: number) => value / 100;

/** What is left to return of what the shop received (roubles): the most a refund may be now. */
export function refundable(order: OrderFacts): number {
  const snapshot = snapshotOf(order);
  return snapshot ? roubles(kopecks(snapshot.context.paid) - kopecks(snapshot.context.refunded)) : 0;
}

const EFFECTS = new Set<string>(['returnGoods', 'returnPayment', 'recordTracking', 'recordRefund']);

/**
 * Payloads standing in for what the member types once they choose the action (a tracking number, a refund of one
 * kopeck), to ask the chart whether the action may happen at all.
 */
export const SAMPLE_PAYLOAD = { trackingNumber: 'TRACK', amount: 0.01 };

/** The actions the back office may offer for this order: those whose edge leaves its status. */
export function allowedActions(order: OrderFacts): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => applyToOrder(order, staffEvent(action, SAMPLE_PAYLOAD)) !== null);
}
