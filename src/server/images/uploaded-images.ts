import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '../../domain/image-variants';
import type { ReceivedUpload } from '../account/uploads';
import { storeUpload } from '../account/uploads';
import type { ImageStore } from './image-store';

/**
 * Pictures the back office's staff upload (issue 16): kept under DATA_DIR/image/catalog/upload with a random name,
 * recorded in `uploaded_image`, their storefront variants made at once in the background (so no shopper waits for
 * the first encoding), and deleted with their variants a day after no record uses them any more.
 */

export const UPLOAD_FOLDER = 'catalog/upload';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every column that may hold an uploaded picture's path. A picture none of them names is unused: a record that takes
 * pictures adds its column here, or its pictures are deleted a day after their upload.
 */
export const IMAGE_REFERENCES = [
  ['product', 'image'],
  ['product_image', 'image'],
  ['category', 'image'],
  ['news', 'image'],
  ['blog', 'image'],
  ['seminar', 'image'],
  ['banner', 'image'],
] as const;

export async function keepUploadedImage(
  app: FastifyInstance,
  upload: ReceivedUpload,
  size: { width: number; height: number },
  staffId: number,
): Promise<string> {
  const name = await storeUpload(path.join(app.images.root, UPLOAD_FOLDER), upload);
  const imagePath = `${UPLOAD_FOLDER}/${name}`;
  await app.db
    .insertInto('uploaded_image')
    .values({ path: imagePath, staff_id: staffId, bytes: upload.buffer.length, ...size })
    .execute();
  return imagePath;
}

/**
 * Makes the picture's AVIF and WebP variants at every width up to its own, two encodings at a time like the image
 * route (the store's limiter). Not awaited by the upload: a variant a page asks for first is made then, once.
 */
export async function makeVariants(images: ImageStore, imagePath: string, log: FastifyBaseLogger): Promise<void> {
  const original = await images.original(imagePath);
  if (!original || original.kind !== 'file') return;
  for (const width of IMAGE_WIDTHS) {
    let capped = false;
    for (const format of IMAGE_FORMATS) {
      const made = await images.variant(original, width, format).catch((error: unknown) => {
        log.warn({ err: error, imagePath, width, format }, 'Не удалось подготовить вариант изображения');
        return null;
      });
      if (!made) return;
      capped = made.width < width;
    }
    // Past the original's width every variant is the original's width: made already.
    if (capped) return;
  }
}

/** Deletes the uploaded pictures no record has used for a day, files and variants together; their count. */
export async function forgetUnusedImages(app: FastifyInstance, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const used = IMAGE_REFERENCES.map(
    ([table, column]) =>
      sql`exists (select 1 from ${sql.table(table)} where ${sql.ref(`${table}.${column}`)} = uploaded_image.path)`,
  );
  const unused = await app.db
    .deleteFrom('uploaded_image')
    .where('date_added', '<', dayAgo)
    .where(sql<boolean>`not (${sql.join(used, sql` or `)})`)
    .returning('path')
    .execute();
  for (const { path: imagePath } of unused) await app.images.remove(imagePath);
  return unused.length;
}
