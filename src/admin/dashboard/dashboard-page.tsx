import { Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Dashboard, SalesFigures } from '../../contract/admin-dashboard';
import { formatRoubles } from '../../domain/money';
import { pluralRu } from '../../domain/plural';
import { LoadError, Loading } from '../ui/page-state';
import { Panel } from '../ui/panel';
import { dashboardKey, fetchDashboard } from './dashboard-api';
import { dayName } from './day-label';
import { ORDER_FORMS, RevenueChart } from './revenue-chart';

/** How often the open dashboard asks again: new orders and applications show up without a reload. */
const REFRESH_MS = 60_000;

/**
 * The back office's first page (issue 15): the day's and the month's sales, what waits for the staff (each figure a
 * link to the list that holds it), revenue by day, and products running out; each block only for a role it concerns.
 */
export function DashboardPage() {
  const dashboard = useQuery({ queryKey: dashboardKey, queryFn: fetchDashboard, refetchInterval: REFRESH_MS });
  if (dashboard.isPending) return <Loading label="Загружаем сводку…" />;
  if (dashboard.isError) return <LoadError error={dashboard.error} retry={() => void dashboard.refetch()} />;
  const data = dashboard.data;
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Сводка
      </Heading>
      <Text color="fg.muted">На {dayName(data.today)}</Text>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" alignItems="start">
        {data.orders ? (
          <>
            <Sales title="Сегодня" figures={data.orders.today} />
            <Sales title="В этом месяце" figures={data.orders.month} />
          </>
        ) : null}
        <Waiting data={data} />
      </SimpleGrid>
      {data.orders ? (
        <Panel title="Выручка по дням">
          <RevenueChart days={data.orders.by_day} />
        </Panel>
      ) : null}
      {data.low_stock ? <LowStock running={data.low_stock} /> : null}
    </Stack>
  );
}

function Sales({ title, figures }: { title: string; figures: SalesFigures }) {
  return (
    <Panel title={title}>
      <Text fontSize="2xl" fontWeight="semibold">
        {formatRoubles(figures.revenue)}
      </Text>
      <Text color="fg.muted">
        {figures.orders} {pluralRu(figures.orders, ORDER_FORMS)}
      </Text>
    </Panel>
  );
}

/** A line of 'Ждут действия': the figure links to the list it counts. */
function WaitingLine({ to, children, count }: { to: string; children: ReactNode; count: number }) {
  return (
    <Text display="flex" justifyContent="space-between" gap="4">
      <Link asChild color="brand.fg">
        <RouterLink to={to}>{children}</RouterLink>
      </Link>
      <span>{count}</span>
    </Text>
  );
}

function Waiting({ data }: { data: Dashboard }) {
  if (!data.orders && data.applications === null && !data.moderation) return null;
  return (
    <Panel title="Ждут действия">
      {data.orders?.waiting.map((w) => (
        <WaitingLine key={w.status_id} to={`/orders?status=${w.status_id}`} count={w.count}>
          Заказы «{w.name}»
        </WaitingLine>
      ))}
      {data.applications !== null ? (
        <WaitingLine to="/professionals" count={data.applications}>
          Заявки специалистов
        </WaitingLine>
      ) : null}
      {data.moderation ? (
        <>
          <WaitingLine to="/reviews" count={data.moderation.reviews}>
            Отзывы на модерации
          </WaitingLine>
          <WaitingLine to="/questions" count={data.moderation.questions}>
            Вопросы на модерации
          </WaitingLine>
        </>
      ) : null}
    </Panel>
  );
}

function LowStock({ running }: { running: NonNullable<Dashboard['low_stock']> }) {
  return (
    <Panel title="Заканчиваются">
      <Text color="fg.muted" fontSize="sm">
        Включённые товары с остатком {running.threshold} шт. и меньше: {running.total}
        {running.total > running.products.length ? `, показаны ${running.products.length} с наименьшим остатком` : ''}
      </Text>
      {running.products.length === 0 ? <Text>Все товары в достатке.</Text> : null}
      <Stack as="ul" gap="1" listStyleType="none">
        {running.products.map((p) => (
          <Text as="li" key={p.product_id} display="flex" justifyContent="space-between" gap="4">
            <Link href={`/${p.keyword}`} target="_blank" rel="noopener" color="brand.fg">
              {p.name}
              {p.sku ? ` (${p.sku})` : ''}
            </Link>
            <Text as="span" whiteSpace="nowrap" flexShrink={0}>
              {p.quantity} шт.
            </Text>
          </Text>
        ))}
      </Stack>
    </Panel>
  );
}
