import type { OrderExportQuery, OrderListQuery } from '../../contract/admin';
import {
  FIRST_QUERY,
  ORDER_SORT_COLUMNS,
  type OrderSortColumn,
  type OrdersQuery,
} from '../../../machines/admin/orders-query.machine';
import { isOrderStatusId } from '../../domain/order-status';

/** Orders on one page of the list. */
export const ORDERS_PAGE_SIZE = 25;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isSortColumn = (value: string): value is OrderSortColumn =>
  (ORDER_SORT_COLUMNS as readonly string[]).includes(value);

const orderOf = (value: string): OrdersQuery['order'] =>
  value === 'asc' || value === 'desc' ? value : FIRST_QUERY.order;

/**
 * The orders list's query from its address (`?q=…&status=5&from=…&to=…&payment=…&delivery=…&sort=total&order=asc
 * &page=2`). Whatever is missing or cannot be read takes the fresh list's value, so any address opens a list.
 */
export function readOrdersQuery(search: string): OrdersQuery {
  const params = new URLSearchParams(search);
  const text = (name: string) => (params.get(name) ?? '').trim();
  const status = Number(text('status'));
  const sort = text('sort');
  const page = Number(text('page'));
  return {
    q: text('q').slice(0, 100),
    status: Number.isInteger(status) && isOrderStatusId(status) ? status : null,
    dateFrom: DAY.test(text('from')) ? text('from') : '',
    dateTo: DAY.test(text('to')) ? text('to') : '',
    payment: text('payment').slice(0, 64),
    delivery: text('delivery').slice(0, 64),
    sort: isSortColumn(sort) ? sort : FIRST_QUERY.sort,
    order: orderOf(text('order')),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100000 ? page : 1,
  };
}

/** The address of a query: only what differs from a fresh list, so a fresh list is plain /admin/orders. */
export function ordersSearch(query: OrdersQuery): string {
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | null, fresh: string | number | null) => {
    if (value !== fresh && value !== null && value !== '') params.set(name, String(value));
  };
  put('q', query.q, FIRST_QUERY.q);
  put('status', query.status, FIRST_QUERY.status);
  put('from', query.dateFrom, '');
  put('to', query.dateTo, '');
  put('payment', query.payment, '');
  put('delivery', query.delivery, '');
  put('sort', query.sort, FIRST_QUERY.sort);
  put('order', query.order, FIRST_QUERY.order);
  put('page', query.page, 1);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** What the list's filters ask the server (GET /admin/api/orders and its CSV export share them). */
export function exportQuery(query: OrdersQuery): OrderExportQuery {
  return {
    q: query.q || undefined,
    status: query.status ?? undefined,
    date_from: query.dateFrom || undefined,
    date_to: query.dateTo || undefined,
    payment: query.payment || undefined,
    delivery: query.delivery || undefined,
    sort: query.sort,
    order: query.order,
  };
}

export function listQuery(query: OrdersQuery): OrderListQuery {
  return { ...exportQuery(query), page: query.page, limit: ORDERS_PAGE_SIZE };
}

/** The CSV export's address for the filtered list (the browser downloads it with the staff cookie). */
export function csvHref(query: OrdersQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(exportQuery(query))) {
    if (value !== undefined) params.set(name, String(value));
  }
  return `/admin/api/orders.csv?${params.toString()}`;
}
