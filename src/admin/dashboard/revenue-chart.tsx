import { Box, Table, Text } from '@chakra-ui/react';
import type { DashboardOrders } from '../../contract/admin-dashboard';
import { formatRoubles } from '../../domain/money';
import { pluralRu } from '../../domain/plural';
import { dayName, shortDay } from './day-label';

export const ORDER_FORMS = ['заказ', 'заказа', 'заказов'] as const;

const HEIGHT = 120;
const BAR = 10;
const GAP = 4;

/**
 * Revenue by day for 30 days as bars (each with its day and figures on hover), summed up in a sentence, and the same
 * figures as a table under 'Таблица по дням': the drawing is for the eye, the words and the table for everyone.
 */
export function RevenueChart({ days }: { days: DashboardOrders['by_day'] }) {
  const max = Math.max(...days.map((d) => d.revenue), 0);
  const total = days.reduce((sum, d) => sum + d.revenue, 0);
  const best = days.reduce((a, d) => (d.revenue > a.revenue ? d : a), days[0]);
  const width = days.length * (BAR + GAP) - GAP;
  const summary =
    max > 0
      ? `Выручка за 30 дней: ${formatRoubles(total)}, больше всего ${dayName(best.date)} — ${formatRoubles(best.revenue)}`
      : 'За 30 дней выручки не было';
  return (
    <Box>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} width="100%" height={HEIGHT} preserveAspectRatio="none" aria-hidden>
        <line x1={0} y1={HEIGHT - 0.5} x2={width} y2={HEIGHT - 0.5} stroke="var(--chakra-colors-border)" />
        {days.map((d, i) => {
          const h = max > 0 ? Math.max((d.revenue / max) * HEIGHT, d.revenue > 0 ? 2 : 0) : 0;
          return (
            <rect
              key={d.date}
              x={i * (BAR + GAP)}
              y={HEIGHT - h}
              width={BAR}
              height={h}
              fill="var(--chakra-colors-brand-solid)"
            >
              <title>{`${dayName(d.date)}: ${d.orders} ${pluralRu(d.orders, ORDER_FORMS)}, ${formatRoubles(d.revenue)}`}</title>
            </rect>
          );
        })}
      </svg>
      <Box display="flex" justifyContent="space-between" fontSize="xs" color="fg.muted" mt="1" aria-hidden>
        <span>{shortDay(days[0].date)}</span>
        <span>{shortDay(days[days.length - 1].date)}</span>
      </Box>
      <Text fontSize="sm" mt="2">
        {summary}
      </Text>
      <details>
        <summary>Таблица по дням</summary>
        <Table.Root size="sm" mt="2">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>День</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Заказы</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Выручка</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {[...days].reverse().map((d) => (
              <Table.Row key={d.date}>
                <Table.Cell>{dayName(d.date)}</Table.Cell>
                <Table.Cell textAlign="end">{d.orders}</Table.Cell>
                <Table.Cell textAlign="end">{formatRoubles(d.revenue)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </details>
    </Box>
  );
}
