import { listQueryMachine, type ListQuery, type ListQueryEvent } from '../../machines/admin/list-query.machine';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of a back-office queue's query (issue 15: applications, reviews, questions, webinar signups; the state in
// the address): each change the list should show is published once, a filter starts at page 1, the search goes only
// when sent.

const FRESH: ListQuery = { filters: { status: 'pending', product: '' }, q: '', page: 1 };
const FROM_URL: ListQuery = { filters: { status: 'rejected', product: '12' }, q: 'крем', page: 3 };
const PUBLISHING = ['query.search.submit', 'query.filter', 'query.page'];

const ev = (event: ListQueryEvent) => event;

await describePathTests(listQueryMachine, {
  inputs: { 'a fresh list': FRESH, 'an address with a query': FROM_URL },
  events: {
    'query.search.change': [ev({ type: 'query.search.change', text: ' Анна ' })],
    'query.filter': [ev({ type: 'query.filter', filters: { status: 'published' } })],
    'query.page': [ev({ type: 'query.page', page: 2 })],
    'query.url': [ev({ type: 'query.url', query: FROM_URL })],
  },
  states: {
    ready: ({ context, events, actions }) => {
      const last = events.at(-1);
      if (last && PUBLISHING.includes(last.type)) {
        // The address gets the query the list now shows.
        expect(actions.publish.mock.calls.at(-1)?.[1]).toEqual(context.query);
      }
      if (last?.type === 'query.filter') {
        expect(context.query.page).toBe(1);
        expect(context.query.filters.status).toBe('published');
      }
      if (last?.type === 'query.search.submit') expect(context.query.q).toBe(context.search.trim());
      if (last?.type === 'query.url') expect(context).toEqual({ query: FROM_URL, search: 'крем' });
      if (last?.type === 'query.search.change')
        expect(actions.publish).toHaveBeenCalledTimes(events.filter((e) => PUBLISHING.includes(e.type)).length);
    },
  },
});

describe('list query examples', () => {
  it('sends the search trimmed with the first page only on submit', async () => {
    const run = await startScenario(listQueryMachine, { input: { ...FRESH, page: 4 } });
    await run.send({ type: 'query.search.change', text: ' Иванова ' });
    expect(run.actions.publish).not.toHaveBeenCalled();
    await run.send({ type: 'query.search.submit' });
    expect(run.actions.publish.mock.calls.at(-1)?.[1]).toEqual({ ...FRESH, q: 'Иванова', page: 1 });
  });

  it('keeps the other filters when one changes, and never asks for a page before the first', async () => {
    const run = await startScenario(listQueryMachine, { input: FROM_URL });
    await run.send({ type: 'query.filter', filters: { product: '' } });
    expect(run.context.query).toEqual({ filters: { status: 'rejected', product: '' }, q: 'крем', page: 1 });
    await run.send({ type: 'query.page', page: 0 });
    expect(run.context.query.page).toBe(1);
  });

  it('follows the address without publishing it again', async () => {
    const run = await startScenario(listQueryMachine, { input: FRESH });
    await run.send({ type: 'query.search.change', text: 'не отправлено' });
    await run.send({ type: 'query.url', query: FROM_URL });
    expect(run.context.search).toBe('крем');
    expect(run.actions.publish).not.toHaveBeenCalled();
  });
});
