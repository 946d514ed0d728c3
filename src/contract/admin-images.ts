import Type, { type Static } from 'typebox';
import { ADMIN_IMAGE_MAX_MB } from '../domain/image-upload';
import { Closed, Nullable } from './envelope';

/**
 * Pictures uploaded in the back office (issue 16): products' galleries, categories, articles and banners take the
 * uploaded picture's path. JPEG, PNG or WebP, read from the bytes, decoded whole, at most ADMIN_IMAGE_MAX_MB
 * (src/domain/image-upload.ts, whose UploadedImage this reply is).
 */
export const AdminImageUploadForm = Nullable(
  Type.Object({
    file: Type.Optional(
      Type.Unknown({ description: `Изображение: JPEG, PNG или WebP, до ${ADMIN_IMAGE_MAX_MB} МБ и 40 мегапикселей` }),
    ),
  }),
);

export const AdminImage = Closed({
  path: Type.String({ description: "Путь изображения для записи: 'catalog/upload/…'" }),
  url: Type.String({ description: 'Адрес, по которому витрина его покажет (с версией и размером)' }),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
});
export type AdminImage = Static<typeof AdminImage>;
