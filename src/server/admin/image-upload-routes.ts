import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { STAFF_SESSION } from '../../contract/admin';
import { AdminImage, AdminImageUploadForm } from '../../contract/admin-images';
import { ADMIN_IMAGE_MAX_MB, ADMIN_IMAGE_TYPES } from '../../domain/image-upload';
import { replies } from '../../contract/envelope';
import type { DetectedType } from '../account/file-type';
import { receiveUpload } from '../account/uploads';
import { success } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { imageUrl } from '../http/image-url';
import type { TypedApp } from '../http/typed-app';
import { inspectUploadedImage } from '../images/image-store';
import { keepUploadedImage, makeVariants } from '../images/uploaded-images';
import { currentStaff } from './staff-guard';

const MAX_BYTES = ADMIN_IMAGE_MAX_MB * 1024 * 1024;
const FORMAT_OF: Partial<Record<DetectedType, 'jpeg' | 'png' | 'webp'>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const TYPES: readonly DetectedType[] = ADMIN_IMAGE_TYPES;

export const IMAGE_UPLOAD_MESSAGES = {
  type: 'Загрузите изображение JPEG, PNG или WebP',
  unreadable: 'Изображение не удалось прочитать: загрузите другой файл JPEG, PNG или WebP до 40 мегапикселей',
} as const;

/**
 * POST /admin/api/images (editor and owner: the catalogue's and the content's pictures): the picture is taken only
 * when its first bytes name JPEG, PNG or WebP and it decodes whole as that (an SVG, HTML or a script renamed .jpg
 * never reaches the shop's folder), at most 15 MB and 40 megapixels; kept under a random name, its storefront variants
 * made in the background. The record that uses it (a product, an article) is saved by its own call.
 */
export async function imageUploadRoutes(app: TypedApp, shop: FastifyInstance): Promise<void> {
  await app.register(async (scope: TypedApp) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1000, headerPairs: 50 },
    });
    scope.post('/images', {
      // Every role that edits the catalogue edits the content too (decision 0021's table): one area serves both.
      config: { staff: { area: 'catalogue' } },
      schema: {
        operationId: 'adminImageUpload',
        summary: 'Загрузка изображения для товара, категории, статьи или баннера; в ответе — путь для записи',
        tags: ['Панель управления'],
        security: STAFF_SESSION,
        consumes: ['multipart/form-data'],
        body: AdminImageUploadForm,
        response: replies(AdminImage),
      },
      handler: async (request) => {
        const staff = currentStaff(request);
        const upload = await receiveUpload(request, TYPES, IMAGE_UPLOAD_MESSAGES.type, MAX_BYTES);
        const format = FORMAT_OF[upload.type];
        const size = format ? await inspectUploadedImage(upload.buffer, format) : null;
        if (!size) throw new HttpError(415, IMAGE_UPLOAD_MESSAGES.unreadable);
        const path = await keepUploadedImage(shop, upload, size, staff.staffId);
        void makeVariants(shop.images, path, request.log);
        return success({ path, url: imageUrl(path) ?? `/image/${path}`, ...size });
      },
    });
  });
}
