import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { SignupExportQuery, SignupListQuery, WebinarSignup } from '../../contract/admin-webinars';
import { formatPhone } from '../../domain/phone-mask';
import { canOpen } from '../../domain/staff';
import { fetchSignups, signupsCsvHref } from '../api/admin-api';
import { useStaff } from '../shell/staff-session';
import { formatDateTime } from '../ui/dates';
import { columnHelper, DataTable } from '../ui/data-table';
import { ListFilters } from '../ui/list-filters';
import { anId, type ListSpec } from '../ui/list-url';
import { PagedResult } from '../ui/paged-result';
import { useListQuery } from '../ui/use-list-query';

const PAGE_SIZE = 25;
const SPEC: ListSpec = { filters: { seminar: { fresh: '', accepts: anId } } };
const SIGNUP_FORMS = ['запись', 'записи', 'записей'] as const;

const column = columnHelper<WebinarSignup>();
const columns = column.columns([
  column.accessor('seminar_title', {
    id: 'seminar',
    header: 'Семинар',
    cell: (info) => (
      <>
        {info.getValue()}
        <Text color="fg.muted" fontSize="sm">
          {formatDateTime(info.row.original.seminar_date)}
        </Text>
      </>
    ),
  }),
  column.accessor('name', {
    id: 'name',
    header: 'Имя',
    cell: (info) => {
      const customerId = info.row.original.customer_id;
      if (customerId === null) return info.getValue();
      return (
        <Link asChild color="brand.fg">
          <RouterLink to={`/customers/${customerId}`}>{info.getValue()}</RouterLink>
        </Link>
      );
    },
  }),
  column.accessor('phone', { id: 'phone', header: 'Телефон', cell: (info) => formatPhone(info.getValue()) }),
  column.accessor('email', { id: 'email', header: 'E-mail', cell: (info) => info.getValue() || '—' }),
  column.accessor('city', { id: 'city', header: 'Город' }),
  column.accessor('date_added', {
    id: 'date',
    header: 'Записался',
    cell: (info) => formatDateTime(info.getValue()),
  }),
]);

/**
 * 'Записи на вебинары' (issue 15, owner and managers: people's contacts): who signed up for which seminar, newest
 * first, for one seminar or all, searched by name, phone, e-mail or city on the server; the address keeps the choice,
 * and 'Выгрузить CSV' downloads the same list whole for Excel.
 */
export function WebinarsPage() {
  const { shown, context, send } = useListQuery('/webinars', SPEC);
  const staff = useStaff();
  const filters: SignupExportQuery = {
    seminar_id: shown.filters.seminar ? Number(shown.filters.seminar) : undefined,
    q: shown.q || undefined,
  };
  const query: SignupListQuery = { ...filters, page: shown.page, limit: PAGE_SIZE };
  const signups = useQuery({
    queryKey: ['admin', 'webinars', query],
    queryFn: () => fetchSignups(query),
    placeholderData: keepPreviousData,
  });
  const seminars = (signups.data?.seminars ?? []).map(
    (s) => [String(s.seminar_id), `${s.title}, ${formatDateTime(s.date)} (${s.signups})`] as const,
  );

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Записи на вебинары
      </Heading>
      {canOpen(staff.role, 'content') ? (
        <Text color="fg.muted">
          Сами семинары и вебинары, их даты и места —{' '}
          <Link asChild color="brand.fg">
            <RouterLink to="/seminars">Семинары</RouterLink>
          </Link>
          .
        </Text>
      ) : null}
      <ListFilters
        label="Отбор записей"
        selects={[{ name: 'seminar', label: 'Семинар', options: [['', 'Все семинары'], ...seminars] }]}
        search="Имя, телефон, e-mail или город"
        context={context}
        send={send}
        actions={
          <Button asChild variant="outline">
            <a href={signupsCsvHref(filters)} download>
              Выгрузить CSV
            </a>
          </Button>
        }
      />
      <PagedResult
        result={signups}
        loading="Загружаем записи…"
        forms={SIGNUP_FORMS}
        empty="Записей с такими условиями нет."
        rows={(data) => data.signups}
        page={shown.page}
        pageSize={PAGE_SIZE}
        onPage={(page) => send({ type: 'query.page', page })}
      >
        {(data) => (
          <DataTable
            caption="Записи на вебинары"
            columns={columns}
            rows={data.signups}
            rowId={(row) => String(row.seminar_signup_id)}
            look={{ wrap: ['seminar', 'name', 'email', 'city'] }}
          />
        )}
      </PagedResult>
    </Stack>
  );
}
