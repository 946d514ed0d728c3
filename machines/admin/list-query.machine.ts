import { assign, setup } from 'xstate';

/**
 * What a back-office queue or list asks the server for (issue 15: applications, reviews, questions, webinar signups):
 * its filters (a status, a seminar, a product), the words searched and the page. The list's address holds it (the app
 * publishes every change there, and a move back or forward in the browser comes back as `query.url`), so a list can be
 * bookmarked, reloaded and sent to a colleague. A filter starts again from the first page; the search is sent with
 * 'Найти' (or Enter), not on every key.
 */

export interface ListQuery {
  /** Each filter by its name in the address; '' for none. */
  filters: Readonly<Record<string, string>>;
  /** The words searched, as sent. */
  q: string;
  page: number;
}

export interface ListQueryContext {
  /** The query the list shows (the address). */
  query: ListQuery;
  /** The search box as typed, before it is sent. */
  search: string;
}

export type ListQueryEvent =
  | { type: 'query.search.change'; text: string }
  | { type: 'query.search.submit' }
  | { type: 'query.filter'; filters: Record<string, string> }
  | { type: 'query.page'; page: number }
  | { type: 'query.url'; query: ListQuery };

export const listQueryMachine = setup({
  types: {
    context: {} as ListQueryContext,
    events: {} as ListQueryEvent,
    input: {} as ListQuery,
  },
  actions: {
    /** Puts the query into the list's address (the list then asks the server). */
    publish: (_, _query: ListQuery) => {},
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'listQuery',
  context: ({ input }) => ({ query: input, search: input.q }),
  initial: 'ready',
  states: {
    ready: {
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
            assign({
              query: ({ context, event }) => ({
                ...context.query,
                filters: { ...context.query.filters, ...event.filters },
                page: 1,
              }),
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
        'query.url': { actions: assign(({ event }) => ({ query: event.query, search: event.query.q })) },
      },
    },
  },
});
