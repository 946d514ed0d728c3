import { access } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SERVER_BUILD_DIR } from '../build/precompress';

/** Parcel puts a content hash in every bundle name (index.1a2b3c4d.js, index.1a2b3c4d.css.map). */
const HASHED = /\.[0-9a-f]{8,}\.[^/]+$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (name.endsWith('.html')) return 'no-cache';
  if (HASHED.test(name)) return IMMUTABLE;
  return 'public, max-age=3600';
}

export interface SpaIndex {
  /**
   * Replies with index.html (the storefront routes itself) and `status` (the page's status, decision 0016), or 503
   * when the storefront is not built.
   */
  send(reply: FastifyReply, status?: number): Promise<FastifyReply>;
}

/** Serves the storefront build (DIST_DIR). Unknown paths fall through to the not-found handler. */
export async function registerStatic(app: FastifyInstance, distDir: string): Promise<SpaIndex> {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: ['index.html'],
    dotfiles: 'ignore',
    // dist/server/ is the storefront's build for the server's own rendering: not a file of the site.
    allowedPath: (pathName) => !pathName.startsWith(`/${SERVER_BUILD_DIR}/`),
    // `npm run build` writes .br and .gz beside each text file (src/server/build/precompress.ts): sent as they are.
    preCompressed: true,
    // Cache-Control is ours (below); `send` would otherwise overwrite it with max-age=0.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(filePath));
    },
  });

  // The home page is a page like the others: its status (maintenance: 503) comes from the not-found handler, which
  // sends index.html for every page address (decision 0016). A route of its own, ahead of the files' wildcard.
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());

  const indexFile = path.join(distDir, 'index.html');
  return {
    async send(reply, status = 200) {
      // Checked on each request: a build may appear after the server started (npm run build in another terminal).
      const built = await access(indexFile).then(
        () => true,
        () => false,
      );
      if (!built) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            '<!doctype html><html lang="ru"><meta charset="utf-8"><title>Витрина не собрана</title>' +
              '<p>Витрина магазина ещё не собрана: в каталоге сборки нет index.html. ' +
              'Выполните <code>npm run build</code> и обновите страницу.</p></html>',
          );
      }
      return reply.code(status).sendFile('index.html');
    },
  };
}
