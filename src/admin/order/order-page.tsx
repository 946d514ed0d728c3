import { Button, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadError, Loading, PageMessage } from '../ui/page-state';
import { formatDateTime } from '../ui/dates';
import { OrderActions } from './order-actions';
import { OrderDetails } from './order-details';
import { Panel } from '../ui/panel';
import { OrderHistory } from './order-history';
import { OrderLines } from './order-lines';
import { OrderNote } from './order-note';
import { StatusBadge } from './status-badge';
import { useOrder } from './use-order';

/** One order (issue 15): what was bought and how, where it goes, its history, the actions its life allows now. */
export function OrderPage() {
  const orderId = Number(useParams().id);
  if (!Number.isSafeInteger(orderId) || orderId < 1) return <PageMessage title="Заказ не найден" />;
  return <OrderView orderId={orderId} />;
}

function OrderView({ orderId }: { orderId: number }) {
  const order = useOrder(orderId);
  if (order.isPending) return <Loading label="Загружаем заказ…" />;
  if (order.isError) return <LoadError error={order.error} retry={() => void order.refetch()} />;
  const data = order.data;
  return (
    <Stack gap="4">
      <Link asChild color="brand.fg" fontSize="sm" alignSelf="start">
        <RouterLink to="/orders">← Все заказы</RouterLink>
      </Link>
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h1" size="2xl">
            Заказ № {data.order_id}
          </Heading>
          <StatusBadge statusId={data.status_id} name={data.status} />
          <Text color="fg.muted">{formatDateTime(data.date_added)}</Text>
        </Flex>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={`/orders/${data.order_id}/picking`}>Лист сборки</RouterLink>
        </Button>
      </Flex>
      <OrderDetails order={data} />
      <Panel title="Товары">
        <OrderLines order={data} />
      </Panel>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Stack gap="4">
          <OrderActions key={data.order_id} order={data} />
          <OrderNote order={data} />
        </Stack>
        <OrderHistory order={data} />
      </SimpleGrid>
    </Stack>
  );
}
