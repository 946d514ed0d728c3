import { Flex, Stack, Text } from '@chakra-ui/react';
import type { CartTotalRow } from '../../../domain/cart-reply';
import { stripHtml } from '../../../domain/text';

/** The order summary: the server's totals rows, titles with their HTML stripped (product §2), the last row emphasised. */
export function TotalsList({ totals }: { totals: CartTotalRow[] }) {
  return (
    <Stack as="dl" gap="2">
      {totals.map((row, i) => {
        const last = i === totals.length - 1;
        return (
          <Flex
            key={`${row.code}-${i}`}
            justify="space-between"
            gap="4"
            pt={last ? '3' : undefined}
            borderTopWidth={last ? '1px' : undefined}
            borderColor="border"
            fontWeight={last ? 'semibold' : undefined}
            fontSize={last ? 'lg' : undefined}
          >
            <Text as="dt" color={last ? 'fg' : 'fg.muted'}>
              {stripHtml(row.title)}
            </Text>
            <Text as="dd" whiteSpace="nowrap">
              {row.text}
            </Text>
          </Flex>
        );
      })}
    </Stack>
  );
}
