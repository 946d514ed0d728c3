import { Badge, Heading, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import type { AdminCustomer } from '../../contract/admin-customers';
import { formatRoubles } from '../../domain/money';
import { formatPhone } from '../../domain/phone-mask';
import { fetchCustomer } from '../api/admin-api';
import { StatusBadge } from '../order/status-badge';
import { formatDateTime } from '../ui/dates';
import { LoadError, Loading, PageMessage } from '../ui/page-state';
import { Panel } from '../ui/panel';
import { CustomerGroupForm } from './customer-group-form';
import { GROUP_NAME, PROFESSIONAL_STATUS_NAME } from './customer-texts';

export const customerKey = (customerId: number) => ['admin', 'customer', customerId] as const;

/** A customer (issue 15): contacts, group, orders and what they spent, certificates, the decisions on their application. */
export function CustomerPage() {
  const customerId = Number(useParams().id);
  if (!Number.isSafeInteger(customerId) || customerId < 1) return <PageMessage title="Покупатель не найден" />;
  return <CustomerView customerId={customerId} />;
}

function CustomerView({ customerId }: { customerId: number }) {
  const customer = useQuery({
    queryKey: customerKey(customerId),
    queryFn: () => fetchCustomer(customerId),
    refetchOnWindowFocus: false,
  });
  if (customer.isPending) return <Loading label="Загружаем покупателя…" />;
  if (customer.isError) return <LoadError error={customer.error} retry={() => void customer.refetch()} />;
  const data = customer.data;
  return (
    <Stack gap="4">
      <Link asChild color="brand.fg" fontSize="sm" alignSelf="start">
        <RouterLink to="/customers">← Все покупатели</RouterLink>
      </Link>
      <Heading as="h1" size="2xl">
        {`${data.firstname} ${data.lastname}`.trim() || 'Без имени'}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
        <Panel title="Контакты">
          <Text wordBreak="break-all">{data.email || 'Без e-mail (вход через соцсеть)'}</Text>
          <Text>{formatPhone(data.telephone)}</Text>
          {data.address ? <Text>{data.address}</Text> : null}
          <Text color="fg.muted">С {formatDateTime(data.date_added)}</Text>
          {data.status ? null : <Badge colorPalette="gray">Вход на сайт закрыт</Badge>}
        </Panel>
        <Panel title="Заказы и покупки">
          <Text>Заказов: {data.orders}</Text>
          <Text>Потратил: {formatRoubles(data.spent)}</Text>
        </Panel>
        <Panel title="Группа">
          <Text>{GROUP_NAME[data.customer_group_id]}</Text>
          <Text color="fg.muted">Заявка специалиста: {PROFESSIONAL_STATUS_NAME[data.professional_status]}</Text>
          <CustomerGroupForm customer={data} />
        </Panel>
      </SimpleGrid>
      <CustomerOrders customer={data} />
      {data.certificates.length > 0 ? (
        <Panel title="Подарочные сертификаты">
          {data.certificates.map((c) => (
            <Text key={c.code}>
              {c.code}: {formatRoubles(c.amount)}, остаток {formatRoubles(c.balance)}
              {c.active ? '' : ' (не оплачен или не действует)'}
            </Text>
          ))}
        </Panel>
      ) : null}
      {data.decisions.length > 0 ? (
        <Panel title="Решения по заявке специалиста">
          {data.decisions.map((d, index) => (
            <Text key={`${d.date_added}-${index}`}>
              {formatDateTime(d.date_added)} · {d.actor}: {d.decision === 'approved' ? 'одобрена' : 'отклонена'}
              {d.reason ? ` — ${d.reason}` : ''}
            </Text>
          ))}
        </Panel>
      ) : null}
    </Stack>
  );
}

function CustomerOrders({ customer }: { customer: AdminCustomer }) {
  return (
    <Panel title="Заказы">
      {customer.order_list.length === 0 ? (
        <Text color="fg.muted">Заказов нет.</Text>
      ) : (
        <Table.Root size="sm">
          <Table.Caption srOnly>Заказы покупателя</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Номер</Table.ColumnHeader>
              <Table.ColumnHeader>Дата</Table.ColumnHeader>
              <Table.ColumnHeader>Статус</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Сумма</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {customer.order_list.map((o) => (
              <Table.Row key={o.order_id}>
                <Table.Cell>
                  <Link asChild color="brand.fg">
                    <RouterLink to={`/orders/${o.order_id}`}>№ {o.order_id}</RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>{formatDateTime(o.date_added)}</Table.Cell>
                <Table.Cell>
                  <StatusBadge statusId={o.status_id} name={o.status} />
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatRoubles(o.total)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Panel>
  );
}
