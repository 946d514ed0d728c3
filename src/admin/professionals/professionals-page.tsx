import { Button, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ProfessionalApplication, ProfessionalQueueQuery } from '../../contract/admin-customers';
import type { ProfessionalDecisionEvent } from '../../../machines/admin/professional-decision.machine';
import { formatPhone } from '../../domain/phone-mask';
import { STALE_RECORD } from '../../domain/staff';
import { fetchApplications } from '../api/admin-api';
import { formatDateTime } from '../ui/dates';
import { columnHelper, DataTable } from '../ui/data-table';
import { FormAlert } from '../ui/form-parts';
import { ListFilters } from '../ui/list-filters';
import { oneOf, type ListSpec } from '../ui/list-url';
import { PagedResult } from '../ui/paged-result';
import { useListQuery } from '../ui/use-list-query';
import { ApplicationDocument } from './application-document';
import { APPLICATIONS_KEY, DecisionDialogs, useApplicationDecision } from './application-decision';

const PAGE_SIZE = 20;
const STATUSES = [
  ['pending', 'Ждут решения'],
  ['approved', 'Одобренные'],
  ['rejected', 'Отклонённые'],
] as const;
type QueueStatus = (typeof STATUSES)[number][0];
const SPEC: ListSpec = {
  filters: { status: { fresh: 'pending', accepts: oneOf(STATUSES.map(([value]) => value)) } },
};
const APPLICATION_FORMS = ['заявка', 'заявки', 'заявок'] as const;

const nameOf = (a: ProfessionalApplication) => `${a.firstname} ${a.lastname}`.trim() || a.email;

const column = columnHelper<ProfessionalApplication>();
const dataColumns = () => [
  column.accessor(nameOf, {
    id: 'customer',
    header: 'Покупатель',
    cell: (info) => (
      <Stack gap="0" minW={{ md: '15rem' }}>
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={`/customers/${info.row.original.customer_id}`}>{info.getValue()}</RouterLink>
        </Link>
        <Text fontSize="sm" overflowWrap="anywhere">
          {info.row.original.email}
        </Text>
        <Text fontSize="sm">{formatPhone(info.row.original.telephone)}</Text>
      </Stack>
    ),
  }),
  column.accessor('date_added', { id: 'date', header: 'Подана', cell: (info) => formatDateTime(info.getValue()) }),
  column.display({
    id: 'document',
    header: 'Документ',
    cell: (info) => <ApplicationDocument application={info.row.original} />,
  }),
  column.accessor('decided', {
    id: 'decided',
    header: 'Решение',
    cell: (info) => {
      const decided = info.getValue();
      if (!decided) return <Text color="fg.muted">Ещё не принято</Text>;
      return (
        <Text fontSize="sm">
          {decided.decision === 'approved' ? 'Одобрена' : 'Отклонена'} {formatDateTime(decided.date_added)},{' '}
          {decided.actor}
          {decided.reason ? `: «${decided.reason}»` : ''}
        </Text>
      );
    },
  }),
];

/** 'Одобрить' while the application waits or after a refusal (a better document came); 'Отклонить' while it waits. */
function ApplicationActions({
  application,
  send,
}: {
  application: ProfessionalApplication;
  send: (event: ProfessionalDecisionEvent) => void;
}) {
  const name = nameOf(application);
  const chosen = { customerId: application.customer_id, name, version: application.version };
  const status = application.professional_status;
  return (
    <HStack gap="2" wrap="wrap">
      {status === 'pending' || status === 'rejected' ? (
        <Button
          size="sm"
          colorPalette="brand"
          aria-label={`Одобрить заявку: ${name}`}
          onClick={() => send({ type: 'decision.approve', ...chosen })}
        >
          Одобрить
        </Button>
      ) : null}
      {status === 'pending' ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          aria-label={`Отклонить заявку: ${name}`}
          onClick={() => send({ type: 'decision.reject', ...chosen })}
        >
          Отклонить
        </Button>
      ) : null}
    </HStack>
  );
}

/**
 * 'Заявки специалистов' (issue 15, owner and managers; the shop's e-mail about a new application links here): the
 * customers who registered as a specialist, waiting first and oldest on top, each with their document in place;
 * 'Одобрить' and 'Отклонить' with a reason, each against the version on screen.
 */
export function ProfessionalsPage() {
  const { shown, context, send: sendQuery } = useListQuery('/professionals', SPEC);
  const status = (shown.filters.status ?? 'pending') as QueueStatus;
  const query: ProfessionalQueueQuery = { status, page: shown.page, limit: PAGE_SIZE };
  const applications = useQuery({
    queryKey: [...APPLICATIONS_KEY, query],
    queryFn: () => fetchApplications(query),
    placeholderData: keepPreviousData,
  });
  const decision = useApplicationDecision();
  const [state, send] = decision;
  const [columns] = useState(() =>
    column.columns([
      ...dataColumns(),
      column.display({
        id: 'actions',
        header: 'Решить',
        cell: (info) => <ApplicationActions application={info.row.original} send={send} />,
      }),
    ]),
  );
  const { done, stale } = state.context;

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Заявки специалистов
      </Heading>
      <ListFilters
        label="Отбор заявок"
        selects={[{ name: 'status', label: 'Заявки', options: STATUSES }]}
        context={context}
        send={sendQuery}
      />
      <FormAlert status="warning" text={stale ? STALE_RECORD : null}>
        {stale ? 'Заявки загружены заново: проверьте покупателя и решите ещё раз.' : null}
      </FormAlert>
      <FormAlert
        status="success"
        text={
          done
            ? done.decision === 'approved'
              ? `Заявка одобрена: ${done.name} получает цены для специалистов`
              : `Заявка отклонена: ${done.name} получит письмо с причиной`
            : null
        }
      />
      <PagedResult
        result={applications}
        loading="Загружаем заявки…"
        forms={APPLICATION_FORMS}
        empty={status === 'pending' ? 'Новых заявок нет.' : 'Таких заявок нет.'}
        rows={(data) => data.applications}
        page={shown.page}
        pageSize={PAGE_SIZE}
        onPage={(page) => sendQuery({ type: 'query.page', page })}
      >
        {(data) => (
          <DataTable
            caption="Заявки специалистов"
            columns={columns}
            rows={data.applications}
            rowId={(row) => String(row.customer_id)}
            look={{ wrap: ['customer', 'document', 'decided'] }}
          />
        )}
      </PagedResult>
      <DecisionDialogs decision={decision} />
    </Stack>
  );
}
