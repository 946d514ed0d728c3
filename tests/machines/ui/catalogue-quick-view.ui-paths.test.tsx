import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { EventObject } from 'xstate';
import { onTestFinished } from 'vitest';
import { quickViewMachine } from '../../../machines/catalogue/quick-view.machine';
import { createQueryClient } from '../../../src/api/query-client';
import { ProductGrid } from '../../../src/web/features/product-card/product-grid';
import { storefrontSystem } from '../../../src/web/ui/theme';
import { Toaster, toaster } from '../../../src/web/ui/toaster';
import { card, details } from '../../web/catalogue-fixtures';
import { installFakeBackend, networkError, ok, type Reply } from '../../web/helpers/fake-backend';
import { describeUiPaths } from '../harness/ui-paths';

// Quick view's paths followed from a product card: the shopper opens it, closes it (Escape), presses 'Описание';
// the product and the recommended products arrive from the server (or fail) when the path says so.

const PRODUCT = details(1, { name: 'Пилинг миндальный 30%', url: 'piling-mindalnyj-30' });
const RECOMMENDED = [
  card(2, { name: 'Пилинг гликолевый' }),
  card(3, { name: 'Пилинг молочный' }),
  card(4, { name: 'Пилинг салициловый' }),
  card(5, { name: 'Четвёртый' }),
];

interface Run {
  user: ReturnType<typeof userEvent.setup>;
  replies: Record<'product' | 'recommended', ((reply: Reply) => void)[]>;
}

function Page() {
  const { pathname } = useLocation();
  return (
    <>
      <p>Адрес: {pathname}</p>
      <ProductGrid
        products={[card(1, { name: 'Пилинг миндальный 30%', url: 'piling-mindalnyj-30' })]}
        aria-label="Товары"
      />
    </>
  );
}

async function answer(run: Run, call: 'product' | 'recommended', reply: Reply) {
  const send = run.replies[call].shift();
  if (!send) throw new Error(`the shop has not asked for the ${call}`);
  await act(async () => {
    send(reply);
    await new Promise((r) => setTimeout(r, 0));
  });
}

const dialog = () => screen.queryByRole('dialog');

const events: Record<string, EventObject[]> = {
  'quickView.open': [{ type: 'quickView.open', productId: 1 } as EventObject],
};

await describeUiPaths<Run>(quickViewMachine, {
  model: {
    events,
    actors: {
      loadProduct: { done: [PRODUCT], error: [networkError()] },
      loadRecommended: { done: [RECOMMENDED], error: [networkError()] },
    },
  },
  start: async () => {
    act(() => void toaster.remove());
    const replies: Run['replies'] = { product: [], recommended: [] };
    const pending = (list: ((reply: Reply) => void)[]) => () => new Promise<Reply>((resolve) => list.push(resolve));
    const server = installFakeBackend({
      'POST /back/product/one': pending(replies.product),
      'POST /back/product/recommended': pending(replies.recommended),
    });
    onTestFinished(server.restore);
    const router = createMemoryRouter([
      { path: '/', element: <Page /> },
      { path: '/:url', element: <Page /> },
    ]);
    // Every opening asks the server again (no cached product), as the path expects a reply each time.
    const client = createQueryClient({ retry: false, staleTime: 0 });
    await act(async () =>
      render(
        <ChakraProvider value={storefrontSystem()}>
          <QueryClientProvider client={client}>
            <RouterProvider router={router} />
          </QueryClientProvider>
          <Toaster />
        </ChakraProvider>,
      ),
    );
    return { user: userEvent.setup(), replies };
  },
  perform: async (run, { event, kind, actor, output, error }) => {
    if (kind === 'done' || kind === 'error') {
      const call = actor === 'loadProduct' ? 'product' : 'recommended';
      return answer(run, call, kind === 'done' ? ok(output) : (error as Error));
    }
    if (event.type === 'quickView.open')
      return run.user.click(await screen.findByRole('button', { name: 'Быстрый просмотр' }));
    if (event.type === 'quickView.close') return run.user.keyboard('{Escape}');
    if (event.type === 'quickView.description') {
      return run.user.click(within(dialog()!).getByRole('button', { name: 'Описание' }));
    }
    throw new Error(`no user action for ${event.type}`);
  },
  see: {
    closed: async (_run, { happened, labels }) => {
      await waitFor(() => expect(dialog()).toBeNull());
      const last = labels.at(-1) ?? '';
      if (last.startsWith('error: loadProduct'))
        expect(await screen.findByText('Не удалось получить информацию о товаре')).toBeInTheDocument();
      if (last === 'quickView.description')
        expect(await screen.findByText('Адрес: /piling-mindalnyj-30')).toBeInTheDocument();
      if (!happened('quickView.description')) expect(screen.getByText('Адрес: /')).toBeInTheDocument();
    },
    loading: async () => {
      expect(await within(await screen.findByRole('dialog')).findByText('Загрузка')).toBeInTheDocument();
    },
    'shown.recommended.loading': async () => {
      const open = await screen.findByRole('dialog');
      expect(await within(open).findByRole('link', { name: 'Пилинг миндальный 30%' })).toHaveAttribute(
        'href',
        '/piling-mindalnyj-30',
      );
      expect(
        within(within(open).getByRole('region', { name: 'Рекомендуемые товары' })).getByText('Загрузка'),
      ).toBeInTheDocument();
    },
    'shown.recommended.shown': async () => {
      const region = await screen.findByRole('region', { name: 'Рекомендуемые товары' });
      expect(await within(region).findAllByRole('link')).toHaveLength(3);
      expect(within(region).queryByText('Четвёртый')).toBeNull();
    },
    'shown.recommended.failed': async () => {
      expect(await screen.findByText('Не удалось получить рекомендованные товары')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Рекомендуемые товары' })).toBeNull();
    },
    'shown.tab.description': () => {
      expect(within(dialog()!).getByRole('button', { name: 'Описание' })).toHaveAttribute('aria-pressed', 'true');
    },
  },
});
