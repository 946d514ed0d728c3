import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { SuccessReply } from '../../domain/checkout-state';
import { formatRoubles } from '../../domain/money';
import { TotalsList } from '../features/totals/totals-list';

export const ORDER_ITEMS_LABEL = 'Состав заказа';

/** What an order holds and what it came to: its lines (name, options, quantity, roubles) and its totals rows. */
export function OrderItems({ products, totals }: Pick<SuccessReply, 'products' | 'totals'>) {
  return (
    <Box as="section" aria-label={ORDER_ITEMS_LABEL} borderTopWidth="1px" borderColor="border" pt="4">
      <Stack as="ul" listStyleType="none" gap="3" mb="4">
        {products.map((item, index) => (
          <Flex as="li" key={`${item.model}-${index}`} justify="space-between" gap="4" align="start">
            <Box minW="0">
              <Text>{item.name}</Text>
              {item.options.map((option) => (
                <Text key={option} fontSize="sm" color="fg.muted">
                  {option}
                </Text>
              ))}
            </Box>
            <Text whiteSpace="nowrap" color="fg.muted">
              {item.quantity} × {formatRoubles(item.total / item.quantity)}
            </Text>
            <Text whiteSpace="nowrap" fontWeight="semibold" minW="20" textAlign="end">
              {formatRoubles(item.total)}
            </Text>
          </Flex>
        ))}
      </Stack>
      <TotalsList totals={totals.map((row) => ({ ...row, text: formatRoubles(row.value) }))} />
    </Box>
  );
}
