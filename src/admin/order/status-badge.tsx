import { Badge } from '@chakra-ui/react';
import { ORDER_STATUS } from '../../domain/order-status';

/** Colours that tell an order's state at a glance: waiting, moving, done, or stopped. */
const PALETTE: Record<number, string> = {
  [ORDER_STATUS.NEW]: 'blue',
  [ORDER_STATUS.AWAITING_PAYMENT]: 'orange',
  [ORDER_STATUS.PAID]: 'teal',
  [ORDER_STATUS.ASSEMBLING]: 'purple',
  [ORDER_STATUS.SHIPPED]: 'cyan',
  [ORDER_STATUS.DELIVERED]: 'green',
  [ORDER_STATUS.CANCELLED]: 'gray',
  [ORDER_STATUS.REFUNDED]: 'red',
};

export function StatusBadge({ statusId, name }: { statusId: number; name: string }) {
  return (
    <Badge colorPalette={PALETTE[statusId] ?? 'gray'} variant="subtle" whiteSpace="nowrap">
      {name}
    </Badge>
  );
}
