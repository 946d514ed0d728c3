import { Badge, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AdminSeminar } from '../../contract/admin-seminars';
import { SEMINAR_KINDS, seminarFull, signupsText, type SeminarKind } from '../../domain/seminar-edit';
import { canOpen } from '../../domain/staff';
import { fetchSeminars } from '../api/seminar-api';
import { shopDateText } from '../content/content-texts';
import { useStaff } from '../shell/staff-session';
import { columnHelper, DataTable } from '../ui/data-table';
import { PagedResult } from '../ui/paged-result';
import { useListQuery } from '../ui/use-list-query';

const PAGE_SIZE = 25;
const SEMINAR_FORMS = ['семинар', 'семинара', 'семинаров'] as const;

/** A past seminar's cells are greyed: the list is for what is to come. */
const Cell = ({ seminar, children }: { seminar: AdminSeminar; children: ReactNode }) =>
  seminar.past ? <Text color="fg.subtle">{children}</Text> : <>{children}</>;

const column = columnHelper<AdminSeminar>();
const columns = column.columns([
  column.accessor('title', {
    id: 'title',
    header: 'Название',
    cell: (info) => (
      <>
        <Link asChild color={info.row.original.past ? 'fg.subtle' : 'brand.fg'} fontWeight="semibold">
          <RouterLink to={`/seminars/${info.row.original.seminar_id}`}>{info.getValue()}</RouterLink>
        </Link>
        <Text color="fg.muted" fontSize="sm">
          {SEMINAR_KINDS[info.row.original.type as SeminarKind] ?? ''}
        </Text>
      </>
    ),
  }),
  column.accessor('date', {
    id: 'date',
    header: 'Начало (Москва)',
    cell: (info) => (
      <Cell seminar={info.row.original}>
        {shopDateText(info.getValue())}
        {info.row.original.past ? (
          <Badge ms="2" variant="outline">
            Прошёл
          </Badge>
        ) : null}
      </Cell>
    ),
  }),
  column.accessor('signups', {
    id: 'signups',
    header: 'Записались / мест',
    cell: (info) => {
      const { signups, capacity } = info.row.original;
      return (
        <Cell seminar={info.row.original}>
          {signupsText(signups, capacity)}
          {seminarFull(capacity, signups) && !info.row.original.past ? (
            <Badge ms="2" colorPalette="orange">
              Мест нет
            </Badge>
          ) : null}
        </Cell>
      );
    },
  }),
  column.accessor('status', {
    id: 'status',
    header: 'На сайте',
    cell: (info) => (info.getValue() ? <Badge colorPalette="green">Показывается</Badge> : <Badge>Скрыт</Badge>),
  }),
]);

/**
 * 'Семинары' (issue 16, owner and editors): the seminars and webinars, those to come first (soonest first), the past
 * greyed after them, each with how many signed up of how many places; 'Добавить' opens an empty form. Who signed up
 * is on 'Записи на вебинары' (the customers' area), linked for those who open it.
 */
export function SeminarsPage() {
  const { shown, send } = useListQuery('/seminars', { filters: {} });
  const staff = useStaff();
  const query = { page: shown.page, limit: PAGE_SIZE };
  const list = useQuery({
    queryKey: ['admin', 'seminars', query],
    queryFn: () => fetchSeminars(query),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Семинары и вебинары
        </Heading>
        <Button asChild colorPalette="brand">
          <RouterLink to="/seminars/new">Добавить</RouterLink>
        </Button>
      </HStack>
      <Text color="fg.muted">
        На сайте они показываются с пометкой «бесплатный», пока не прошли.
        {canOpen(staff.role, 'customers') ? (
          <>
            {' '}
            Кто записался —{' '}
            <Link asChild color="brand.fg">
              <RouterLink to="/webinars">Записи на вебинары</RouterLink>
            </Link>
            .
          </>
        ) : null}
      </Text>
      <PagedResult
        result={list}
        loading="Загружаем…"
        forms={SEMINAR_FORMS}
        empty="Семинаров пока нет."
        rows={(data) => data.items}
        page={shown.page}
        pageSize={PAGE_SIZE}
        onPage={(page) => send({ type: 'query.page', page })}
      >
        {(data) => (
          <DataTable
            caption="Семинары и вебинары"
            columns={columns}
            rows={data.items}
            rowId={(row) => String(row.seminar_id)}
            look={{ wrap: ['title'] }}
          />
        )}
      </PagedResult>
    </Stack>
  );
}
