import { Box, Button, Field, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditEntry, AuditRecord } from '../../contract/admin';
import { fetchAudit } from '../api/admin-api';
import { formatDateTime } from '../ui/dates';
import { AdminForm, TextField } from '../ui/form-parts';
import { columnHelper, DataTable } from '../ui/data-table';
import { LoadError, Loading } from '../ui/page-state';
import { Pager } from '../ui/pager';
import { ACTION_STATUS } from '../order/order-texts';
import { changedFields, shownValue } from './audit-changes';

const PAGE_SIZE = 50;

/** The kinds of record the log keeps (the contract's list: a new kind fails to compile until it is named here). */
const RECORD_NAME: Record<AuditRecord, string> = {
  order: 'Заказ',
  customer: 'Покупатель',
  review: 'Отзыв',
  question: 'Вопрос',
  staff: 'Сотрудник',
  settings: 'Настройки',
  product: 'Товар',
  category: 'Категория',
  news: 'Новость',
  blog: 'Статья блога',
  information: 'Информационная страница',
  setting: 'Текст сайта',
  promotion: 'Акция',
  seminar: 'Семинар',
  certificate: 'Сертификат',
  banner: 'Баннер',
  faq: 'Вопрос-ответ',
  delivery: 'Доставка',
  pickup_point: 'Пункт выдачи',
};
const RECORD_TYPES = Object.keys(RECORD_NAME).filter((t): t is AuditRecord => t in RECORD_NAME);
const recordTypeOf = (value: string | null): AuditRecord | undefined => RECORD_TYPES.find((t) => t === value);

const ACTION_NAME: Record<string, string> = {
  create: 'создан',
  role: 'новая роль',
  disable: 'отключён',
  enable: 'включён',
  password: 'новый пароль',
  ownPassword: 'сменил свой пароль',
  twoFactorOn: 'включил двухфакторный вход',
  twoFactorOff: 'выключил двухфакторный вход',
  twoFactorReset: 'двухфакторный вход сброшен',
  linkCustomer: 'связан с покупателем',
  unlinkCustomer: 'покупатель отвязан',
  note: 'заметка',
  group: 'новая группа',
  approve: 'одобрен',
  publish: 'опубликован',
  reject: 'отклонён',
  edit: 'исправлен',
  answer: 'ответ',
  delete: 'удалён',
  unpublish: 'снят с публикации',
  save: 'сохранены',
  move: 'перенесён в категорию',
  reorder: 'новое место в списке',
  show: 'показан',
  hide: 'скрыт',
  stock: 'новый остаток',
  refundRefused: 'банк не вернул деньги',
  refundOnly: 'возврат записан',
  ...Object.fromEntries(Object.entries(ACTION_STATUS).map(([action, label]) => [action, `статус «${label}»`])),
};

const column = columnHelper<AuditEntry>();
const columns = column.columns([
  column.accessor('date_added', { header: 'Когда', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('actor', { header: 'Кто' }),
  column.accessor(
    (entry) => {
      const type = recordTypeOf(entry.record_type);
      return `${type ? RECORD_NAME[type] : entry.record_type} № ${entry.record_id}`;
    },
    {
      id: 'record',
      header: 'Запись',
    },
  ),
  column.accessor('action', { header: 'Действие', cell: (info) => ACTION_NAME[info.getValue()] ?? info.getValue() }),
  column.display({
    id: 'changes',
    header: 'Было → стало',
    cell: (info) => (
      <Stack gap="0" fontSize="sm">
        {changedFields(info.row.original.before, info.row.original.after).map((change) => (
          <Text key={change.field}>
            <Text as="span" color="fg.muted">
              {change.field}:
            </Text>{' '}
            {shownValue(change.before)} → {shownValue(change.after)}
          </Text>
        ))}
      </Stack>
    ),
  }),
]);

/** 'Журнал изменений' (the owner only): every change made in the back office, newest first, by kind and record. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const type = recordTypeOf(params.get('type'));
  const idText = params.get('id') ?? '';
  const recordId = /^[1-9]\d{0,9}$/.test(idText) ? Number(idText) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typedId, setTypedId] = useState(idText);
  const [idProblem, setIdProblem] = useState<string | null>(null);

  const query = { record_type: type, record_id: recordId, page, limit: PAGE_SIZE };
  const audit = useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: () => fetchAudit(query),
    placeholderData: keepPreviousData,
  });

  const show = (next: { type?: string; id?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextType = 'type' in next ? next.type : type;
    const nextId = 'id' in next ? next.id : idText;
    if (nextType) search.set('type', nextType);
    if (nextId) search.set('id', nextId);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Журнал изменений
      </Heading>
      <AdminForm
        label="Отбор записей журнала"
        onSubmit={() => {
          const id = typedId.trim();
          if (id !== '' && !/^[1-9]\d{0,9}$/.test(id)) {
            setIdProblem('Номер записи — целое число больше нуля');
            return;
          }
          show({ id });
        }}
      >
        <Flex gap="3" align="end" wrap="wrap" bg="bg" borderWidth="1px" borderRadius="l2" p="4">
          <Field.Root maxW={{ base: 'full', sm: '14rem' }}>
            <Field.Label>Вид записи</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={type ?? ''} onChange={(e) => show({ type: e.target.value })}>
                <option value="">Все записи</option>
                {RECORD_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {RECORD_NAME[t]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Box maxW={{ base: 'full', sm: '12rem' }}>
            <TextField
              label="Номер записи"
              problem={idProblem}
              inputMode="numeric"
              value={typedId}
              onChange={(e) => {
                setTypedId(e.target.value);
                setIdProblem(null);
              }}
            />
          </Box>
          <Button type="submit" colorPalette="brand">
            Показать
          </Button>
        </Flex>
      </AdminForm>
      {audit.isPending ? <Loading label="Загружаем журнал…" /> : null}
      {audit.isError ? <LoadError error={audit.error} retry={() => void audit.refetch()} /> : null}
      {audit.data ? (
        <>
          {audit.data.entries.length > 0 ? (
            <DataTable
              caption="Журнал изменений"
              columns={columns}
              rows={audit.data.entries}
              rowId={(entry) => String(entry.audit_log_id)}
              look={{ wrap: ['changes', 'actor'] }}
            />
          ) : (
            <Text py="6">Изменений с такими условиями нет.</Text>
          )}
          <Pager page={page} total={audit.data.total} pageSize={PAGE_SIZE} onPage={(next) => show({ page: next })} />
        </>
      ) : null}
    </Stack>
  );
}
