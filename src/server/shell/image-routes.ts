import { createHash } from 'node:crypto';
import path from 'node:path';
import Type from 'typebox';
import { ErrorReply } from '../../contract/envelope';
import { demoImageCatalog } from '../db/seed/images/demo-image-catalog';
import { failure } from '../http/envelope';
import { IMAGE_CONTENT_SECURITY_POLICY } from '../http/security-headers';
import type { TypedApp } from '../http/typed-app';

/** Images keep their URL for life (a new picture gets a new name), so browsers and CDNs may keep them a month. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=2592000';

interface RenderedImage {
  body: string;
  etag: string;
}

/**
 * `/image/<path>`: the demo catalogue's SVGs, rendered from the seed definitions on first request and kept in
 * memory; then files under `<DATA_DIR>/image` (uploads: avatars, certificates, images added later).
 */
export async function imageRoutes(app: TypedApp): Promise<void> {
  const rendered = new Map<string, RenderedImage>();
  const uploadsRoot = path.join(app.config.dataDir, 'image');

  app.get(
    '/image/*',
    {
      schema: {
        operationId: 'image',
        summary: 'Изображение каталога или загруженное (SVG, PNG, JPEG, WebP)',
        tags: ['Оформление'],
        params: Type.Object({ '*': Type.String({ maxLength: 500, description: 'Путь изображения' }) }),
        response: {
          200: {
            description: 'Изображение; кешируется на месяц (ETag)',
            content: { 'image/*': { schema: Type.String({ format: 'binary' }) } },
          },
          304: { description: 'Не изменилось (If-None-Match)', type: 'null' },
          '4xx': ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const imagePath = request.params['*'];
      reply.header('cache-control', IMAGE_CACHE_CONTROL);
      reply.header('content-security-policy', IMAGE_CONTENT_SECURITY_POLICY);

      const render = demoImageCatalog().get(imagePath);
      if (render) {
        let image = rendered.get(imagePath);
        if (!image) {
          const body = render();
          image = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
          rendered.set(imagePath, image);
        }
        reply.header('etag', image.etag);
        if (request.headers['if-none-match'] === image.etag) return reply.code(304).send(null);
        return reply.type('image/svg+xml; charset=utf-8').send(image.body);
      }

      if (imagePath.split('/').some((part) => part.startsWith('.'))) {
        return reply.code(404).send(failure('Изображение не найдено'));
      }
      return reply.sendFile(imagePath, uploadsRoot);
    },
  );
}
