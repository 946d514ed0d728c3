import { access } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { START_VERSION_PARAMETER } from '../../domain/start-script';
import { fileVersion } from '../build/file-version';
import { originalOfCopy, SERVER_BUILD_DIR } from '../build/precompress';

/** Parcel puts a content hash in every bundle name (index.1a2b3c4d.js, index.1a2b3c4d.css.map). */
const HASHED = /\.[0-9a-f]{8,}\.[^/]+$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The address the browser asked for: the response `send` hands over is Node's, which carries its request. */
function askedUrl(response: object): string {
  const request = 'req' in response ? response.req : undefined;
  return typeof request === 'object' && request !== null && 'url' in request && typeof request.url === 'string'
    ? request.url
    : '';
}

/**
 * The cache rule of a file of the build (a compressed copy has its file's), asked for at `url`. Parcel puts a content
 * hash in every bundle's name, but not in an entry's: the storefront's start.js, asked for by the page's own entry, is
 * kept a year only at the address a page names with its current version (src/domain/start-script.ts); at any other it
 * is checked with the server on every use, never run older than the page it starts.
 */
export function cacheControlFor(filePath: string, url = ''): string {
  const file = originalOfCopy(filePath);
  const name = path.basename(file);
  if (name.endsWith('.html')) return 'no-cache';
  if (HASHED.test(name)) return IMMUTABLE;
  if (name.endsWith('.js')) {
    const asked = new URL(url, 'http://localhost').searchParams.get(START_VERSION_PARAMETER);
    return asked !== null && asked === fileVersion(file) ? IMMUTABLE : 'no-cache';
  }
  return 'public, max-age=3600';
}

export interface SpaIndex {
  /**
   * Replies with index.html (the storefront routes itself) and `status` (the page's status, decision 0016), or 503
   * when the storefront is not built.
   */
  send(reply: FastifyReply, status?: number): Promise<FastifyReply>;
  /**
   * Replies with the back office's own page (dist/admin/index.html, its own build, decision 0023) for /admin and every
   * address under it: private, never cached by a proxy, never indexed.
   */
  sendAdmin(reply: FastifyReply): Promise<FastifyReply>;
}

/** The back office's build beside the storefront's (package.json's `admin` target). */
export const ADMIN_BUILD_DIR = 'admin';
const ADMIN_INDEX = `${ADMIN_BUILD_DIR}/index.html`;

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

function notBuilt(reply: FastifyReply, what: string): FastifyReply {
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="ru"><meta charset="utf-8"><title>${what} не собрана</title>` +
        `<p>${what} магазина ещё не собрана: в каталоге сборки нет index.html. ` +
        'Выполните <code>npm run build</code> и обновите страницу.</p></html>',
    );
}

/** Serves the storefront build (DIST_DIR). Unknown paths fall through to the not-found handler. */
export async function registerStatic(app: FastifyInstance, distDir: string): Promise<SpaIndex> {
  const adminIndexFile = path.join(distDir, ADMIN_INDEX);
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: ['index.html'],
    dotfiles: 'ignore',
    // dist/server/ is the storefront's build for the server's own rendering: not a file of the site.
    // The back office's page only through sendAdmin (its headers): not as a file, nor as the folder's index.
    allowedPath: (pathName) =>
      !pathName.startsWith(`/${SERVER_BUILD_DIR}/`) &&
      pathName !== `/${ADMIN_BUILD_DIR}/` &&
      pathName !== `/${ADMIN_INDEX}`,
    // `npm run build` writes .br and .gz beside each text file (src/server/build/precompress.ts): sent as they are.
    preCompressed: true,
    // Cache-Control is ours (below); `send` would otherwise overwrite it with max-age=0.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // The back office's page is staff's own: a shared cache must not keep it.
      const isAdminPage = originalOfCopy(filePath) === adminIndexFile;
      res.setHeader('cache-control', isAdminPage ? 'private, no-cache' : cacheControlFor(filePath, askedUrl(res)));
    },
  });

  // The home page is a page like the others: its status (maintenance: 503) comes from the not-found handler, which
  // sends index.html for every page address (decision 0016). A route of its own, ahead of the files' wildcard.
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());

  const indexFile = path.join(distDir, 'index.html');
  return {
    async send(reply, status = 200) {
      // Checked on each request: a build may appear after the server started (npm run build in another terminal).
      if (!(await exists(indexFile))) return notBuilt(reply, 'Витрина');
      return reply.code(status).sendFile('index.html');
    },
    async sendAdmin(reply) {
      if (!(await exists(adminIndexFile))) return notBuilt(reply, 'Панель управления');
      return reply.code(200).header('x-robots-tag', 'noindex, nofollow').sendFile(ADMIN_INDEX);
    },
  };
}
