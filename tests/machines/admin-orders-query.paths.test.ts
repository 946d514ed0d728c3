import {
  FIRST_QUERY,
  NO_FILTERS,
  ordersQueryMachine,
  type OrdersQuery,
  type OrdersQueryEvent,
} from '../../machines/admin/orders-query.machine';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the orders list's query (issue 15: server-side paging, sorting, filters and search, the state in the
// address): each change the list should show is published once, filters and sorting start at page 1, a reversed
// period is kept as typed and not sent.

const FROM_URL: OrdersQuery = { ...FIRST_QUERY, q: '1042', status: 5, sort: 'total', order: 'asc', page: 3 };
const PUBLISHING = ['query.search.submit', 'query.filter', 'query.sort', 'query.page', 'query.reset'];

const ev = (event: OrdersQueryEvent) => event;

await describePathTests(ordersQueryMachine, {
  inputs: { 'a fresh list': FIRST_QUERY, 'an address with a query': FROM_URL },
  events: {
    'query.search.change': [ev({ type: 'query.search.change', text: ' Иванова ' })],
    'query.filter': [ev({ type: 'query.filter', filters: { status: 6, payment: 'cod' } })],
    'query.dates.change': [
      ev({ type: 'query.dates.change', dateFrom: '2026-11-01', dateTo: '2026-11-30' }),
      ev({ type: 'query.dates.change', dateFrom: '2026-11-30', dateTo: '2026-11-01' }),
    ],
    'query.sort': [ev({ type: 'query.sort', column: 'customer' })],
    'query.page': [ev({ type: 'query.page', page: 2 })],
    'query.url': [ev({ type: 'query.url', query: FROM_URL })],
  },
  states: {
    ready: ({ context, events, actions }) => {
      expect(context.dateFrom).toBe(context.query.dateFrom);
      expect(context.dateTo).toBe(context.query.dateTo);
      const last = events.at(-1);
      if (last && PUBLISHING.includes(last.type)) {
        // The address gets the query the list now shows.
        expect(actions.publish.mock.calls.at(-1)?.[1]).toEqual(context.query);
      }
      if (last?.type === 'query.filter' || last?.type === 'query.sort' || last?.type === 'query.reset') {
        expect(context.query.page).toBe(1);
      }
      if (last?.type === 'query.url') expect(context.query).toEqual(FROM_URL);
    },
    datesReversed: ({ context, snapshot }) => {
      expect(context.dateFrom > context.dateTo).toBe(true);
      expect(snapshot.hasTag('datesReversed')).toBe(true);
      // The list keeps the period sent last.
      expect(context.query.dateFrom <= context.query.dateTo || !context.query.dateFrom).toBe(true);
    },
  },
});

describe('orders query examples', () => {
  it('sends the search trimmed with the first page only on submit', async () => {
    const run = await startScenario(ordersQueryMachine, { input: { ...FIRST_QUERY, page: 4 } });
    await run.send({ type: 'query.search.change', text: ' +7 912 ' });
    expect(run.actions.publish).not.toHaveBeenCalled();
    await run.send({ type: 'query.search.submit' });
    expect(run.actions.publish.mock.calls.at(-1)?.[1]).toEqual({ ...FIRST_QUERY, q: '+7 912', page: 1 });
  });

  it('sorts a new column newest or largest first for date, number and total, from A for the others; again flips', async () => {
    const table: [OrdersQuery['sort'], 'asc' | 'desc'][] = [
      ['total', 'desc'],
      ['number', 'desc'],
      ['customer', 'asc'],
      ['status', 'asc'],
    ];
    for (const [column, first] of table) {
      const run = await startScenario(ordersQueryMachine, { input: { ...FIRST_QUERY, page: 2 } });
      await run.send({ type: 'query.sort', column });
      expect(run.context.query).toMatchObject({ sort: column, order: first, page: 1 });
      await run.send({ type: 'query.sort', column });
      expect(run.context.query.order).toBe(first === 'asc' ? 'desc' : 'asc');
    }
    const run = await startScenario(ordersQueryMachine, { input: FIRST_QUERY });
    await run.send({ type: 'query.sort', column: 'date' });
    expect(run.context.query.order).toBe('asc');
  });

  it('keeps a reversed period as typed and unsent; a period in order, or one end alone, is sent', async () => {
    const run = await startScenario(ordersQueryMachine, { input: FIRST_QUERY });
    await run.send({ type: 'query.dates.change', dateFrom: '2026-11-10', dateTo: '2026-11-09' });
    expect(run.value).toBe('datesReversed');
    expect(run.context).toMatchObject({ dateFrom: '2026-11-10', dateTo: '2026-11-09', query: FIRST_QUERY });
    expect(run.actions.publish).not.toHaveBeenCalled();
    await run.send({ type: 'query.dates.change', dateFrom: '2026-11-10', dateTo: '' });
    expect(run.value).toBe('ready');
    expect(run.actions.publish.mock.calls.at(-1)?.[1]).toMatchObject({ dateFrom: '2026-11-10', dateTo: '' });
    await run.send({ type: 'query.dates.change', dateFrom: '2026-11-10', dateTo: '2026-11-10' });
    expect(run.value).toBe('ready');
  });

  it("'Сбросить' clears search, filters and dates but keeps the sorting", async () => {
    const run = await startScenario(ordersQueryMachine, { input: FROM_URL });
    await run.send({ type: 'query.reset' });
    expect(run.context.query).toEqual({ ...NO_FILTERS, sort: 'total', order: 'asc', page: 1 });
    expect(run.context.search).toBe('');
  });

  it('never asks for a page before the first', async () => {
    const run = await startScenario(ordersQueryMachine, { input: FIRST_QUERY });
    await run.send({ type: 'query.page', page: 0 });
    expect(run.context.query.page).toBe(1);
  });
});
