import { assign, setup } from 'xstate';

/**
 * What the orders list ('Заказы') asks the server for: search, filters, sorting and page (issue 15). The list's
 * address holds it (the app publishes every change there, and a move back or forward in the browser comes back as
 * `query.url`), so a list can be bookmarked, reloaded and sent to a colleague. Filters and sorting start again from
 * the first page. The search is sent with 'Найти' (or Enter), not on every key; a date range whose start is after its
 * end is not sent: the dates stay as typed and the form says what is wrong.
 */

export const ORDER_SORT_COLUMNS = ['date', 'number', 'total', 'status', 'customer'] as const;
export type OrderSortColumn = (typeof ORDER_SORT_COLUMNS)[number];
export type SortOrder = 'asc' | 'desc';

export interface OrderFilters {
  /** Number, name, phone or e-mail. */
  q: string;
  /** order_status_id, or null for every status. */
  status: number | null;
  /** Calendar days 'YYYY-MM-DD' (Moscow), or ''. */
  dateFrom: string;
  dateTo: string;
  /** payment_code / shipping_code, or ''. */
  payment: string;
  delivery: string;
}

export interface OrdersQuery extends OrderFilters {
  sort: OrderSortColumn;
  order: SortOrder;
  page: number;
}

export const NO_FILTERS: OrderFilters = { q: '', status: null, dateFrom: '', dateTo: '', payment: '', delivery: '' };
export const FIRST_QUERY: OrdersQuery = { ...NO_FILTERS, sort: 'date', order: 'desc', page: 1 };

export interface OrdersQueryContext {
  /** The query the list shows (the address). */
  query: OrdersQuery;
  /** The search box and the date fields as typed, before they are sent. */
  search: string;
  dateFrom: string;
  dateTo: string;
}

export type OrdersQueryEvent =
  | { type: 'query.search.change'; text: string }
  | { type: 'query.search.submit' }
  | { type: 'query.filter'; filters: Partial<Pick<OrderFilters, 'status' | 'payment' | 'delivery'>> }
  | { type: 'query.dates.change'; dateFrom: string; dateTo: string }
  | { type: 'query.sort'; column: OrderSortColumn }
  | { type: 'query.page'; page: number }
  | { type: 'query.reset' }
  | { type: 'query.url'; query: OrdersQuery };

export const ORDERS_QUERY_TEXT = {
  datesReversed: 'Дата «с» позже даты «по»: исправьте период',
} as const;

/** Numbers and amounts read best largest and newest first; names and statuses from A. */
const firstOrder = (column: OrderSortColumn): SortOrder =>
  column === 'date' || column === 'total' || column === 'number' ? 'desc' : 'asc';

const fieldsOf = (query: OrdersQuery) => ({ search: query.q, dateFrom: query.dateFrom, dateTo: query.dateTo });

export const ordersQueryMachine = setup({
  types: {
    context: {} as OrdersQueryContext,
    events: {} as OrdersQueryEvent,
    input: {} as OrdersQuery,
  },
  actions: {
    /** Puts the query into the list's address (the list then asks the server). */
    publish: (_, _query: OrdersQuery) => {},
  },
  guards: {
    datesInOrder: ({ event }) =>
      event.type === 'query.dates.change' && (!event.dateFrom || !event.dateTo || event.dateFrom <= event.dateTo),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'ordersQuery',
  context: ({ input }) => ({ query: input, ...fieldsOf(input) }),
  initial: 'ready',
  on: {
    'query.search.change': { actions: assign({ search: ({ event }) => event.text }) },
    'query.search.submit': {
      actions: [
        assign({ query: ({ context }) => ({ ...context.query, q: context.search.trim(), page: 1 }) }),
        { type: 'publish', params: ({ context }) => context.query },
      ],
    },
    'query.filter': {
      actions: [
        assign({ query: ({ context, event }) => ({ ...context.query, ...event.filters, page: 1 }) }),
        { type: 'publish', params: ({ context }) => context.query },
      ],
    },
    'query.sort': {
      actions: [
        assign({
          query: ({ context, event }) => {
            const { sort, order } = context.query;
            const next: SortOrder =
              sort === event.column ? (order === 'asc' ? 'desc' : 'asc') : firstOrder(event.column);
            return { ...context.query, sort: event.column, order: next, page: 1 };
          },
        }),
        { type: 'publish', params: ({ context }) => context.query },
      ],
    },
    'query.page': {
      actions: [
        assign({ query: ({ context, event }) => ({ ...context.query, page: Math.max(1, event.page) }) }),
        { type: 'publish', params: ({ context }) => context.query },
      ],
    },
    'query.reset': {
      target: '.ready',
      actions: [
        assign({ query: ({ context }) => ({ ...context.query, ...NO_FILTERS, page: 1 }), ...fieldsOf(FIRST_QUERY) }),
        { type: 'publish', params: ({ context }) => context.query },
      ],
    },
    'query.url': {
      target: '.ready',
      actions: assign(({ event }) => ({ query: event.query, ...fieldsOf(event.query) })),
    },
    'query.dates.change': [
      {
        guard: 'datesInOrder',
        target: '.ready',
        actions: [
          assign(({ context, event }) => ({
            dateFrom: event.dateFrom,
            dateTo: event.dateTo,
            query: { ...context.query, dateFrom: event.dateFrom, dateTo: event.dateTo, page: 1 },
          })),
          { type: 'publish', params: ({ context }) => context.query },
        ],
      },
      {
        target: '.datesReversed',
        actions: assign(({ event }) => ({ dateFrom: event.dateFrom, dateTo: event.dateTo })),
      },
    ],
  },
  states: {
    ready: {},
    /** The typed period is kept but not sent; the list still shows the last one sent. */
    datesReversed: { tags: ['datesReversed'] },
  },
});
