import { and, assertEvent, assign, not, setup } from 'xstate';
import { PAGE_SIZE, SEARCH_MIN_CHARS, TIMING_MS } from '../../src/domain/constants';
import { notProvided } from '../not-provided';

/**
 * The header search box's dropdown (product §2 "Search box", §4, §5, §9).
 *
 * Typing more than 1 character opens it; the search runs once typing pauses for 100 ms, and the dropdown shows at
 * most 5 results ('Результаты поиска') or 'Нет результатов поиска', with 'Показать все' to /search. While a newer
 * search is on its way the previous results stay; a reply to a text the shopper has typed past is never shown (the
 * search of that text is stopped when the text changes). A result opens its product (click, or arrows and Enter) and
 * empties the field;
 * Enter with results stores the query (localStorage `searchQuery`) and goes to /search. It closes on an outside
 * click or when the field is left (results kept for the next focus), and when the text shrinks to 1 character or
 * less (results cleared). On /search it stays closed; Enter there searches the page again.
 */

/** What the flow needs of a found product; the dropdown shows the rest of what the server sent. */
export interface SearchHit {
  product_id: number;
  /** The product page, '/{url}'. */
  href: string;
}

export interface SearchDropdownContext {
  /** What the field holds. */
  query: string;
  /** The results shown: those of `searchedQuery`. */
  results: SearchHit[];
  /** The text the results answer ('' when there are none). */
  searchedQuery: string;
  /** The result chosen with the arrow keys, or -1. */
  highlighted: number;
  onSearchPage: boolean;
}

export interface SearchDropdownInput {
  /** Whether the shopper is on /search, where the dropdown stays closed. */
  onSearchPage: boolean;
}

export type SearchDropdownEvent =
  | { type: 'search.input'; value: string }
  | { type: 'search.focus' }
  /** An outside click, leaving the field, or Escape. */
  | { type: 'search.close' }
  | { type: 'search.move'; step: 1 | -1 }
  /** Enter in the field. */
  | { type: 'search.submit' }
  | { type: 'search.choose'; index: number }
  | { type: 'search.showAll' }
  | { type: 'search.route'; onSearchPage: boolean };

/** Whether a text is long enough to search: product §2 "more than 1 character". */
export function isSearchable(text: string): boolean {
  return Array.from(text.trim()).length >= SEARCH_MIN_CHARS;
}

export const searchDropdownMachine = setup({
  types: {
    context: {} as SearchDropdownContext,
    events: {} as SearchDropdownEvent,
    input: {} as SearchDropdownInput,
  },
  actors: {
    /** Provided by the app: the product search (at most 5), cancelled through `signal` when it is no longer wanted. */
    searchProducts: notProvided<SearchHit[], { query: string }>('searchProducts'),
  },
  actions: {
    /** Provided by the app: go to the product page. */
    openProduct: (_, _params: { href: string }) => {},
    /** Provided by the app: localStorage `searchQuery` (the search page reads it on load). */
    storeQuery: (_, _params: { query: string }) => {},
    /** Provided by the app: go to /search for the query. */
    openSearchPage: (_, _params: { query: string }) => {},
    setQuery: assign({
      query: ({ event }) => {
        assertEvent(event, 'search.input');
        return event.value;
      },
    }),
    clearResults: assign({ results: [], searchedQuery: '', highlighted: -1 }),
    /**
     * After a product was opened the search is done: the field starts empty next time (the highlight goes with
     * `closed`'s entry).
     */
    clearQuery: assign({ query: '', results: [], searchedQuery: '' }),
    setOnSearchPage: assign({
      onSearchPage: ({ event }) => {
        assertEvent(event, 'search.route');
        return event.onSearchPage;
      },
    }),
    /** Down from nothing highlighted is the first result, up the last; past either end wraps round. */
    moveHighlight: assign({
      highlighted: ({ context, event }) => {
        assertEvent(event, 'search.move');
        const count = context.results.length;
        if (context.highlighted < 0) return event.step === 1 ? 0 : count - 1;
        return (context.highlighted + event.step + count) % count;
      },
    }),
    unhighlight: assign({ highlighted: -1 }),
  },
  guards: {
    inputTooShort: ({ event }) => {
      assertEvent(event, 'search.input');
      return !isSearchable(event.value);
    },
    queryLongEnough: ({ context }) => isSearchable(context.query),
    onSearchPage: ({ context }) => context.onSearchPage,
    goesToSearchPage: ({ event }) => {
      assertEvent(event, 'search.route');
      return event.onSearchPage;
    },
    hasResultsForQuery: ({ context }) => context.results.length > 0 && context.searchedQuery === context.query.trim(),
    hasResults: ({ context }) => context.results.length > 0,
    resultHighlighted: ({ context }) =>
      context.highlighted >= 0 &&
      // Stryker disable next-line ConditionalExpression,EqualityOperator: a safeguard no event reaches: the highlight only ever indexes the results shown (the arrows wrap within them, new results and closing reset it)
      context.highlighted < context.results.length,
    resultExists: ({ context, event }) => {
      assertEvent(event, 'search.choose');
      return event.index >= 0 && event.index < context.results.length;
    },
  },
  delays: {
    debounce: TIMING_MS.SEARCH_DEBOUNCE,
  },
}).createMachine({
  id: 'searchDropdown',
  context: ({ input }) => ({
    query: '',
    results: [],
    searchedQuery: '',
    // Stryker disable next-line UnaryOperator: `closed`'s entry sets -1 before anything reads it
    highlighted: -1,
    onSearchPage: input?.onSearchPage ?? false,
  }),
  initial: 'closed',
  on: {
    'search.route': { actions: 'setOnSearchPage' },
  },
  states: {
    closed: {
      entry: 'unhighlight',
      on: {
        'search.input': [
          { guard: 'inputTooShort', actions: ['setQuery', 'clearResults'] },
          { guard: 'onSearchPage', actions: 'setQuery' },
          { target: 'open', actions: 'setQuery' },
        ],
        'search.focus': [
          { guard: and([not('onSearchPage'), 'queryLongEnough', 'hasResultsForQuery']), target: 'open.shown' },
          { guard: and([not('onSearchPage'), 'queryLongEnough']), target: 'open' },
        ],
        // On /search the dropdown never opens, so Enter searches the page again with what was typed.
        'search.submit': {
          guard: and(['onSearchPage', 'queryLongEnough']),
          actions: [
            { type: 'storeQuery', params: ({ context }) => ({ query: context.query.trim() }) },
            { type: 'openSearchPage', params: ({ context }) => ({ query: context.query.trim() }) },
          ],
        },
      },
    },
    open: {
      initial: 'debouncing',
      on: {
        'search.input': [
          { guard: 'inputTooShort', target: 'closed', actions: ['setQuery', 'clearResults'] },
          // Each keystroke starts the pause again (and stops a search of the previous text).
          // Stryker disable next-line BooleanLiteral: the child is left and entered anew either way; `reenter` would only also re-enter `open`, which has no entry, exit or invocation
          { target: '.debouncing', reenter: true, actions: ['setQuery', 'unhighlight'] },
        ],
        'search.close': 'closed',
        'search.route': [
          { guard: 'goesToSearchPage', target: 'closed', actions: 'setOnSearchPage' },
          // Stryker disable next-line ObjectLiteral,StringLiteral: open is never on /search, so this records the false it already holds (and the machine-wide 'search.route' would do the same)
          { actions: 'setOnSearchPage' },
        ],
        'search.move': { guard: 'hasResults', actions: 'moveHighlight' },
        'search.choose': {
          guard: 'resultExists',
          target: 'closed',
          actions: [
            {
              type: 'openProduct',
              params: ({ context, event }) => {
                assertEvent(event, 'search.choose');
                return { href: context.results[event.index].href };
              },
            },
            'clearQuery',
          ],
        },
        'search.submit': [
          {
            guard: 'resultHighlighted',
            target: 'closed',
            actions: [
              { type: 'openProduct', params: ({ context }) => ({ href: context.results[context.highlighted].href }) },
              'clearQuery',
            ],
          },
          {
            guard: 'hasResults',
            target: 'closed',
            actions: [
              { type: 'storeQuery', params: ({ context }) => ({ query: context.query.trim() }) },
              { type: 'openSearchPage', params: ({ context }) => ({ query: context.query.trim() }) },
            ],
          },
        ],
        'search.showAll': {
          guard: 'hasResults',
          target: 'closed',
          actions: [
            { type: 'storeQuery', params: ({ context }) => ({ query: context.query.trim() }) },
            { type: 'openSearchPage', params: ({ context }) => ({ query: context.query.trim() }) },
          ],
        },
      },
      states: {
        debouncing: {
          tags: ['busy'],
          after: { debounce: 'searching' },
        },
        searching: {
          tags: ['busy'],
          invoke: {
            src: 'searchProducts',
            input: ({ context }) => ({ query: context.query.trim() }),
            onDone: {
              target: 'shown',
              actions: assign({
                results: ({ event }) => event.output.slice(0, PAGE_SIZE.SEARCH_RESULTS),
                searchedQuery: ({ context }) => context.query.trim(),
                highlighted: -1,
              }),
            },
            // No message for a failed search (docs/product.md names none): the dropdown closes; typing again retries.
            onError: { target: '#searchDropdown.closed', actions: 'clearResults' },
          },
        },
        shown: {},
      },
    },
  },
});
