/**
 * The storefront's start, loaded by its entry (index.ts) once a page the server rendered has been painted: it hydrates
 * that page, or draws a page the server left to the browser (the private pages' shell).
 */
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '../api/query-client';
import { App } from './app';
import { pageArrivedAt, receivedWithPage } from './render/received-with-page';
import { readShopState } from './render/shop-state';
import { noteTypedFields } from './render/typed-before-hydration';
import { createShopRouter } from './routes';
import { startInspectorIfRequested } from './shell/inspector';
import { documentTitle } from './ui/shop';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Dev tool: ?inspect attaches the Stately inspector to every actor (before render, so none is missed).
void startInspectorIfRequested(window.location.search);

// A page the server rendered comes with the data it was rendered from: the browser starts from the same cache, counted
// as received with the page, and hydrates the markup instead of drawing it again. The private pages (account, cart,
// checkout) come as the bare shell.
const served = readShopState(document);
const queryClient = createQueryClient();
if (served) hydrate(queryClient, receivedWithPage(served.queries, pageArrivedAt()));
const app = (
  <StrictMode>
    <App
      router={createShopRouter()}
      queryClient={queryClient}
      startAs={served ? (served.maintenance ? 'maintenance' : 'open') : undefined}
      origin={served?.origin}
    />
  </StrictMode>
);
if (served) {
  // The page's own <title> goes with the page when the shopper moves on; the shop's name stays behind it, so that the
  // document is never without a title while the next page loads (React puts a new page's title first).
  const fallback = document.createElement('title');
  fallback.textContent = documentTitle();
  document.head.append(fallback);
  noteTypedFields(container);
  // Hydrated as a transition, React yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page (one long task a phone's tap waits behind); a tap or a key on a part not yet hydrated has that
  // part hydrated first, and the event replayed.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else createRoot(container).render(app);
