import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import { storefrontSystem } from '../../../src/web/ui/theme';
import { Toaster } from '../../../src/web/ui/toaster';
import { installFakeBackend, type Route } from './fake-backend';

/**
 * One shared component on its own (as another capability's page would place it): the design system, the data cache,
 * a router and the toaster, over a fake back end.
 */
export async function renderComponent(
  element: ReactNode,
  backend: Record<string, Route> = {},
  storage: Record<string, string> = {},
) {
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  const server = installFakeBackend(backend);
  onTestFinished(server.restore);
  const router = createMemoryRouter([{ path: '*', element }]);
  const user = userEvent.setup();
  const view = await act(async () =>
    render(
      <ChakraProvider value={storefrontSystem()}>
        <QueryClientProvider client={createQueryClient({ retry: false })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
        <Toaster />
      </ChakraProvider>,
    ),
  );
  return { ...view, user, calls: server.calls };
}
