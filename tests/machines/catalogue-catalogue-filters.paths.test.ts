import type { EventObject } from 'xstate';
import {
  catalogueFiltersMachine,
  type CatalogueConfig,
  type CatalogueFiltersContext,
  type CataloguePageResult,
} from '../../machines/catalogue/catalogue-filters.machine';
import { describePathTests } from './harness/path-model';

// Every path of a catalogue page's filters and paging (product §4 "Filters", §8): toggling a filter reloads page 1 and
// stores the config; reset clears it; pagination replaces the products and scrolls to the list; 'Показать ещё'
// appends; nothing found toasts and shows the empty state; a failed first load toasts; a failed page change leaves
// for /error.

const START: CatalogueConfig = { namePage: 'kremi', category_id: 3, filters: [], current_page: 1, categories: [] };
const SHARED: CatalogueConfig = { ...START, filters: [4], current_page: 2 };
const TRAIL = [{ category_id: 3, name: 'Кремы', catalog_href: '/kremi' }];
const PAGE: CataloguePageResult = { products: ['карточка'], pages: 3, total: 30, trail: TRAIL };
const NOTHING: CataloguePageResult = { products: [], pages: 0, total: 0, trail: TRAIL };

const events: Record<string, EventObject[]> = {
  'catalogue.filter.toggle': [{ type: 'catalogue.filter.toggle', filterId: 4 } as EventObject],
  'catalogue.page.go': [
    { type: 'catalogue.page.go', page: 1 } as EventObject,
    { type: 'catalogue.page.go', page: 3 } as EventObject,
  ],
};

/** Which loads the path started from pagination and 'Показать ещё', and which of them succeeded. */
function pageChanges(taken: EventObject[]) {
  let pending: 'page' | 'more' | null = null;
  const done = { page: 0, more: 0 };
  for (const event of taken) {
    if (event.type === 'catalogue.page.go') pending = 'page';
    else if (event.type === 'catalogue.more') pending = 'more';
    else if (event.type.startsWith('xstate.done.actor.') && pending) {
      done[pending] += 1;
      pending = null;
    } else if (event.type.startsWith('xstate.')) pending = null;
  }
  return done;
}

await describePathTests(catalogueFiltersMachine, {
  inputs: { 'plain address': { config: START }, 'shared address ?filters=4&page=2': { config: SHARED } },
  events,
  actors: { loadPage: { done: [PAGE, NOTHING], error: [new Error('Network Error')] } },
  states: {
    loading: ({ context, invoked, events: taken }) => {
      const c = context as CatalogueFiltersContext;
      // It loads exactly the config it holds: after a toggle or reset, page 1.
      expect(invoked.loadPage.at(-1)).toEqual(c.config);
      if (taken.length > 0) expect(c.config.current_page).toBe(1);
    },
    ready: ({ context, input, actions, events: taken, count }) => {
      const c = context as CatalogueFiltersContext;
      const changes = pageChanges(taken);
      expect(c.products.length).toBeGreaterThan(0);
      expect(c.pages).toBe(3);
      expect(c.config.current_page).toBeGreaterThanOrEqual(1);
      expect(c.config.current_page).toBeLessThanOrEqual(3);
      expect(c.trail).toEqual(TRAIL);
      expect(c.config.categories).toEqual([3]);
      // 'Показать ещё' appended: one product per page loaded since the last full load.
      expect(c.requestedPage).toBeNull();
      // Stored after every toggle and every page change; scrolled after every pagination click.
      expect(actions.storeConfig).toHaveBeenCalledTimes(count('catalogue.filter.toggle') + changes.page + changes.more);
      expect(actions.scrollToList).toHaveBeenCalledTimes(changes.page);
      expect(actions.clearStoredConfig).toHaveBeenCalledTimes(count('catalogue.filters.reset'));
      if (count('catalogue.filter.toggle') === 0 && count('catalogue.filters.reset') === 0) {
        expect(c.config.filters).toEqual((input as { config: CatalogueConfig }).config.filters);
      }
      if (taken.at(-1)?.type.startsWith('xstate.done.actor') && pageChanges(taken.slice(-2)).more === 1) {
        expect(c.products.length).toBeGreaterThan(1);
      }
    },
    paging: ({ context, invoked }) => {
      const c = context as CatalogueFiltersContext;
      expect(c.requestedPage).not.toBe(c.config.current_page);
      expect(invoked.loadPage.at(-1)).toEqual({ ...c.config, current_page: c.requestedPage });
    },
    appending: ({ context, invoked }) => {
      const c = context as CatalogueFiltersContext;
      expect(c.config.current_page).toBeLessThan(c.pages);
      expect(invoked.loadPage.at(-1)).toEqual({ ...c.config, current_page: c.config.current_page + 1 });
    },
    empty: ({ context, actions, count }) => {
      const c = context as CatalogueFiltersContext;
      expect(c.products).toEqual([]);
      expect(c.total).toBe(0);
      expect(c.trail).toEqual(TRAIL);
      expect(actions.notifyNothingFound).toHaveBeenCalledTimes(
        count(`done: loadPage (output ${JSON.stringify(NOTHING)})`),
      );
    },
    failed: ({ context, actions }) => {
      const c = context as CatalogueFiltersContext;
      expect(c.products).toEqual([]);
      expect(actions.notifyLoadError).toHaveBeenCalled();
      expect(actions.goToErrorPage).not.toHaveBeenCalled();
    },
    leaving: ({ snapshot, actions }) => {
      expect(snapshot.status).toBe('done');
      expect(actions.goToErrorPage).toHaveBeenCalledTimes(1);
      expect(actions.notifyLoadError).not.toHaveBeenCalled();
    },
  },
});
