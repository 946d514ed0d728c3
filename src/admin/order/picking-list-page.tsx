import { Box, Button, Flex, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';
import { formatPhone } from '../../domain/phone-mask';
import { formatDateTime } from '../ui/dates';
import { LoadError, Loading, PageMessage } from '../ui/page-state';
import { useOrder } from './use-order';

/** Hidden on paper: the buttons and links of the screen. */
const SCREEN_ONLY = { '@media print': { display: 'none' } };

/**
 * The picking list (issue 15): what to put in the box, line by line with a square to tick, and where it goes. A page
 * of its own without the back office's menu, printed with the browser's own 'Печать'.
 */
export function PickingListPage() {
  const orderId = Number(useParams().id);
  if (!Number.isSafeInteger(orderId) || orderId < 1) return <PageMessage title="Заказ не найден" />;
  return <PickingList orderId={orderId} />;
}

function PickingList({ orderId }: { orderId: number }) {
  const order = useOrder(orderId);
  if (order.isPending) return <Loading label="Загружаем заказ…" />;
  if (order.isError) return <LoadError error={order.error} retry={() => void order.refetch()} />;
  const data = order.data;
  const { delivery } = data;
  return (
    <Box as="main" maxW="50rem" mx="auto" p={{ base: '3', md: '8' }} bg="bg" color="fg">
      <Flex gap="2" mb="4" justify="space-between" css={SCREEN_ONLY}>
        <Link asChild color="brand.fg">
          <RouterLink to={`/orders/${data.order_id}`}>← К заказу</RouterLink>
        </Link>
        <Button colorPalette="brand" size="sm" onClick={() => window.print()}>
          Печать
        </Button>
      </Flex>
      <Stack gap="1" mb="4">
        <Heading as="h1" size="xl">
          Лист сборки заказа № {data.order_id}
        </Heading>
        <Text>от {formatDateTime(data.date_added)}</Text>
        <Text>
          {data.firstname} {data.lastname}, {formatPhone(data.telephone)}
        </Text>
        <Text>
          {delivery.method}
          {delivery.pickup_point ? `: ${delivery.pickup_point}` : ''}
          {delivery.address ? `: ${delivery.city ? `${delivery.city}, ` : ''}${delivery.address}` : ''}
        </Text>
      </Stack>
      <Table.Root size="sm" variant="outline">
        <Table.Caption srOnly>Что положить в заказ</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="3rem">№</Table.ColumnHeader>
            <Table.ColumnHeader>Артикул</Table.ColumnHeader>
            <Table.ColumnHeader>Товар</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Кол-во</Table.ColumnHeader>
            <Table.ColumnHeader w="4rem">Собрано</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.lines.map((line, index) => (
            <Table.Row key={`${line.product_id}-${index}`}>
              <Table.Cell>{index + 1}</Table.Cell>
              <Table.Cell>{line.model}</Table.Cell>
              <Table.Cell>
                {line.name}
                {line.is_present ? ' (подарок)' : ''}
                {line.options.length > 0 ? (
                  <Text fontSize="sm" color="fg.muted">
                    {line.options.join('; ')}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="bold">
                {line.quantity}
              </Table.Cell>
              <Table.Cell>
                <Box aria-hidden w="5" h="5" borderWidth="2px" borderColor="fg" borderRadius="sm" />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {data.comment ? <Text mt="4">Комментарий покупателя: {data.comment}</Text> : null}
      {data.staff_note ? <Text mt="2">Заметка: {data.staff_note}</Text> : null}
    </Box>
  );
}
