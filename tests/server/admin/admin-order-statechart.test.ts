import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ACTIONS, type OrderAction } from '../../../src/contract/admin';
import { ORDER_STATUS, ORDER_STATUS_NAME, type OrderStatusId } from '../../../src/domain/order-status';
import { sandboxTransactionId } from '../../../src/server/integrations/modulbank';
import { startCheckoutShop, stockedProduct } from '../checkout-helpers';
import type { TestShop } from '../test-app';
import { adminCall, type Staff, signedIn } from './admin-helpers';
import { orderRow, placeOrder, transition } from './admin-order-helpers';

/**
 * Every action of the back office from every status an order can be in, for each way of paying: only the edges of the
 * order's life (issue 15) are accepted, each to its status; everything else is refused and leaves the order as it was.
 * The table is written from the issue, not read from the statechart, so the chart and the server are both held to it.
 */

const S = ORDER_STATUS;
type Payment = 'card' | 'cod' | 'certificate';

/** The statuses each way of paying can be in (a card order is paid by the bank; cash is taken on delivery). */
const REACHABLE: Record<Payment, OrderStatusId[]> = {
  card: [S.AWAITING_PAYMENT, S.PAID, S.ASSEMBLING, S.SHIPPED, S.DELIVERED, S.REFUNDED, S.CANCELLED],
  cod: [S.NEW, S.ASSEMBLING, S.SHIPPED, S.DELIVERED, S.REFUNDED, S.CANCELLED],
  certificate: [S.PAID, S.ASSEMBLING, S.SHIPPED, S.DELIVERED, S.CANCELLED],
};

/**
 * 'Новый' → 'Собирается'; 'Оплачен' → 'Собирается' → 'Отправлен' → 'Доставлен'; 'Отменён' from any status before
 * 'Отправлен' (a card order the bank paid gets its money back through the bank, here the sandbox); 'Возврат' from
 * 'Оплачен' onward while money received is left to return: the bank's for a card order, the courier's cash for an
 * order paid on delivery once delivered, nothing for an order a certificate paid in full.
 */
function expected(payment: Payment, status: OrderStatusId, action: OrderAction): OrderStatusId | null {
  const beforeShipping = [S.NEW, S.AWAITING_PAYMENT, S.PAID, S.ASSEMBLING].includes(status as 1);
  switch (action) {
    case 'assemble':
      return status === S.NEW || status === S.PAID ? S.ASSEMBLING : null;
    case 'ship':
      return status === S.ASSEMBLING ? S.SHIPPED : null;
    case 'deliver':
      return status === S.SHIPPED ? S.DELIVERED : null;
    case 'cancel':
      return beforeShipping ? S.CANCELLED : null;
    case 'refund': {
      const received =
        payment === 'card'
          ? [S.PAID, S.ASSEMBLING, S.SHIPPED, S.DELIVERED, S.REFUNDED]
          : payment === 'cod'
            ? [S.DELIVERED, S.REFUNDED]
            : [];
      return received.includes(status as 3) ? S.REFUNDED : null;
    }
  }
}

let shop: TestShop;
let manager: Staff;
const orders = {} as Record<Payment, number>;

beforeAll(async () => {
  shop = await startCheckoutShop();
  manager = await signedIn(shop, 'manager');
  const product = await stockedProduct(shop, 1000, 10_000);
  orders.cod = (await placeOrder(shop, product.id, 1, 'cod')).orderId;
  orders.card = (await placeOrder(shop, product.id, 1, 'modulbank')).orderId;
  const code = 'ALLPAID123';
  await shop.db.insertInto('voucher').values({ code, amount: 100_000, status: true }).execute();
  orders.certificate = (await placeOrder(shop, product.id, 1, 'cod', code)).orderId;
});
afterAll(async () => {
  await shop?.close();
});

/**
 * Puts the order in a status as if its life had led there (the bank's transaction once a card order is paid), with
 * nothing refunded yet.
 */
async function putInStatus(orderId: number, payment: Payment, status: OrderStatusId) {
  await shop.db.deleteFrom('order_refund').where('order_id', '=', orderId).execute();
  const paidByBank = payment === 'card' && status !== S.AWAITING_PAYMENT && status !== S.CANCELLED;
  await shop.db
    .updateTable('order')
    .set({ status_id: status, transaction_id: paidByBank ? sandboxTransactionId() : null, tracking_number: null })
    .where('order_id', '=', orderId)
    .execute();
}

describe('the order statechart decides every back-office change', () => {
  it('places the three orders as checkout does', async () => {
    expect((await orderRow(shop, orders.cod)).status_id).toBe(S.NEW);
    expect((await orderRow(shop, orders.card)).status_id).toBe(S.AWAITING_PAYMENT);
    expect((await orderRow(shop, orders.certificate)).status_id).toBe(S.PAID);
  });

  for (const payment of ['card', 'cod', 'certificate'] as const) {
    for (const status of REACHABLE[payment]) {
      it(`${payment} order in status ${status}: offers and accepts only the chart's actions`, async () => {
        const orderId = orders[payment];
        await putInStatus(orderId, payment, status);
        const offered = (await adminCall(shop, manager, 'GET', `/orders/${orderId}`)).json().data.allowed_actions;
        expect(offered).toEqual(ORDER_ACTIONS.filter((a) => expected(payment, status, a) !== null));

        for (const action of ORDER_ACTIONS) {
          await putInStatus(orderId, payment, status);
          const before = await orderRow(shop, orderId);
          const history = await shop.db
            .selectFrom('order_history')
            .select('order_history_id')
            .where('order_id', '=', orderId)
            .execute();
          const reply = await transition(shop, manager, orderId, {
            action,
            tracking_number: 'RA123456789RU',
            amount: 100,
            notify: false,
          });
          const want = expected(payment, status, action);
          const after = await orderRow(shop, orderId);
          const name = `${payment} ${status} ${action}`;
          if (want !== null) {
            expect(reply.statusCode, `${name}: ${reply.body}`).toBe(200);
            expect(after.status_id, name).toBe(want);
            expect(reply.json().data).toMatchObject({ status_id: want, version: after.version });
          } else {
            expect(reply.statusCode, `${name}: ${reply.body}`).toBe(409);
            expect(reply.json().error, name).toMatch(
              new RegExp(`^Заказ в статусе «${ORDER_STATUS_NAME[status]}» нельзя `),
            );
            expect(after, name).toEqual(before);
            const now = await shop.db
              .selectFrom('order_history')
              .select('order_history_id')
              .where('order_id', '=', orderId)
              .execute();
            expect(now, name).toHaveLength(history.length);
          }
        }
      });
    }
  }

  it('refuses an action the chart does not know, with a Russian message', async () => {
    for (const action of ['pay', 'new', '']) {
      const reply = await transition(shop, manager, orders.cod, { action });
      expect(reply.statusCode, action).toBe(400);
      expect(reply.json().error).toMatch(/[а-яё]/i);
    }
  });
});
