import { act, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import type { EventObject } from 'xstate';
import { wishlistMachine, type WishlistItem, type WishlistRefresh } from '../../../machines/cart/wishlist.machine';
import { PERSISTED_KEY } from '../../../src/domain/constants';
import { formatRoubles } from '../../../src/domain/money';
import { itemsCountText } from '../../../src/domain/plural';
import { runSessionHook } from '../../../src/web/session/session-hooks';
import { toaster } from '../../../src/web/ui/toaster';
import { bodyOf, card, creamsBackend, details, notFound } from '../../web/catalogue-fixtures';
import { networkError, ok, type Reply } from '../../web/helpers/fake-backend';
import { renderShop, RETURNING } from '../../web/helpers/render-shop';
import { describeUiPaths } from '../harness/ui-paths';

// The wishlist's paths, followed in the shop: the hearts on a category page add and remove, the wishlist page removes
// one product or clears the list, a login or logout (the auth actor's 'refreshWishlist' hook) re-prices it with the
// shop's answers arriving when the path says so. Every state is checked on the wishlist page, as the shopper sees it.

const cream = (price: number): WishlistItem => ({
  product_id: 1,
  name: 'Крем номер 1',
  thumb: '/image/catalog/demo/products/krem-1.svg',
  price,
  url: 'krem-1',
  quantity: 10,
  sku: 'bt2001',
});
const SERUM: WishlistItem = {
  ...cream(990),
  product_id: 2,
  name: 'Крем номер 2',
  thumb: '/image/catalog/demo/products/krem-2.svg',
  url: 'krem-2',
  sku: 'bt2002',
};
/** What the category page sells them at. */
const CARDS = [card(1, { price: 2450 }), card(2, { price: 990 })];
const REPRICED: WishlistRefresh = { fresh: [cream(1715)], gone: [] };
const CREAM_GONE: WishlistRefresh = { fresh: [], gone: [1] };

type Run = Awaited<ReturnType<typeof renderShop>> & {
  events: EventObject[];
  /** /back/product/one requests waiting for the path's answer. */
  pending: { id: number; answer: (reply: Reply) => void }[];
};

/** The list the shopper should see now: product id → price, in the order the page lists them. */
function expectedList(input: { items: Record<string, WishlistItem> }, events: EventObject[]): Map<number, number> {
  const list = new Map(Object.values(input.items).map((x) => [x.product_id, x.price]));
  for (const event of events) {
    const e = event as EventObject & { item?: WishlistItem; productId?: number; output?: WishlistRefresh };
    if (e.type === 'wishlist.toggle' && e.item) {
      const id = e.item.product_id;
      if (list.has(id)) list.delete(id);
      else list.set(id, CARDS.find((c) => c.product_id === id)!.price);
    } else if (e.type === 'wishlist.remove') list.delete(e.productId!);
    else if (e.type === 'wishlist.clear') list.clear();
    else if (e.output) {
      for (const id of e.output.gone) list.delete(id);
      for (const fresh of e.output.fresh) if (list.has(fresh.product_id)) list.set(fresh.product_id, fresh.price);
    }
  }
  return new Map([...list].sort(([a], [b]) => a - b));
}

/** As the shopper reads it (Testing Library collapses the no-break spaces of a price). */
const roubles = (value: number) => formatRoubles(value).replace(/\u00a0/g, ' ');

async function go(run: Run, path: string) {
  if (run.router.state.location.pathname === path) return;
  await act(() => run.router.navigate(path));
}

async function seeWishlist(run: Run, input: unknown) {
  await go(run, '/wishlist');
  const want = expectedList(input as { items: Record<string, WishlistItem> }, run.events);
  if (want.size === 0) {
    expect(
      await screen.findByText('Ваше избранное пустует, добавьте товары', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  } else {
    const heading = `Избранное, ${itemsCountText(want.size)}`;
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Товары в избранном' })).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link', { name: /^Крем номер/ }).textContent)).toEqual(
      [...want.keys()].map((id) => `Крем номер ${id}`),
    );
    rows.forEach((row, i) => expect(within(row).getByText(roubles([...want.values()][i]))).toBeInTheDocument());
    const total = [...want.values()].reduce((sum, price) => sum + price, 0);
    expect(within(screen.getByRole('complementary', { name: 'Итого' })).getByText(roubles(total))).toBeInTheDocument();
  }
  // What is shown is what is stored.
  const stored = JSON.parse(localStorage.getItem(PERSISTED_KEY.FAVORITE) ?? '{"items":{}}') as {
    items: Record<string, WishlistItem>;
  };
  expect(
    Object.values(stored.items)
      .map((x) => x.product_id)
      .sort(),
  ).toEqual([...want.keys()]);
}

/** The shop's answers to the re-pricing requests for one example output: a product it no longer has is a 404. */
function replyFor(output: WishlistRefresh, id: number): Reply {
  const fresh = output.fresh.find((x) => x.product_id === id);
  if (fresh) return ok(details(id, { price: fresh.price }));
  if (output.gone.includes(id)) return notFound('Товар не найден');
  return networkError();
}

// A path renders the shop and walks between two pages: give it time on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

await describeUiPaths<Run>(wishlistMachine, {
  model: {
    inputs: { 'nothing stored': { items: {} }, 'a cream stored': { items: { 1: cream(2450) } } },
    events: {
      'wishlist.toggle': [
        { type: 'wishlist.toggle', item: cream(2450) } as EventObject,
        { type: 'wishlist.toggle', item: SERUM } as EventObject,
      ],
      'wishlist.remove': [{ type: 'wishlist.remove', productId: 1 } as EventObject],
    },
    actors: { loadPrices: { done: [REPRICED, CREAM_GONE] } },
    // Re-pricing never fails as a whole in the shop: a product it cannot ask about keeps its price (web tests).
    withoutEvents: ['xstate.error.actor.0.wishlist.refreshing'],
  },
  // Paths of up to four steps take every transition (add, remove by heart, remove on the page, clear, re-pricing
  // asked for again, its answers); the longer ones only combine them.
  only: (p) => p.path.steps.length <= 5,
  start: async (input) => {
    act(() => void toaster.remove());
    const { items } = input as { items: Record<string, WishlistItem> };
    const pending: Run['pending'] = [];
    const backend = creamsBackend(() =>
      ok({ products: CARDS, pages: 1, total: 2, current_page: 1, category: null, trail: [] }),
    );
    const shop = await renderShop({
      path: '/wishlist',
      storage: {
        ...RETURNING,
        'cookie-warning': 'true',
        [PERSISTED_KEY.FAVORITE]: JSON.stringify({ items, count: 0, amount: 0 }),
      },
      backend: {
        ...backend.routes,
        'POST /back/product/one': (config: InternalAxiosRequestConfig) =>
          new Promise<Reply>((answer) => pending.push({ id: bodyOf<{ id: number }>(config).id, answer })),
      },
    });
    return { ...shop, events: [], pending };
  },
  perform: async (run, { event, kind, output }) => {
    run.events.push(kind === 'done' ? ({ ...event, output } as EventObject) : event);
    if (kind === 'done') {
      const waiting = run.pending.splice(0);
      await act(async () => {
        for (const request of waiting) request.answer(replyFor(output as WishlistRefresh, request.id));
        await new Promise((r) => setTimeout(r, 0));
      });
      return;
    }
    if (event.type === 'wishlist.refresh') {
      // What the auth actor runs on login and logout.
      act(() => runSessionHook('refreshWishlist'));
      return;
    }
    if (event.type === 'wishlist.toggle') {
      const { item } = event as EventObject & { item: WishlistItem };
      await go(run, '/kremi');
      const tile = await screen.findByRole('article', { name: item.name }, { timeout: 5000 });
      const heart = within(tile).getByRole('button', { name: /избранно/ });
      const adding = heart.getAttribute('aria-pressed') === 'false';
      await run.user.click(heart);
      await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', adding ? 'true' : 'false'));
      if (adding) expect(await screen.findByText('Товар добавлен в избранное')).toBeInTheDocument();
      return;
    }
    await go(run, '/wishlist');
    if (event.type === 'wishlist.remove') {
      return run.user.click(await screen.findByRole('button', { name: 'Удалить «Крем номер 1» из избранного' }));
    }
    if (event.type === 'wishlist.clear')
      return run.user.click(await screen.findByRole('button', { name: 'Очистить избранное' }));
    throw new Error(`no user action for ${event.type}`);
  },
  see: {
    ready: (run, { input }) => seeWishlist(run, input),
    refreshing: async (run, { input }) => {
      // The list stays as it was while the shop is asked for the products' prices.
      await seeWishlist(run, input);
      expect(run.pending.length).toBeGreaterThan(0);
    },
  },
});
