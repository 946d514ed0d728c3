import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { OrderAction } from '../../contract/admin';
import { formatRoubles } from '../../domain/money';
import { ORDER_STATUS_NAME, isOrderStatusId } from '../../domain/order-status';
import { orderStatusEmail, type ReturnedMoney } from '../checkout/order-emails';
import { publicBaseUrl } from '../config';
import { loadOrderSummary } from '../checkout/order-summary';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { Mailer } from '../integrations/mail';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { writeAudit, type Actor } from './audit-log';
import { applyToOrder, refundable, SAMPLE_PAYLOAD, staffEvent, type OrderFacts } from './order-life';
import { refundedSum } from './order-queries';
import { askBankToRefund, finishBankRefund, startBankRefund } from './order-refund';
import { audited, completeChange, lockOrder, type LockedOrder, type TransitionRequest } from './order-steps';

/**
 * The back office's writes to an order, each in a transaction that locks the order's row first: the version the
 * staff member opened must still be the order's (else StaleOrder: 'Запись изменена другим сотрудником'), the order
 * statechart decides whether the action may happen and what it brings about, and the audit log gets the order before
 * and after. Money a card payment returns goes through the bank between two transactions (order-refund.ts). The
 * customer's e-mail goes after the commit, never for a change that did not happen.
 */

const ACTION_VERB: Record<OrderAction, string> = {
  assemble: 'передать на сборку',
  ship: 'отправить',
  deliver: 'отметить доставленным',
  cancel: 'отменить',
  refund: 'вернуть деньги',
};

/** Why the chart refused, in the words the member can act on. */
function refusal(facts: OrderFacts, request: TransitionRequest): HttpError {
  const possible = applyToOrder(facts, staffEvent(request.action, SAMPLE_PAYLOAD)) !== null;
  if (request.action === 'ship' && possible) return new HttpError(400, M.trackingNeeded);
  if (request.action === 'refund' && possible)
    return new HttpError(400, M.refundTooMuch(formatRoubles(refundable(facts))));
  const status = isOrderStatusId(facts.status_id) ? ORDER_STATUS_NAME[facts.status_id] : String(facts.status_id);
  return new HttpError(409, M.notAllowed(status, ACTION_VERB[request.action]));
}

/** A refund's amount as money: above zero, whole kopecks. */
function checkAmount(request: TransitionRequest): void {
  if (request.action !== 'refund') return;
  const kopecks = (request.amount ?? 0) * 100;
  if (!(kopecks > 0) || Math.abs(kopecks - Math.round(kopecks)) > 1e-6) throw new HttpError(400, M.refundAmount);
}

async function factsOf(trx: Transaction<Database>, order: LockedOrder): Promise<OrderFacts> {
  return {
    status_id: order.status_id,
    payment_code: order.payment_code,
    total: Number(order.total),
    transaction_id: order.transaction_id,
    refunded: await refundedSum(trx, order.order_id),
  };
}

export async function changeOrderStatus(
  app: FastifyInstance,
  mailer: Mailer,
  log: FastifyBaseLogger,
  actor: Actor,
  orderId: number,
  request: TransitionRequest,
): Promise<void> {
  checkAmount(request);
  const event = staffEvent(request.action, { trackingNumber: request.trackingNumber?.trim(), amount: request.amount });
  const { change, planned } = await app.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId, request.version);
    const facts = await factsOf(trx, order);
    const change = applyToOrder(facts, event);
    if (!change) throw refusal(facts, request);
    // A card payment's money goes back through the bank: written as pending first, the bank asked after the commit.
    if (change.refund > 0 && change.payment === 'card')
      return { change, planned: await startBankRefund(trx, actor, order, change) };
    await completeChange(trx, actor, order, change, request, false);
    return { change, planned: null };
  });
  if (planned) {
    const answer = await askBankToRefund(app, planned);
    await finishBankRefund(app, actor, planned, answer, request);
    if (!answer.ok) throw new HttpError(502, M.bankRefused(answer.message));
  }
  const returned = change.refund > 0 ? { amount: change.refund, card: change.payment === 'card' } : null;
  if (request.notify) await tellCustomer(app, mailer, log, orderId, request.comment, returned);
}

async function tellCustomer(
  app: FastifyInstance,
  mailer: Mailer,
  log: FastifyBaseLogger,
  orderId: number,
  comment: string,
  returned: ReturnedMoney | null,
): Promise<void> {
  const summary = await loadOrderSummary(app.db, orderId);
  if (!summary?.order.email) return;
  await mailer
    .send({ to: summary.order.email, ...orderStatusEmail(summary, comment, publicBaseUrl(app.config), returned) })
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
