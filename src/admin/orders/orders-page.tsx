import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ordersQueryMachine } from '../../../machines/admin/orders-query.machine';
import { pluralRu } from '../../domain/plural';
import { inspect } from '../../web/ui/inspect';
import { fetchOrders } from '../api/admin-api';
import { LoadError, Loading } from '../ui/page-state';
import { Pager } from '../ui/pager';
import { OrdersFilters } from './orders-filters';
import { OrdersTable } from './orders-table';
import { csvHref, listQuery, ORDERS_PAGE_SIZE, ordersSearch, readOrdersQuery } from './orders-url';

const ORDER_FORMS = ['заказ', 'заказа', 'заказов'] as const;

/** 'Заказы' (issue 15): the list paged, sorted, filtered and searched on the server; its state in the address. */
export function OrdersPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const shown = readOrdersQuery(location.search);
  const [machine] = useState(() =>
    ordersQueryMachine.provide({
      actions: { publish: (_, query) => void navigate({ pathname: '/orders', search: ordersSearch(query) }) },
    }),
  );
  const [state, send] = useMachine(machine, { input: shown, inspect });

  // The browser moved back or forward (or a link opened another list): the form follows the address.
  const address = ordersSearch(shown);
  const asked = ordersSearch(state.context.query);
  useEffect(() => {
    if (address !== asked) send({ type: 'query.url', query: readOrdersQuery(address) });
  }, [address, asked, send]);

  const orders = useQuery({
    queryKey: ['admin', 'orders', listQuery(shown)],
    queryFn: () => fetchOrders(listQuery(shown)),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Заказы
      </Heading>
      <OrdersFilters
        context={state.context}
        datesReversed={state.hasTag('datesReversed')}
        send={send}
        actions={
          <Button asChild variant="outline" size="sm">
            <a href={csvHref(shown)} download>
              Выгрузить CSV
            </a>
          </Button>
        }
      />
      {orders.isPending ? <Loading label="Загружаем заказы…" /> : null}
      {orders.isError ? <LoadError error={orders.error} retry={() => void orders.refetch()} /> : null}
      {orders.data ? (
        <>
          <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
            <Text color="fg.muted" role="status" aria-live="polite">
              Найдено: {orders.data.total} {pluralRu(orders.data.total, ORDER_FORMS)}
            </Text>
          </Flex>
          {orders.data.orders.length > 0 ? (
            <OrdersTable
              rows={orders.data.orders}
              query={shown}
              onSort={(column) => send({ type: 'query.sort', column })}
            />
          ) : (
            <Text py="6">Заказов с такими условиями нет.</Text>
          )}
          <Pager
            page={shown.page}
            total={orders.data.total}
            pageSize={ORDERS_PAGE_SIZE}
            onPage={(page) => send({ type: 'query.page', page })}
          />
        </>
      ) : null}
    </Stack>
  );
}
