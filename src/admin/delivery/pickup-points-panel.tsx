import { Badge, Button, Checkbox, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { AdminPickupPoint } from '../../contract/admin-delivery';
import {
  PICKUP_POINTS_TEXT,
  pickupPointsMachine,
  type PointsData,
} from '../../../machines/admin/pickup-points.machine';
import {
  CDEK_CONFIGURED_NOTE,
  PICKUP_POINT_LABEL as LABEL,
  type PickupPointValues,
} from '../../domain/pickup-point-edit';
import { inspect } from '../../web/ui/inspect';
import { deletePickupPoint, fetchPickupPoints, savePickupPoint } from '../api/delivery-api';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { columnHelper, DataTable } from '../ui/data-table';
import { FormDialog } from '../ui/form-dialog';
import { FormAlert, TextField } from '../ui/form-parts';
import { LoadError, Loading } from '../ui/page-state';
import { Panel } from '../ui/panel';
import { SelectField } from '../ui/select-field';

function usePickupPoints(onCdek: (configured: boolean) => void) {
  const [machine] = useState(() => {
    const data = ({ points, regions, cdek }: { points: AdminPickupPoint[]; regions: string[]; cdek: boolean }) => {
      onCdek(cdek);
      return { points, regions } satisfies PointsData;
    };
    return pickupPointsMachine.provide({
      actors: {
        load: fromPromise(async () => data(await fetchPickupPoints())),
        save: fromPromise(async ({ input }) => data(await savePickupPoint(input))),
        remove: fromPromise(async ({ input }) => data(await deletePickupPoint(input))),
      },
    });
  });
  return useMachine(machine, { inspect });
}

type Actor = ReturnType<typeof usePickupPoints>;

const placeOf = (p: Pick<AdminPickupPoint, 'city' | 'address'>) => `${p.city}, ${p.address}`;

const column = columnHelper<AdminPickupPoint>();

function columnsFor([state, send]: Actor) {
  const busy = state.hasTag('busy');
  return column.columns([
    column.display({
      id: 'place',
      header: 'Пункт',
      cell: ({ row }) => (
        <Stack gap="0">
          <Text fontWeight="medium">{placeOf(row.original)}</Text>
          <Text fontSize="sm" color="fg.muted">
            {row.original.region} · код {row.original.code}
            {row.original.note ? ` · ${row.original.note}` : ''}
          </Text>
        </Stack>
      ),
    }),
    column.display({ id: 'hours', header: 'Часы работы', cell: ({ row }) => row.original.work_time }),
    column.display({
      id: 'state',
      header: 'Состояние',
      cell: ({ row }) => (
        <Badge colorPalette={row.original.status ? 'green' : 'gray'}>
          {row.original.status ? 'Работает' : 'Выключен'}
        </Badge>
      ),
    }),
    column.display({
      id: 'actions',
      header: 'Действия',
      cell: ({ row }) => {
        const p = row.original;
        const name = placeOf(p);
        return (
          <HStack gap="1" flexWrap="wrap">
            <Button
              size="xs"
              variant="outline"
              disabled={busy}
              aria-label={`Изменить «${name}»`}
              onClick={() => send({ type: 'point.edit', point: p })}
            >
              Изменить
            </Button>
            <Button
              size="xs"
              variant="outline"
              disabled={busy}
              aria-label={`${p.status ? 'Выключить' : 'Включить'} «${name}»`}
              onClick={() => send({ type: 'point.toggle', point: p })}
            >
              {p.status ? 'Выключить' : 'Включить'}
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              disabled={busy}
              aria-label={`Удалить «${name}»`}
              onClick={() => send({ type: 'point.delete', point: p })}
            >
              Удалить
            </Button>
          </HStack>
        );
      },
    }),
  ]);
}

/**
 * 'Пункты выдачи' on 'Доставка': the shop's own points, which the checkout offers while no CDEK account is
 * configured; with CDEK configured the page says the points come from CDEK and lists none.
 */
export function PickupPointsPanel() {
  const [cdek, setCdek] = useState(false);
  const actor = usePickupPoints(setCdek);
  const [state, send] = actor;
  const { points, error, stale, done, target } = state.context;
  const dialogOpen = state.hasTag('form') || (state.matches('saving') && !state.context.toggling);
  if (cdek) {
    return (
      <Panel title="Пункты выдачи">
        <Text>{CDEK_CONFIGURED_NOTE}</Text>
      </Panel>
    );
  }
  return (
    <Panel title="Пункты выдачи">
      <Stack gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Text color="fg.muted" fontSize="sm" maxW="xl">
            СДЭК не настроен: покупатели выбирают пункт из этого списка. Изменения видны в оформлении заказа сразу.
          </Text>
          <Button
            colorPalette="brand"
            size="sm"
            onClick={() => send({ type: 'point.new' })}
            disabled={!state.matches('idle')}
          >
            Добавить пункт
          </Button>
        </HStack>
        {state.matches('loadFailed') ? (
          <LoadError
            error={new Error(error ?? PICKUP_POINTS_TEXT.loadFailed)}
            retry={() => send({ type: 'point.retry' })}
          />
        ) : null}
        {state.matches('loading') && !stale ? <Loading label="Загружаем пункты выдачи…" /> : null}
        <FormAlert status={stale ? 'warning' : 'error'} text={!dialogOpen && !state.hasTag('confirm') ? error : null}>
          {stale ? PICKUP_POINTS_TEXT.reloaded : null}
        </FormAlert>
        <FormAlert status="success" text={done} />
        {!state.matches('loading') && !state.matches('loadFailed') ? (
          points.length === 0 ? (
            <Text>Пунктов выдачи пока нет.</Text>
          ) : (
            <DataTable
              caption="Пункты выдачи"
              columns={columnsFor(actor)}
              rows={points}
              rowId={(p) => String(p.id)}
              look={{ wrap: ['place', 'hours'] }}
            />
          )
        ) : null}
      </Stack>
      <PointFormDialog actor={actor} open={dialogOpen} />
      <ConfirmDialog
        open={state.hasTag('confirm')}
        title="Удалить пункт выдачи?"
        body={`${target ? `«${placeOf(target)}»` : 'Пункт'} исчезнет из оформления заказа сразу и навсегда; заказы сохранят его адрес.${
          error && state.hasTag('confirm') ? ` ${error}` : ''
        }`}
        yes="Да, удалить"
        busy={state.matches('deleting')}
        onYes={() => send({ type: 'point.confirm' })}
        onNo={() => send({ type: 'point.back' })}
      />
    </Panel>
  );
}

function PointFormDialog({ actor: [state, send], open }: { actor: Actor; open: boolean }) {
  const { form, problems, error, target, regions } = state.context;
  const change = (values: Partial<PickupPointValues>) => send({ type: 'point.change', values });
  const text = (field: 'city' | 'address' | 'work_time' | 'note', helper?: string) => (
    <TextField
      label={LABEL[field]}
      problem={problems[field]}
      helper={helper}
      value={form[field]}
      onChange={(e) => change({ [field]: e.target.value })}
    />
  );
  return (
    <FormDialog
      open={open}
      title={target ? 'Изменить пункт выдачи' : 'Новый пункт выдачи'}
      submit="Сохранить"
      busy={state.matches('saving')}
      error={error}
      onSubmit={() => send({ type: 'point.submit' })}
      onClose={() => send({ type: 'point.back' })}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {text('city')}
        <SelectField
          label={LABEL.region}
          value={form.region}
          problem={problems.region}
          options={[['', '— не выбран —'] as const, ...regions.map((r) => [r, r] as const)]}
          onChange={(region) => change({ region })}
        />
      </SimpleGrid>
      {text('address', 'Улица и дом: ул. Тверская, 12, стр. 1')}
      {text('work_time', 'Например, Пн-Пт 10:00-20:00, Сб-Вс 10:00-18:00')}
      {text('note', 'Необязательно: вход со двора, этаж')}
      <Checkbox.Root checked={form.status} onCheckedChange={(d) => change({ status: d.checked === true })}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Пункт работает</Checkbox.Label>
      </Checkbox.Root>
    </FormDialog>
  );
}
