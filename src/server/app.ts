import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Kysely } from 'kysely';
import { publicBaseUrl, type Config } from './config';
import type { Listen } from './db/database';
import type { Database } from './db/schema';
import { ProductViews } from './catalogue/product-views';
import { registerCachedAnswers } from './http/cached-answers';
import { BODY_LIMIT, registerBodyParsers } from './http/body-parsers';
import { registerCmsDispatch } from './http/cms-dispatch';
import { registerCrossSiteRefusal } from './http/cross-site';
import { registerHostileInputCheck } from './http/hostile-input';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandler } from './http/error-handler';
import { registerNotFound } from './http/not-found';
import { createPageRenderer } from './render/page-renderer';
import { registerOpenApi } from './http/openapi';
import { registerReplyCheck } from './http/reply-check';
import { registerRequestLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStatic } from './http/static';
import { ImageStore, useImageStore } from './images/image-store';
import { accountRoutes } from './account/account-routes';
import type { CommandRunner } from './account/control-socket';
import { adminRoutes } from './admin/admin-routes';
import { previewOf } from './admin/shop-preview';
import { cartRoutes } from './cart/cart-routes';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { checkoutRoutes } from './checkout/checkout-routes';
import { contentRoutes } from './content/content-routes';
import { outboxRoutes } from './integrations/outbox-routes';
import { imageRoutes } from './shell/image-routes';
import { settingRoutes } from './shell/setting-routes';
import { seoRoutes } from './seo/seo-routes';
import { urlRoutes } from './shell/url-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop database; route plugins query it as `app.db`. */
    db: Kysely<Database>;
    config: Config;
    /** The bestsellers' view counts, written in batches (catalogue/product-views.ts). */
    productViews: ProductViews;
  }
}

export interface BuildAppOptions {
  db: Kysely<Database>;
  config: Config;
  /** Fastify/pino logger options; off by default (tests). main.ts passes `{ level }`. */
  logger?: boolean | object;
  /**
   * The database's LISTEN (DatabaseHandle.listen): cached answers then follow a catalogue change at once, not only at
   * the next version check (config.catalogueCheckMs). main.ts passes it.
   */
  listen?: Listen;
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest N addresses" (what Fastify does with a number). */
function trustProxyOption(
  setting: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/**
 * The whole HTTP server without listening: tests call `app.inject()`, main.ts calls `listen()`.
 * Capability route plugins (catalogue, content, cart, …) are registered here, before the static storefront.
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    // One line per request of our own, at a level by outcome (http/request-log.ts), instead of Fastify's two at info;
    // errors are logged by our error handler.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // URL segments up to 255 characters must reach /back/url's own check (find-my-way's default limit is 100).
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    requestIdHeader: 'x-request-id',
    // Which proxies are believed about the client's address (TRUST_PROXY); unset, nobody: X-Forwarded-For is ignored.
    trustProxy: trustProxyOption(opts.config.trustProxy),
  });
  app.decorate('db', opts.db);
  app.decorate('config', opts.config);
  app.decorate('images', new ImageStore(opts.config.dataDir));
  // Image addresses in replies are built against this shop's files (src/server/http/image-url.ts).
  app.addHook('onClose', useImageStore(app.images));
  const productViews = new ProductViews(opts.db, app.log);
  app.decorate('productViews', productViews);
  // On the root, so that every capability's plugin adds its tool's commands to the one map the socket reads.
  app.decorate('controlCommands', new Map<string, CommandRunner>());
  app.addHook('onClose', () => productViews.flush());

  registerRequestLog(app);
  registerSecurityHeaders(app, { development: opts.config.development });
  registerErrorHandler(app);
  registerCrossSiteRefusal(app);
  registerHostileInputCheck(app);
  await registerBodyParsers(app);
  await app.register(cookie);
  // Before @fastify/compress: a kept answer is stored as the serialiser wrote it, and sent compressed once.
  registerCachedAnswers(app, {
    db: opts.db,
    maxBytes: opts.config.answerCacheMb * 1024 * 1024,
    checkMs: opts.config.catalogueCheckMs,
    listen: opts.listen,
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 4 compresses a bundle on the fly in milliseconds; the default 11 takes far longer for little gain.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  if (opts.config.checkReplies) registerReplyCheck(app);
  // Before every route, so the OpenAPI document sees them all.
  await registerOpenApi(app);
  registerCmsDispatch(app);
  await app.register(accountRoutes);
  await app.register(settingRoutes);
  await app.register(urlRoutes);
  await app.register(imageRoutes);
  await app.register(contentRoutes);
  await app.register(catalogueRoutes);
  await app.register(cartRoutes);
  await app.register(outboxRoutes);
  await app.register(checkoutRoutes);
  await app.register(seoRoutes);
  await app.register(adminRoutes);

  const spa = await registerStatic(app, opts.config.distDir);
  const pages = createPageRenderer(app, opts.config.distDir, publicBaseUrl(opts.config));
  // A staff member's preview sees the pages while the shop is closed for maintenance (issue 16).
  registerNotFound(app, spa, pages, previewOf(app));
  // In the background once the shop listens: nothing waits for it, and a failure is only logged.
  app.addHook('onListen', () => {
    pages.warm().catch((error: unknown) => app.log.warn({ err: error }, 'server rendering warm-up'));
  });
  return app;
}
