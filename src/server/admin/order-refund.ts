import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { modulbankAccount, requestRefund, type RefundAnswer } from '../integrations/modulbank';
import { writeAudit, type Actor } from './audit-log';
import { audited, completeChange, lockOrder, type LockedOrder, type TransitionRequest } from './order-steps';
import type { OrderChange } from './order-life';

/**
 * Money a card payment returns ('Возврат', or a cancel after payment) moves through the bank's refund call, which must
 * neither run inside a transaction that holds the order (the bank may take seconds) nor run twice. So:
 * 1. (the order locked) a `pending` refund row is written and the order's version raised: the amount counts as
 *    returned from now on, and a save from any copy opened before is stale;
 * 2. the bank is asked (the sandbox answers in the shop itself);
 * 3. (the order locked again) done: the row gets the bank's transaction and the change the chart decided is carried
 *    out, unless the order changed in between; refused: the row goes, and the audit log keeps the bank's reason.
 * If the shop stops between 1 and 3, the pending row stays and still counts: a person checks the bank.
 */

export interface PlannedRefund {
  order: LockedOrder;
  change: OrderChange;
  refundId: number;
  /** The order's version after step 1: step 3 changes the order only if it is still this one. */
  version: number;
  paymentTransaction: string;
}

export async function startBankRefund(
  trx: Transaction<Database>,
  actor: Actor,
  order: LockedOrder,
  change: OrderChange,
): Promise<PlannedRefund> {
  const { order_refund_id } = await trx
    .insertInto('order_refund')
    .values({ order_id: order.order_id, amount: change.refund, staff_id: actor.staffId, state: 'pending' })
    .returning('order_refund_id')
    .executeTakeFirstOrThrow();
  const { version } = await trx
    .updateTable('order')
    .set({ date_modified: new Date() })
    .where('order_id', '=', order.order_id)
    .returning('version')
    .executeTakeFirstOrThrow();
  // A card order the chart lets return money was paid by the bank: its transaction is there.
  return { order, change, refundId: order_refund_id, version, paymentTransaction: order.transaction_id ?? '' };
}

export async function askBankToRefund(app: FastifyInstance, planned: PlannedRefund): Promise<RefundAnswer> {
  const account = await modulbankAccount(app.config);
  if (!account) return { ok: false, message: 'оплата картой отключена в настройках магазина' };
  return requestRefund(account, { transactionId: planned.paymentTransaction, amount: planned.change.refund });
}

export async function finishBankRefund(
  app: FastifyInstance,
  actor: Actor,
  planned: PlannedRefund,
  answer: RefundAnswer,
  request: TransitionRequest,
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, planned.order.order_id, null);
    if (!answer.ok) {
      await trx.deleteFrom('order_refund').where('order_refund_id', '=', planned.refundId).execute();
      await writeAudit(trx, actor, {
        recordType: 'order',
        recordId: order.order_id,
        action: 'refundRefused',
        before: audited(order),
        after: { refund: planned.change.refund, bank: answer.message },
      });
      return;
    }
    await trx
      .updateTable('order_refund')
      .set({ state: 'done', transaction_id: answer.transactionId })
      .where('order_refund_id', '=', planned.refundId)
      .execute();
    if (order.version === planned.version) {
      await completeChange(trx, actor, order, planned.change, request, true);
    } else {
      // Someone changed the order while the bank answered: the money went back all the same, and the log says so.
      await writeAudit(trx, actor, {
        recordType: 'order',
        recordId: order.order_id,
        action: 'refundOnly',
        before: audited(order),
        after: { refund: planned.change.refund, bank: answer.transactionId },
      });
    }
  });
}
