import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { OrderAction } from '../../contract/admin';
import { ORDER_STATUS, ORDER_STATUS_NAME, isOrderStatusId } from '../../domain/order-status';
import { orderStatusEmail } from '../checkout/order-emails';
import { loadOrderSummary } from '../checkout/order-summary';
import { reopenUnpaidCheckout, returnOrderGoods } from '../checkout/payment-callback';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { Mailer } from '../integrations/mail';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { writeAudit, type Actor } from './audit-log';
import { applyToOrder, NOT_CONNECTED, SAMPLE_TRACKING, staffEvent, type OrderChange } from './order-life';
import { refundedSum } from './order-queries';

/**
 * The back office's writes to an order, each in one transaction that locks the order's row first: the version the
 * staff member opened must still be the order's (else StaleOrder: 'Запись изменена другим сотрудником'), the order
 * statechart decides whether the action may happen and what it brings about, and the audit log gets the order before
 * and after. The customer's e-mail goes after the commit, never for a change that did not happen.
 */

/** The order changed since the staff member opened it: the route answers 409 with the order as it is now. */
export class StaleOrder extends Error {
  constructor(readonly orderId: number) {
    super(M.stale);
    this.name = 'StaleOrder';
  }
}

export interface TransitionRequest {
  action: OrderAction;
  version: number;
  comment: string;
  notify: boolean;
  trackingNumber?: string;
}

const ACTION_VERB: Record<OrderAction, string> = {
  assemble: 'передать на сборку',
  ship: 'отправить',
  deliver: 'отметить доставленным',
  cancel: 'отменить',
};

async function lockOrder(trx: Transaction<Database>, orderId: number, version: number) {
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
  if (order.version !== version) throw new StaleOrder(orderId);
  return order;
}

/** The columns of an order the audit log keeps before and after a change. */
const audited = (o: { status_id: number; tracking_number: string | null; staff_note: string; version: number }) => ({
  status_id: o.status_id,
  tracking_number: o.tracking_number,
  staff_note: o.staff_note,
  version: o.version,
});

/** Why the chart refused: a missing tracking number is the member's to fix (400); anything else the status's (409). */
function refusal(statusId: number, request: TransitionRequest, withTracking: OrderChange | null): HttpError {
  if (request.action === 'ship' && withTracking) return new HttpError(400, M.trackingNeeded);
  const status = isOrderStatusId(statusId) ? ORDER_STATUS_NAME[statusId] : String(statusId);
  return new HttpError(409, M.notAllowed(status, ACTION_VERB[request.action]));
}

export async function changeOrderStatus(
  app: FastifyInstance,
  mailer: Mailer,
  log: FastifyBaseLogger,
  actor: Actor,
  orderId: number,
  request: TransitionRequest,
): Promise<void> {
  const trackingNumber = request.trackingNumber?.trim();
  const notified = await app.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId, request.version);
    const facts = {
      status_id: order.status_id,
      payment_code: order.payment_code,
      total: Number(order.total),
      transaction_id: order.transaction_id,
      refunded: await refundedSum(trx, orderId),
    };
    const event = staffEvent(request.action, { trackingNumber });
    const change = applyToOrder(facts, event);
    if (!change) {
      throw refusal(
        order.status_id,
        request,
        applyToOrder(facts, staffEvent(request.action, { trackingNumber: SAMPLE_TRACKING })),
      );
    }
    // Money back through the bank is not connected yet: cancelling a paid card order would keep the customer's money.
    if (change.effects.some((effect) => NOT_CONNECTED.has(effect))) throw new HttpError(409, M.notYet);
    if (change.effects.includes('returnGoods')) {
      if (order.status_id === ORDER_STATUS.AWAITING_PAYMENT) await reopenUnpaidCheckout(trx, orderId, order.session_id);
      await returnOrderGoods(trx, orderId);
    }
    const updated = await trx
      .updateTable('order')
      .set({
        status_id: change.status,
        date_modified: new Date(),
        ...(change.effects.includes('recordTracking') ? { tracking_number: trackingNumber ?? null } : {}),
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
      after: audited(updated),
    });
    return request.notify;
  });
  if (notified) await tellCustomer(app, mailer, log, orderId, request.comment);
}

async function tellCustomer(
  app: FastifyInstance,
  mailer: Mailer,
  log: FastifyBaseLogger,
  orderId: number,
  comment: string,
): Promise<void> {
  const summary = await loadOrderSummary(app.db, orderId);
  if (!summary?.order.email) return;
  await mailer
    .send({ to: summary.order.email, ...orderStatusEmail(summary, comment) })
    .catch((error: unknown) => log.error({ err: error, orderId }, 'Не удалось отправить письмо о статусе заказа'));
}

/** The staff note: for the staff only, saved under the same version check and written to the audit log. */
export async function saveStaffNote(
  app: FastifyInstance,
  actor: Actor,
  orderId: number,
  version: number,
  note: string,
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId, version);
    const updated = await trx
      .updateTable('order')
      .set({ staff_note: note })
      .where('order_id', '=', orderId)
      .returning(['status_id', 'tracking_number', 'staff_note', 'version'])
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      recordType: 'order',
      recordId: orderId,
      action: 'note',
      before: audited(order),
      after: audited(updated),
    });
  });
}
