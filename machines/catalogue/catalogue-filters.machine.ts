import { assertEvent, assign, setup } from 'xstate';
import { notProvided } from '../not-provided';

/**
 * Filters and paging of a catalogue page (product §2 "Catalogue/category page", §4 "Filters", §8).
 *
 * The page's products load for its config (category, filters, page). Toggling a filter starts again at page 1 and
 * stores the config (per path in sessionStorage, and in the address as ?filters=1,4&page=2 so the page can be shared
 * and reloaded); 'Сбросить фильтры' clears filters, page and the stored config. Pagination replaces the products and
 * scrolls to the list; 'Показать ещё' appends the next page. Nothing found shows the toast and empty state
 * 'По данным фильтрам товары не найдены :(' (also when a page being opened has become empty); a failed load the toast 'Ошибка получения товара'; a failed page change
 * (pagination or 'Показать ещё') goes to /error.
 */

/** product §3 "Catalogue request config". */
export interface CatalogueConfig {
  namePage: string;
  category_id: number | null;
  filters: number[];
  current_page: number;
  /** The category trail, top level first (ids), as the last reply gave it. */
  categories: number[];
}

/** A category on the way from the top level to the one listed (the breadcrumb). */
export interface CategoryCrumb {
  category_id: number;
  name: string;
  catalog_href: string;
}

export interface CataloguePageResult {
  products: unknown[];
  pages: number;
  total: number;
  trail?: CategoryCrumb[];
}

export interface CatalogueFiltersContext {
  config: CatalogueConfig;
  products: unknown[];
  pages: number;
  total: number;
  /** From the top-level category down to the one listed, as the last reply gave it. */
  trail: CategoryCrumb[];
  /** The page a pagination click asked for, while it loads. */
  requestedPage: number | null;
}

export type CatalogueFiltersEvent =
  | { type: 'catalogue.filter.toggle'; filterId: number }
  | { type: 'catalogue.filters.reset' }
  | { type: 'catalogue.page.go'; page: number }
  | { type: 'catalogue.more' };

/** What a loaded page puts in the context: its products, paging and trail (the config learns the trail's ids). */
function loadedPage(config: CatalogueConfig, page: CataloguePageResult) {
  const trail = page.trail ?? [];
  return {
    products: page.products,
    pages: page.pages,
    total: page.total,
    trail,
    config: { ...config, categories: trail.map((crumb) => crumb.category_id) },
  };
}

function toggled(filters: number[], filterId: number): number[] {
  const next = filters.includes(filterId) ? filters.filter((id) => id !== filterId) : [...filters, filterId];
  return next.sort((a, b) => a - b);
}

export const catalogueFiltersMachine = setup({
  types: {
    context: {} as CatalogueFiltersContext,
    events: {} as CatalogueFiltersEvent,
    /** `firstPage`: the page's products already at hand (rendered by the server, or cached): no loading to show. */
    input: {} as { config: CatalogueConfig; firstPage?: CataloguePageResult },
  },
  actors: {
    loadPage: notProvided<CataloguePageResult, CatalogueConfig>('loadPage'),
  },
  actions: {
    /** A filter on or off; back to page 1. */
    toggleFilter: assign({
      config: ({ context, event }) => {
        assertEvent(event, 'catalogue.filter.toggle');
        return { ...context.config, filters: toggled(context.config.filters, event.filterId), current_page: 1 };
      },
    }),
    /** Nothing matches (also when the catalogue changed under a page being opened). */
    showNothing: assign({ products: [], pages: 0, total: 0, requestedPage: null }),
    resetConfig: assign({ config: ({ context }) => ({ ...context.config, filters: [], current_page: 1 }) }),
    /** Provided by the app: the config into sessionStorage (per path) and the address. */
    storeConfig: () => {},
    /** Provided by the app: the stored config and the address parameters removed. */
    clearStoredConfig: () => {},
    /** Provided by the app: scroll to the product list. */
    scrollToList: () => {},
    /** Provided by the app: the toast 'По данным фильтрам товары не найдены :('. */
    notifyNothingFound: () => {},
    /** Provided by the app: the toast 'Ошибка получения товара'. */
    notifyLoadError: () => {},
    /** Provided by the app: navigate to /error. */
    goToErrorPage: () => {},
  },
  guards: {
    /** Asked of an actor's reply: the transition passes the reply's output. */
    nothingFound: (_, { output }: { output: CataloguePageResult }) => output.products.length === 0,
    hasMorePages: ({ context }) => context.config.current_page < context.pages,
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'catalogue.page.go');
      return (
        Number.isInteger(event.page) &&
        event.page >= 1 &&
        event.page <= context.pages &&
        event.page !== context.config.current_page
      );
    },
    hasFilters: ({ context }) => context.config.filters.length > 0,
    startsLoaded: ({ context }) => context.products.length > 0,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'catalogueFilters',
  context: ({ input }) => ({
    ...(input.firstPage && input.firstPage.products.length > 0
      ? loadedPage(input.config, input.firstPage)
      : { config: input.config, products: [], pages: 0, total: 0, trail: [] }),
    requestedPage: null,
  }),
  initial: 'starting',
  states: {
    // A page with its products at hand shows them at once; an empty one loads, so that 'nothing found' is said.
    starting: {
      always: [{ guard: 'startsLoaded', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => context.config,
        onDone: [
          {
            guard: { type: 'nothingFound', params: ({ event }) => ({ output: event.output }) },
            target: 'empty',
            // The page still names its category (heading, breadcrumb) when nothing is in it.
            actions: [assign({ trail: ({ event }) => event.output.trail ?? [] }), 'showNothing', 'notifyNothingFound'],
          },
          {
            target: 'ready',
            actions: assign(({ context, event }) => loadedPage(context.config, event.output)),
          },
        ],
        onError: { target: 'failed', actions: ['showNothing', 'notifyLoadError'] },
      },
    },
    ready: {
      on: {
        'catalogue.filter.toggle': { target: 'loading', actions: ['toggleFilter', 'storeConfig'] },
        'catalogue.filters.reset': {
          guard: 'hasFilters',
          target: 'loading',
          actions: ['resetConfig', 'clearStoredConfig'],
        },
        'catalogue.page.go': {
          guard: 'isOtherPage',
          target: 'paging',
          actions: assign({ requestedPage: ({ event }) => event.page }),
        },
        'catalogue.more': { guard: 'hasMorePages', target: 'appending' },
      },
    },
    paging: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ ...context.config, current_page: context.requestedPage! }),
        onDone: [
          {
            guard: { type: 'nothingFound', params: ({ event }) => ({ output: event.output }) },
            target: 'empty',
            actions: ['showNothing', 'notifyNothingFound'],
          },
          {
            target: 'ready',
            actions: [
              assign({
                products: ({ event }) => event.output.products,
                pages: ({ event }) => event.output.pages,
                total: ({ event }) => event.output.total,
                config: ({ context }) => ({ ...context.config, current_page: context.requestedPage! }),
                requestedPage: null,
              }),
              'storeConfig',
              'scrollToList',
            ],
          },
        ],
        onError: { target: 'leaving', actions: 'goToErrorPage' },
      },
    },
    appending: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ ...context.config, current_page: context.config.current_page + 1 }),
        onDone: [
          {
            guard: { type: 'nothingFound', params: ({ event }) => ({ output: event.output }) },
            target: 'empty',
            actions: ['showNothing', 'notifyNothingFound'],
          },
          {
            target: 'ready',
            actions: [
              assign({
                products: ({ context, event }) => [...context.products, ...event.output.products],
                pages: ({ event }) => event.output.pages,
                total: ({ event }) => event.output.total,
                config: ({ context }) => ({ ...context.config, current_page: context.config.current_page + 1 }),
              }),
              'storeConfig',
            ],
          },
        ],
        onError: { target: 'leaving', actions: 'goToErrorPage' },
      },
    },
    empty: {
      on: {
        'catalogue.filter.toggle': { target: 'loading', actions: ['toggleFilter', 'storeConfig'] },
        'catalogue.filters.reset': {
          guard: 'hasFilters',
          target: 'loading',
          actions: ['resetConfig', 'clearStoredConfig'],
        },
      },
    },
    failed: {
      on: {
        'catalogue.filter.toggle': { target: 'loading', actions: ['toggleFilter', 'storeConfig'] },
        'catalogue.filters.reset': { target: 'loading', actions: ['resetConfig', 'clearStoredConfig'] },
      },
    },
    leaving: {
      type: 'final',
    },
  },
});
