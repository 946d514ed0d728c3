import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { OrderListRow } from '../../contract/admin';
import {
  ORDER_SORT_COLUMNS,
  type OrderSortColumn,
  type OrdersQuery,
} from '../../../machines/admin/orders-query.machine';
import { formatRoubles } from '../../domain/money';
import { formatPhone } from '../../domain/phone-mask';
import { StatusBadge } from '../order/status-badge';
import { formatDateTime } from '../ui/dates';
import { columnHelper, DataTable } from '../ui/data-table';

const column = columnHelper<OrderListRow>();

/** The list's columns (issue 15); the column ids are the server's sorts where it sorts by them. */
const columns = column.columns([
  column.accessor('order_id', {
    id: 'number',
    header: 'Номер',
    cell: (info) => (
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={`/orders/${info.getValue()}`}>№ {info.getValue()}</RouterLink>
      </Link>
    ),
  }),
  column.accessor('date_added', { id: 'date', header: 'Дата', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('customer', { id: 'customer', header: 'Покупатель' }),
  column.accessor('telephone', { id: 'phone', header: 'Телефон', cell: (info) => formatPhone(info.getValue()) }),
  column.accessor('total', { id: 'total', header: 'Сумма', cell: (info) => formatRoubles(info.getValue()) }),
  column.accessor('payment_method', { id: 'payment', header: 'Оплата' }),
  column.accessor('shipping_method', { id: 'delivery', header: 'Доставка' }),
  column.accessor('status', {
    id: 'status',
    header: 'Статус',
    cell: (info) => <StatusBadge statusId={info.row.original.status_id} name={info.getValue()} />,
  }),
]);

export function OrdersTable({
  rows,
  query,
  onSort,
}: {
  rows: OrderListRow[];
  query: OrdersQuery;
  onSort: (column: OrderSortColumn) => void;
}) {
  return (
    <DataTable
      caption="Заказы"
      columns={columns}
      rows={rows}
      rowId={(row) => String(row.order_id)}
      sorting={{ column: query.sort, order: query.order, sortable: ORDER_SORT_COLUMNS, onSort }}
      look={{ end: ['total'], wrap: ['customer', 'payment', 'delivery'] }}
    />
  );
}
