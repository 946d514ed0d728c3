import type { FastifyInstance } from 'fastify';
import { publicBaseUrl } from '../config';
import type { Mailer } from '../integrations/mail';
import { registerJob } from '../jobs/scheduler';
import { holdExpiredEmail } from './order-emails';
import { ORDER_STATUS } from './order-status';
import { loadOrderSummary } from './order-summary';
import { cancelUnpaidOrder } from './payment-callback';

const MINUTE_MS = 60 * 1000;

/**
 * Cancels the card orders that have waited for payment longer than ORDER_HOLD_MINUTES (the shopper left the bank's
 * page): their goods go back on sale and a certificate's debit comes back (cancelUnpaidOrder, once per order even
 * with several processes), and the shopper is e-mailed a link to order again. A payment the bank reports later is
 * refused and logged. Returns the ids cancelled by this call.
 */
export async function expireUnpaidOrders(app: FastifyInstance, mailer: Mailer, now = new Date()): Promise<number[]> {
  const holdMinutes = app.config.orderHoldMinutes;
  const before = new Date(now.getTime() - holdMinutes * MINUTE_MS);
  const stale = await app.db
    .selectFrom('order')
    .select('order_id')
    .where('status_id', '=', ORDER_STATUS.AWAITING_PAYMENT)
    .where('date_added', '<', before)
    .orderBy('order_id')
    .execute();
  const cancelled: number[] = [];
  for (const { order_id } of stale) {
    if (!(await cancelUnpaidOrder(app, order_id, `Не оплачен за ${holdMinutes} мин.: товары возвращены в продажу`)))
      continue;
    cancelled.push(order_id);
    const summary = await loadOrderSummary(app.db, order_id);
    if (!summary) continue;
    await mailer
      .send({ to: summary.order.email, ...holdExpiredEmail(summary, holdMinutes, `${publicBaseUrl(app.config)}/cart`) })
      .catch((error: unknown) =>
        app.log.error({ err: error, orderId: order_id }, 'Не удалось отправить письмо об отмене неоплаченного заказа'),
      );
  }
  return cancelled;
}

/** Every minute, so a hold lasts at most ORDER_HOLD_MINUTES plus a minute. */
export function scheduleUnpaidOrderExpiry(app: FastifyInstance, mailer: Mailer): void {
  registerJob(app, {
    name: 'expire-unpaid-orders',
    everyMs: MINUTE_MS,
    run: async (now) => void (await expireUnpaidOrders(app, mailer, now)),
  });
}
