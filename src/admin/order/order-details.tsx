import { Badge, Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { AdminOrder } from '../../contract/admin';
import { formatRoubles } from '../../domain/money';
import { formatPhone } from '../../domain/phone-mask';
import { Panel } from '../ui/panel';

/** Who ordered, where it goes and how it was paid, and what the customer asked (issue 15). */
export function OrderDetails({ order }: { order: AdminOrder }) {
  const { delivery, payment } = order;
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <Panel title="Покупатель">
        <Text fontWeight="medium">
          {order.firstname} {order.lastname}
        </Text>
        <Text>{formatPhone(order.telephone)}</Text>
        <Text wordBreak="break-all">{order.email}</Text>
        {order.customer_id ? null : <Text color="fg.muted">Без регистрации</Text>}
      </Panel>
      <Panel title="Доставка">
        <Text>{delivery.method}</Text>
        <Text color="fg.muted">{delivery.zone}</Text>
        {delivery.pickup_point ? <Text>Пункт выдачи: {delivery.pickup_point}</Text> : null}
        {delivery.address ? (
          <Text>
            {delivery.city ? `${delivery.city}, ` : ''}
            {delivery.address}
          </Text>
        ) : null}
        <Text>Стоимость: {formatRoubles(delivery.cost)}</Text>
        {delivery.tracking_number ? <Text>Трек-номер: {delivery.tracking_number}</Text> : null}
      </Panel>
      <Panel title="Оплата">
        <Text>{payment.method}</Text>
        {payment.transaction_id ? <Text wordBreak="break-all">Транзакция: {payment.transaction_id}</Text> : null}
        {payment.voucher_code ? <Text>Сертификат: {payment.voucher_code}</Text> : null}
        {payment.test_payment ? (
          <Badge colorPalette="orange" alignSelf="start">
            Тестовая оплата
          </Badge>
        ) : null}
      </Panel>
      {order.comment ? (
        <Box gridColumn={{ md: 'span 3' }}>
          <Panel title="Комментарий покупателя">
            <Text whiteSpace="pre-wrap">{order.comment}</Text>
          </Panel>
        </Box>
      ) : null}
    </SimpleGrid>
  );
}
