import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { EventObject } from 'xstate';
import { onTestFinished } from 'vitest';
import { cartMachine, type CartCommand, type CommandReply } from '../../../machines/cart/cart.machine';
import { createQueryClient } from '../../../src/api/query-client';
import { EMPTY_CART, type Cart } from '../../../src/domain/cart-reply';
import { PERSISTED_KEY } from '../../../src/domain/constants';
import { itemsCountText } from '../../../src/domain/plural';
import { App } from '../../../src/web/app';
import { CartPage } from '../../../src/web/cart/cart-page';
import { runSessionHook } from '../../../src/web/session/session-hooks';
import { HeaderShortcuts } from '../../../src/web/shell/header-shortcuts';
import { ProductGrid } from '../../../src/web/features/product-card/product-grid';
import { toaster } from '../../../src/web/ui/toaster';
import { card } from '../../web/catalogue-fixtures';
import { markSession } from '../../web/helpers/cart-backend';
import { fail, installFakeBackend, ok, type Reply } from '../../web/helpers/fake-backend';
import { DEFAULT_BACKEND, RETURNING } from '../../web/helpers/render-shop';
import type { ModelPath } from '../harness/path-model';
import { describeUiPaths } from '../harness/ui-paths';

// The cart actor's paths followed through the page: a product card's cart icon (cart.add), the cart page's plus
// (cart.update), 'Очистить корзину' with its confirm (cart.clear) and the certificate box (cart.voucher.apply); the
// login/logout hooks for cart.refresh / cart.reset; the server answers each request when the path says so. Only the
// paths whose replies fit the request (an add answers a message, a plus the whole cart) and whose clicks have a
// button on screen are followed, at most a few steps long.

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
  const total = count * 1000;
  return {
    ...EMPTY_CART,
    products,
    cart: Object.fromEntries(products.map((p) => [p.key, 1])),
    totals: [{ code: 'total', title: 'Итого', text: `${total} ₽`, value: total }],
    countItems: count,
    total,
  };
}

const STORED = cartOf(1);
const LOADED = cartOf(2);
const UPDATED = cartOf(3);
const WITH_CART: CommandReply = { cart: UPDATED, message: null, add: null };
const ADDED: CommandReply = {
  cart: null,
  message: 'Сертификат применён',
  add: { success: 'Добавлено в корзину', total: 'Итого: 3 000 ₽, в корзине 3 товара', count: 3 },
};
const REFUSED = 'Товара нет в наличии';

const EVENTS: Record<string, EventObject[]> = {
  'cart.add': [{ type: 'cart.add', payload: { product_id: 9, quantity: 1 } } as EventObject],
  'cart.update': [{ type: 'cart.update', action: 'Increment', key: 'k1' } as EventObject],
  'cart.clear': [{ type: 'cart.clear' }],
  'cart.voucher.apply': [{ type: 'cart.voucher.apply', code: 'ABC123' } as EventObject],
  'cart.gift': [{ type: 'cart.gift', productId: 9, action: 'increment' } as EventObject],
};

const CLICKABLE = ['cart.update', 'cart.clear', 'cart.voucher.apply'];
const MAX_STEPS = 3;

/** Whether the UI can follow a path: each reply fits its request, each click has its button, no gift (none offered). */
function followable({ path }: ModelPath): boolean {
  const steps = path.steps;
  if (steps.length > MAX_STEPS + 1) return false;
  for (let i = 1; i < steps.length; i++) {
    const before = steps[i - 1].state;
    const { event } = steps[i];
    const queue = before.context.queue as CartCommand[];
    if (event.type === 'cart.gift') return false;
    // The card's icon is busy while its own add waits; a second add from it is not possible.
    if (event.type === 'cart.add' && queue.some((c) => c.kind === 'add')) return false;
    // Plus, clear and the certificate box are on the cart page only once it shows rows.
    if (CLICKABLE.includes(event.type) && !(before.context.cart?.products.length > 0)) return false;
    if (CLICKABLE.includes(event.type) && queue.length > 0) return false;
    if (event.type.startsWith('xstate.done.actor.') && before.matches('sending')) {
      const answersWithCart = (event as EventObject & { output: CommandReply }).output.cart !== null;
      const kind = queue[0].kind;
      // ADDED stands for both replies without a cart: an add's and the certificate code's.
      if (answersWithCart !== (kind === 'update' || kind === 'clear')) return false;
    }
  }
  return true;
}

interface Run {
  user: ReturnType<typeof userEvent.setup>;
  loads: ((reply: Reply) => void)[];
  commands: ((reply: Reply) => void)[];
  /** The cart the page must show: the last whole cart the server sent (or the stored one). */
  cart: Cart | null;
  /** The commands clicked and not answered yet, oldest first. */
  issued: string[];
  /** The command the server refused last. */
  refused: string | null;
}

async function answer(list: ((reply: Reply) => void)[], reply: Reply, what: string) {
  const send = list.shift();
  if (!send) throw new Error(`the shop has not asked for ${what}`);
  await act(async () => {
    send(reply);
    await new Promise((r) => setTimeout(r, 0));
  });
}

const cartRows = () => screen.queryByRole('list', { name: 'Товары в корзине' });
const shortcut = () => within(screen.getByRole('banner')).getByRole('link', { name: /^Корзина/ });
const badge = () => within(shortcut()).getByText(/^\d+$/);

async function seesCart(run: Run, busy: boolean) {
  const count = run.cart?.countItems ?? 0;
  await waitFor(() => expect(badge()).toHaveTextContent(String(count)));
  // The shortcut's name says the count too ('Корзина, 2 товара'); an empty cart is 'Корзина'.
  expect(shortcut()).toHaveAccessibleName(count > 0 ? `Корзина, ${itemsCountText(count)}` : 'Корзина');
  if (!run.cart) return;
  const heading = run.cart.products.length ? `Ваша корзина, ${itemsCountText(count)}` : 'Корзина';
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  if (run.cart.products.length) {
    await waitFor(() => expect(cartRows()?.parentElement).toHaveAttribute('aria-busy', String(busy)));
  }
}

await describeUiPaths<Run>(cartMachine, {
  model: {
    inputs: { 'a cart stored': { storedCart: STORED } },
    events: EVENTS,
    actors: {
      loadCart: { done: [LOADED], error: [new Error('Нет связи с сервером. Проверьте подключение к интернету.')] },
      runCommand: { done: [WITH_CART, ADDED], error: [new Error(REFUSED)] },
    },
    provide: { guards: { queueHasRoom: ({ context }: { context: { queue: unknown[] } }) => context.queue.length < 1 } },
    serializeState: (s) =>
      JSON.stringify({
        value: s.value,
        queue: s.context.queue.map((c: CartCommand) => c.kind),
        stale: s.context.stale,
        cart: s.context.cart?.countItems ?? null,
        initializeError: s.context.initializeError,
        cartAjaxError: s.context.cartAjaxError,
      }),
  },
  only: followable,
  start: async (input) => {
    act(() => void toaster.remove());
    const { storedCart } = input as { storedCart: Cart };
    const run: Run = { user: userEvent.setup(), loads: [], commands: [], cart: storedCart, issued: [], refused: null };
    const pending = (list: ((reply: Reply) => void)[]) => () => new Promise<Reply>((resolve) => list.push(resolve));
    const CMS = '/cms/index.php?route=';
    const server = installFakeBackend({
      ...DEFAULT_BACKEND,
      [`GET ${CMS}d_quickcheckout/cart/indexJson`]: pending(run.loads),
      [`POST ${CMS}checkout/cart/add`]: pending(run.commands),
      [`POST ${CMS}d_quickcheckout/cart/update`]: pending(run.commands),
      [`POST ${CMS}d_quickcheckout/cart/clearCart`]: pending(run.commands),
      [`POST ${CMS}checkout/voucher/voucher`]: pending(run.commands),
      [`GET ${CMS}checkout/cart/getPromotionsInfo`]: ok({
        xPlusOne: { status: false, info: [] },
        discount: { status: false, info: [] },
        presents: { status: false, info: [] },
        freeDelivery: { total: 4000 },
      }),
    });
    onTestFinished(server.restore);
    localStorage.setItem('hasReset', RETURNING.hasReset);
    localStorage.setItem('cookie-warning', 'true');
    localStorage.setItem(PERSISTED_KEY.CART_ACTIONS, JSON.stringify({ cart: storedCart }));
    // A browser that has kept a cart has a session with the shop: the page asks the server for that cart.
    markSession();
    const page = (
      <>
        <header>
          <HeaderShortcuts />
        </header>
        <ProductGrid products={[card(9, { name: 'Крем для рук' })]} aria-label="Товары" />
        <CartPage />
      </>
    );
    const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/cart'] });
    await act(async () => render(<App router={router} queryClient={createQueryClient({ retry: false })} />));
    return run;
  },
  perform: async (run, { event, kind, actor, output, error }) => {
    if (kind === 'done' && actor === 'loadCart') {
      run.cart = output as Cart;
      return answer(run.loads, ok(output), 'the cart');
    }
    if (kind === 'error' && actor === 'loadCart') return answer(run.loads, error as Error, 'the cart');
    if (kind === 'done' && actor === 'runCommand') {
      const reply = output as CommandReply;
      const command = run.issued.shift();
      if (reply.cart) run.cart = reply.cart;
      const body = reply.cart ?? (command === 'cart.voucher.apply' ? { success: reply.message } : reply.add);
      return answer(run.commands, ok(body), 'a command');
    }
    if (kind === 'error' && actor === 'runCommand') {
      run.refused = run.issued.shift() ?? null;
      return answer(run.commands, fail(409, REFUSED), 'a command');
    }
    if (EVENTS[event.type]) run.issued.push(event.type);
    switch (event.type) {
      case 'cart.add':
        return run.user.click(await screen.findByRole('button', { name: 'Добавить в корзину' }));
      case 'cart.update':
        return run.user.click(await screen.findByRole('button', { name: 'Увеличить количество: Крем 1' }));
      case 'cart.clear':
        await run.user.click(await screen.findByRole('button', { name: 'Очистить корзину' }));
        return run.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Очистить' }));
      case 'cart.voucher.apply': {
        if (!screen.queryByRole('textbox', { name: 'Введите код' }))
          await run.user.click(screen.getByRole('button', { name: /^(Применить сертификат|Сертификат применён)$/ }));
        await run.user.type(await screen.findByRole('textbox', { name: 'Введите код' }), 'ABC123');
        return run.user.click(screen.getByRole('button', { name: 'Применить' }));
      }
      case 'cart.refresh':
        return act(() => runSessionHook('refreshCart'));
      case 'cart.reset':
        // Requests under way are dropped: their answers no longer matter.
        run.cart = null;
        run.commands.length = 0;
        run.loads.length = 0;
        run.issued.length = 0;
        return act(() => runSessionHook('resetCart'));
    }
    throw new Error(`no user action for ${event.type}`);
  },
  see: {
    initializing: async (run) => {
      if (!run.cart) expect(await screen.findByRole('status')).toHaveTextContent('Загрузка');
      await seesCart(run, true);
    },
    idle: async (run, { labels }) => {
      await seesCart(run, false);
      // A refused plus, clear or code is shown; a refused add from a card is silently ignored (product §4).
      const last = labels.at(-1) ?? '';
      if (last.startsWith('error: runCommand') && run.refused !== 'cart.add')
        expect(await screen.findByText(REFUSED)).toBeInTheDocument();
    },
    sending: async (run) => seesCart(run, true),
    refreshing: async (run) => seesCart(run, true),
  },
});
