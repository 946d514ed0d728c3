import { Badge, Box, Stack, Table, Text } from '@chakra-ui/react';
import type { AdminOrder } from '../../contract/admin';
import { formatRoubles } from '../../domain/money';

/** The order's lines with their options and gifts, and its totals exactly as the customer saw them. */
export function OrderLines({ order }: { order: AdminOrder }) {
  return (
    <Stack gap="3">
      <Box overflowX="auto" borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm">
          <Table.Caption srOnly>Товары заказа</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Товар</Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="md">Артикул</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Кол-во</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" hideBelow="md">
                Цена
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Сумма</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {order.lines.map((line, index) => (
              <Table.Row key={`${line.product_id}-${index}`}>
                <Table.Cell minW={{ base: '0', md: '12rem' }}>
                  <Text fontWeight="medium">
                    {line.name}{' '}
                    {line.is_present ? (
                      <Badge colorPalette="pink" variant="subtle">
                        Подарок
                      </Badge>
                    ) : null}
                  </Text>
                  {/* On a phone the article number and price go under the name (three columns fit 375 px). */}
                  <Text fontSize="sm" color="fg.muted" hideFrom="md">
                    {line.model} · {formatRoubles(line.price)}
                  </Text>
                  {line.options.map((option) => (
                    <Text key={option} fontSize="sm" color="fg.muted">
                      {option}
                    </Text>
                  ))}
                </Table.Cell>
                <Table.Cell hideBelow="md">{line.model}</Table.Cell>
                <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" hideBelow="md">
                  {formatRoubles(line.price)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatRoubles(line.total)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack as="dl" gap="1" alignSelf="end" minW={{ base: 'full', sm: '18rem' }}>
        {order.totals.map((total) => (
          <Box key={total.code} display="flex" justifyContent="space-between" gap="4">
            <Text as="dt" color={total.code === 'total' ? 'fg' : 'fg.muted'}>
              {total.title}
            </Text>
            <Text as="dd" fontWeight={total.code === 'total' ? 'bold' : 'normal'} whiteSpace="nowrap">
              {formatRoubles(total.value)}
            </Text>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
