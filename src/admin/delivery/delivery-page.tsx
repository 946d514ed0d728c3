import { Field, Heading, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { DeliveryTerms } from '../../contract/admin-delivery';
import {
  DELIVERY_FORM_TEXT,
  deliveryFormMachine,
  type DeliveryForm,
  type DeliveryRecord,
} from '../../../machines/admin/delivery-form.machine';
import { SHIPPING_CODE } from '../../domain/constants';
import type { ShippingCode } from '../../domain/delivery-options';
import { AREA_TITLE, SHIPPING_TITLE } from '../../domain/delivery-prices';
import {
  AREAS,
  cellKey,
  cellTitle,
  DELIVERY_LABEL as LABEL,
  PRICE_CELLS,
  type DeliveryField,
} from '../../domain/delivery-settings';
import { inspect } from '../../web/ui/inspect';
import { fetchDeliveryTerms, saveDeliveryTerms } from '../api/delivery-api';
import { TextField } from '../ui/form-parts';
import { Panel } from '../ui/panel';
import { OneRecordForm } from '../ui/record-form-parts';
import { PickupPointsPanel } from './pickup-points-panel';

const METHODS: ShippingCode[] = [SHIPPING_CODE.PICKUP_POINT, SHIPPING_CODE.COURIER, SHIPPING_CODE.SELF_PICKUP];

/**
 * 'Доставка' (the owner only): the delivery prices by zone and method, the free-delivery threshold and the
 * self-pickup place, kept in the database and saved together against the version on screen (the checkout and the
 * server's totals read them at once); below, the shop's own pickup points.
 */
export function DeliveryPage() {
  const [machine] = useState(() => {
    const recordOf = ({ version, date_modified: _at, cdek: _cdek, ...values }: DeliveryTerms): DeliveryRecord => {
      return { values: { ...values, prices: values.prices as DeliveryRecord['values']['prices'] }, version };
    };
    return deliveryFormMachine.provide({
      actors: {
        loadTerms: fromPromise(async () => recordOf(await fetchDeliveryTerms())),
        saveTerms: fromPromise(async ({ input }: { input: DeliveryRecord }) =>
          recordOf(await saveDeliveryTerms({ version: input.version, ...input.values })),
        ),
      },
    });
  });
  const [state, send] = useMachine(machine, { inspect });
  const { form, problems } = state.context;
  const change = (values: Partial<DeliveryForm>) => send({ type: 'delivery.change', values });

  return (
    <Stack gap="4" maxW="4xl">
      <Heading as="h1" size="2xl">
        Доставка
      </Heading>
      <OneRecordForm
        state={state}
        text={DELIVERY_FORM_TEXT}
        label="Условия доставки"
        loading="Загружаем условия доставки…"
        onSubmit={() => send({ type: 'delivery.submit' })}
        onRetry={() => send({ type: 'delivery.retry' })}
      >
        {form ? (
          <>
            <Panel title="Цены доставки">
              <Text color="fg.muted" fontSize="sm">
                Целые рубли, 0 — бесплатно. Какие способы есть в зоне, задано правилами магазина: курьер — только в
                Москве и Санкт-Петербурге, самовывоз — только в Москве.
              </Text>
              <PriceTable form={form} problems={problems} change={change} />
            </Panel>
            <Panel title="Бесплатная доставка">
              <TextField
                label={LABEL.free_from}
                inputMode="numeric"
                maxW="xs"
                problem={problems.free_from}
                helper="Для гостей и покупателей, когда товаров в корзине на эту сумму или больше; специалистам — нет."
                value={form.roubles.free_from ?? ''}
                onChange={(e) => change({ roubles: { free_from: e.target.value } })}
              />
            </Panel>
            <Panel title="Самовывоз">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                <TextField
                  label={LABEL.pickup_address}
                  problem={problems.pickup_address}
                  value={form.pickup_address}
                  onChange={(e) => change({ pickup_address: e.target.value })}
                />
                <TextField
                  label={LABEL.pickup_hours}
                  problem={problems.pickup_hours}
                  helper="Например, Пн-Пт 10:00-18:00"
                  value={form.pickup_hours}
                  onChange={(e) => change({ pickup_hours: e.target.value })}
                />
              </SimpleGrid>
              <Text color="fg.muted" fontSize="sm">
                Покупатель видит адрес и часы на шаге «Способ доставки»; они же — в заказе и в письме о нём.
              </Text>
            </Panel>
          </>
        ) : null}
      </OneRecordForm>
      <PickupPointsPanel />
    </Stack>
  );
}

/** A table part's display: a block on a phone, its own table display from md on. */
const phone = (wide: string) => ({ base: 'block', md: wide }) as const;

/**
 * Zones down, methods across; a method a zone does not offer is a dash. On a phone the table is laid out as blocks
 * (a zone, then its offered prices, each named), so nothing is cut off or scrolled sideways; the cells stay the same.
 */
function PriceTable({
  form,
  problems,
  change,
}: {
  form: DeliveryForm;
  problems: Partial<Record<DeliveryField, string>>;
  change: (values: Partial<DeliveryForm>) => void;
}) {
  return (
    <Table.Root size="sm" aria-label="Цены доставки по зонам и способам, ₽" display={phone('table')}>
      <Table.Header hideBelow="md">
        <Table.Row>
          <Table.ColumnHeader>Зона</Table.ColumnHeader>
          {METHODS.map((code) => (
            <Table.ColumnHeader key={code}>{SHIPPING_TITLE[code]}, ₽</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body display={phone('table-row-group')}>
        {AREAS.map((area) => (
          <Table.Row key={area} display={phone('table-row')} pb={{ base: '3', md: '0' }}>
            <Table.Cell as="th" scope="row" minW="40" fontWeight="medium" display={phone('table-cell')}>
              {AREA_TITLE[area]}
            </Table.Cell>
            {METHODS.map((code) => {
              const cell = PRICE_CELLS.find((c) => c.area === area && c.code === code);
              if (!cell) {
                return (
                  <Table.Cell key={code} color="fg.muted" aria-label="Не предлагается" hideBelow="md">
                    —
                  </Table.Cell>
                );
              }
              const key = cellKey(cell);
              const problem = problems[key as DeliveryField];
              return (
                <Table.Cell
                  key={code}
                  verticalAlign="top"
                  display={phone('table-cell')}
                  borderBottomWidth={{ base: '0', md: '1px' }}
                >
                  <Field.Root invalid={Boolean(problem)} minW="24">
                    {/* The input's own name says method and zone; this only shows the method where no header does. */}
                    <Text aria-hidden hideFrom="md" fontSize="sm" color="fg.muted">
                      {SHIPPING_TITLE[code]}, ₽
                    </Text>
                    <Input
                      aria-label={cellTitle(cell)}
                      inputMode="numeric"
                      value={form.roubles[key] ?? ''}
                      onChange={(e) => change({ roubles: { [key]: e.target.value } })}
                    />
                    <Field.ErrorText>{problem}</Field.ErrorText>
                  </Field.Root>
                </Table.Cell>
              );
            })}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
