import { sql } from 'kysely';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { AvatarUpload, AvatarUploadForm, CertificateUpload, CertificateUploadForm } from '../../contract/account';
import { replies } from '../../contract/envelope';
import { AVATAR_MIME_TYPES, CERTIFICATE_MIME_TYPES } from '../../domain/account';
import { registerCmsRoute } from '../http/cms-dispatch';
import { inspectUploadedImage } from '../images/image-store';
import { success } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { takeLimit } from '../http/rate-limits';
import type { TypedApp } from '../http/typed-app';
import { assertOwner, requireCustomer } from './account-errors';
import { findCustomer, toUserInfo } from './customers';
import { randomToken } from './tokens';
import { receiveUpload, storeUpload, UPLOAD_MESSAGES } from './uploads';

/** Diplomas and client cards are private: kept outside the public image folder. */
export const uploadDirOf = (dataDir: string) => path.join(dataDir, 'upload');
/** Avatars are public pictures: served from <DATA_DIR>/image/avatar as /image/avatar/…. */
const AVATAR_FOLDER = 'avatar';

/**
 * product §7 uploads: the registration document (tool/upload&inferno=13, before the account exists; answered with a code
 * the registration sends as `sertificat`) and the avatar (/api/customer/uploadImage, logged in, own account only).
 * Both at most 5 MB, their type read from the bytes.
 */
export const QUOTA_FULL = 'Хранилище документов заполнено. Попробуйте позже или пришлите документ на почту магазина.';

/**
 * UPLOAD_QUOTA_MB caps the documents kept for registrations, so a flood of uploads cannot fill the disk. (Documents
 * never attached to a customer are deleted after a day by the hourly clean-up; an avatar replaces the previous one.)
 */
async function refuseOverQuota(app: TypedApp, incoming: number): Promise<void> {
  const row = await app.db
    .selectFrom('customer_upload')
    .select(sql<string>`coalesce(sum(size), 0)`.as('bytes'))
    .executeTakeFirstOrThrow();
  if (Number(row.bytes) + incoming > app.config.uploadQuotaMb * 1024 * 1024) throw new HttpError(429, QUOTA_FULL);
}

export function uploadRoutes(app: TypedApp): void {
  registerCmsRoute(app, 'tool/upload', {
    method: 'POST',
    schema: {
      operationId: 'certificateUpload',
      summary: 'Диплом или карта клиента специалиста до регистрации; в ответе — код для регистрации',
      tags: ['Покупатель'],
      consumes: ['multipart/form-data'],
      body: CertificateUploadForm,
      response: replies(CertificateUpload),
    },
    handler: async (request) => {
      await takeLimit(app.db, 'uploads', request.ip);
      const upload = await receiveUpload(request, CERTIFICATE_MIME_TYPES, UPLOAD_MESSAGES.certificateType);
      await takeLimit(app.db, 'uploadBytes', request.ip, upload.buffer.length);
      await refuseOverQuota(app, upload.buffer.length);
      const stored_name = await storeUpload(uploadDirOf(app.config.dataDir), upload);
      const code = randomToken(24);
      await app.db
        .insertInto('customer_upload')
        .values({
          code,
          purpose: 'certificate',
          filename: upload.filename,
          stored_name,
          mime: upload.type,
          size: upload.buffer.length,
        })
        .execute();
      return success({ success: `Файл «${upload.filename}» загружен`, code });
    },
  });

  registerCmsRoute(app, '/api/customer/uploadImage', {
    method: 'POST',
    schema: {
      operationId: 'avatarUpload',
      summary: 'Новый аватар вошедшего покупателя',
      tags: ['Покупатель'],
      consumes: ['multipart/form-data'],
      body: AvatarUploadForm,
      response: replies(AvatarUpload),
    },
    handler: async (request) => {
      const customer = await requireCustomer(request);
      await takeLimit(app.db, 'uploads', request.ip);
      const upload = await receiveUpload(request, AVATAR_MIME_TYPES, UPLOAD_MESSAGES.avatarType);
      await takeLimit(app.db, 'uploadBytes', request.ip, upload.buffer.length);
      assertOwner(customer, upload.fields.customer_id);
      // A public picture: it must decode whole as what its bytes claim, and not be a decompression bomb.
      const format = upload.type === 'image/jpeg' ? 'jpeg' : upload.type === 'image/png' ? 'png' : 'webp';
      if (!(await inspectUploadedImage(upload.buffer, format)))
        throw new HttpError(415, UPLOAD_MESSAGES.avatarUnreadable);
      const imageDir = path.join(app.config.dataDir, 'image', AVATAR_FOLDER);
      const name = await storeUpload(imageDir, upload, `${customer.customer_id}-`);
      const before = await findCustomer(app.db, customer.customer_id);
      await app.db
        .updateTable('customer')
        .set({ avatar: `${AVATAR_FOLDER}/${name}`, avatar_source: null, date_modified: new Date() })
        .where('customer_id', '=', customer.customer_id)
        .execute();
      // The previous uploaded avatar is not needed any more (a social one is only an address).
      if (before?.avatar && before.avatar_source === null && before.avatar.startsWith(`${AVATAR_FOLDER}/`)) {
        await rm(path.join(app.config.dataDir, 'image', before.avatar), { force: true });
      }
      const user = toUserInfo((await findCustomer(app.db, customer.customer_id))!);
      return success({ image: user.avatar.image, user });
    },
  });
}
