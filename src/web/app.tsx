import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
// React Router's own package: react-router-dom's `export *` of it kept the whole router in the page's first script
// (40.6 KiB gzip where the parts in use are 27).
import { RouterProvider } from 'react-router';
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
import type { LoaderStart } from '../../machines/shell/loader.machine';
import { PageSpinner } from './ui/page-spinner';
import { browserSystem } from './ui/browser-system';
import { createStyleCache } from './ui/emotion-cache';
import { storefrontSystem } from './ui/theme';
import { Toaster } from './ui/toaster';
import { openedAtOrigin, ShopOriginProvider } from './ui/page-head';

type ShopRouter = ReturnType<typeof createShopRouter>;

export interface ShopFrameProps {
  queryClient: QueryClient;
  persistedState: Promise<PersistedState>;
  /** In-app navigation for the actors that move the shopper (logout goes home). */
  navigate: (to: string) => void;
  /** The routes: the browser's router, or the server's static one over the same route table. */
  children: ReactNode;
  /** How the full-page loader starts: a page the server rendered is open (or the maintenance notice) already. */
  startAs?: LoaderStart;
  /** The shop's public address (canonical and Open Graph addresses). */
  origin: string;
  /** The server's style cache, whose rules go in the page's <head>; the browser's knows the rules the page carries. */
  styleCache: EmotionCache;
  /** The design system; the browser's leaves out the global styles a page the server rendered came with. */
  chakraSystem?: SystemContext;
}

/**
 * What every page stands in, in the browser and on the server alike: design system, data cache, persisted state (the
 * shell waits for it), the shell's long-lived actors, then the routes. The full-page loader and the cookie notice sit
 * over whatever page is shown.
 */
export function ShopFrame(props: ShopFrameProps) {
  const { queryClient, persistedState, navigate, children, startAs, origin } = props;
  return (
    <ShopOriginProvider value={origin}>
      <CacheProvider value={props.styleCache}>
        <ChakraProvider value={props.chakraSystem ?? storefrontSystem()}>
          <QueryClientProvider client={queryClient}>
            <Suspense fallback={<PageSpinner />}>
              <PersistedStateGate state={persistedState}>
                <AuthProvider navigate={navigate}>
                  <CartProvider>
                    <WishlistProvider>
                      <ShellActorsProvider startAs={startAs}>
                        <BehindLoader>
                          {children}
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
      </CacheProvider>
    </ShopOriginProvider>
  );
}

export interface AppProps {
  /** Tests pass a memory router over the same routes; the shop uses the browser router. */
  router?: ShopRouter;
  queryClient?: QueryClient;
  /** Defaults to the first-load reset plus one read of localStorage. */
  persistedState?: Promise<PersistedState>;
  /** How the loader starts (the server rendered the page: open, or the maintenance notice). */
  startAs?: LoaderStart;
  /** The shop's public address as the server gave it; the address the page was opened at otherwise. */
  origin?: string;
}

/** The storefront in the browser. */
export function App({ router, queryClient, persistedState, startAs, origin }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [persisted] = useState(() => persistedState ?? loadPersistedState());
  const [appRouter] = useState(() => router ?? createShopRouter());
  const [chakraSystem] = useState(() => browserSystem(document));
  const [styleCache] = useState(() => createStyleCache(document));

  return (
    <ShopFrame
      queryClient={client}
      persistedState={persisted}
      navigate={(to) => void appRouter.navigate(to)}
      startAs={startAs}
      origin={origin ?? openedAtOrigin(window.location)}
      chakraSystem={chakraSystem}
      styleCache={styleCache}
    >
      <RouterProvider router={appRouter} />
    </ShopFrame>
  );
}
