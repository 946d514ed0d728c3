import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { AdminOrder } from '../../contract/admin';
import { formatRoubles } from '../../domain/money';
import { formatDateTime } from '../ui/dates';
import { Panel } from '../ui/panel';
import { StatusBadge } from './status-badge';

/** Every status the order went through, with the comment and who made the change (the shop itself: 'Магазин'). */
export function OrderHistory({ order }: { order: AdminOrder }) {
  return (
    <Panel title="История статусов">
      <List.Root as="ol" gap="3" variant="plain">
        {[...order.history].reverse().map((entry, index) => (
          <List.Item key={`${entry.date_added}-${index}`} display="block">
            <HStack gap="2" wrap="wrap">
              <StatusBadge statusId={entry.status_id} name={entry.status} />
              <Text fontSize="sm" color="fg.muted">
                {formatDateTime(entry.date_added)} · {entry.staff ?? 'Магазин'}
              </Text>
              {entry.notify ? (
                <Badge variant="outline" size="sm">
                  Письмо покупателю
                </Badge>
              ) : null}
            </HStack>
            {entry.comment ? <Text whiteSpace="pre-wrap">{entry.comment}</Text> : null}
          </List.Item>
        ))}
      </List.Root>
      {order.refunds.length > 0 ? (
        <Stack gap="1" mt="3">
          <Text fontWeight="medium">Возвраты</Text>
          {order.refunds.map((refund, index) => (
            <Text key={`${refund.date_added}-${index}`} fontSize="sm">
              {formatDateTime(refund.date_added)}: {formatRoubles(refund.amount)}
              {refund.state === 'pending' ? ' — банк ещё не ответил' : ''}
              {refund.transaction_id ? ` · транзакция ${refund.transaction_id}` : ''}
              {refund.staff ? ` · ${refund.staff}` : ''}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Panel>
  );
}
