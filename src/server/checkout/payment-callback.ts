import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { CERTIFICATE_PRODUCT_ID, CURRENCY, PAYMENT_CODE } from '../../domain/constants';
import { toCustomerGroup } from '../../domain/customer-group';
import { emptyCart } from '../db/cart-store';
import { insertVoucher } from '../db/voucher-issue';
import type { Database } from '../db/schema';
import type { Mailer } from '../integrations/mail';
import {
  amountToKopecks,
  fetchBankTransaction,
  hasValidSignature,
  modulbankAccount,
  type ModulbankAccount,
} from '../integrations/modulbank';
import { takeLimit } from '../http/rate-limits';
import { orderPaidEmail, shopPaidEmail, voucherEmail } from './order-emails';
import { ORDER_STATUS } from './order-status';
import { loadOrderSummary } from './order-summary';
import { releaseStock } from './place-order';
import { publicBaseUrl } from '../config';
import { ownerMail } from '../db/shop-settings';

/**
 * The bank's callback (integrations §1 "Callback"): (1) the signature over every received field, compared in constant
 * time; (2) our merchant and test mode, a known order, its amount and currency; (3) COMPLETE/AUTHORIZED marks the
 * order paid once (a conditional update: only an order still waiting for payment, and a transaction id no other
 * order holds), FAILED cancels it and puts the goods back. Anything else is refused and logged, and changes nothing.
 */

export type CallbackOutcome = { ok: true; orderId: number } | { ok: false; status: number; reason: string };

const PAID_STATES = new Set(['COMPLETE', 'AUTHORIZED']);
const PENDING_STATES = new Set(['PROCESSING', 'WAITING_FOR_3DS']);

const refuse = (status: number, reason: string): CallbackOutcome => ({ ok: false, status, reason });

export async function handlePaymentCallback(
  app: FastifyInstance,
  mailer: Mailer,
  fields: Record<string, string>,
  log: FastifyBaseLogger,
): Promise<CallbackOutcome> {
  const outcome = await processCallback(app, mailer, fields, log);
  if (!outcome.ok) {
    log.warn(
      {
        orderId: fields.order_id,
        state: fields.state,
        transactionId: fields.transaction_id,
        amount: fields.amount,
        reason: outcome.reason,
      },
      'Modulbank: уведомление об оплате отклонено',
    );
  }
  return outcome;
}

async function processCallback(
  app: FastifyInstance,
  mailer: Mailer,
  fields: Record<string, string>,
  log: FastifyBaseLogger,
): Promise<CallbackOutcome> {
  const account = await modulbankAccount(app.config);
  if (!account) return refuse(409, 'оплата картой отключена: нет MODULBANK_MERCHANT и тестовая оплата выключена');
  if (!hasValidSignature(fields, account.secretKey)) return refuse(400, 'неверная подпись');
  if (fields.merchant !== account.merchant) return refuse(400, 'чужой merchant');
  return applyBankReport(app, mailer, fields, account, log);
}

/**
 * What the bank said of a payment (its signed callback, or its answer to the transaction call), checked against the
 * order and applied: (2) the test mode, a known card order, its amount and currency; (3) paid, failed or pending.
 */
async function applyBankReport(
  app: FastifyInstance,
  mailer: Mailer,
  fields: Record<string, string>,
  account: ModulbankAccount,
  log: FastifyBaseLogger,
): Promise<CallbackOutcome> {
  if ((fields.testing ?? '0') !== (account.testing ? '1' : '0')) return refuse(400, 'режим testing не совпадает');
  if (!/^\d{1,9}$/.test(fields.order_id ?? '')) return refuse(404, 'неизвестный заказ');
  const orderId = Number(fields.order_id);
  const order = await app.db
    .selectFrom('order')
    .select([
      'order_id',
      'total',
      'status_id',
      'payment_code',
      'session_id',
      'customer_id',
      'customer_group_id',
      'transaction_id',
      'test_payment',
    ])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!order) return refuse(404, 'неизвестный заказ');
  if (order.payment_code !== PAYMENT_CODE.BANK_CARD) return refuse(400, 'заказ оплачивается не картой');
  if (fields.currency !== undefined && fields.currency !== CURRENCY) return refuse(400, 'чужая валюта');
  if (amountToKopecks(fields.amount) !== Math.round(Number(order.total) * 100))
    return refuse(400, 'сумма не совпадает с суммой заказа');

  const state = fields.state ?? '';
  if (PENDING_STATES.has(state)) return { ok: true, orderId };
  if (PAID_STATES.has(state)) return markPaid(app, mailer, order, fields.transaction_id ?? '', account.testing, log);
  if (state === 'FAILED') {
    return (await cancelUnpaidOrder(app, order.order_id, 'Оплата отклонена банком'))
      ? { ok: true, orderId }
      : refuse(409, 'заказ уже оплачен или отменён');
  }
  return refuse(400, `неизвестное состояние ${state}`);
}

/**
 * The shopper came back from the bank with a transaction id, and no callback has marked the order paid (the bank's
 * callback is late, or lost): the server asks the bank's transaction call about that id and applies the answer as
 * it would the callback, when the bank says that this very order is paid. Not in the sandbox (it calls back before
 * the shopper returns, and there is no bank to ask), and at most 20 times per order an hour (LIMITS.bankLookups):
 * after that, and whenever the bank cannot be asked, the order stays as it is until the callback comes.
 */
export async function confirmPaymentWithBank(
  app: FastifyInstance,
  mailer: Mailer,
  orderId: number,
  transactionId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const account = await modulbankAccount(app.config);
  if (!account || account.sandbox) return;
  try {
    await takeLimit(app.db, 'bankLookups', String(orderId));
  } catch {
    return;
  }
  const transaction = await fetchBankTransaction(account, transactionId);
  if (!transaction || !PAID_STATES.has(transaction.state ?? '')) return;
  if (transaction.order_id !== String(orderId)) {
    log.warn({ orderId, transactionId, bankOrderId: transaction.order_id }, 'Modulbank: транзакция другого заказа');
    return;
  }
  // The transaction call may leave out what the callback always carries; the bank answered about our own request.
  const report = {
    testing: account.testing ? '1' : '0',
    ...transaction,
    order_id: String(orderId),
    transaction_id: transactionId,
  };
  const outcome = await applyBankReport(app, mailer, report, account, log);
  if (!outcome.ok)
    log.warn({ orderId, transactionId, reason: outcome.reason }, 'Modulbank: ответ банка о транзакции не принят');
}

interface OrderRef {
  order_id: number;
  session_id: number | null;
  customer_id: number | null;
  customer_group_id: number;
  transaction_id: string | null;
  /** Already partly paid with test money (a certificate bought through the sandbox). */
  test_payment: boolean;
}

/**
 * Marks the order paid. A test payment (the sandbox, or the bank's test mode: `testing` 1) marks the order, and the
 * certificate it buys, as test payments: no money moved, and the e-mails say so.
 */
async function markPaid(
  app: FastifyInstance,
  mailer: Mailer,
  order: OrderRef,
  transactionId: string,
  testing: boolean,
  log: FastifyBaseLogger,
): Promise<CallbackOutcome> {
  const testPayment = testing || order.test_payment;
  if (!/^[\x21-\x7e]{1,128}$/.test(transactionId)) return refuse(400, 'нет transaction_id');
  if (order.transaction_id === transactionId) return refuse(409, 'повтор: транзакция уже учтена');
  const used = await app.db
    .selectFrom('order')
    .select('order_id')
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
  if (used) return refuse(409, `транзакция уже оплатила заказ ${used.order_id}`);

  let voucher = null as { code: string; amount: number } | null;
  try {
    const paid = await app.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('order')
        .set({
          status_id: ORDER_STATUS.PAID,
          transaction_id: transactionId,
          test_payment: testPayment,
          date_modified: new Date(),
        })
        .where('order_id', '=', order.order_id)
        .where('status_id', '=', ORDER_STATUS.AWAITING_PAYMENT)
        .where('transaction_id', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('order_history')
        .values({
          order_id: order.order_id,
          status_id: ORDER_STATUS.PAID,
          notify: true,
          comment: `Оплачено картой, транзакция ${transactionId}${testing ? ' (тестовая оплата: деньги не списывались)' : ''}`,
        })
        .execute();
      if (order.session_id !== null) {
        // The order is complete: this session's next checkout starts afresh (contact details kept). The checkout row
        // first, then the cart: the order in which placeOrder locks them, so the two never wait on each other.
        await trx
          .updateTable('checkout_state')
          .set({
            area: null,
            zone_id: null,
            region_zone_id: null,
            shipping_code: null,
            pickup_point_code: null,
            payment_code: null,
            current_step: 1,
            date_modified: new Date(),
          })
          .where('session_id', '=', order.session_id)
          .where('order_id', '=', order.order_id)
          .execute();
      }
      // The buyer's cart: the customer's (whatever session they are on now), else the guest session's.
      if (order.session_id !== null || order.customer_id !== null) {
        await emptyCart(trx, {
          sessionId: order.session_id ?? 0,
          customerId: order.customer_id,
          group: toCustomerGroup(order.customer_group_id),
        });
      }
      const certificate = await trx
        .selectFrom('order_product')
        .select(sql<number>`coalesce(sum(total), 0)`.as('amount'))
        .where('order_id', '=', order.order_id)
        .where('product_id', '=', CERTIFICATE_PRODUCT_ID)
        .executeTakeFirstOrThrow();
      const amount = Number(certificate.amount);
      if (amount > 0) {
        // A bought certificate becomes a voucher with a fresh 10-character code (integrations §5 (a)).
        const { code } = await insertVoucher(trx, {
          order_id: order.order_id,
          amount,
          status: true,
          test_payment: testPayment,
        });
        voucher = { code, amount };
      }
      return true;
    });
    if (!paid) {
      const now = await app.db
        .selectFrom('order')
        .select('status_id')
        .where('order_id', '=', order.order_id)
        .executeTakeFirst();
      if (now?.status_id === ORDER_STATUS.CANCELLED) {
        // Money taken for an order already cancelled (declined before, or expired unpaid): a person must sort it out.
        log.error(
          { orderId: order.order_id, transactionId },
          'Modulbank: пришла оплата отменённого заказа — верните деньги или восстановите заказ вручную',
        );
      }
      return refuse(409, 'заказ уже оплачен или отменён');
    }
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return refuse(409, 'транзакция уже использована');
    throw error;
  }

  const summary = await loadOrderSummary(app.db, order.order_id);
  if (summary) {
    const owner = await ownerMail(app.db, app.config.shopEmail);
    const mails = [
      { to: summary.order.email, ...orderPaidEmail(summary, publicBaseUrl(app.config)) },
      ...(owner.paidOrder
        ? [{ to: owner.to, ...shopPaidEmail(summary, transactionId, publicBaseUrl(app.config)) }]
        : []),
      ...(voucher ? [{ to: summary.order.email, ...voucherEmail(summary, voucher.code, voucher.amount) }] : []),
    ];
    for (const mail of mails) {
      await mailer
        .send(mail)
        .catch((error: unknown) =>
          log.error({ err: error, orderId: order.order_id }, 'Не удалось отправить письмо об оплате'),
        );
    }
  }
  return { ok: true, orderId: order.order_id };
}

/**
 * Cancels an order still waiting for payment (the bank declined, or it was never paid): its goods and what a
 * certificate paid come back, and the session's checkout returns to step 3 with no payment method. False when the
 * order was not waiting for payment any more (paid or cancelled already): nothing changes then.
 */
export async function cancelUnpaidOrder(app: FastifyInstance, orderId: number, reason: string): Promise<boolean> {
  return app.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('order')
      .set({ status_id: ORDER_STATUS.CANCELLED, date_modified: new Date() })
      .where('order_id', '=', orderId)
      .where('status_id', '=', ORDER_STATUS.AWAITING_PAYMENT)
      .returning('session_id')
      .executeTakeFirst();
    if (!updated) return false;
    await reopenUnpaidCheckout(trx, orderId, updated.session_id);
    await returnOrderGoods(trx, orderId);
    await trx
      .insertInto('order_history')
      .values({ order_id: orderId, status_id: ORDER_STATUS.CANCELLED, notify: false, comment: reason })
      .execute();
    return true;
  });
}

/**
 * The session that placed an unpaid card order kept its checkout for the payment: with the order cancelled it returns
 * to step 3 with no payment method. Call before returnOrderGoods: the checkout row before the products is the order in
 * which placeOrder locks them (no deadlock between the two).
 */
export async function reopenUnpaidCheckout(
  trx: Transaction<Database>,
  orderId: number,
  sessionId: number | null,
): Promise<void> {
  if (sessionId === null) return;
  await trx
    .updateTable('checkout_state')
    .set({ payment_code: null, current_step: 3, date_modified: new Date() })
    .where('session_id', '=', sessionId)
    .where('order_id', '=', orderId)
    .execute();
}

/**
 * What a cancelled order gives back, inside the cancelling transaction (whoever cancels: the bank, the hold job, the
 * back office): its goods and gift lines to stock, and what a certificate paid to the certificate. The caller's
 * conditional status change makes it happen once per order.
 */
export async function returnOrderGoods(trx: Transaction<Database>, orderId: number): Promise<void> {
  await releaseStock(trx, orderId);
  await refundVoucherDebit(trx, orderId);
}

/**
 * Gives a cancelled order's certificate debit back as a credit row of the ledger (the ledger is never rewritten, so
 * the certificate's history shows the debit and its return). Only what is still debited is returned: a second call
 * for the same order adds nothing.
 */
async function refundVoucherDebit(trx: Transaction<Database>, orderId: number): Promise<void> {
  await sql`
    insert into voucher_history (voucher_id, order_id, amount)
    select voucher_id, order_id, -sum(amount) from voucher_history
    where order_id = ${orderId}
    group by voucher_id, order_id
    having sum(amount) <> 0
  `.execute(trx);
}
