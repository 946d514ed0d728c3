import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { START_META_NAME, START_SCRIPT_PATH, START_VERSION_PARAMETER } from '../../domain/start-script';
import { fileVersion } from '../build/file-version';
import { SERVER_BUILD_DIR } from '../build/precompress';
import { ignoreStyleImports } from './style-imports';
import { PageCache } from './page-cache';
import { customerGroupOf } from '../http/customer-group';

/**
 * The seam between the server and the storefront's server rendering (decision 0018): the storefront is built by
 * Parcel for Node into DIST_DIR/server/entry-server.js, and the server only loads that module, never the storefront's
 * sources. These types mirror what src/web/entry-server.tsx exports.
 */
interface ApiCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}
interface ApiAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
interface RenderModule {
  renderPage(request: {
    url: string;
    callApi: (call: ApiCall) => Promise<ApiAnswer>;
    maintenance?: boolean;
  }): Promise<{ head: string; body: string; state: string; passes: number }>;
}

/** The loaded build: its module, index.html's parts, and which build it is (the files' change times, the start's). */
interface Built {
  version: string;
  module: RenderModule;
  template: Template;
  /** The <meta> naming the start's versioned address, for every page's head; empty when the build has no start. */
  startMeta: string;
}

/** index.html cut where the page goes: everything before `<div id="root">`'s content, and after it. */
interface Template {
  before: string;
  after: string;
}

/** The page's container in index.html, as Parcel's minifier leaves it (quotes dropped) or not. */
const ROOT = /<div id=(?:"root"|root)><\/div>/;

/** Request headers the page's own calls carry on: who the shopper is (session cookie) and where they are. */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language'] as const;

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name=(?:"description"|description) [^>]*>/;

/** index.html's <head> with the page's own elements: its title and description replace the shop's defaults. */
function withHead(before: string, head: string): string {
  if (head === '') return before;
  let start = before;
  if (TITLE.test(head)) start = start.replace(TITLE, '');
  if (/<meta name="description"/.test(head)) start = start.replace(DESCRIPTION, '');
  const end = start.indexOf('</head>');
  // Parcel's minifier drops the optional </head>: the page's elements then go before <body>.
  const at = end >= 0 ? end : start.indexOf('<body');
  return at < 0 ? start : `${start.slice(0, at)}${head}${start.slice(at)}`;
}

/**
 * How long a rendered page is served again: the storefront keeps its data 60 s before asking again, so a page at most
 * this old adds little. (Prices and stock the shopper acts on are the cart's and checkout's, asked anew.) Up to five
 * minutes older it is sent once more while a fresh one renders (page-cache.ts).
 */
const PAGE_CACHE = { ttlMs: 30_000, staleMs: 5 * 60_000, maxEntries: 500 };

export interface PageRenderer {
  /** The page at the request's address, or null when the storefront's server build is not there. */
  render(request: FastifyRequest, options: { maintenance: boolean }): Promise<string | null>;
  /**
   * Loads the build and renders the home page once, unseen: the first shopper after a start would otherwise wait for
   * the module to load and for the first renderings to warm up (seconds).
   */
  warm(): Promise<void>;
}

/**
 * Loads the built module and index.html, again whenever a build replaced them (npm run build in another terminal,
 * npm run dev's watcher), so the server never serves a page rendered by code older than the scripts it points to.
 */
export function createPageRenderer(app: FastifyInstance, distDir: string, publicOrigin: string): PageRenderer {
  const modulePath = path.join(distDir, SERVER_BUILD_DIR, 'entry-server.js');
  const indexPath = path.join(distDir, 'index.html');
  const startPath = path.join(distDir, START_SCRIPT_PATH);
  let loaded: Built | undefined;

  async function current(): Promise<Built | null> {
    const [moduleInfo, indexInfo] = await Promise.all([stat(modulePath), stat(indexPath)]).catch(() => [null, null]);
    if (!moduleInfo || !indexInfo) return null;
    const startVersion = fileVersion(startPath);
    const version = `${moduleInfo.mtimeMs}:${indexInfo.mtimeMs}:${startVersion ?? ''}`;
    if (loaded?.version !== version) {
      const html = await readFile(indexPath, 'utf8');
      const root = ROOT.exec(html);
      if (!root) throw new Error(`${indexPath} has no empty <div id="root">`);
      const at = root.index;
      const end = at + root[0].length;
      ignoreStyleImports();
      const module = (await import(`${pathToFileURL(modulePath).href}?v=${moduleInfo.mtimeMs}`)) as RenderModule;
      loaded = {
        version,
        module,
        template: { before: html.slice(0, end - '</div>'.length), after: html.slice(end) },
        startMeta: startVersion
          ? `<meta name="${START_META_NAME}" content="${START_SCRIPT_PATH}?${START_VERSION_PARAMETER}=${startVersion}">`
          : '',
      };
    }
    return loaded;
  }

  /** The page's calls as the shopper who asked makes them; without a request, as an anonymous guest. */
  function callApiAs(request: FastifyRequest | null) {
    const forwarded: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = request?.headers[name];
      if (typeof value === 'string') forwarded[name] = value;
    }
    // The shopper's own address, for the limits that count per client (TRUST_PROXY decides whom to believe).
    if (request) forwarded['x-forwarded-for'] = request.ip;
    return async (call: ApiCall): Promise<ApiAnswer> => {
      const answer = await app.inject({
        method: call.method as 'GET' | 'POST',
        url: call.url,
        headers: { ...call.headers, ...forwarded },
        payload: call.body,
      });
      const headers: ApiAnswer['headers'] = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        headers[name] = typeof value === 'number' ? String(value) : value;
      }
      return { status: answer.statusCode, headers, body: answer.body };
    };
  }

  const cache = new PageCache(PAGE_CACHE);

  async function renderNow(request: FastifyRequest, built: Built, maintenance: boolean): Promise<string> {
    const page = await built.module.renderPage({
      url: new URL(request.url, publicOrigin).href,
      callApi: callApiAs(request),
      maintenance,
    });
    const { before, after } = built.template;
    return `${withHead(before, page.head + built.startMeta)}${page.body}</div>${page.state}${after}`;
  }

  return {
    async warm() {
      const built = await current();
      if (!built) return;
      await built.module.renderPage({ url: new URL('/', publicOrigin).href, callApi: callApiAs(null) });
    },
    async render(request, { maintenance }) {
      const [built, group, version] = await Promise.all([
        current(),
        customerGroupOf(request),
        app.answers.version.current(),
      ]);
      if (!built) return null;
      // A change to the catalogue or content (any writer: decision 0020's version) makes every kept page old at once,
      // and so does a new build: a page the old one rendered would come with the new build's scripts (npm run dev's
      // watcher rewrites the same files), which would hydrate markup they no longer draw.
      const key = `${built.version}:${version}:${group}:${maintenance ? 1 : 0}:${request.url}`;
      return cache.get(key, () => renderNow(request, built, maintenance));
    },
  };
}
