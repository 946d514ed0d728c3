import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { ErrorReply } from '../../contract/envelope';
import { notFound } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';

/**
 * The shop's icons, drawn by `npx tsx scripts/make-icons.ts` into src/web/icons/ (the storefront's index.html links
 * them too, through Parcel). Served here at the fixed addresses browsers and crawlers ask for without a link
 * (/favicon.ico, /apple-touch-icon.png) and the manifest names (/icons/icon-*.png).
 */
export const ICONS_DIR = path.join(import.meta.dirname, '..', '..', 'web', 'icons');

/** The icons change only with the brand: a browser may keep them for 30 days (then revalidates by ETag). */
export const ICON_CACHE_CONTROL = 'public, max-age=2592000';

interface IconFile {
  body: Buffer;
  type: string;
  etag: string;
}

function iconFile(name: string, type: string): IconFile {
  const body = readFileSync(path.join(ICONS_DIR, name));
  return { body, type, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

function sendIcon(icon: IconFile, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.header('cache-control', ICON_CACHE_CONTROL).header('etag', icon.etag);
  if (request.headers['if-none-match'] === icon.etag) return reply.code(304).send(null);
  return reply.type(icon.type).send(icon.body);
}

export async function registerIconRoutes(app: TypedApp): Promise<void> {
  const favicon = iconFile('favicon.ico', 'image/x-icon');
  const appleTouch = iconFile('apple-touch-icon.png', 'image/png');
  const appIcons = new Map([
    ['icon-192.png', iconFile('icon-192.png', 'image/png')],
    ['icon-512.png', iconFile('icon-512.png', 'image/png')],
  ]);

  const binary = (type: string, description: string) => ({
    200: { description, content: { [type]: { schema: Type.String({ format: 'binary' }) } } },
    304: { description: 'Не изменился (If-None-Match)', type: 'null' },
    '4xx': ErrorReply,
  });

  const send = (icon: IconFile) => async (request: FastifyRequest, reply: FastifyReply) =>
    sendIcon(icon, request, reply);

  app.get(
    '/favicon.ico',
    {
      schema: {
        operationId: 'favicon',
        summary: 'Значок сайта (ICO: 16, 32 и 48 точек)',
        tags: ['Оформление'],
        response: binary('image/x-icon', 'Значок магазина'),
      },
    },
    send(favicon),
  );
  app.get(
    '/apple-touch-icon.png',
    {
      schema: {
        operationId: 'appleTouchIcon',
        summary: 'Значок для главного экрана iPhone и iPad (PNG 180 × 180)',
        tags: ['Оформление'],
        response: binary('image/png', 'Значок 180 × 180'),
      },
    },
    send(appleTouch),
  );
  app.get(
    '/icons/:file',
    {
      schema: {
        operationId: 'appIcon',
        summary: 'Значок веб-приложения из манифеста (PNG 192 или 512 точек)',
        tags: ['Оформление'],
        params: Type.Object({ file: Type.String({ maxLength: 64, description: 'icon-192.png или icon-512.png' }) }),
        response: binary('image/png', 'Значок'),
      },
    },
    async (request, reply) => {
      const icon = appIcons.get(request.params.file);
      if (!icon) throw notFound('Значок не найден');
      return sendIcon(icon, request, reply);
    },
  );
}
