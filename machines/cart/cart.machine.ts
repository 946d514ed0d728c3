import { assign, setup } from 'xstate';
import type { Cart, CartAddPayload, CartAddReply, CartUpdateAction } from '../../src/domain/cart-reply';
import { notProvided } from '../not-provided';

/**
 * The shopper's cart (product §2 "Cart page", §4 "Add to cart", "Cart loading … A reset restores the initial state"),
 * one actor for the whole shop, persisted as `cartActions`.
 *
 * The server's reply is the truth: nothing is changed on the client before the server answers. Every change the
 * shopper asks for (add, plus, minus, delete, clear, certificate code, gift choice) becomes a command in a queue, and
 * the commands go to the server one at a time, in order, so rapid clicks never race: the second plus is sent with the
 * cart map the first one returned. A reply carrying the whole cart replaces it; a reply that does not (add, the
 * certificate code) marks the cart stale, and once the queue is empty the cart is loaded again, once however many such
 * replies came. Each command is settled (`settle`) with its reply or its error, so the button that asked can react.
 *
 * Loading flags (product §3 "cartLoading", "initializeIsLoading", "cartAjaxError", "initializeError"): the `loading` tag
 * is on while any request runs, `initializing` during the first load; a failed first load keeps its message in
 * `initializeError`, a failed later load or command in `cartAjaxError`.
 */

export type CartCommand =
  | { kind: 'add'; requestId: string; payload: CartAddPayload }
  | { kind: 'update'; requestId: string; action: CartUpdateAction; key: string }
  | { kind: 'clear'; requestId: string }
  | { kind: 'voucher'; requestId: string; code: string }
  | { kind: 'gift'; requestId: string; productId: number; action: 'increment' | 'decrement' };

/** What the server answered to a command: the whole cart (update, clear, gift), or a message (add, certificate). */
export interface CommandReply {
  cart: Cart | null;
  /** 'Добавлено в корзину', 'Сертификат применён'… */
  message: string | null;
  add: CartAddReply | null;
}

/** The outcome handed to whoever sent a command (the provider resolves its promise with it). */
export type CommandSettled =
  | { requestId: string; kind: CartCommand['kind']; ok: true; reply: CommandReply }
  | { requestId: string; kind: CartCommand['kind']; ok: false; error: string };

export interface CartInput {
  /** The cart stored under `cartActions` at start, shown until the server answers. */
  storedCart: Cart | null;
}

export interface CartContext {
  cart: Cart | null;
  queue: CartCommand[];
  /** A reply changed the cart without sending it: load it once the queue is empty. */
  stale: boolean;
  initializeError: string | null;
  cartAjaxError: string | null;
}

type WithRequest = { requestId?: string };

export type CartEvent =
  | ({ type: 'cart.add'; payload: CartAddPayload } & WithRequest)
  /** Plus, minus or delete of one line. */
  | ({ type: 'cart.update'; action: CartUpdateAction; key: string } & WithRequest)
  | ({ type: 'cart.clear' } & WithRequest)
  | ({ type: 'cart.voucher.apply'; code: string } & WithRequest)
  /** One free gift more or less. */
  | ({ type: 'cart.gift'; productId: number; action: 'increment' | 'decrement' } & WithRequest)
  /** Load the cart again (after login/logout, or when another part of the shop changed it). */
  | { type: 'cart.refresh' }
  /** Back to the initial state (logout): the queue is dropped and the cart loads afresh. */
  | { type: 'cart.reset' };

/** More commands than this waiting means something clicks in a loop: the extra ones are refused, not queued. */
export const CART_QUEUE_LIMIT = 20;

/** The id the sender gave its request, or '' for none. */
const requestIdOf = ({ requestId }: WithRequest) => requestId ?? '';

/** The command an event asks for. */
export function commandOf(event: CartEvent): CartCommand | null {
  switch (event.type) {
    case 'cart.add':
      return { kind: 'add', requestId: requestIdOf(event), payload: event.payload };
    case 'cart.update':
      return { kind: 'update', requestId: requestIdOf(event), action: event.action, key: event.key };
    case 'cart.clear':
      return { kind: 'clear', requestId: requestIdOf(event) };
    case 'cart.voucher.apply':
      return { kind: 'voucher', requestId: requestIdOf(event), code: event.code };
    case 'cart.gift':
      return {
        kind: 'gift',
        requestId: requestIdOf(event),
        productId: event.productId,
        action: event.action,
      };
    default:
      return null;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const COMMAND_EVENTS = ['cart.add', 'cart.update', 'cart.clear', 'cart.voucher.apply', 'cart.gift'] as const;

const queueCommand = assign({
  queue: ({ context, event }: { context: CartContext; event: CartEvent }) => [...context.queue, commandOf(event)!],
});

/** While a request runs: queue the event's command; a full queue refuses it at once (settled as failed, silently). */
const enqueueWhileBusy = [
  { guard: 'queueHasRoom', actions: queueCommand },
  { actions: { type: 'settle', params: ({ event }: { event: CartEvent }) => failed(commandOf(event)!, '') } },
] as const;

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    tags: {} as 'loading' | 'initializing',
  },
  actors: {
    /** GET the whole cart. */
    loadCart: notProvided<Cart>('loadCart'),
    /** Sends one command (with the cart map of the last reply) and answers what the server replied. */
    runCommand: notProvided<CommandReply, { command: CartCommand; cart: Cart | null }>('runCommand'),
  },
  actions: {
    /** localStorage `cartActions` := the cart (removed when null). */
    storeCart: () => {},
    /** Hands a command's outcome to whoever sent it. */
    settle: (_, _settled: CommandSettled) => {},
    /** Hands the dropped commands' outcome (a reset) to whoever sent them. */
    settleDropped: (_, _settled: CommandSettled[]) => {},
  },
  guards: {
    hasCommand: ({ context }) => context.queue.length > 0,
    queueHasRoom: ({ context }) => context.queue.length < CART_QUEUE_LIMIT,
    isStale: ({ context }) => context.stale,
    /** Asked of an actor's reply: the transition passes the reply's output. */
    replyHasCart: (_, { output }: { output: CommandReply | undefined }) => output?.cart != null,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'cart',
  context: ({ input }) => ({
    cart: input.storedCart,
    queue: [],
    stale: false,
    initializeError: null,
    cartAjaxError: null,
  }),
  initial: 'initializing',
  on: {
    // A command is queued wherever the cart is; `idle` also starts it at once.
    ...Object.fromEntries(COMMAND_EVENTS.map((type) => [type, enqueueWhileBusy])),
    'cart.refresh': { actions: assign({ stale: true }) },
    'cart.reset': {
      target: '.initializing',
      // Stryker disable next-line BooleanLiteral: from the root the active child is left and entered anew either way (a reset during the first load starts it again too)
      reenter: true,
      actions: [
        { type: 'settleDropped', params: ({ context }) => context.queue.map((command) => dropped(command)) },
        assign({ cart: null, queue: [], stale: false, initializeError: null, cartAjaxError: null }),
        'storeCart',
      ],
    },
  },
  states: {
    initializing: {
      tags: ['loading', 'initializing'],
      invoke: {
        src: 'loadCart',
        onDone: {
          target: 'next',
          actions: [assign({ cart: ({ event }) => event.output, initializeError: null }), 'storeCart'],
        },
        onError: {
          target: 'next',
          actions: assign({ initializeError: ({ event }) => errorText(event.error) }),
        },
      },
    },
    /** Decides what comes next: the first queued command, a reload of a stale cart, or rest. */
    next: {
      always: [
        { guard: 'hasCommand', target: 'sending' },
        { guard: 'isStale', target: 'refreshing' },
        { target: 'idle' },
      ],
    },
    idle: {
      on: {
        ...Object.fromEntries(COMMAND_EVENTS.map((type) => [type, { target: 'next', actions: queueCommand }])),
        'cart.refresh': { target: 'next', actions: assign({ stale: true }) },
      },
    },
    refreshing: {
      tags: ['loading'],
      // A refresh asked for while this load runs sets `stale` again, and is loaded after it.
      entry: assign({ stale: false }),
      invoke: {
        src: 'loadCart',
        onDone: {
          target: 'next',
          actions: [assign({ cart: ({ event }) => event.output, cartAjaxError: null }), 'storeCart'],
        },
        onError: {
          target: 'next',
          actions: assign({ cartAjaxError: ({ event }) => errorText(event.error) }),
        },
      },
    },
    sending: {
      tags: ['loading'],
      invoke: {
        src: 'runCommand',
        input: ({ context }) => ({ command: context.queue[0], cart: context.cart }),
        onDone: [
          {
            guard: { type: 'replyHasCart', params: ({ event }) => ({ output: event.output }) },
            target: 'next',
            actions: [
              assign({ cart: ({ event }) => event.output.cart, cartAjaxError: null }),
              'storeCart',
              { type: 'settle', params: ({ context, event }) => settled(context.queue[0], event.output) },
              assign({ queue: ({ context }) => context.queue.slice(1) }),
            ],
          },
          {
            target: 'next',
            actions: [
              assign({ stale: true, cartAjaxError: null }),
              { type: 'settle', params: ({ context, event }) => settled(context.queue[0], event.output) },
              assign({ queue: ({ context }) => context.queue.slice(1) }),
            ],
          },
        ],
        onError: {
          target: 'next',
          // The server refused (out of stock, certificate mixing, unknown code…) or could not be reached: the cart
          // shown may be out of date, so it is loaded again.
          actions: [
            assign({ stale: true, cartAjaxError: ({ event }) => errorText(event.error) }),
            { type: 'settle', params: ({ context, event }) => failed(context.queue[0], errorText(event.error)) },
            assign({ queue: ({ context }) => context.queue.slice(1) }),
          ],
        },
      },
    },
  },
});

function settled(command: CartCommand, reply: CommandReply): CommandSettled {
  return { requestId: command.requestId, kind: command.kind, ok: true, reply };
}

function failed(command: CartCommand, error: string): CommandSettled {
  return { requestId: command.requestId, kind: command.kind, ok: false, error };
}

/** A command dropped by a reset: settled as failed with no message (nothing to show; the cart starts over). */
function dropped(command: CartCommand): CommandSettled {
  return failed(command, '');
}
