import type { Transaction } from 'kysely';
import type { OrderAction } from '../../contract/admin';
import { ORDER_STATUS } from '../../domain/order-status';
import { reopenUnpaidCheckout, returnOrderGoods } from '../checkout/payment-callback';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { writeAudit, type Actor } from './audit-log';
import type { OrderChange } from './order-life';
import { StaleRecord } from './stale-record';

/**
 * The steps every back-office change of an order is made of (order-change.ts, order-refund.ts): the order locked and
 * its version checked, and a change the chart accepted carried out with its history entry and audit row.
 */

/** The order changed since the staff member opened it: the route answers 409 with the order as it is now. */
export class StaleOrder extends StaleRecord {
  constructor(readonly orderId: number) {
    super();
    this.name = 'StaleOrder';
  }
}

export interface TransitionRequest {
  action: OrderAction;
  version: number;
  comment: string;
  notify: boolean;
  trackingNumber?: string;
  /** A refund's amount (roubles). */
  amount?: number;
}

export type LockedOrder = Awaited<ReturnType<typeof lockOrder>>;

export async function lockOrder(trx: Transaction<Database>, orderId: number, version: number | null) {
  const order = await trx
    .selectFrom('order')
    .select([
      'order_id',
      'status_id',
      'payment_code',
      'total',
      'transaction_id',
      'session_id',
      'tracking_number',
      'staff_note',
      'version',
    ])
    .where('order_id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw new HttpError(404, M.orderNotFound);
  if (version !== null && order.version !== version) throw new StaleOrder(orderId);
  return order;
}

/** The columns of an order the audit log keeps before and after a change. */
export const audited = (o: {
  status_id: number;
  tracking_number: string | null;
  staff_note: string;
  version: number;
}) => ({
  status_id: o.status_id,
  tracking_number: o.tracking_number,
  staff_note: o.staff_note,
  version: o.version,
});

/**
 * Carries out a change the chart accepted, inside the locked order's transaction: what it gives back, the refund it
 * records (`refundDone`: the bank's row, already written), the new status, the history entry and the audit row.
 */
export async function completeChange(
  trx: Transaction<Database>,
  actor: Actor,
  order: LockedOrder,
  change: OrderChange,
  request: TransitionRequest,
  refundDone: boolean,
): Promise<void> {
  const orderId = order.order_id;
  if (change.effects.includes('returnGoods')) {
    if (order.status_id === ORDER_STATUS.AWAITING_PAYMENT) await reopenUnpaidCheckout(trx, orderId, order.session_id);
    await returnOrderGoods(trx, orderId);
  }
  if (change.refund > 0 && !refundDone) {
    // Money that needs no bank: cash the shop hands back for an order paid on delivery.
    await trx
      .insertInto('order_refund')
      .values({ order_id: orderId, amount: change.refund, staff_id: actor.staffId, state: 'done' })
      .execute();
  }
  const updated = await trx
    .updateTable('order')
    .set({
      status_id: change.status,
      date_modified: new Date(),
      ...(change.effects.includes('recordTracking') ? { tracking_number: request.trackingNumber?.trim() ?? null } : {}),
    })
    .where('order_id', '=', orderId)
    .returning(['status_id', 'tracking_number', 'staff_note', 'version'])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_history')
    .values({
      order_id: orderId,
      status_id: change.status,
      notify: request.notify,
      comment: request.comment,
      customer_visible: true,
      staff_id: actor.staffId,
    })
    .execute();
  await writeAudit(trx, actor, {
    recordType: 'order',
    recordId: orderId,
    action: request.action,
    before: audited(order),
    after: { ...audited(updated), ...(change.refund > 0 ? { refund: change.refund } : {}) },
  });
}
