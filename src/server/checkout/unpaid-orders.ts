import type { FastifyInstance } from 'fastify';
import { ORDER_STATUS } from './order-status';
import { cancelUnpaidOrder } from './payment-callback';

const HOUR_MS = 60 * 60 * 1000;
/**
 * How long a card order keeps its goods reserved while nobody pays it (the shopper closed the bank's page). After
 * that it is cancelled and the goods go back on sale; a payment the bank reports later is refused and logged.
 */
export const UNPAID_ORDER_HOURS = 24;

/** Cancels the card orders that waited for payment longer than UNPAID_ORDER_HOURS; returns their ids. */
export async function expireUnpaidOrders(app: FastifyInstance, now = new Date()): Promise<number[]> {
  const before = new Date(now.getTime() - UNPAID_ORDER_HOURS * HOUR_MS);
  const stale = await app.db
    .selectFrom('order')
    .select('order_id')
    .where('status_id', '=', ORDER_STATUS.AWAITING_PAYMENT)
    .where('date_added', '<', before)
    .orderBy('order_id')
    .execute();
  const cancelled: number[] = [];
  for (const { order_id } of stale) {
    if (await cancelUnpaidOrder(app, order_id, `Не оплачен за ${UNPAID_ORDER_HOURS} ч`)) cancelled.push(order_id);
  }
  return cancelled;
}

/** Every hour while the shop runs. */
export function scheduleUnpaidOrderExpiry(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      expireUnpaidOrders(app).catch((error: unknown) => app.log.error({ err: error }, 'Отмена неоплаченных заказов не удалась'));
    }, HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
