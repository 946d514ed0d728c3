import type { FastifyReply } from 'fastify';
import {
  AdminOrder,
  OrderExportQuery,
  OrderIdParams,
  OrderList,
  OrderListQuery,
  OrderNoteBody,
  OrderTransitionBody,
  STAFF_SESSION,
  staleReplies,
} from '../../contract/admin';
import { replies } from '../../contract/envelope';
import { success } from '../http/envelope';
import { HttpError } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';
import type { Mailer } from '../integrations/mail';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { CSV_REPLIES, sendCsv, toCsv } from './csv';
import { changeOrderStatus, saveStaffNote } from './order-change';
import { exportOrders, listOrders, loadAdminOrder } from './order-queries';
import { savedOrStale } from './stale-record';
import { actorOf } from './staff-routes';

const TAG = 'Панель управления' as const;
const ORDERS = { staff: { area: 'orders' } } as const;

const CSV_HEADER = ['Номер', 'Дата', 'Покупатель', 'Телефон', 'E-mail', 'Сумма', 'Оплата', 'Доставка', 'Статус'];

/** The orders of the back office (manager and owner): the list, its CSV export, one order, its changes. */
export function orderRoutes(app: TypedApp, mailer: Mailer): void {
  const orderOr404 = async (orderId: number) => {
    const order = await loadAdminOrder(app.db, orderId);
    if (!order) throw new HttpError(404, M.orderNotFound);
    return order;
  };

  const saved = (reply: FastifyReply, orderId: number, save: () => Promise<void>) =>
    savedOrStale(reply, save, () => orderOr404(orderId));

  app.get('/orders', {
    config: ORDERS,
    schema: {
      operationId: 'adminOrderList',
      summary: 'Заказы: страница списка с фильтрами, поиском и сортировкой',
      tags: [TAG],
      security: STAFF_SESSION,
      querystring: OrderListQuery,
      response: replies(OrderList),
    },
    handler: async (request) => success(await listOrders(app.db, request.query)),
  });

  app.get('/orders.csv', {
    config: ORDERS,
    schema: {
      operationId: 'adminOrderExport',
      summary: 'Заказы с теми же фильтрами одним файлом CSV (Excel, точка с запятой)',
      tags: [TAG],
      security: STAFF_SESSION,
      querystring: OrderExportQuery,
      response: CSV_REPLIES,
    },
    handler: async (request, reply) => {
      const rows = await exportOrders(app.db, request.query);
      const csv = toCsv(
        CSV_HEADER,
        rows.map((o) => [
          o.order_id,
          o.date_added,
          o.customer,
          o.telephone,
          o.email,
          o.total,
          o.payment_method,
          o.shipping_method,
          o.status,
        ]),
      );
      return sendCsv(reply, 'orders.csv', csv);
    },
  });

  app.get('/orders/:id', {
    config: ORDERS,
    schema: {
      operationId: 'adminOrder',
      summary: 'Заказ: строки, суммы, доставка, оплата, история статусов и разрешённые действия',
      tags: [TAG],
      security: STAFF_SESSION,
      params: OrderIdParams,
      response: replies(AdminOrder),
    },
    handler: async (request) => success(await orderOr404(request.params.id)),
  });

  app.post('/orders/:id/transition', {
    config: ORDERS,
    schema: {
      operationId: 'adminOrderTransition',
      summary: 'Сменить статус заказа, если схема жизни заказа это разрешает; письмо покупателю по желанию',
      tags: [TAG],
      security: STAFF_SESSION,
      params: OrderIdParams,
      body: OrderTransitionBody,
      response: staleReplies(AdminOrder),
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const body = request.body;
      return saved(reply, id, () =>
        changeOrderStatus(app, mailer, request.log, actorOf(request), id, {
          action: body.action,
          version: body.version,
          comment: (body.comment ?? '').trim(),
          notify: body.notify ?? true,
          trackingNumber: body.tracking_number,
          amount: body.amount,
        }),
      );
    },
  });

  app.post('/orders/:id/note', {
    config: ORDERS,
    schema: {
      operationId: 'adminOrderNote',
      summary: 'Сохранить заметку сотрудников к заказу (покупатель её не видит)',
      tags: [TAG],
      security: STAFF_SESSION,
      params: OrderIdParams,
      body: OrderNoteBody,
      response: staleReplies(AdminOrder),
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      return saved(reply, id, () =>
        saveStaffNote(app, actorOf(request), id, request.body.version, request.body.staff_note),
      );
    },
  });
}
