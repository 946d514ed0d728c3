import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../domain/account';
import { HttpError } from '../http/http-error';
import { detectFileType, EXTENSION, type DetectedType } from './file-type';
import { randomToken } from './tokens';

/** A multipart request's one file (field `file`) and its text fields, read into memory (at most 5 MB). */
export interface ReceivedUpload {
  buffer: Buffer;
  filename: string;
  type: DetectedType;
  fields: Record<string, string>;
}

/** The refusal of a file over `maxBytes`, in whole megabytes. */
const tooLarge = (maxBytes: number) => `Файл слишком большой: не больше ${Math.floor(maxBytes / 1024 / 1024)} МБ`;

export const UPLOAD_MESSAGES = {
  notMultipart: 'Отправьте файл в поле «file» (multipart/form-data)',
  noFile: 'Файл не получен: выберите файл и отправьте ещё раз',
  tooLarge: tooLarge(UPLOAD_MAX_BYTES),
  certificateType: 'Можно загрузить только изображение (JPEG, PNG, WebP) или PDF',
  avatarType: 'Аватар должен быть изображением JPEG, PNG или WebP',
  avatarUnreadable: 'Изображение не удалось прочитать: загрузите другой файл JPEG, PNG или WebP до 40 мегапикселей',
  malformed: 'Не удалось прочитать загрузку: отправьте файл в поле «file» (multipart/form-data) ещё раз',
} as const;

/** The one file of a multipart request, refused unless its first bytes show one of `allowed` and it fits `maxBytes`. */
export async function receiveUpload(
  request: FastifyRequest,
  allowed: readonly DetectedType[],
  typeMessage: string,
  maxBytes = UPLOAD_MAX_BYTES,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new HttpError(400, UPLOAD_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  let file: { buffer: Buffer; filename: string } | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1000 },
    })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'file') file = { buffer, filename: part.filename };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLarge(maxBytes));
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new HttpError(400, 'Отправьте один файл');
    }
    // Anything else the multipart parser meets is a malformed request (no boundary, a cut-off part…), not our fault.
    throw new HttpError(400, UPLOAD_MESSAGES.malformed);
  }
  if (!file || file.buffer.length === 0) throw new HttpError(400, UPLOAD_MESSAGES.noFile);
  const type = detectFileType(file.buffer);
  if (!type || !allowed.includes(type)) throw new HttpError(415, typeMessage);
  return { buffer: file.buffer, filename: path.basename(file.filename || 'file').slice(0, 255), type, fields };
}

/** Writes the file under `dir` with a random name (never the sender's) and returns that name. */
export async function storeUpload(dir: string, upload: ReceivedUpload, prefix = ''): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = `${prefix}${randomToken(18)}.${EXTENSION[upload.type]}`;
  await writeFile(path.join(dir, name), upload.buffer, { mode: 0o640 });
  return name;
}
