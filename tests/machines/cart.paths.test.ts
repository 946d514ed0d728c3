import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  CART_QUEUE_LIMIT,
  cartMachine,
  commandOf,
  type CartCommand,
  type CartEvent,
  type CommandReply,
  type CommandSettled,
} from '../../machines/cart/cart.machine';
import { EMPTY_CART, type Cart } from '../../src/domain/cart-reply';
import { describePathTests, type StateCheckArgs } from './harness/path-model';
import { type Scenario, startScenario } from './harness/scenario';

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
function invariants(args: StateCheckArgs<typeof cartMachine>) {
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
  expect(context.cart).toEqual(expectedCart(events, input.storedCart));
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

// Examples: what each request sends, in which order, what a reply or a failure leaves in the context and who is told
// (product §4 "Cart loading: on while a request runs, off when it ends either way. A reset restores the start.").

type CartRun = Scenario<typeof cartMachine>;
const NO_NETWORK = new Error('Нет связи с сервером. Проверьте подключение к интернету.');
const OUT_OF_STOCK = new Error('Товара нет в наличии');
const settledWith = (run: CartRun) => run.actions.settle.mock.calls.map((call) => call[1] as CommandSettled);
const droppedWith = (run: CartRun) => run.actions.settleDropped.mock.calls.map((call) => call[1] as CommandSettled[]);
const sentCommands = (run: CartRun) =>
  (run.invoked.runCommand as { command: CartCommand; cart: Cart | null }[]).map((x) => x.command);

/** The cart actor with STORED kept, after its first load answered LOADED, or failed with `error`. */
async function started(failure?: { error: unknown }): Promise<CartRun> {
  const run = await startScenario(cartMachine, { input: { storedCart: STORED } });
  if (failure) await run.fail('loadCart', failure.error);
  else await run.done('loadCart', LOADED);
  return run;
}

describe('cart examples', () => {
  it('shows the stored cart while the first load runs, then the loaded one, storing it', async () => {
    const run = await startScenario(cartMachine, { input: { storedCart: STORED } });
    expect(run.value).toBe('initializing');
    expect(run.snapshot().hasTag('loading')).toBe(true);
    expect(run.snapshot().hasTag('initializing')).toBe(true);
    expect(run.context).toEqual({ cart: STORED, queue: [], stale: false, initializeError: null, cartAjaxError: null });
    expect(run.invoked.loadCart).toHaveLength(1);
    await run.done('loadCart', LOADED);
    expect(run.value).toBe('idle');
    expect(run.snapshot().hasTag('loading')).toBe(false);
    expect(run.context).toEqual({ cart: LOADED, queue: [], stale: false, initializeError: null, cartAjaxError: null });
    expect(run.actions.storeCart).toHaveBeenCalledTimes(1);
  });

  it("keeps a failed first load's message apart (initializeError), and the stored cart shown", async () => {
    for (const [error, message] of [
      [NO_NETWORK, NO_NETWORK.message],
      ['timeout', 'timeout'],
    ] as const) {
      const run = await started({ error });
      expect(run.value).toBe('idle');
      expect(run.context).toMatchObject({ cart: STORED, initializeError: message, cartAjaxError: null });
      expect(run.actions.storeCart).not.toHaveBeenCalled();
    }
  });

  it('turns each event into its command, with the request id given or none', async () => {
    const table: [CartEvent, CartCommand][] = [
      [
        { type: 'cart.add', requestId: 'r1', payload: { product_id: 5, quantity: 1 } },
        { kind: 'add', requestId: 'r1', payload: { product_id: 5, quantity: 1 } },
      ],
      [
        { type: 'cart.update', requestId: 'r2', action: 'Decrement', key: 'k2' },
        { kind: 'update', requestId: 'r2', action: 'Decrement', key: 'k2' },
      ],
      [{ type: 'cart.clear' }, { kind: 'clear', requestId: '' }],
      [
        { type: 'cart.voucher.apply', requestId: 'r4', code: 'ABC123' },
        { kind: 'voucher', requestId: 'r4', code: 'ABC123' },
      ],
      [
        { type: 'cart.gift', productId: 9, action: 'decrement' },
        { kind: 'gift', requestId: '', productId: 9, action: 'decrement' },
      ],
    ];
    expect(commandOf({ type: 'cart.refresh' })).toBeNull();
    expect(commandOf({ type: 'cart.reset' })).toBeNull();
    for (const [event, command] of table) {
      expect(commandOf(event)).toEqual(command);
      // At rest it goes at once, with the cart of the last reply.
      let run = await started();
      await run.send(event);
      expect(run.value, event.type).toBe('sending');
      expect(run.invoked.runCommand).toEqual([{ command, cart: LOADED }]);
      // While the first load runs it waits in the queue.
      run = await startScenario(cartMachine, { input: { storedCart: STORED } });
      await run.send(event);
      expect(run.context.queue, event.type).toEqual([command]);
      expect(run.invoked.runCommand).toEqual([]);
    }
  });

  it('sends queued commands one at a time, in order, each with the cart the previous reply returned', async () => {
    const run = await started();
    await run.send({ type: 'cart.update', requestId: 'plus-1', action: 'Increment', key: 'k1' });
    await run.send({ type: 'cart.update', requestId: 'plus-2', action: 'Increment', key: 'k1' });
    await run.send({ type: 'cart.clear', requestId: 'clear' });
    expect(run.running('runCommand')).toBe(1);
    expect(run.context.queue.map((c) => c.requestId)).toEqual(['plus-1', 'plus-2', 'clear']);
    await run.done('runCommand', WITH_CART);
    expect(run.value).toBe('sending');
    expect(run.context.cart).toEqual(UPDATED);
    expect(run.context.queue.map((c) => c.requestId)).toEqual(['plus-2', 'clear']);
    expect(run.invoked.runCommand.at(-1)).toMatchObject({ command: { requestId: 'plus-2' }, cart: UPDATED });
    await run.done('runCommand', { cart: LOADED, message: null, add: null });
    expect(run.invoked.runCommand.at(-1)).toMatchObject({ command: { requestId: 'clear' }, cart: LOADED });
    await run.done('runCommand', { cart: EMPTY_CART, message: null, add: null });
    expect(run.value).toBe('idle');
    expect(run.context).toMatchObject({ cart: EMPTY_CART, queue: [], stale: false, cartAjaxError: null });
    expect(sentCommands(run).map((c) => c.requestId)).toEqual(['plus-1', 'plus-2', 'clear']);
    expect(settledWith(run).map((x) => [x.requestId, x.ok])).toEqual([
      ['plus-1', true],
      ['plus-2', true],
      ['clear', true],
    ]);
    expect(settledWith(run)[0]).toEqual({ requestId: 'plus-1', kind: 'update', ok: true, reply: WITH_CART });
    // Every whole cart received is stored: the first load and three replies.
    expect(run.actions.storeCart).toHaveBeenCalledTimes(4);
  });

  it('loads the cart again once the queue is empty after replies without it, once however many came', async () => {
    const run = await started();
    await run.send({ type: 'cart.add', requestId: 'a1', payload: { product_id: 5, quantity: 1 } });
    await run.send({ type: 'cart.add', requestId: 'a2', payload: { product_id: 6, quantity: 1 } });
    await run.done('runCommand', ADDED);
    expect(run.context.stale).toBe(true);
    expect(run.context.cart).toEqual(LOADED);
    expect(run.value).toBe('sending');
    await run.done('runCommand', ADDED);
    expect(run.value).toBe('refreshing');
    expect(run.context.stale).toBe(false);
    expect(run.snapshot().hasTag('loading')).toBe(true);
    expect(run.snapshot().hasTag('initializing')).toBe(false);
    expect(run.invoked.loadCart).toHaveLength(2);
    expect(settledWith(run)).toEqual([
      { requestId: 'a1', kind: 'add', ok: true, reply: ADDED },
      { requestId: 'a2', kind: 'add', ok: true, reply: ADDED },
    ]);
    expect(run.actions.storeCart).toHaveBeenCalledTimes(1);
    await run.done('loadCart', UPDATED);
    expect(run.value).toBe('idle');
    expect(run.context).toMatchObject({ cart: UPDATED, stale: false, cartAjaxError: null });
    expect(run.actions.storeCart).toHaveBeenCalledTimes(2);
  });

  it("a refused command keeps the server's message (cartAjaxError), tells its sender, and reloads the cart", async () => {
    const run = await started();
    await run.send({ type: 'cart.update', requestId: 'plus', action: 'Increment', key: 'k1' });
    await run.fail('runCommand', OUT_OF_STOCK);
    expect(run.value).toBe('refreshing');
    expect(run.context).toMatchObject({ cartAjaxError: 'Товара нет в наличии', queue: [], cart: LOADED });
    expect(settledWith(run)).toEqual([{ requestId: 'plus', kind: 'update', ok: false, error: 'Товара нет в наличии' }]);
    // The reload fails too: its message replaces the command's.
    await run.fail('loadCart', NO_NETWORK);
    expect(run.value).toBe('idle');
    expect(run.context).toMatchObject({ cartAjaxError: NO_NETWORK.message, initializeError: null, cart: LOADED });
    // The next reply clears the message.
    await run.send({ type: 'cart.clear', requestId: 'c' });
    await run.done('runCommand', { cart: EMPTY_CART, message: null, add: null });
    expect(run.context.cartAjaxError).toBeNull();
    // …also one without the cart, and a reload.
    await run.send({ type: 'cart.voucher.apply', requestId: 'v', code: 'BAD' });
    await run.fail('runCommand', 'Неверный код');
    expect(run.context.cartAjaxError).toBe('Неверный код');
    await run.done('loadCart', LOADED);
    expect(run.context.cartAjaxError).toBeNull();
    await run.send({ type: 'cart.voucher.apply', requestId: 'v2', code: 'ABC123' });
    await run.fail('runCommand', OUT_OF_STOCK);
    await run.done('loadCart', LOADED);
    await run.send({ type: 'cart.voucher.apply', requestId: 'v3', code: 'ABC123' });
    await run.done('runCommand', { cart: null, message: 'Сертификат применён', add: null });
    expect(run.context.cartAjaxError).toBeNull();
    // A reply with nothing in it changes nothing shown: the cart is loaded again.
    await run.done('loadCart', LOADED);
    await run.send({ type: 'cart.clear', requestId: 'empty-reply' });
    await run.done('runCommand', undefined);
    expect(run.value).toBe('refreshing');
    expect(run.context.cart).toEqual(LOADED);
  });

  it('reloads on a refresh: at once at rest, after the running request otherwise', async () => {
    let run = await started();
    await run.send({ type: 'cart.refresh' });
    expect(run.value).toBe('refreshing');
    expect(run.invoked.loadCart).toHaveLength(2);
    // A refresh asked for while a reload runs is loaded after it.
    await run.send({ type: 'cart.refresh' });
    await run.done('loadCart', UPDATED);
    expect(run.value).toBe('refreshing');
    expect(run.invoked.loadCart).toHaveLength(3);
    await run.done('loadCart', UPDATED);
    expect(run.value).toBe('idle');
    // During the first load.
    run = await startScenario(cartMachine, { input: { storedCart: STORED } });
    await run.send({ type: 'cart.refresh' });
    await run.done('loadCart', LOADED);
    expect(run.value).toBe('refreshing');
  });

  it('refuses a command beyond the queue limit at once, as failed with no message', async () => {
    const run = await startScenario(cartMachine, { input: { storedCart: STORED } });
    for (let i = 1; i <= CART_QUEUE_LIMIT; i += 1) await run.send({ type: 'cart.clear', requestId: `c${i}` });
    expect(run.context.queue).toHaveLength(CART_QUEUE_LIMIT);
    expect(run.actions.settle).not.toHaveBeenCalled();
    await run.send({ type: 'cart.gift', requestId: 'one-too-many', productId: 9, action: 'increment' });
    expect(run.context.queue).toHaveLength(CART_QUEUE_LIMIT);
    expect(settledWith(run)).toEqual([{ requestId: 'one-too-many', kind: 'gift', ok: false, error: '' }]);
  });

  it('a reset drops the queue (each sender told), forgets cart and errors and loads afresh (product §4)', async () => {
    const run = await started({ error: NO_NETWORK });
    await run.send({ type: 'cart.clear', requestId: 'running' });
    await run.send({ type: 'cart.clear', requestId: 'waiting' });
    await run.send({ type: 'cart.reset' });
    expect(run.value).toBe('initializing');
    expect(run.context).toEqual({ cart: null, queue: [], stale: false, initializeError: null, cartAjaxError: null });
    expect(droppedWith(run)).toEqual([
      [
        { requestId: 'running', kind: 'clear', ok: false, error: '' },
        { requestId: 'waiting', kind: 'clear', ok: false, error: '' },
      ],
    ]);
    expect(run.actions.storeCart).toHaveBeenCalledTimes(1);
    expect(run.running('runCommand')).toBe(0);
    expect(run.invoked.loadCart).toHaveLength(2);
    await run.done('loadCart', LOADED);
    expect(run.value).toBe('idle');
    expect(run.context.cart).toEqual(LOADED);
  });

  it('a reset during the first load starts that load again', async () => {
    const run = await startScenario(cartMachine, { input: { storedCart: STORED } });
    await run.send({ type: 'cart.reset' });
    expect(run.value).toBe('initializing');
    expect(run.invoked.loadCart).toHaveLength(2);
    expect(run.running('loadCart')).toBe(1);
  });
});
