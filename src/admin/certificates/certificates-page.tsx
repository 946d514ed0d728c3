import { Badge, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { AdminCertificate, CertificateListQuery } from '../../contract/admin-certificates';
import { CERTIFICATE_STATE_NAME, CERTIFICATE_STATES, type CertificateState } from '../../domain/certificate-admin';
import { formatRoubles } from '../../domain/money';
import { fetchCertificates } from '../api/certificates-api';
import { formatDateTime } from '../ui/dates';
import { columnHelper, DataTable } from '../ui/data-table';
import { ListFilters } from '../ui/list-filters';
import { oneOf, type ListSpec } from '../ui/list-url';
import { PagedResult } from '../ui/paged-result';
import { useListQuery } from '../ui/use-list-query';
import { CertificateCard } from './certificate-card';
import { CertificateIssueDialog, CertificateIssuedAlert } from './certificate-issue-dialog';
import {
  CERTIFICATES_KEY,
  useCertificateCard,
  useCertificateIssue,
  type CertificateCardActor,
} from './use-certificates';

const PAGE_SIZE = 25;
const SPEC: ListSpec = { filters: { state: { fresh: '', accepts: oneOf(CERTIFICATE_STATES) } } };
const CERTIFICATE_FORMS = ['сертификат', 'сертификата', 'сертификатов'] as const;
const STATE_COLOR: Record<CertificateState, string> = { active: 'green', used: 'gray', disabled: 'red' };

const column = columnHelper<AdminCertificate>();

function columnsFor([, send]: CertificateCardActor) {
  return column.columns([
    column.accessor('code', {
      id: 'code',
      header: 'Код',
      cell: (info) => (
        <Button
          variant="plain"
          px="0"
          h="auto"
          color="brand.fg"
          fontFamily="mono"
          fontWeight="semibold"
          textDecoration="underline"
          aria-label={`Сертификат ${info.getValue()}`}
          onClick={() => send({ type: 'card.open', id: info.row.original.voucher_id })}
        >
          {info.getValue()}
        </Button>
      ),
    }),
    column.accessor('amount', { id: 'amount', header: 'Номинал', cell: (info) => formatRoubles(info.getValue()) }),
    column.accessor('balance', { id: 'balance', header: 'Остаток', cell: (info) => formatRoubles(info.getValue()) }),
    column.display({
      id: 'origin',
      header: 'Откуда',
      cell: ({ row }) =>
        row.original.order_id !== null ? (
          <Link asChild color="brand.fg">
            <RouterLink to={`/orders/${row.original.order_id}`}>Куплен в заказе № {row.original.order_id}</RouterLink>
          </Link>
        ) : (
          `Выпущен вручную${row.original.issued_by ? `: ${row.original.issued_by}` : ''}`
        ),
    }),
    column.accessor('email', { id: 'email', header: 'Кому', cell: (info) => info.getValue() || '—' }),
    column.accessor('date_added', { id: 'date', header: 'Дата', cell: (info) => formatDateTime(info.getValue()) }),
    column.accessor('state', {
      id: 'state',
      header: 'Состояние',
      cell: (info) => (
        <Badge colorPalette={STATE_COLOR[info.getValue()]}>{CERTIFICATE_STATE_NAME[info.getValue()]}</Badge>
      ),
    }),
  ]);
}

/**
 * 'Сертификаты' (issue 16, the owner only: money): every gift certificate, bought or issued by hand, with its balance,
 * found by code or e-mail and by state; a certificate's card with its read-only ledger and the switch;
 * 'Выпустить сертификат' mails the code to the recipient.
 */
export function CertificatesPage() {
  const { shown, context, send } = useListQuery('/certificates', SPEC);
  const issue = useCertificateIssue();
  const card = useCertificateCard();
  const state = shown.filters.state as CertificateState | '';
  const query: CertificateListQuery = {
    q: shown.q || undefined,
    state: state || undefined,
    page: shown.page,
    limit: PAGE_SIZE,
  };
  const certificates = useQuery({
    queryKey: [...CERTIFICATES_KEY, query],
    queryFn: () => fetchCertificates(query),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h1" size="2xl">
          Сертификаты
        </Heading>
        <Button
          colorPalette="brand"
          onClick={() => issue[1]({ type: 'issue.open', maxRub: certificates.data?.max_amount ?? null })}
        >
          Выпустить сертификат
        </Button>
      </HStack>
      <Text color="fg.muted">
        Купленные и выпущенные вручную подарочные сертификаты. Покупатель вводит код в корзине; остаток уменьшают
        оплаченные им заказы и возвращают отменённые. Историю сертификата изменить нельзя.
      </Text>
      <CertificateIssuedAlert actor={issue} />
      <ListFilters
        label="Отбор сертификатов"
        selects={[
          {
            name: 'state',
            label: 'Состояние',
            options: [['', 'Все'], ...CERTIFICATE_STATES.map((s) => [s, CERTIFICATE_STATE_NAME[s]] as const)],
          },
        ]}
        search="Код или e-mail"
        context={context}
        send={send}
      />
      <PagedResult
        result={certificates}
        loading="Загружаем сертификаты…"
        forms={CERTIFICATE_FORMS}
        empty="Сертификатов с такими условиями нет."
        rows={(data) => data.certificates}
        page={shown.page}
        pageSize={PAGE_SIZE}
        onPage={(page) => send({ type: 'query.page', page })}
      >
        {(data) => (
          <DataTable
            caption="Сертификаты"
            columns={columnsFor(card)}
            rows={data.certificates}
            rowId={(row) => String(row.voucher_id)}
            look={{ end: ['amount', 'balance'], wrap: ['origin', 'email', 'date'] }}
          />
        )}
      </PagedResult>
      <CertificateIssueDialog actor={issue} />
      <CertificateCard actor={card} />
    </Stack>
  );
}
