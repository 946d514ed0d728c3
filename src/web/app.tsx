import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../api/query-client';
import { createShopRouter } from './routes';
import { AuthProvider } from './session/auth';
import { CartProvider } from './session/cart-actor';
import { WishlistProvider } from './session/wishlist-actor';
import { CookieNotice } from './shell/cookie-notice';
import { BehindLoader, PageLoader } from './shell/page-loader';
import { loadPersistedState, type PersistedState } from './session/persisted-state';
import { PersistedStateGate } from './session/persisted-state-gate';
import { ShellActorsProvider } from './shell/shell-actors';
import { PageSpinner } from './ui/page-spinner';
import { system } from './ui/theme';
import { Toaster } from './ui/toaster';

type ShopRouter = ReturnType<typeof createShopRouter>;

export interface AppProps {
  /** Tests pass a memory router over the same routes; the shop uses the browser router. */
  router?: ShopRouter;
  queryClient?: QueryClient;
  /** Defaults to the first-load reset plus one read of localStorage. */
  persistedState?: Promise<PersistedState>;
}

/**
 * The storefront: design system, data cache, persisted state (the shell waits for it), the shell's long-lived
 * actors, then the routes. The full-page loader and the cookie notice sit over whatever page is shown.
 */
export function App({ router, queryClient, persistedState }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [persisted] = useState(() => persistedState ?? loadPersistedState());
  const [appRouter] = useState(() => router ?? createShopRouter());

  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        <Suspense fallback={<PageSpinner />}>
          <PersistedStateGate state={persisted}>
            <AuthProvider navigate={(to) => void appRouter.navigate(to)}>
              <CartProvider>
                <WishlistProvider>
                  <ShellActorsProvider>
                    <BehindLoader>
                      <RouterProvider router={appRouter} />
                      <CookieNotice />
                    </BehindLoader>
                    <PageLoader />
                  </ShellActorsProvider>
                </WishlistProvider>
              </CartProvider>
            </AuthProvider>
          </PersistedStateGate>
        </Suspense>
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
