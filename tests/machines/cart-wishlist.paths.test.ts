import type { EventObject } from 'xstate';
import {
  wishlistMachine,
  type WishlistInput,
  type WishlistItem,
  type WishlistItems,
  type WishlistRefresh,
} from '../../machines/cart/wishlist.machine';
import { describePathTests, type StateCheckArgs } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the wishlist (product §4 "Wishlist: add (count +1, amount + integer price, message 'Товар добавлен в
// избранное'); again removes"; §2 remove and clear on the page; logout/login re-prices it): from an empty list and
// from a stored one, each change stored, the new customer's prices applied, a product the shop no longer has dropped.

const item = (id: number, price: number): WishlistItem => ({
  product_id: id,
  name: `Крем номер ${id}`,
  thumb: `/image/catalog/demo/products/krem-${id}.svg`,
  price,
  url: `krem-${id}`,
  quantity: 5,
  sku: `bt${2000 + id}`,
});

const CREAM = item(1, 2450);
/** The same cream at the professional price (-30%). */
const CREAM_PRO = item(1, 1715);
/** A price with kopecks: the amount adds its integer part. */
const SERUM = item(2, 990.7);

const REPRICED: WishlistRefresh = { fresh: [CREAM_PRO], gone: [] };
const CREAM_GONE: WishlistRefresh = { fresh: [], gone: [1] };

const toggle = (x: WishlistItem) => ({ type: 'wishlist.toggle', item: x }) as EventObject;

/** What the list must be after the events of the path, and how often it was stored and the toast shown. */
function expected(input: WishlistInput, events: EventObject[]) {
  let items: WishlistItems = { ...input.items };
  let stores = 0;
  let toasts = 0;
  let logged = 0;
  for (const event of events) {
    const e = event as EventObject & { item?: WishlistItem; productId?: number; output?: WishlistRefresh };
    if (e.type === 'wishlist.toggle' && e.item) {
      const id = String(e.item.product_id);
      if (items[id]) {
        const { [id]: _removed, ...rest } = items;
        items = rest;
      } else {
        items = { ...items, [id]: e.item };
        toasts += 1;
      }
      stores += 1;
    } else if (e.type === 'wishlist.remove' && items[String(e.productId)]) {
      const { [String(e.productId)]: _removed, ...rest } = items;
      items = rest;
      stores += 1;
    } else if (e.type === 'wishlist.clear' && Object.keys(items).length > 0) {
      items = {};
      stores += 1;
    } else if (e.type.startsWith('xstate.done.actor') && e.output) {
      for (const id of e.output.gone) {
        const { [String(id)]: _removed, ...rest } = items;
        items = rest;
      }
      for (const fresh of e.output.fresh)
        if (items[String(fresh.product_id)]) items = { ...items, [fresh.product_id]: fresh };
      stores += 1;
    } else if (e.type.startsWith('xstate.error.actor')) {
      logged += 1;
    }
  }
  return { items, stores, toasts, logged };
}

function checkList({ context, input, events, actions }: StateCheckArgs<typeof wishlistMachine>) {
  const want = expected(input, events);
  expect(context.items).toEqual(want.items);
  const list = Object.values(context.items);
  // Keyed by product id, counted, and the amount is the sum of the integer prices.
  for (const [key, x] of Object.entries(context.items)) expect(key).toBe(String(x.product_id));
  expect(context.count).toBe(list.length);
  expect(context.amount).toBe(list.reduce((sum, x) => sum + Math.trunc(x.price), 0));
  // Every change is stored; only an add says 'Товар добавлен в избранное'; a failed re-pricing is only logged.
  expect(actions.storeWishlist).toHaveBeenCalledTimes(want.stores);
  expect(actions.notifyAdded).toHaveBeenCalledTimes(want.toasts);
  expect(actions.logRefreshError).toHaveBeenCalledTimes(want.logged);
}

await describePathTests(wishlistMachine, {
  inputs: { 'nothing stored': { items: {} }, 'a cream stored': { items: { 1: CREAM } } },
  events: {
    'wishlist.toggle': [toggle(CREAM), toggle(SERUM)],
    'wishlist.remove': [{ type: 'wishlist.remove', productId: 1 } as EventObject],
  },
  actors: {
    loadPrices: { done: [REPRICED, CREAM_GONE], error: [new Error('Network Error')] },
  },
  states: {
    ready: checkList,
    refreshing: (args) => {
      checkList(args);
      // Re-pricing asks for the products in the list, once per login or logout.
      expect(args.invoked.loadPrices).toHaveLength(args.count('wishlist.refresh'));
      // The last request carries the list as it was when the last login or logout happened.
      const lastRefresh = args.events.map((e) => e.type).lastIndexOf('wishlist.refresh');
      const then = expected(args.input, args.events.slice(0, lastRefresh)).items;
      expect(args.invoked.loadPrices.at(-1)).toEqual({ items: Object.values(then) });
    },
  },
});

// Examples: the list, count and amount after each click (product §4 "Wishlist: add (count +1, amount + integer price,
// message 'Товар добавлен в избранное'); again removes"), and what re-pricing asks and changes.

const MASK = item(3, 1200);
const ids = (items: WishlistItems) => Object.keys(items).map(Number);

describe('wishlist examples', () => {
  it('adds on the first click, removes on the next, stores each change and says only the add', async () => {
    const run = await startScenario(wishlistMachine, { input: { items: {} } });
    await run.send({ type: 'wishlist.toggle', item: CREAM });
    expect(run.context).toEqual({ items: { 1: CREAM }, count: 1, amount: 2450 });
    await run.send({ type: 'wishlist.toggle', item: SERUM });
    expect(run.context).toEqual({ items: { 1: CREAM, 2: SERUM }, count: 2, amount: 2450 + 990 });
    await run.send({ type: 'wishlist.toggle', item: CREAM });
    expect(run.context).toEqual({ items: { 2: SERUM }, count: 1, amount: 990 });
    expect(run.actions.storeWishlist).toHaveBeenCalledTimes(3);
    expect(run.actions.notifyAdded).toHaveBeenCalledTimes(2);
  });

  it('removes one product from the page, keeping the others; a product not there changes nothing', async () => {
    const run = await startScenario(wishlistMachine, { input: { items: { 1: CREAM, 2: SERUM, 3: MASK } } });
    await run.send({ type: 'wishlist.remove', productId: 2 });
    expect(run.context).toEqual({ items: { 1: CREAM, 3: MASK }, count: 2, amount: 2450 + 1200 });
    await run.send({ type: 'wishlist.remove', productId: 2 });
    expect(run.context.count).toBe(2);
    expect(run.actions.storeWishlist).toHaveBeenCalledTimes(1);
  });

  it('clears the list, and stores nothing when it is already empty', async () => {
    const run = await startScenario(wishlistMachine, { input: { items: { 1: CREAM, 2: SERUM } } });
    await run.send({ type: 'wishlist.clear' });
    expect(run.context).toEqual({ items: {}, count: 0, amount: 0 });
    expect(run.actions.storeWishlist).toHaveBeenCalledTimes(1);
    await run.send({ type: 'wishlist.clear' });
    expect(run.actions.storeWishlist).toHaveBeenCalledTimes(1);
  });

  it('re-prices the list on login or logout, only when there is one', async () => {
    let run = await startScenario(wishlistMachine, { input: { items: {} } });
    await run.send({ type: 'wishlist.refresh' });
    expect(run.value).toBe('ready');
    expect(run.invoked.loadPrices).toEqual([]);
    run = await startScenario(wishlistMachine, { input: { items: { 1: CREAM, 2: SERUM } } });
    await run.send({ type: 'wishlist.refresh' });
    expect(run.value).toBe('refreshing');
    expect(run.invoked.loadPrices).toEqual([{ items: [CREAM, SERUM] }]);
    await run.done('loadPrices', { fresh: [CREAM_PRO], gone: [2] });
    expect(run.value).toBe('ready');
    expect(run.context).toEqual({ items: { 1: CREAM_PRO }, count: 1, amount: 1715 });
    expect(run.actions.storeWishlist).toHaveBeenCalledTimes(1);
  });

  it('leaves the list as it was when re-pricing fails, logging it', async () => {
    const run = await startScenario(wishlistMachine, { input: { items: { 1: CREAM } } });
    await run.send({ type: 'wishlist.refresh' });
    await run.fail('loadPrices', new Error('Network Error'));
    expect(run.value).toBe('ready');
    expect(run.context).toEqual({ items: { 1: CREAM }, count: 1, amount: 2450 });
    expect(run.actions.logRefreshError).toHaveBeenCalledTimes(1);
    expect(run.actions.storeWishlist).not.toHaveBeenCalled();
  });

  it('keeps toggling during re-pricing; the answer does not bring back a product removed meanwhile', async () => {
    const run = await startScenario(wishlistMachine, { input: { items: { 1: CREAM, 2: SERUM } } });
    await run.send({ type: 'wishlist.refresh' });
    await run.send({ type: 'wishlist.toggle', item: CREAM });
    await run.send({ type: 'wishlist.toggle', item: MASK });
    expect(ids(run.context.items)).toEqual([2, 3]);
    await run.done('loadPrices', { fresh: [CREAM_PRO, { ...SERUM, price: 700 }], gone: [] });
    expect(run.context).toEqual({ items: { 2: { ...SERUM, price: 700 }, 3: MASK }, count: 2, amount: 1900 });
  });

  it('asks again, for the list as it is then, after a second login or logout before the answer', async () => {
    const run = await startScenario(wishlistMachine, { input: { items: { 1: CREAM } } });
    await run.send({ type: 'wishlist.refresh' });
    await run.send({ type: 'wishlist.toggle', item: SERUM });
    await run.send({ type: 'wishlist.refresh' });
    expect(run.invoked.loadPrices).toEqual([{ items: [CREAM] }, { items: [CREAM, SERUM] }]);
    expect(run.running('loadPrices')).toBe(1);
  });
});
