import { Button, Field, Flex, Heading, Input, Link, NativeSelect, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { CustomerListQuery, CustomerListRow } from '../../contract/admin-customers';
import { formatRoubles } from '../../domain/money';
import { formatPhone } from '../../domain/phone-mask';
import { fetchCustomers } from '../api/admin-api';
import { formatDateTime } from '../ui/dates';
import { columnHelper, DataTable } from '../ui/data-table';
import { AdminForm } from '../ui/form-parts';
import { PagedResult } from '../ui/paged-result';
import { GROUP_NAME, PROFESSIONAL_STATUS_NAME } from './customer-texts';

const PAGE_SIZE = 25;
const SORTS = ['date', 'name', 'email', 'orders', 'spent'] as const;
type CustomerSort = (typeof SORTS)[number];
const sortOf = (value: string | null): CustomerSort => SORTS.find((s) => s === value) ?? 'date';
const CUSTOMER_FORMS = ['покупатель', 'покупателя', 'покупателей'] as const;

const column = columnHelper<CustomerListRow>();
const columns = column.columns([
  column.accessor((row) => `${row.firstname} ${row.lastname}`.trim(), {
    id: 'name',
    header: 'Покупатель',
    cell: (info) => (
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={`/customers/${info.row.original.customer_id}`}>{info.getValue() || 'Без имени'}</RouterLink>
      </Link>
    ),
  }),
  column.accessor('email', { id: 'email', header: 'E-mail' }),
  column.accessor('telephone', { id: 'phone', header: 'Телефон', cell: (info) => formatPhone(info.getValue()) }),
  column.accessor('customer_group_id', { id: 'group', header: 'Группа', cell: (info) => GROUP_NAME[info.getValue()] }),
  column.accessor('professional_status', {
    id: 'professional',
    header: 'Заявка',
    cell: (info) => PROFESSIONAL_STATUS_NAME[info.getValue()],
  }),
  column.accessor('orders', { id: 'orders', header: 'Заказов' }),
  column.accessor('spent', { id: 'spent', header: 'Потратил', cell: (info) => formatRoubles(info.getValue()) }),
  column.accessor('date_added', { id: 'date', header: 'Регистрация', cell: (info) => formatDateTime(info.getValue()) }),
]);

/**
 * 'Покупатели' (issue 15, owner and managers): the customers paged, sorted, searched (name, e-mail, phone) and
 * filtered by group on the server; the address keeps the list's state.
 */
export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const group = params.get('group') === '1' || params.get('group') === '2' ? Number(params.get('group')) : undefined;
  const sort = sortOf(params.get('sort'));
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);

  const query: CustomerListQuery = { q: q || undefined, group, sort, order, page, limit: PAGE_SIZE };
  const customers = useQuery({
    queryKey: ['admin', 'customers', query],
    queryFn: () => fetchCustomers(query),
    placeholderData: keepPreviousData,
  });

  const show = (next: Partial<{ q: string; group: string; sort: CustomerSort; order: string; page: number }>) => {
    const merged = { q, group: group ? String(group) : '', sort, order, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.group) search.set('group', merged.group);
    if (merged.sort !== 'date') search.set('sort', merged.sort);
    if (merged.order !== 'desc') search.set('order', merged.order);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Покупатели
      </Heading>
      <AdminForm label="Поиск покупателей" onSubmit={() => show({ q: typed.trim() })}>
        <Flex gap="3" align="end" wrap="wrap" bg="bg" borderWidth="1px" borderRadius="l2" p={{ base: '3', md: '4' }}>
          <Field.Root flex="1" minW="14rem">
            <Field.Label>Поиск</Field.Label>
            <Input
              type="search"
              placeholder="Имя, e-mail или телефон"
              maxLength={100}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </Field.Root>
          <Field.Root maxW={{ base: 'full', sm: '16rem' }}>
            <Field.Label>Группа</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={group ?? ''} onChange={(e) => show({ group: e.target.value })}>
                <option value="">Все группы</option>
                {Object.entries(GROUP_NAME).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button type="submit" colorPalette="brand">
            Найти
          </Button>
        </Flex>
      </AdminForm>
      <PagedResult
        result={customers}
        loading="Загружаем покупателей…"
        forms={CUSTOMER_FORMS}
        empty="Покупателей с такими условиями нет."
        rows={(data) => data.customers}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => show({ page: next })}
      >
        {(data) => (
          <DataTable
            caption="Покупатели"
            columns={columns}
            rows={data.customers}
            rowId={(row) => String(row.customer_id)}
            sorting={{
              column: sort,
              order,
              sortable: SORTS,
              onSort: (column) =>
                show({ sort: column, order: column === sort ? (order === 'asc' ? 'desc' : 'asc') : 'desc' }),
            }}
            look={{ end: ['orders', 'spent'], wrap: ['name', 'email', 'group', 'professional', 'date'] }}
          />
        )}
      </PagedResult>
    </Stack>
  );
}
