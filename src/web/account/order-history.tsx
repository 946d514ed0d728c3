import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { fetchOrderHistory } from '../../api/account';
import { reverseDatePart } from '../../domain/text';
import { FormMessage, Muted } from './account-ui';

/**
 * An order's history in the account's order dialog: each status the shop gave it, when, and what it wrote to the
 * customer with it (issue 15: the same history the back office keeps, without the staff's own entries).
 */
export function OrderHistory({ orderId }: { orderId: number }) {
  const history = useQuery({
    queryKey: ['account', 'order-history', orderId],
    queryFn: () => fetchOrderHistory(orderId),
  });
  if (history.isPending) return <Muted>Загрузка</Muted>;
  if (history.isError) return <FormMessage>Не удалось загрузить историю заказа</FormMessage>;
  if (history.data.length === 0) return null;
  return (
    <Stack gap="2" mt="5">
      <Text as="h3" fontWeight="semibold" id={`order-history-${orderId}`}>
        История заказа
      </Text>
      <Stack as="ol" listStyleType="none" gap="2" aria-labelledby={`order-history-${orderId}`}>
        {history.data.map((entry, index) => (
          <Stack
            as="li"
            key={`${index}-${entry.date_added}`}
            gap="0"
            borderStartWidth="2px"
            borderColor="border"
            ps="3"
          >
            <Text fontWeight="medium">{entry.status_name}</Text>
            <Muted>{reverseDatePart(entry.date_added)}</Muted>
            {entry.comment ? <Text whiteSpace="pre-line">{entry.comment}</Text> : null}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
