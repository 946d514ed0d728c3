import Type from 'typebox';
import { OrderHistoryEntry, OrderLinesBody } from '../../contract/account';
import { replies } from '../../contract/envelope';
import { success } from '../http/envelope';
import { shopDateTime } from '../http/shop-time';
import type { TypedApp } from '../http/typed-app';
import { requireCustomer } from './account-errors';
import { requireOwnOrder } from './own-order';

/**
 * `/back/order/history {order_id}` (beyond product §7, issue 15): the history of the logged-in customer's own order,
 * oldest first, as the back office keeps it (every status, and the comment the shop wrote with it), without the entries
 * meant for the staff only (`customer_visible`, migration 020). A call of its own, so §7's order-lines reply keeps its
 * shape (a list of lines).
 */
export function orderHistoryRoutes(app: TypedApp): void {
  app.post(
    '/back/order/history',
    {
      schema: {
        operationId: 'customerOrderHistory',
        summary: 'История заказа вошедшего покупателя: статусы и комментарии магазина, по порядку',
        tags: ['Покупатель'],
        body: OrderLinesBody,
        response: replies(Type.Array(OrderHistoryEntry)),
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      await requireOwnOrder(app.db, customer.customer_id, request.body.order_id);
      const rows = await app.db
        .selectFrom('order_history')
        .innerJoin('order_status', 'order_status.order_status_id', 'order_history.status_id')
        .select(['order_status.name as status_name', 'order_history.date_added', 'order_history.comment'])
        .where('order_history.order_id', '=', request.body.order_id)
        .where('order_history.customer_visible', '=', true)
        .orderBy('order_history.order_history_id')
        .execute();
      return success(rows.map((r) => ({ ...r, date_added: shopDateTime(r.date_added) })));
    },
  );
}
