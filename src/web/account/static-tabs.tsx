import { Box, Button, Checkbox, HStack, SegmentGroup, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatRoubles } from '../../domain/money';
import { FormMessage } from './account-ui';

/**
 * 'Возврат товаров' and 'История транзакций' (product §2): disabled sections with static sample content; nothing here
 * reaches the server.
 */

const NOT_YET = 'Раздел пока не работает: ниже показан пример. Чтобы вернуть товар, позвоните или напишите нам.';

const SAMPLE_ITEMS = [
  { name: 'Пилинг миндальный 30%', quantity: 1, price: 2450 },
  { name: 'Крем увлажняющий с гиалуроновой кислотой', quantity: 2, price: 1890 },
];

export function ReturnsTab() {
  const [view, setView] = useState<string>('Возврат товаров');
  const [all, setAll] = useState(false);
  return (
    <Stack gap="5">
      <FormMessage status="info">{NOT_YET}</FormMessage>
      <SegmentGroup.Root value={view} onValueChange={(d) => setView(d.value ?? 'Возврат товаров')} alignSelf="start">
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={['Возврат товаров', 'История возвратов']} />
      </SegmentGroup.Root>
      {view === 'Возврат товаров' ? (
        <Stack gap="4" aria-label="Пример возврата" role="group">
          <Text fontWeight="semibold">Заказ № 1024 от 03-05-2024</Text>
          {SAMPLE_ITEMS.map((item) => (
            <HStack key={item.name} justify="space-between" borderBottomWidth="1px" borderColor="border" pb="2">
              <Text>{item.name}</Text>
              <Text color="fg.muted">
                {item.quantity} × {formatRoubles(item.price)}
              </Text>
            </HStack>
          ))}
          <Checkbox.Root checked={all} onCheckedChange={(d) => setAll(d.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Вернуть весь заказ</Checkbox.Label>
          </Checkbox.Root>
          <Button alignSelf="start" colorPalette="brand" disabled={!all}>
            Оформить возврат
          </Button>
        </Stack>
      ) : (
        <Box color="fg.muted">Возвратов пока не было.</Box>
      )}
    </Stack>
  );
}

const SAMPLE_TRANSACTIONS = [
  { date: '03-05-2024', text: 'Оплата заказа № 1024 картой', amount: 6230 },
  { date: '12-04-2024', text: 'Оплата заказа № 998 картой', amount: 3120 },
];

export function TransactionsTab() {
  return (
    <Stack gap="5">
      <FormMessage status="info">Раздел пока не работает: ниже показан пример.</FormMessage>
      <Table.Root size="sm" aria-label="Пример истории транзакций">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Дата</Table.ColumnHeader>
            <Table.ColumnHeader>Операция</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Сумма</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body color="fg.muted">
          {SAMPLE_TRANSACTIONS.map((t) => (
            <Table.Row key={t.text}>
              <Table.Cell>{t.date}</Table.Cell>
              <Table.Cell>{t.text}</Table.Cell>
              <Table.Cell textAlign="end">{formatRoubles(t.amount)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
