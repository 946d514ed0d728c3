import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  cartMachine,
  type CartCommand,
  type CommandReply,
  type CommandSettled,
} from '../../machines/cart/cart.machine';
import { EMPTY_CART, type Cart } from '../../src/domain/cart-reply';
import { describePathTests, type StateCheckArgs } from './harness/path-model';

// Every path of the cart actor (product §4 "Add to cart", "Cart loading", "A reset restores the initial state"): the
// first load, commands queued and sent one at a time, replies with and without the whole cart (a stale cart is loaded
// again once the queue is empty), failures, refresh and reset.

function cartOf(count: number): Cart {
  const products = Array.from({ length: count }, (_, i) => ({
    key: `k${i + 1}`,
    product_id: i + 1,
    name: `Крем ${i + 1}`,
    href: `/krem-${i + 1}`,
    thumb: null,
    option: [],
    articul: `bt${i + 1}`,
    price: 1000,
    quantity: 1,
    total: 1000,
    stock_quantity: 5,
    isPresent: false,
  }));
  return {
    ...EMPTY_CART,
    products,
    cart: Object.fromEntries(products.map((p) => [p.key, 1])),
    countItems: count,
    total: count * 1000,
  };
}

const STORED = cartOf(1);
const LOADED = cartOf(2);
const UPDATED = cartOf(3);

const WITH_CART: CommandReply = { cart: UPDATED, message: null, add: null };
const ADDED: CommandReply = {
  cart: null,
  message: 'Добавлено в корзину',
  add: { success: 'Добавлено в корзину', total: 'Итого: 3 000 ₽, в корзине 3 товара', count: 3 },
};

const COMMAND_TYPES = ['cart.add', 'cart.update', 'cart.clear', 'cart.voucher.apply', 'cart.gift'];

/**
 * The queue holds at most this many commands in the model (the shop's limit is CART_QUEUE_LIMIT), which keeps the
 * graph small: a command waits behind a load, and a full queue refuses the next one.
 */
const MODEL_QUEUE_LIMIT = 1;

const EXAMPLES: Record<string, EventObject[]> = {
  'cart.add': [{ type: 'cart.add', requestId: 'r-add', payload: { product_id: 5, quantity: 1 } } as EventObject],
  'cart.update': [{ type: 'cart.update', requestId: 'r-inc', action: 'Increment', key: 'k1' } as EventObject],
  'cart.clear': [{ type: 'cart.clear', requestId: 'r-clear' } as EventObject],
  'cart.voucher.apply': [{ type: 'cart.voucher.apply', requestId: 'r-code', code: 'ABC123' } as EventObject],
  'cart.gift': [{ type: 'cart.gift', productId: 9, action: 'increment' } as EventObject],
};

const isCommand = (e: EventObject) => COMMAND_TYPES.includes(e.type);
const isReset = (e: EventObject) => e.type === 'cart.reset';
const isCommandReply = (e: EventObject) => /^xstate\.(done|error)\.actor\..*runCommand|sending/.test(e.type);

/** The events since the last reset (a reset starts the cart over). */
function sinceReset(events: EventObject[]): EventObject[] {
  const last = events.map(isReset).lastIndexOf(true);
  return events.slice(last + 1);
}

/** The cart the events say the actor holds: the last whole cart a load or a command replied with. */
function expectedCart(events: EventObject[], stored: Cart | null): Cart | null {
  let cart = stored;
  for (const e of events) {
    if (isReset(e)) cart = null;
    if (e.type.startsWith('xstate.done.actor.') && 'output' in e && typeof e.output === 'object' && e.output) {
      const { output } = e;
      cart = 'products' in output ? (output as Cart) : ((output as CommandReply).cart ?? cart);
    }
  }
  return cart;
}

/** What holds in every state: commands are never lost, each is settled once, the cart is the last one replied. */
function invariants(args: StateCheckArgs) {
  const { context, events, actions, input } = args;
  const commands = events.filter(isCommand).length;
  const settledCalls = actions.settle.mock.calls.map((call) => call[1] as CommandSettled);
  const droppedCalls = actions.settleDropped.mock.calls.flatMap((call) => call[1] as CommandSettled[]);
  // Every command asked for is settled (answered, failed or refused by a full queue), dropped by a reset, or still
  // waiting in the queue.
  expect(settledCalls.length + droppedCalls.length + context.queue.length).toBe(commands);
  expect(actions.settleDropped).toHaveBeenCalledTimes(events.filter(isReset).length);
  for (const d of droppedCalls) expect(d).toMatchObject({ ok: false, error: '' });
  // A failed command carries the server's (or the network's) message.
  // A failed command carries the server's (or the network's) message; one refused by a full queue has none.
  for (const s of settledCalls.filter((x) => !x.ok))
    expect(['Товара нет в наличии', '']).toContain((s as { error: string }).error);
  expect(context.queue.length).toBeLessThanOrEqual(MODEL_QUEUE_LIMIT);
  expect(context.cart).toEqual(expectedCart(events, (input as { storedCart: Cart | null }).storedCart));
  // The stored cart follows every whole cart received, and is cleared by a reset.
  const stores = events.filter(
    (e) =>
      isReset(e) ||
      (e.type.startsWith('xstate.done.actor.') &&
        ('products' in ((e as { output?: object }).output ?? {}) || (e as { output?: CommandReply }).output?.cart)),
  ).length;
  expect(actions.storeCart).toHaveBeenCalledTimes(stores);
}

function loading(snapshot: AnyMachineSnapshot, on: boolean) {
  expect(snapshot.hasTag('loading')).toBe(on);
}

await describePathTests(cartMachine, {
  inputs: { 'a cart stored': { storedCart: STORED } },
  provide: {
    guards: {
      queueHasRoom: ({ context }: { context: { queue: unknown[] } }) => context.queue.length < MODEL_QUEUE_LIMIT,
    },
  },
  events: EXAMPLES,
  actors: {
    loadCart: { done: [LOADED], error: [new Error('Нет связи с сервером. Проверьте подключение к интернету.')] },
    runCommand: { done: [WITH_CART, ADDED], error: [new Error('Товара нет в наличии')] },
  },
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      queue: s.context.queue.map((c: CartCommand) => c.kind),
      stale: s.context.stale,
      cart: s.context.cart?.countItems ?? null,
      initializeError: s.context.initializeError,
      cartAjaxError: s.context.cartAjaxError,
    }),
  states: {
    initializing: (args) => {
      const { snapshot, context, events, invoked } = args;
      loading(snapshot, true);
      expect(snapshot.hasTag('initializing')).toBe(true);
      // The first load runs at start and again after every reset; a reset forgets the cart, errors and queue.
      expect(invoked.loadCart.length).toBeGreaterThanOrEqual(1 + events.filter(isReset).length);
      expect(context.initializeError).toBeNull();
      invariants(args);
    },
    idle: (args) => {
      const { snapshot, context } = args;
      loading(snapshot, false);
      // At rest nothing waits: no command queued, no reload due.
      expect(context.queue).toEqual([]);
      expect(context.stale).toBe(false);
      invariants(args);
    },
    sending: (args) => {
      const { snapshot, context, invoked } = args;
      loading(snapshot, true);
      // The command sent is the first queued, with the cart of the last reply (its map goes with plus and minus).
      const last = invoked.runCommand.at(-1) as { command: CartCommand; cart: Cart | null };
      expect(context.queue.length).toBeGreaterThan(0);
      expect(last.command).toEqual(context.queue[0]);
      invariants(args);
    },
    refreshing: (args) => {
      const { snapshot, context, events } = args;
      loading(snapshot, true);
      expect(snapshot.hasTag('initializing')).toBe(false);
      // A reload runs only once the queue is empty, after a reply without the whole cart, a failure or a refresh.
      const since = sinceReset(events);
      expect(
        since.some((e) => e.type === 'cart.refresh' || isCommandReply(e) || e.type.startsWith('xstate.error.actor.')),
      ).toBe(true);
      expect(context.queue.length === 0 || since.filter(isCommand).length > 0).toBe(true);
      invariants(args);
    },
  },
});
