import { Badge, Button, Checkbox, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  pickupPointList,
  pointValuesOf,
  pointValuesOfForm,
  PICKUP_POINTS_TEXT,
} from '../../../machines/admin/pickup-point-list';
import type { AdminPickupPoint } from '../../contract/admin-delivery';
import { CDEK_CONFIGURED_NOTE, PICKUP_POINT_LABEL as LABEL } from '../../domain/pickup-point-edit';
import { pickupPointsApi } from '../api/delivery-api';
import { columnHelper } from '../ui/data-table';
import { TextField } from '../ui/form-parts';
import { Panel } from '../ui/panel';
import { RecordFormDialog } from '../ui/record-list-page';
import { RecordTable, type RecordTableLook } from '../ui/record-table';
import { SelectField } from '../ui/select-field';
import { useRecordList } from '../ui/use-record-list';

/** The record-list statechart over the points' calls; what else the list comes with: its regions, whether CDEK is on. */
function usePickupPoints() {
  const [heard, setHeard] = useState({ regions: [] as readonly string[], cdek: false });
  const [list] = useState(() => {
    let regions: readonly string[] = [];
    const api = pickupPointsApi((answer) => {
      regions = answer.regions;
      setHeard({ regions: answer.regions, cdek: answer.cdek });
    });
    return { input: pickupPointList(() => regions), api };
  });
  const actor = useRecordList(list.input, list.api, pointValuesOfForm);
  return { actor, ...heard };
}

const placeOf = (p: Pick<AdminPickupPoint, 'city' | 'address'>) => `${p.city}, ${p.address}`;

const column = columnHelper<AdminPickupPoint>();

const LOOK: RecordTableLook<AdminPickupPoint> = {
  caption: 'Пункты выдачи',
  loading: 'Загружаем пункты выдачи…',
  empty: 'Пунктов выдачи пока нет.',
  nameOf: placeOf,
  formOf: pointValuesOf,
  switchWords: { off: 'Выключить', on: 'Включить' },
  deleteTitle: 'Удалить пункт выдачи?',
  deleteBody: (name) => `«${name}» исчезнет из оформления заказа сразу и навсегда; заказы сохранят его адрес.`,
  reloaded: PICKUP_POINTS_TEXT.reloaded,
  wrap: ['place', 'hours'],
  columns: column.columns([
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
  ]),
};

/**
 * 'Пункты выдачи' on 'Доставка': the shop's own points, which the checkout offers while no CDEK account is
 * configured; with CDEK configured the page says the points come from CDEK and lists none.
 */
export function PickupPointsPanel() {
  const { actor, regions, cdek } = usePickupPoints();
  const [state, send] = actor;
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
            onClick={() => send({ type: 'record.new' })}
            disabled={!state.matches('idle')}
          >
            Добавить пункт
          </Button>
        </HStack>
        <RecordTable actor={actor} look={LOOK} />
      </Stack>
      <RecordFormDialog actor={actor} titles={['Новый пункт выдачи', 'Изменить пункт выдачи']}>
        {(form, problems, change) => {
          const values = pointValuesOfForm(form);
          const text = (field: 'city' | 'address' | 'work_time' | 'note', helper?: string) => (
            <TextField
              label={LABEL[field]}
              problem={problems[field]}
              helper={helper}
              value={values[field]}
              onChange={(e) => change({ [field]: e.target.value })}
            />
          );
          return (
            <>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                {text('city')}
                <SelectField
                  label={LABEL.region}
                  value={values.region}
                  problem={problems.region}
                  options={[['', '— не выбран —'] as const, ...regions.map((r) => [r, r] as const)]}
                  onChange={(region) => change({ region })}
                />
              </SimpleGrid>
              {text('address', 'Улица и дом: ул. Тверская, 12, стр. 1')}
              {text('work_time', 'Например, Пн-Пт 10:00-20:00, Сб-Вс 10:00-18:00')}
              {text('note', 'Необязательно: вход со двора, этаж')}
              <Checkbox.Root checked={values.status} onCheckedChange={(d) => change({ status: d.checked === true })}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Пункт работает</Checkbox.Label>
              </Checkbox.Root>
            </>
          );
        }}
      </RecordFormDialog>
    </Panel>
  );
}
