import type { EventObject } from 'xstate';
import {
  catalogueFiltersMachine,
  type CatalogueConfig,
  type CatalogueFiltersEvent,
  type CataloguePageResult,
} from '../../machines/catalogue/catalogue-filters.machine';
import { describePathTests } from './harness/path-model';
import { type Scenario, startScenario } from './harness/scenario';

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
  inputs: {
    'plain address': { config: START },
    'shared address ?filters=4&page=2': { config: SHARED },
    // The server rendered the page (or the cache has it): it starts with its products, no loading.
    'first page at hand': { config: START, firstPage: PAGE },
  },
  events,
  actors: { loadPage: { done: [PAGE, NOTHING], error: [new Error('Network Error')] } },
  states: {
    loading: ({ context, invoked, events: taken }) => {
      const c = context;
      // It loads exactly the config it holds: after a toggle or reset, page 1.
      expect(invoked.loadPage.at(-1)).toEqual(c.config);
      if (taken.length > 0) expect(c.config.current_page).toBe(1);
    },
    ready: ({ context, input, actions, events: taken, count }) => {
      const c = context;
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
        expect(c.config.filters).toEqual(input.config.filters);
      }
      if (taken.at(-1)?.type.startsWith('xstate.done.actor') && pageChanges(taken.slice(-2)).more === 1) {
        expect(c.products.length).toBeGreaterThan(1);
      }
    },
    paging: ({ context, invoked }) => {
      const c = context;
      expect(c.requestedPage).not.toBe(c.config.current_page);
      expect(invoked.loadPage.at(-1)).toEqual({ ...c.config, current_page: c.requestedPage });
    },
    appending: ({ context, invoked }) => {
      const c = context;
      expect(c.config.current_page).toBeLessThan(c.pages);
      expect(invoked.loadPage.at(-1)).toEqual({ ...c.config, current_page: c.config.current_page + 1 });
    },
    empty: ({ context, actions, count }) => {
      const c = context;
      expect(c.products).toEqual([]);
      expect(c.total).toBe(0);
      expect(c.trail).toEqual(TRAIL);
      expect(actions.notifyNothingFound).toHaveBeenCalledTimes(
        count(`done: loadPage (output ${JSON.stringify(NOTHING)})`),
      );
    },
    failed: ({ context, actions }) => {
      const c = context;
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

// Examples: where given clicks and replies must lead (product §2 "Catalogue/category page", §4 "Filters", §8).

const PAGE_2: CataloguePageResult = { products: ['карточка 2'], pages: 3, total: 30, trail: TRAIL };

/** A catalogue page opened with `config` whose first load answered `reply`. */
async function opened(
  config: CatalogueConfig,
  reply: CataloguePageResult | Error = PAGE,
): Promise<Scenario<typeof catalogueFiltersMachine>> {
  const run = await startScenario(catalogueFiltersMachine, { input: { config } });
  if (reply instanceof Error) await run.fail('loadPage', reply);
  else await run.done('loadPage', reply);
  return run;
}

describe('catalogue filters examples', () => {
  it('loads the config it was opened with, showing nothing before the reply', async () => {
    const run = await startScenario(catalogueFiltersMachine, { input: { config: SHARED } });
    expect(run.value).toBe('loading');
    expect(run.invoked.loadPage).toEqual([SHARED]);
    expect(run.context).toEqual({ config: SHARED, products: [], pages: 0, total: 0, trail: [], requestedPage: null });
    await run.done('loadPage', PAGE);
    expect(run.value).toBe('ready');
    expect(run.context).toMatchObject({ products: ['карточка'], pages: 3, total: 30, trail: TRAIL });
    expect(run.context.config).toEqual({ ...SHARED, categories: [3] });
  });

  it('keeps no trail when the reply names none', async () => {
    for (const reply of [
      { ...PAGE, trail: undefined },
      { ...NOTHING, trail: undefined },
    ]) {
      const run = await opened(START, reply);
      expect(run.context.trail).toEqual([]);
      expect(run.context.config.categories).toEqual([]);
    }
  });

  it('toggles a filter on or off, keeping the others in order, and reloads page 1 (product §4 "Filters")', async () => {
    const table: [number[], number, number[]][] = [
      [[], 4, [4]],
      [[4], 4, []],
      [[4], 1, [1, 4]],
      [[1, 4], 4, [1]],
      [[2, 5], 1, [1, 2, 5]],
      [[1, 2, 5], 2, [1, 5]],
    ];
    for (const [before, filterId, after] of table) {
      const run = await opened({ ...START, filters: before, current_page: 2 });
      await run.send({ type: 'catalogue.filter.toggle', filterId });
      expect(run.value).toBe('loading');
      expect(run.context.config.filters, `${JSON.stringify(before)} toggle ${filterId}`).toEqual(after);
      expect(run.context.config.current_page).toBe(1);
      expect(run.invoked.loadPage.at(-1)).toEqual(run.context.config);
      expect(run.actions.storeConfig).toHaveBeenCalledTimes(1);
    }
  });

  it('toggles from the empty state and after a failed load too', async () => {
    for (const reply of [NOTHING, new Error('Network Error')]) {
      const run = await opened({ ...START, filters: [4] }, reply);
      expect(run.value).toBe(reply === NOTHING ? 'empty' : 'failed');
      await run.send({ type: 'catalogue.filter.toggle', filterId: 4 });
      expect(run.value).toBe('loading');
      expect(run.context.config).toMatchObject({ filters: [], current_page: 1 });
      expect(run.invoked.loadPage.at(-1)).toMatchObject({ filters: [], current_page: 1 });
      expect(run.actions.storeConfig).toHaveBeenCalledTimes(1);
    }
  });

  it("'Сбросить фильтры' clears filters and page and the stored config, when there is something to clear", async () => {
    for (const reply of [PAGE, NOTHING, new Error('Network Error')]) {
      const run = await opened(SHARED, reply);
      await run.send({ type: 'catalogue.filters.reset' });
      expect(run.value).toBe('loading');
      expect(run.context.config).toMatchObject({ filters: [], current_page: 1 });
      expect(run.invoked.loadPage.at(-1)).toMatchObject({ filters: [], current_page: 1, namePage: 'kremi' });
      expect(run.actions.clearStoredConfig).toHaveBeenCalledTimes(1);
      expect(run.actions.storeConfig).not.toHaveBeenCalled();
    }
    // No filter on: nothing to reset, nothing reloads (shown or empty).
    for (const reply of [PAGE, NOTHING]) {
      const run = await opened(START, reply);
      await run.send({ type: 'catalogue.filters.reset' });
      expect(run.value).toBe(reply === PAGE ? 'ready' : 'empty');
      expect(run.invoked.loadPage).toHaveLength(1);
      expect(run.actions.clearStoredConfig).not.toHaveBeenCalled();
    }
  });

  it('goes to another existing page only: whole numbers from 1 to the page count, not the current one', async () => {
    const table: [number, number, boolean][] = [
      [1, 0, false],
      [1, 1, false],
      [1, 2, true],
      [1, 3, true],
      [1, 4, false],
      [1, 2.5, false],
      [2, 1, true],
      [2, 2, false],
    ];
    for (const [current, page, goes] of table) {
      const run = await opened({ ...START, current_page: current });
      await run.send({ type: 'catalogue.page.go', page });
      expect(run.value, `page ${page} from ${current}`).toBe(goes ? 'paging' : 'ready');
      if (goes) expect(run.invoked.loadPage.at(-1)).toEqual({ ...run.context.config, current_page: page });
      else expect(run.invoked.loadPage).toHaveLength(1);
    }
  });

  it('pagination replaces the products and scrolls to the list (product §4 "Pages replace the list")', async () => {
    const run = await opened(START);
    await run.send({ type: 'catalogue.page.go', page: 3 });
    expect(run.context.requestedPage).toBe(3);
    await run.done('loadPage', { ...PAGE_2, pages: 4, total: 40 });
    expect(run.value).toBe('ready');
    expect(run.context).toMatchObject({ products: ['карточка 2'], pages: 4, total: 40, requestedPage: null });
    expect(run.context.config.current_page).toBe(3);
    expect(run.actions.storeConfig).toHaveBeenCalledTimes(1);
    expect(run.actions.scrollToList).toHaveBeenCalledTimes(1);
  });

  // product §4 "'Показать ещё' appends"
  it('appends the next page on a click of its button while there is one', async () => {
    const run = await opened(START);
    await run.send({ type: 'catalogue.more' });
    expect(run.value).toBe('appending');
    expect(run.invoked.loadPage.at(-1)).toMatchObject({ current_page: 2 });
    await run.done('loadPage', { ...PAGE_2, total: 31 });
    expect(run.value).toBe('ready');
    expect(run.context).toMatchObject({ products: ['карточка', 'карточка 2'], pages: 3, total: 31 });
    expect(run.context.config.current_page).toBe(2);
    expect(run.actions.storeConfig).toHaveBeenCalledTimes(1);
    expect(run.actions.scrollToList).not.toHaveBeenCalled();
    await run.send({ type: 'catalogue.more' });
    await run.done('loadPage', PAGE_2);
    expect(run.context.config.current_page).toBe(3);
    // The last page: no more to show.
    await run.send({ type: 'catalogue.more' });
    expect(run.value).toBe('ready');
    expect(run.invoked.loadPage).toHaveLength(3);
  });

  it('shows the empty state when a page being opened has become empty (product §8)', async () => {
    for (const event of [
      { type: 'catalogue.page.go', page: 2 },
      { type: 'catalogue.more' },
    ] as CatalogueFiltersEvent[]) {
      const run = await opened(START);
      await run.send(event);
      await run.done('loadPage', NOTHING);
      expect(run.value, event.type).toBe('empty');
      expect(run.context).toMatchObject({ products: [], pages: 0, total: 0, requestedPage: null });
      expect(run.actions.notifyNothingFound).toHaveBeenCalledTimes(1);
    }
  });

  it('leaves for /error when a page change fails (product §8 "Catalogue paging failing goes to `/error`")', async () => {
    for (const event of [
      { type: 'catalogue.page.go', page: 2 },
      { type: 'catalogue.more' },
    ] as CatalogueFiltersEvent[]) {
      const run = await opened(START);
      await run.send(event);
      await run.fail('loadPage', new Error('Network Error'));
      expect(run.value, event.type).toBe('leaving');
      expect(run.snapshot().status).toBe('done');
      expect(run.actions.goToErrorPage).toHaveBeenCalledTimes(1);
      expect(run.actions.notifyLoadError).not.toHaveBeenCalled();
    }
  });
});
