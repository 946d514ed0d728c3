import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { STAFF_SESSION, staleReplies } from '../../contract/admin';
import { ProductImportForm, ProductImportPlan, ProductImportResult } from '../../contract/admin-products';
import { replies } from '../../contract/envelope';
import { PRODUCT_IMPORT_MAX_MB } from '../../domain/product-import';
import { UPLOAD_MESSAGES } from '../account/uploads';
import { success } from '../http/envelope';
import { HttpError } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';
import { applyImport, importText, planImport, versionsOf } from './product-import';
import { changedOrStale } from './stale-record';
import { actorOf } from './staff-routes';

const MAX_BYTES = PRODUCT_IMPORT_MAX_MB * 1024 * 1024;
const TOO_LARGE = `Файл слишком большой: не больше ${PRODUCT_IMPORT_MAX_MB} МБ`;

/** The multipart request's CSV (field `file`, at most 2 MB) as text, and its `versions` field. */
async function receiveCsv(request: FastifyRequest): Promise<{ text: string; versions?: string }> {
  if (!request.isMultipart()) throw new HttpError(400, UPLOAD_MESSAGES.notMultipart);
  let file: Buffer | null = null;
  let versions: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'file') file = buffer;
      } else if (part.fieldname === 'versions') versions = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, TOO_LARGE);
    throw new HttpError(400, UPLOAD_MESSAGES.malformed);
  }
  if (!file || file.length === 0) throw new HttpError(400, UPLOAD_MESSAGES.noFile);
  return { text: importText(file), versions };
}

/**
 * The CSV import of 'Товары' (owner and editors): POST /products/import/check is the dry run (changes nothing),
 * POST /products/import applies the same file with the versions the dry run showed, all or nothing.
 */
export async function productImportRoutes(app: TypedApp): Promise<void> {
  await app.register(async (scope: TypedApp) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_BYTES, files: 1, fields: 1, parts: 2, fieldSize: MAX_BYTES, headerPairs: 50 },
    });
    const route = (operationId: string, summary: string) => ({
      operationId,
      summary,
      tags: ['Панель управления'],
      security: STAFF_SESSION,
      consumes: ['multipart/form-data'],
      body: ProductImportForm,
    });

    scope.post('/products/import/check', {
      config: { staff: { area: 'catalogue' } },
      schema: {
        ...route(
          'adminProductImportCheck',
          'Проверка CSV с ценами, остатками и статусами: что изменится по товарам и ошибки по строкам; ничего не меняет',
        ),
        response: replies(ProductImportPlan),
      },
      handler: async (request) => {
        const { text } = await receiveCsv(request);
        return success(await planImport(scope.db, text));
      },
    });

    scope.post('/products/import', {
      config: { staff: { area: 'catalogue' } },
      schema: {
        ...route(
          'adminProductImport',
          'Применение проверенного CSV одной транзакцией: при ошибке в любой строке или чужом изменении — ничего',
        ),
        response: staleReplies(ProductImportResult, ProductImportPlan),
      },
      handler: async (request, reply) => {
        const { text, versions } = await receiveCsv(request);
        const seen = versionsOf(versions);
        return changedOrStale(
          reply,
          async () => ({ changed: await applyImport(scope, actorOf(request), text, seen) }),
          () => planImport(scope.db, text),
        );
      },
    });
  });
}
