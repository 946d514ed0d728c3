import { Button, Field, Flex, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { OrdersQueryContext, OrdersQueryEvent } from '../../../machines/admin/orders-query.machine';
import { ORDERS_QUERY_TEXT } from '../../../machines/admin/orders-query.machine';
import { DELIVERY_OPTIONS, PAYMENT_OPTIONS, STATUS_OPTIONS, type Option } from './order-options';

/** The orders list's search and filters (issue 15): number, name, phone or e-mail; status, period, payment, delivery. */
export function OrdersFilters({
  context,
  datesReversed,
  send,
  actions,
}: {
  context: OrdersQueryContext;
  datesReversed: boolean;
  send: (event: OrdersQueryEvent) => void;
  actions: ReactNode;
}) {
  const { query } = context;
  return (
    <Stack gap="3" bg="bg" borderWidth="1px" borderRadius="l2" p={{ base: '3', md: '4' }}>
      <form
        role="search"
        aria-label="Поиск заказов"
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'query.search.submit' });
        }}
      >
        <Flex gap="2" align="end">
          <Field.Root flex="1">
            <Field.Label>Поиск</Field.Label>
            <Input
              type="search"
              name="q"
              placeholder="Номер, имя, телефон или e-mail"
              value={context.search}
              maxLength={100}
              onChange={(e) => send({ type: 'query.search.change', text: e.target.value })}
            />
          </Field.Root>
          <Button type="submit" colorPalette="brand">
            Найти
          </Button>
        </Flex>
      </form>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 5 }} gap="3">
        <Choice
          label="Статус"
          all="Все статусы"
          options={STATUS_OPTIONS}
          value={query.status === null ? '' : String(query.status)}
          onChange={(value) => send({ type: 'query.filter', filters: { status: value ? Number(value) : null } })}
        />
        <Choice
          label="Оплата"
          all="Любая оплата"
          options={PAYMENT_OPTIONS}
          value={query.payment}
          onChange={(payment) => send({ type: 'query.filter', filters: { payment } })}
        />
        <Choice
          label="Доставка"
          all="Любая доставка"
          options={DELIVERY_OPTIONS}
          value={query.delivery}
          onChange={(delivery) => send({ type: 'query.filter', filters: { delivery } })}
        />
        <Field.Root invalid={datesReversed}>
          <Field.Label>Дата с</Field.Label>
          <Input
            type="date"
            value={context.dateFrom}
            onChange={(e) => send({ type: 'query.dates.change', dateFrom: e.target.value, dateTo: context.dateTo })}
          />
          <Field.ErrorText>{ORDERS_QUERY_TEXT.datesReversed}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={datesReversed}>
          <Field.Label>Дата по</Field.Label>
          <Input
            type="date"
            value={context.dateTo}
            onChange={(e) => send({ type: 'query.dates.change', dateFrom: context.dateFrom, dateTo: e.target.value })}
          />
        </Field.Root>
      </SimpleGrid>
      <Flex gap="2" wrap="wrap" justify="space-between">
        <Button variant="ghost" size="sm" onClick={() => send({ type: 'query.reset' })}>
          Сбросить фильтры
        </Button>
        {actions}
      </Flex>
    </Stack>
  );
}

function Choice({
  label,
  all,
  options,
  value,
  onChange,
}: {
  label: string;
  all: string;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{all}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
