import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { detectFileType, EXTENSION } from '../account/file-type';
import { uploadDirOf } from '../account/upload-routes';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { IMAGE_CONTENT_SECURITY_POLICY } from '../http/security-headers';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { professionalDocument } from './professional-queries';

/**
 * A professional's document, for staff only (the route's role guard): a diploma or client card the customer uploaded
 * at registration, kept outside the public folders. Whatever the file or its name claim, it is sent as what its bytes
 * are (an image or a PDF, read again now), never sniffed by the browser, in a sandbox where nothing in it may run,
 * under a name with that type's extension (a name typed by the customer could say .html), and kept by no cache.
 */
export async function sendProfessionalDocument(
  db: Kysely<Database>,
  dataDir: string,
  customerId: number,
  reply: FastifyReply,
) {
  const document = await professionalDocument(db, customerId);
  if (!document) throw new HttpError(404, M.documentMissing);
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(uploadDirOf(dataDir), path.basename(document.stored_name)));
  } catch {
    throw new HttpError(404, M.documentFileMissing);
  }
  const type = detectFileType(bytes);
  if (!type) throw new HttpError(415, M.documentNotImageOrPdf);
  const stem = document.filename.replace(/\.[^.]*$/, '') || 'document';
  const name = `${stem}.${EXTENSION[type]}`;
  return reply
    .type(type)
    .header(
      'content-disposition',
      `inline; filename="document.${EXTENSION[type]}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', IMAGE_CONTENT_SECURITY_POLICY)
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
