import { transition, type EventObject } from 'xstate';
import {
  isSearchable,
  searchDropdownMachine,
  type SearchDropdownContext,
  type SearchDropdownEvent,
  type SearchDropdownInput,
  type SearchHit,
} from '../../machines/shell/search-dropdown.machine';
import { describePathTests, type StateCheckArgs } from './harness/path-model';

// Every path of the header search dropdown (product §2 "Search box", §4, §5): it opens from 2 characters after a
// 100 ms pause, shows at most 5 results or none, never shows a reply to a text typed past, opens a product (click or
// arrows + Enter), stores the query and goes to /search (Enter with results, 'Показать все'), closes on leaving the
// field and on shrinking to 1 character (results cleared), and stays closed on /search.

const CREAM: SearchHit = { product_id: 21, href: '/krem-s-gialuronovoj-kislotoj' };
const GEL: SearchHit = { product_id: 23, href: '/krem-gel-uvlazhnjajuschij' };
const MANY: SearchHit[] = Array.from({ length: 6 }, (_, i) => ({ product_id: 100 + i, href: `/tovar-${i}` }));

const events = (list: SearchDropdownEvent[]): EventObject[] => list;

/** The search texts the input events carry: a letter, a word and a typo of it. */
const TEXTS = ['к', 'крем', 'крэм'];

function doneOutputs(events: EventObject[]): SearchHit[][] {
  return events
    .filter((e) => e.type.startsWith('xstate.done.actor'))
    .map((e) => (e as unknown as { output: SearchHit[] }).output);
}

/** The field's text after the events: the last input (the model starts empty). */
function typed(events: EventObject[]): string {
  const last = events.filter((e) => e.type === 'search.input').at(-1) as { value: string } | undefined;
  return last?.value ?? '';
}

/** Checks every state shares. */
function invariants({ context, events, actions, input }: StateCheckArgs) {
  const c = context as SearchDropdownContext;
  // The field holds what was typed last, or nothing once a product was opened from the results.
  if (c.query !== typed(events)) {
    expect(c.query).toBe('');
    expect(actions.openProduct).toHaveBeenCalled();
  }
  expect(c.results.length).toBeLessThanOrEqual(5);
  // Results always belong to a search of a text long enough; a short text has none.
  if (c.results.length > 0) expect(isSearchable(c.searchedQuery)).toBe(true);
  if (!isSearchable(c.query))
    expect({ results: c.results, searchedQuery: c.searchedQuery }).toEqual({ results: [], searchedQuery: '' });
  // Going to /search always stores the query first, with the same text.
  expect(actions.storeQuery.mock.calls.map((call) => call[1])).toEqual(
    actions.openSearchPage.mock.calls.map((call) => call[1]),
  );
  for (const call of actions.openSearchPage.mock.calls)
    expect(isSearchable((call[1] as { query: string }).query)).toBe(true);
  for (const call of actions.openProduct.mock.calls) {
    expect([CREAM, GEL, ...MANY].map((h) => h.href)).toContain((call[1] as { href: string }).href);
  }
  // Where the shopper is, by the last route event or the start.
  const routes = events.filter((e) => e.type === 'search.route') as unknown as { onSearchPage: boolean }[];
  expect(c.onSearchPage).toBe(routes.at(-1)?.onSearchPage ?? (input as SearchDropdownInput).onSearchPage);
}

function openChecks(args: StateCheckArgs) {
  invariants(args);
  const c = args.context as SearchDropdownContext;
  expect(c.onSearchPage).toBe(false);
  expect(isSearchable(c.query)).toBe(true);
  expect(c.highlighted).toBeGreaterThanOrEqual(-1);
  expect(c.highlighted).toBeLessThan(Math.max(c.results.length, 1));
}

await describePathTests(searchDropdownMachine, {
  inputs: {
    elsewhere: { onSearchPage: false } satisfies SearchDropdownInput,
    'on /search': { onSearchPage: true } satisfies SearchDropdownInput,
  },
  events: {
    'search.input': events(TEXTS.map((value) => ({ type: 'search.input', value }))),
    'search.move': events([
      { type: 'search.move', step: 1 },
      { type: 'search.move', step: -1 },
    ]),
    'search.choose': events([{ type: 'search.choose', index: 1 }]),
    'search.route': events([
      { type: 'search.route', onSearchPage: true },
      { type: 'search.route', onSearchPage: false },
    ]),
  },
  actors: {
    searchProducts: { done: [[CREAM, GEL], [], MANY], error: [new Error('Network Error')] },
  },
  states: {
    closed: (args) => {
      invariants(args);
      const { context, events, snapshot, actions, count } = args;
      const c = context as SearchDropdownContext;
      expect(c.highlighted).toBe(-1);
      const last = events.at(-1);
      if (last?.type === 'search.input' && !isSearchable((last as unknown as { value: string }).value)) {
        expect(c.results).toEqual([]);
      }
      if (last?.type.startsWith('xstate.error.actor')) expect(c.results).toEqual([]);
      // On /search nothing opens it.
      if (c.onSearchPage) {
        expect(snapshot.can({ type: 'search.focus' })).toBe(false);
        expect(snapshot.can({ type: 'search.input', value: 'крем' })).toBe(true);
        const [next] = transition(searchDropdownMachine, snapshot, { type: 'search.input', value: 'крем' });
        expect(next.value).toBe('closed');
      }
      // Leaving the dropdown by a choice: a click opened the clicked result (the second of the list shown).
      if (last?.type === 'search.choose') {
        expect(c.query).toBe('');
        expect([GEL.href, MANY[1].href]).toContain(
          (actions.openProduct.mock.calls.at(-1)![1] as { href: string }).href,
        );
      }
      // Every page change came from the shopper: a click on a result, Enter or 'Показать все', one each at most.
      expect(actions.openProduct.mock.calls.length + actions.openSearchPage.mock.calls.length).toBeLessThanOrEqual(
        count('search.choose') + count('search.submit') + count('search.showAll'),
      );
      expect(actions.openProduct.mock.calls.length).toBeGreaterThanOrEqual(count('search.choose'));
    },
    'open.debouncing': (args) => {
      openChecks(args);
      const c = args.context as SearchDropdownContext;
      // A new text restarts the pause with nothing highlighted; the arrows may then pick among the earlier results.
      if (args.events.at(-1)?.type === 'search.input') expect(c.highlighted).toBe(-1);
      expect(args.snapshot.hasTag('busy')).toBe(true);
      // The search of this text has not started yet.
      const started = args.invoked.searchProducts ?? [];
      expect(started.length).toBe(args.count('after 100 ms'));
    },
    'open.searching': (args) => {
      openChecks(args);
      const c = args.context as SearchDropdownContext;
      expect(args.snapshot.hasTag('busy')).toBe(true);
      // One search per pause, of the text as it was when typing paused.
      expect(args.invoked.searchProducts).toHaveLength(args.count('after 100 ms'));
      expect(args.invoked.searchProducts.at(-1)).toEqual({ query: c.query.trim() });
    },
    'open.shown': (args) => {
      openChecks(args);
      const c = args.context as SearchDropdownContext;
      expect(args.snapshot.hasTag('busy')).toBe(false);
      // The results answer what the field holds: a stale reply never got here.
      expect(c.searchedQuery).toBe(c.query.trim());
      const outputs = doneOutputs(args.events);
      expect(c.results).toEqual(outputs.at(-1)!.slice(0, 5));
    },
  },
});
