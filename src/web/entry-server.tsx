import { Writable } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import axios from 'axios';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { provideAxios, setHttpAdapter } from '../api/http';
import { ShopFrame } from './app';
import { serverAdapter, withApi, type CallApi } from './render/api-adapter';
import { PageQueryClient } from './render/page-query-client';
import { prefetchByRendering } from './render/prefetch';
import { createServerStyleCache, type ServerStyleCache } from './render/critical-styles';
import { splitHoisted } from './render/hoisted-head';
import { serialiseState } from './render/shop-state';
import { SHOP_STATE_ID } from './render/shop-state-id';
import { routes } from './routes';
import { EMPTY_PERSISTED_STATE, type PersistedState } from './session/persisted-state';

/**
 * The storefront rendered on the server (built by Parcel for Node into dist/server/, loaded by src/server/render/):
 * the same route table and components as in the browser, with the page's data fetched first and handed over in the
 * page, so the browser hydrates what it received without asking again.
 */

provideAxios(axios);
setHttpAdapter(serverAdapter);

export interface RenderRequest {
  /** The page's absolute address (the shop's public origin, path and query). */
  url: string;
  /** How the page's calls reach the back end, as the shopper who asked (their cookies). */
  callApi: CallApi;
  /** The shop is closed for maintenance: the page is the loader's maintenance notice. */
  maintenance?: boolean;
}

export interface RenderedPage {
  /** What the page puts in <head>: React's hoisted elements (title, description, canonical…), then its styles. */
  head: string;
  /** The page's markup, for the page's container. */
  body: string;
  /** The element with the data the browser starts from, for after the page's container. */
  state: string;
  /** How many renderings it took to find the page's data (for logs and benchmarks). */
  passes: number;
}

/** A promise React's `use` reads at once (the server has no stored state: every visitor renders as a guest). */
function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

const GUEST: Promise<PersistedState> = settled(EMPTY_PERSISTED_STATE);

function ignore(): void {}

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  return withApi(request.callApi, async () => {
    const origin = new URL(request.url).origin;
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(request.url));
    if (context instanceof Response) throw new Error('The route table has no redirects or loaders that answer');
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = new PageQueryClient();
    // Each rendering with a style cache of its own: the page's styles are those of its last rendering alone.
    let styles: ServerStyleCache | undefined;
    const page = (): ReactNode => {
      styles = createServerStyleCache();
      return (
        <ShopFrame
          queryClient={queryClient}
          persistedState={GUEST}
          navigate={ignore}
          startAs={request.maintenance ? 'maintenance' : 'open'}
          origin={origin}
          styleCache={styles.cache}
        >
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ShopFrame>
      );
    };
    const { html, passes } = await prefetchByRendering(queryClient, () => renderToText(page()));
    const { head: hoisted, body } = splitHoisted(html);
    const head = `${hoisted}${styles?.styleTags(body) ?? ''}`;
    const state = serialiseState({
      queries: dehydrate(queryClient),
      maintenance: request.maintenance === true,
      origin,
    });
    return { head, body, state: `<script id="${SHOP_STATE_ID}" type="application/json">${state}</script>`, passes };
  });
}

/**
 * One rendering with React's streaming renderer, collected once everything is in (lazy page modules included). The
 * page is collected rather than sent as it comes: its <head> is known only at the end.
 */
function renderToText(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      // The whole page in place, in document order: React would otherwise move a large finished part to the end of
      // the stream and put it in place by script, which a crawler or a phone without JavaScript never runs.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        console.error('Ошибка отрисовки страницы на сервере', error);
      },
    });
  });
}
