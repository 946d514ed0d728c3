import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { createQueryClient } from '../../src/api/query-client';
import { CheckoutSteps } from '../../src/web/checkout/checkout-steps';
import { SuccessPage } from '../../src/web/checkout/success-page';
import { storefrontSystem } from '../../src/web/ui/theme';
import { Toaster, toaster } from '../../src/web/ui/toaster';
import { installFakeBackend, type Route } from './helpers/fake-backend';

/**
 * The checkout steps on their own (as the cart page places them) or the success page, at a path, over a fake back
 * end: the design system, the data cache, a router (to see where the shopper is sent) and the toaster.
 */
export async function renderCheckout(
  backend: Record<string, Route>,
  path = '/cart',
  element: ReactNode = <CheckoutSteps />,
) {
  const server = installFakeBackend(backend);
  onTestFinished(() => {
    server.restore();
    toaster.remove();
  });
  const router = createMemoryRouter(
    [
      { path: '/cart', element },
      { path: '/success', element: <SuccessPage /> },
      { path: '/', element: <p>Главная страница</p> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const queryClient = createQueryClient({ retry: false });
  const view = await act(async () =>
    render(
      <ChakraProvider value={storefrontSystem()}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
        <Toaster />
      </ChakraProvider>,
    ),
  );
  return { ...view, user, router, queryClient, calls: server.calls };
}
