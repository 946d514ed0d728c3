import Type from 'typebox';
import { ErrorReply } from '../../contract/envelope';
import { WEB_MANIFEST_PATH } from '../../domain/shop-identity';
import { publicBaseUrl } from '../config';
import { notFound } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';
import { registerIconRoutes } from './icon-routes';
import { marketFeed } from './market-feed';
import { robotsTxt } from './robots';
import { buildSitemap, SITEMAP_PART_SIZE, type Sitemap } from './sitemap';
import { readSitemapEntries } from './sitemap-entries';
import { TimedCache } from './timed-cache';
import { WebManifest, webManifest } from './web-manifest';
import { XML_CONTENT_TYPE } from './xml';

/**
 * How long the sitemap and the market feed are kept in memory, unless the catalogue changes first: a product added or
 * switched off (the back office, a script) makes them anew at the next request (issue 16: the sitemap follows a
 * change at once), while a burst of crawler requests on an unchanged catalogue costs one catalogue read, not one each.
 */
export const SEO_CACHE_MS = 5 * 60 * 1000;

export interface SeoRoutesOptions {
  /** Addresses per sitemap file (default 50,000, the sitemaps.org limit); tests inject a small one. */
  partSize?: number;
  /** Lifetime of the cached sitemap and feed (default SEO_CACHE_MS). */
  cacheMs?: number;
  /** The clock of the caches and the feed's date (tests move it). */
  now?: () => number;
  /** The catalogue's version the caches follow (default: the shop's cached answers' one, when it has them). */
  version?: () => number | null | Promise<number>;
}

const xmlReply = (description: string) => ({
  200: { description, content: { 'application/xml': { schema: Type.String() } } },
  '4xx': ErrorReply,
});

/**
 * The files crawlers and other machines ask the shop for: /robots.txt, the sitemap (/sitemap.xml and its parts under
 * /sitemap/), the Yandex Market feed /market.yml, the Web App Manifest and the icons. Every address is absolute on
 * PUBLIC_URL (config.publicUrl), never on a request's Host header.
 */
export async function seoRoutes(app: TypedApp, options: SeoRoutesOptions = {}): Promise<void> {
  const base = publicBaseUrl(app.config);
  const cacheMs = options.cacheMs ?? SEO_CACHE_MS;
  const now = options.now ?? Date.now;
  const partSize = options.partSize ?? SITEMAP_PART_SIZE;
  const answers = app.hasDecorator('answers') ? app.answers : null;
  const version = options.version ?? (answers ? () => answers.version.current() : () => null);
  const sitemap = new TimedCache<Sitemap>(
    cacheMs,
    async () => buildSitemap(await readSitemapEntries(app.db), base, partSize),
    now,
  );
  const feed = new TimedCache<string>(cacheMs, () => marketFeed(app.db, base, new Date(now())), now);
  const cached = `public, max-age=${Math.round(cacheMs / 1000)}`;

  app.get(
    '/robots.txt',
    {
      schema: {
        operationId: 'robotsTxt',
        summary: 'Правила для поисковых роботов: закрытые разделы и адрес карты сайта',
        tags: ['Оформление'],
        response: {
          200: { description: 'robots.txt', content: { 'text/plain': { schema: Type.String() } } },
          '4xx': ErrorReply,
        },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(base)),
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        operationId: 'sitemapIndex',
        summary: 'Карта сайта: индекс файлов с адресами страниц (sitemaps.org 0.9)',
        tags: ['Оформление'],
        response: xmlReply('Индекс карты сайта; обновляется раз в несколько минут'),
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', cached)
        .type(XML_CONTENT_TYPE)
        .send((await sitemap.get(await version())).index),
  );

  app.get(
    '/sitemap/:file',
    {
      schema: {
        operationId: 'sitemapPart',
        summary: 'Файл карты сайта: страницы, категории, товары, новости или статьи блога',
        tags: ['Оформление'],
        params: Type.Object({
          file: Type.String({ maxLength: 64, description: 'Имя файла из индекса, например products-1.xml' }),
        }),
        response: xmlReply('До 50 000 адресов с датой изменения'),
      },
    },
    async (request, reply) => {
      const xml = (await sitemap.get(await version())).part(request.params.file);
      if (xml === null) throw notFound('Файл карты сайта не найден');
      return reply.header('cache-control', cached).type(XML_CONTENT_TYPE).send(xml);
    },
  );

  app.get(
    '/market.yml',
    {
      schema: {
        operationId: 'marketFeed',
        summary: 'Товары для Яндекс Маркета (YML): категории и предложения по цене для гостя',
        tags: ['Каталог'],
        response: xmlReply('Фид YML; обновляется раз в несколько минут'),
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', cached)
        .type(XML_CONTENT_TYPE)
        .send(await feed.get(await version())),
  );

  const manifest = webManifest();
  app.get(
    WEB_MANIFEST_PATH,
    {
      schema: {
        operationId: 'webManifest',
        summary: 'Манифест веб-приложения: название, цвета и значки для установки на телефон',
        tags: ['Оформление'],
        response: {
          200: {
            description: 'Web App Manifest',
            content: { 'application/manifest+json': { schema: WebManifest } },
          },
          '4xx': ErrorReply,
        },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=86400')
        .type('application/manifest+json; charset=utf-8')
        .send(manifest),
  );

  await registerIconRoutes(app);
}
