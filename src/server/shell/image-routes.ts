import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { ErrorReply } from '../../contract/envelope';
import {
  IMAGE_FORMAT_TYPE,
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  isImageFormat,
  isImageWidth,
} from '../../domain/image-variants';
import { HttpError } from '../http/http-error';
import { IMAGE_CONTENT_SECURITY_POLICY } from '../http/security-headers';
import { IMMUTABLE } from '../http/static';
import type { TypedApp } from '../http/typed-app';
import { VariantRefused } from '../images/image-store';

/** An address without a version (`v`) may show a changed picture later: browsers keep it a month and revalidate. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=2592000';
/** An address with an outdated version shows the current picture, which the address does not name: not kept. */
const OUTDATED_CACHE_CONTROL = 'no-cache';

export const IMAGE_MESSAGES = {
  notFound: 'Изображение не найдено',
  width: `Ширина варианта — одна из ${IMAGE_WIDTHS.join(', ')}`,
  format: `Формат варианта — ${IMAGE_FORMATS.join(' или ')}`,
  both: 'Ширина (w) и формат (format) варианта указываются вместе',
} as const;

const ImageQuery = Type.Object({
  v: Type.Optional(Type.String({ maxLength: 64, description: 'Версия оригинала из адреса, который дал API' })),
  w: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, description: `Ширина: ${IMAGE_WIDTHS.join(', ')}` })),
  format: Type.Optional(Type.String({ maxLength: 10, description: `Формат варианта: ${IMAGE_FORMATS.join(', ')}` })),
  size: Type.Optional(Type.String({ maxLength: 32, description: 'Размер оригинала (для страницы; сервер не читает)' })),
});

/**
 * `/image/<path>` (decision 0019): the original, as it came (the demo catalogue's SVGs, files under
 * `<DATA_DIR>/image`); with `w` and `format`, its WebP or AVIF variant at that width, made once and kept on disk.
 * With the original's current version `v` the reply is cached for good (immutable); without one, a month with an ETag.
 * Every reply carries a policy under which nothing inside an SVG can run or load.
 */
export async function imageRoutes(app: TypedApp): Promise<void> {
  app.get(
    '/image/*',
    {
      schema: {
        operationId: 'image',
        summary: 'Изображение: оригинал (SVG, JPEG, PNG, WebP, AVIF, GIF) или вариант WebP/AVIF заданной ширины',
        tags: ['Оформление'],
        params: Type.Object({ '*': Type.String({ maxLength: 500, description: 'Путь изображения' }) }),
        querystring: ImageQuery,
        response: {
          200: {
            description: 'Изображение; с текущей версией (v) кешируется навсегда, без неё — на месяц (ETag)',
            content: { 'image/*': { schema: Type.String({ format: 'binary' }) } },
          },
          304: { description: 'Не изменилось (If-None-Match)', type: 'null' },
          '4xx': ErrorReply,
        },
      },
    },
    async (request, reply) => {
      reply.header('content-security-policy', IMAGE_CONTENT_SECURITY_POLICY);
      const { v, w, format } = request.query;
      if ((w === undefined) !== (format === undefined)) throw new HttpError(400, IMAGE_MESSAGES.both);
      if (w !== undefined && !isImageWidth(w)) throw new HttpError(400, IMAGE_MESSAGES.width);
      if (format !== undefined && !isImageFormat(format)) throw new HttpError(400, IMAGE_MESSAGES.format);

      const original = await app.images.original(request.params['*']);
      if (!original) throw new HttpError(404, IMAGE_MESSAGES.notFound);
      const cacheControl =
        v === undefined ? IMAGE_CACHE_CONTROL : v === original.version ? IMMUTABLE : OUTDATED_CACHE_CONTROL;

      if (w === undefined || format === undefined) {
        if (notModified(reply, request.headers['if-none-match'], `"${original.version}"`, cacheControl)) {
          return reply.code(304).send(null);
        }
        if (original.kind === 'demo') return reply.type(original.contentType).send(original.body);
        return sendFile(reply, original.contentType, original.file, original.bytes);
      }

      const variant = await app.images.variant(original, w, format).catch((error: unknown) => {
        if (error instanceof VariantRefused) throw new HttpError(error.status, error.message);
        throw error;
      });
      const etag = `"${original.version}-${variant.width}-${format}"`;
      if (notModified(reply, request.headers['if-none-match'], etag, cacheControl)) return reply.code(304).send(null);
      return sendFile(reply, IMAGE_FORMAT_TYPE[format], variant.file, (await stat(variant.file)).size);
    },
  );
}

/** A file as the reply's body, streamed. */
function sendFile(reply: FastifyReply, type: string, file: string, bytes: number): FastifyReply {
  return reply.type(type).header('content-length', bytes).send(createReadStream(file));
}

/** Sets the ETag and Cache-Control of a reply that will be sent; true when the browser's copy is current. */
function notModified(
  reply: FastifyReply,
  ifNoneMatch: string | undefined,
  etag: string,
  cacheControl: string,
): boolean {
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (!ifNoneMatch) return false;
  return ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
