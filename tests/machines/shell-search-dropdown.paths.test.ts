import { transition, type EventObject } from 'xstate';
import {
  isSearchable,
  searchDropdownMachine,
  type SearchDropdownEvent,
  type SearchDropdownInput,
  type SearchHit,
} from '../../machines/shell/search-dropdown.machine';
import { describePathTests, type StateCheckArgs } from './harness/path-model';
import { type Scenario, startScenario } from './harness/scenario';

// Every path of the header search dropdown (product §2 "Search box", §4, §5): it opens from 2 characters after a
// 100 ms pause, shows at most 5 results or none, never shows a reply to a text typed past, opens a product (click or
// arrows + Enter), stores the query and goes to /search (Enter with results, 'Показать все'), closes on leaving the
// field and on shrinking to 1 character (results cleared), and stays closed on /search.

const CREAM: SearchHit = { product_id: 21, href: '/krem-s-gialuronovoj-kislotoj' };
const GEL: SearchHit = { product_id: 23, href: '/krem-gel-uvlazhnjajuschij' };
const MANY: SearchHit[] = Array.from({ length: 6 }, (_, i) => ({ product_id: 100 + i, href: `/tovar-${i}` }));

const events = (list: SearchDropdownEvent[]): EventObject[] => list;

/** product §5 "Search: minimum 2 characters", the spaces around them not counted. */
const searchable = (text: string) => Array.from(text.trim()).length >= 2;

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
function invariants({ context, events, actions, input }: StateCheckArgs<typeof searchDropdownMachine>) {
  const c = context;
  // The field holds what was typed last, or nothing once a product was opened from the results.
  if (c.query !== typed(events)) {
    expect(c.query).toBe('');
    expect(actions.openProduct).toHaveBeenCalled();
  }
  expect(c.results.length).toBeLessThanOrEqual(5);
  // Results always belong to a search of a text long enough; a short text has none.
  if (c.results.length > 0) expect(searchable(c.searchedQuery)).toBe(true);
  if (!searchable(c.query))
    expect({ results: c.results, searchedQuery: c.searchedQuery }).toEqual({ results: [], searchedQuery: '' });
  // Going to /search always stores the query first, with the same text.
  expect(actions.storeQuery.mock.calls.map((call) => call[1])).toEqual(
    actions.openSearchPage.mock.calls.map((call) => call[1]),
  );
  for (const call of actions.openSearchPage.mock.calls)
    expect(searchable((call[1] as { query: string }).query)).toBe(true);
  for (const call of actions.openProduct.mock.calls) {
    expect([CREAM, GEL, ...MANY].map((h) => h.href)).toContain((call[1] as { href: string }).href);
  }
  // Where the shopper is, by the last route event or the start.
  const routes = events.filter((e) => e.type === 'search.route') as unknown as { onSearchPage: boolean }[];
  expect(c.onSearchPage).toBe(routes.at(-1)?.onSearchPage ?? input.onSearchPage);
}

function openChecks(args: StateCheckArgs<typeof searchDropdownMachine>) {
  invariants(args);
  const c = args.context;
  expect(c.onSearchPage).toBe(false);
  expect(searchable(c.query)).toBe(true);
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
      const c = context;
      expect(c.highlighted).toBe(-1);
      const last = events.at(-1);
      if (last?.type === 'search.input' && !searchable((last as unknown as { value: string }).value)) {
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
      const c = args.context;
      // A new text restarts the pause with nothing highlighted; the arrows may then pick among the earlier results.
      if (args.events.at(-1)?.type === 'search.input') expect(c.highlighted).toBe(-1);
      expect(args.snapshot.hasTag('busy')).toBe(true);
      // The search of this text has not started yet.
      const started = args.invoked.searchProducts ?? [];
      expect(started.length).toBe(args.count('after 100 ms'));
    },
    'open.searching': (args) => {
      openChecks(args);
      const c = args.context;
      expect(args.snapshot.hasTag('busy')).toBe(true);
      // One search per pause, of the text as it was when typing paused.
      expect(args.invoked.searchProducts).toHaveLength(args.count('after 100 ms'));
      expect(args.invoked.searchProducts.at(-1)).toEqual({ query: c.query.trim() });
    },
    'open.shown': (args) => {
      openChecks(args);
      const c = args.context;
      expect(args.snapshot.hasTag('busy')).toBe(false);
      // The results answer what the field holds: a stale reply never got here.
      expect(c.searchedQuery).toBe(c.query.trim());
      const outputs = doneOutputs(args.events);
      expect(c.results).toEqual(outputs.at(-1)!.slice(0, 5));
    },
  },
});

// Examples: where given keystrokes, clicks and replies must lead (product §2 "Search box", §4 "Search dropdown", §5).

const ELSEWHERE: SearchDropdownInput = { onSearchPage: false };
const ON_SEARCH_PAGE: SearchDropdownInput = { onSearchPage: true };
const THREE: SearchHit[] = [CREAM, GEL, MANY[0]];
const input = (value: string): SearchDropdownEvent => ({ type: 'search.input', value });
const move = (step: 1 | -1): SearchDropdownEvent => ({ type: 'search.move', step });
const params = (run: Scenario<typeof searchDropdownMachine>, action: string) =>
  run.actions[action].mock.calls.map((call) => call[1] as unknown);

/** Typed `text` elsewhere than /search, paused 100 ms, and the search answered `results`. */
async function shown(text: string, results: SearchHit[]): Promise<Scenario<typeof searchDropdownMachine>> {
  const run = await startScenario(searchDropdownMachine, { input: ELSEWHERE });
  await run.send(input(text));
  await run.wait(100);
  await run.done('searchProducts', results);
  expect(run.value).toEqual({ open: 'shown' });
  return run;
}

describe('search dropdown examples', () => {
  it('opens from 2 characters typed, the spaces around them not counted (product §5 "minimum 2 characters")', async () => {
    const table: [string, boolean][] = [
      ['', false],
      ['к', false],
      ['  к  ', false],
      ['кр', true],
      [' кр ', true],
      ['крем', true],
    ];
    for (const [text, opens] of table) {
      expect(isSearchable(text), JSON.stringify(text)).toBe(opens);
      const run = await startScenario(searchDropdownMachine, { input: ELSEWHERE });
      await run.send(input(text));
      expect(run.value, JSON.stringify(text)).toEqual(opens ? { open: 'debouncing' } : 'closed');
      // What was typed is kept as typed.
      expect(run.context.query).toBe(text);
    }
  });

  it('closes when the text shrinks below 2 characters, the results cleared (product §4 "Search dropdown")', async () => {
    for (const short of ['к', ' к ', '']) {
      const run = await shown('крем', [CREAM, GEL]);
      await run.send(input(short));
      expect(run.value).toBe('closed');
      expect(run.context).toMatchObject({ query: short, results: [], searchedQuery: '', highlighted: -1 });
    }
    // Closed with results kept, a short text clears them too: typing a long one again starts a fresh search.
    const run = await shown('крем', [CREAM, GEL]);
    await run.send({ type: 'search.close' });
    expect(run.context.results).toEqual([CREAM, GEL]);
    await run.send(input('к'));
    expect(run.context).toMatchObject({ query: 'к', results: [], searchedQuery: '' });
    await run.send(input('крем'));
    expect(run.value).toEqual({ open: 'debouncing' });
  });

  it('searches the trimmed text once typing pauses for 100 ms (product §5 "100 ms debounce")', async () => {
    const run = await startScenario(searchDropdownMachine, { input: ELSEWHERE });
    await run.send(input('кр'));
    await run.wait(60);
    await run.send(input(' крем '));
    await run.wait(60);
    // Each keystroke starts the pause again: 120 ms after the first one, nothing searched yet.
    expect(run.value).toEqual({ open: 'debouncing' });
    expect(run.invoked.searchProducts).toEqual([]);
    await run.wait(40);
    expect(run.value).toEqual({ open: 'searching' });
    expect(run.invoked.searchProducts).toEqual([{ query: 'крем' }]);
    await run.done('searchProducts', MANY);
    expect(run.value).toEqual({ open: 'shown' });
    // At most 5 shown (product §9 "search 5"), answering the trimmed text; the field keeps what was typed.
    expect(run.context).toMatchObject({ query: ' крем ', results: MANY.slice(0, 5), searchedQuery: 'крем' });
  });

  it('closes and drops the results when a search fails; typing again retries', async () => {
    const run = await shown('крем', [CREAM, GEL]);
    await run.send(input('крэм'));
    await run.wait(100);
    await run.fail('searchProducts', new Error('Network Error'));
    expect(run.value).toBe('closed');
    expect(run.context).toMatchObject({ query: 'крэм', results: [], searchedQuery: '' });
    await run.send(input('крэмы'));
    expect(run.value).toEqual({ open: 'debouncing' });
  });

  it('on focus shows the results kept for the text, or searches again (product §4 "opens on focus")', async () => {
    // Left with results for the text typed (spaces around it do not matter): they show again, no new search.
    let run = await shown(' крем ', [CREAM, GEL]);
    await run.send({ type: 'search.close' });
    expect(run.value).toBe('closed');
    await run.send({ type: 'search.focus' });
    expect(run.value).toEqual({ open: 'shown' });
    expect(run.invoked.searchProducts).toHaveLength(1);
    // Left after 'Нет результатов поиска': nothing kept to show, so it searches again.
    run = await shown('крем', []);
    await run.send({ type: 'search.close' });
    await run.send({ type: 'search.focus' });
    expect(run.value).toEqual({ open: 'debouncing' });
    // Left while a newer text waited for its search: the results of the older one are not shown for it.
    run = await shown('крем', [CREAM, GEL]);
    await run.send(input('крэм'));
    await run.send({ type: 'search.close' });
    await run.send({ type: 'search.focus' });
    expect(run.value).toEqual({ open: 'debouncing' });
    // A text too short: it stays closed.
    run = await startScenario(searchDropdownMachine, { input: ELSEWHERE });
    await run.send(input('к'));
    await run.send({ type: 'search.focus' });
    expect(run.value).toBe('closed');
  });

  it('moves the highlight with the arrows over the results shown, wrapping round at either end', async () => {
    const table: [(1 | -1)[], number][] = [
      [[1], 0],
      [[-1], 2],
      [[1, 1], 1],
      [[1, 1, 1], 2],
      [[1, 1, 1, 1], 0],
      [[1, -1], 2],
      [[-1, -1], 1],
      [[-1, 1], 0],
    ];
    for (const [steps, highlighted] of table) {
      const run = await shown('крем', THREE);
      for (const step of steps) await run.send(move(step));
      expect(run.context.highlighted, JSON.stringify(steps)).toBe(highlighted);
    }
    // Nothing to move over: no results yet, or none found.
    let run = await startScenario(searchDropdownMachine, { input: ELSEWHERE });
    await run.send(input('крем'));
    await run.send(move(1));
    expect(run.context.highlighted).toBe(-1);
    run = await shown('крем', []);
    await run.send(move(1));
    await run.send(move(-1));
    expect(run.context.highlighted).toBe(-1);
    // Typing on forgets the highlight.
    run = await shown('крем', THREE);
    await run.send(move(1));
    await run.send(input('крема'));
    expect(run.value).toEqual({ open: 'debouncing' });
    expect(run.context.highlighted).toBe(-1);
  });

  it('opens the clicked result, emptying the field (product §2 "a result opens its product")', async () => {
    for (const [index, hit] of [
      [0, CREAM],
      [1, GEL],
    ] as const) {
      const run = await shown('крем', [CREAM, GEL]);
      await run.send({ type: 'search.choose', index });
      expect(run.value).toBe('closed');
      expect(params(run, 'openProduct')).toEqual([{ href: hit.href }]);
      expect(run.context).toMatchObject({ query: '', results: [], searchedQuery: '', highlighted: -1 });
    }
    // Only a result shown can be chosen.
    for (const index of [-1, 2]) {
      const run = await shown('крем', [CREAM, GEL]);
      await run.send({ type: 'search.choose', index });
      expect(run.value, `index ${index}`).toEqual({ open: 'shown' });
      expect(run.actions.openProduct).not.toHaveBeenCalled();
    }
  });

  it('Enter opens the highlighted result, else keeps the query and opens /search (product §2 "Search box")', async () => {
    let run = await shown('крем', [CREAM, GEL]);
    await run.send(move(1));
    await run.send({ type: 'search.submit' });
    expect(run.value).toBe('closed');
    expect(params(run, 'openProduct')).toEqual([{ href: CREAM.href }]);
    expect(run.context).toMatchObject({ query: '', results: [], searchedQuery: '' });
    expect(run.actions.openSearchPage).not.toHaveBeenCalled();
    // Nothing highlighted, by Enter or 'Показать все': the trimmed query is stored, then /search opens.
    for (const type of ['search.submit', 'search.showAll'] as const) {
      run = await shown(' крем ', [CREAM, GEL]);
      await run.send({ type });
      expect(run.value, type).toBe('closed');
      expect(params(run, 'storeQuery')).toEqual([{ query: 'крем' }]);
      expect(params(run, 'openSearchPage')).toEqual([{ query: 'крем' }]);
      expect(run.actions.storeQuery.mock.invocationCallOrder[0]).toBeLessThan(
        run.actions.openSearchPage.mock.invocationCallOrder[0],
      );
      expect(run.actions.openProduct).not.toHaveBeenCalled();
    }
    // Without results (none found, or none yet) neither does anything.
    for (const type of ['search.submit', 'search.showAll'] as const) {
      run = await shown('крем', []);
      await run.send({ type });
      expect(run.value, type).toEqual({ open: 'shown' });
      run = await startScenario(searchDropdownMachine, { input: ELSEWHERE });
      await run.send(input('крем'));
      await run.send({ type });
      expect(run.value, type).toEqual({ open: 'debouncing' });
      expect(run.actions.openSearchPage).not.toHaveBeenCalled();
    }
  });

  it('closes on leaving the field and keeps the results for the next focus', async () => {
    const run = await shown('крем', [CREAM, GEL]);
    await run.send(move(1));
    await run.send({ type: 'search.close' });
    expect(run.value).toBe('closed');
    expect(run.context).toMatchObject({ query: 'крем', results: [CREAM, GEL], searchedQuery: 'крем', highlighted: -1 });
  });

  it('stays closed on /search, where Enter searches the page again (product §2 "on `/search` the dropdown stays closed")', async () => {
    let run = await startScenario(searchDropdownMachine, { input: ON_SEARCH_PAGE });
    await run.send(input(' крем '));
    await run.send({ type: 'search.focus' });
    expect(run.value).toBe('closed');
    expect(run.context.query).toBe(' крем ');
    await run.send({ type: 'search.submit' });
    expect(params(run, 'storeQuery')).toEqual([{ query: 'крем' }]);
    expect(params(run, 'openSearchPage')).toEqual([{ query: 'крем' }]);
    // Too short a text is not searched, on /search or elsewhere.
    for (const where of [ON_SEARCH_PAGE, ELSEWHERE]) {
      run = await startScenario(searchDropdownMachine, { input: where });
      await run.send(input('к'));
      await run.send({ type: 'search.submit' });
      expect(run.actions.storeQuery).not.toHaveBeenCalled();
      expect(run.actions.openSearchPage).not.toHaveBeenCalled();
    }
  });

  it('follows the route: arriving on /search closes it, leaving lets it open again', async () => {
    let run = await startScenario(searchDropdownMachine, { input: ELSEWHERE });
    await run.send({ type: 'search.route', onSearchPage: true });
    expect(run.context.onSearchPage).toBe(true);
    await run.send(input('крем'));
    expect(run.value).toBe('closed');
    await run.send({ type: 'search.route', onSearchPage: false });
    expect(run.context.onSearchPage).toBe(false);
    await run.send(input('крэм'));
    expect(run.value).toEqual({ open: 'debouncing' });
    // While open.
    run = await shown('крем', [CREAM, GEL]);
    await run.send({ type: 'search.route', onSearchPage: false });
    expect(run.value).toEqual({ open: 'shown' });
    await run.send({ type: 'search.route', onSearchPage: true });
    expect(run.value).toBe('closed');
    expect(run.context.onSearchPage).toBe(true);
    // Started without saying where: not /search.
    run = await startScenario(searchDropdownMachine);
    expect(run.context.onSearchPage).toBe(false);
    await run.send(input('крем'));
    expect(run.value).toEqual({ open: 'debouncing' });
  });
});
