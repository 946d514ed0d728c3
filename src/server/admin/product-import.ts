import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type {
  ProductImportChange,
  ProductImportPlan,
  ProductImportProblem,
  ProductImportValues,
} from '../../contract/admin-products';
import { CERTIFICATE_PRODUCT_ID } from '../../domain/constants';
import { PRODUCT_STOCK_MAX } from '../../domain/product-bulk';
import {
  PRODUCT_IMPORT_COLUMNS as COLUMNS,
  PRODUCT_IMPORT_MAX_ROWS,
  PRODUCT_PRICE_MAX,
  PRODUCT_STATUS_WORDS,
} from '../../domain/product-import';
import { syncProfessionalPrices } from '../db/product-prices';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { writeAudit, type Actor } from './audit-log';
import { CsvUnreadable, parseCsv, type CsvRecord } from './csv';
import { StaleRecord } from './stale-record';

/**
 * The CSV import of 'Товары' (issue 16): the file 'Выгрузить CSV' writes, changed in Excel and loaded back. The
 * article number ('Артикул') finds the product; 'Цена' (whole roubles), 'Остаток' (a whole number) and 'Статус'
 * ('включён' or 'выключен', the export's words) are read; every other column is ignored, an empty cell leaves its
 * value as it is. A dry run (`planImport`) lists what each product's row changes and every bad row by its line; the
 * apply (`applyImport`) plans again under the products' locks in one transaction and changes nothing when any row is
 * bad, or when any product it changes is not at the version the dry run showed ('Запись изменена другим
 * сотрудником'). Each product changed gets its audit row; the product's triggers bump the catalogue version, so the
 * storefront shows the new prices and stock at the commit (decision 0020).
 */

export const IMPORT_MESSAGES = {
  notUtf8: 'Файл не в кодировке UTF-8: сохраните его в Excel как «CSV UTF-8» и загрузите снова',
  empty: 'В файле нет ни одной строки с товарами',
  noKey: `В файле нет столбца «${COLUMNS.sku}»: загрузите файл, который пишет «Выгрузить CSV» (столбцы через «;»)`,
  noValues: `В файле нет ни одного из столбцов «${COLUMNS.price}», «${COLUMNS.quantity}», «${COLUMNS.status}»`,
  tooManyRows: `В файле больше ${PRODUCT_IMPORT_MAX_ROWS.toLocaleString('ru-RU')} строк: разделите его на части`,
  badRows: (n: number) => `В файле есть ошибки (строк: ${n}): ничего не изменено. Исправьте их и проверьте файл снова`,
  versions: 'Передайте товары и версии, которые показала проверка файла',
  noSku: `Нет артикула`,
  unknownSku: (sku: string) => `Артикул «${sku}» не найден`,
  sameSku: (sku: string, line: number) => `Артикул «${sku}» уже есть в строке ${line}`,
  manyProducts: (sku: string) => `Артикул «${sku}» есть у нескольких товаров: измените их в карточках товаров`,
  formula: (column: string, value: string) => `${column} «${value}»: формулы не принимаются`,
  price: (value: string) =>
    `Цена «${value}»: нужна сумма в целых рублях от 0 до ${PRODUCT_PRICE_MAX.toLocaleString('ru-RU')}`,
  quantity: (value: string) =>
    `Остаток «${value}»: нужно целое число от 0 до ${PRODUCT_STOCK_MAX.toLocaleString('ru-RU')}`,
  status: (value: string) => `Статус «${value}»: пишите «${PRODUCT_STATUS_WORDS.on}» или «${PRODUCT_STATUS_WORDS.off}»`,
} as const;
const M = IMPORT_MESSAGES;

type Db = Kysely<Database> | Transaction<Database>;

/** The file's text: UTF-8, with or without a byte-order mark; anything else is refused. */
export function importText(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw new HttpError(400, M.notUtf8);
  }
}

type Column = keyof typeof COLUMNS;

interface Sheet {
  /** Where each column read is in a row. */
  at: Partial<Record<Column, number>>;
  rows: CsvRecord[];
}

const headerName = (cell: string) => cell.trim().toLowerCase().replace(/ё/g, 'е');

function sheetOf(text: string): Sheet {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvUnreadable) throw new HttpError(400, error.message);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw new HttpError(400, M.empty);
  const names = header.cells.map(headerName);
  const at: Sheet['at'] = {};
  for (const [column, name] of Object.entries(COLUMNS) as [Column, string][]) {
    const index = names.indexOf(headerName(name));
    if (index >= 0) at[column] = index;
  }
  if (at.sku === undefined) throw new HttpError(400, M.noKey);
  if (at.price === undefined && at.quantity === undefined && at.status === undefined) {
    throw new HttpError(400, M.noValues);
  }
  if (rows.length === 0) throw new HttpError(400, M.empty);
  if (rows.length > PRODUCT_IMPORT_MAX_ROWS) throw new HttpError(400, M.tooManyRows);
  return { at, rows };
}

/** A number as Excel may write it: digits, perhaps grouped by spaces; a price may end in ',00'. */
function wholeNumber(value: string, zeroFraction: boolean, max: number): number | null {
  const digits = value.replace(/[\s\u00a0\u202f]/g, '');
  const match = (zeroFraction ? /^(\d{1,9})(?:[.,]0+)?$/ : /^(\d{1,9})$/).exec(digits);
  if (!match) return null;
  const n = Number(match[1]);
  return n <= max ? n : null;
}

interface RowValues {
  values: ProductImportValues;
  problems: string[];
}

/** The row's values in the columns read; an empty cell is no change, a formula or a wrong value is a problem. */
function valuesOf(sheet: Sheet, cells: string[]): RowValues {
  const values: ProductImportValues = {};
  const problems: string[] = [];
  const cell = (column: Column) => {
    const index = sheet.at[column];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const read = <T>(column: Column, parse: (v: string) => T | null, wrong: (v: string) => string): T | undefined => {
    const value = cell(column);
    if (value === '') return undefined;
    if (value.startsWith('=')) {
      problems.push(M.formula(COLUMNS[column], value));
      return undefined;
    }
    const parsed = parse(value);
    if (parsed === null) problems.push(wrong(value));
    return parsed ?? undefined;
  };
  const price = read('price', (v) => wholeNumber(v, true, PRODUCT_PRICE_MAX), M.price);
  const quantity = read('quantity', (v) => wholeNumber(v, false, PRODUCT_STOCK_MAX), M.quantity);
  const status = read(
    'status',
    (v) => {
      const word = headerName(v);
      if (word === headerName(PRODUCT_STATUS_WORDS.on)) return true;
      if (word === headerName(PRODUCT_STATUS_WORDS.off)) return false;
      return null;
    },
    M.status,
  );
  if (price !== undefined) values.price = price;
  if (quantity !== undefined) values.quantity = quantity;
  if (status !== undefined) values.status = status;
  return { values, problems };
}

/** The article number of a row: the export's apostrophe before '=', '+', '-' or '@' is taken off again. */
function skuOf(sheet: Sheet, cells: string[]): string {
  const value = (cells[sheet.at.sku!] ?? '').trim();
  return /^'[=+\-@]/.test(value) ? value.slice(1) : value;
}

interface ProductNow {
  product_id: number;
  sku: string;
  name: string;
  price: number;
  quantity: number;
  status: boolean;
  version: number;
}

/** The products with these article numbers, by article number (locked when `lock`), the certificate never. */
async function productsBySku(db: Db, skus: string[], lock: boolean): Promise<Map<string, ProductNow[]>> {
  const found = new Map<string, ProductNow[]>();
  // A thousand at a time: one query's parameters stay far below PostgreSQL's limit.
  for (let at = 0; at < skus.length; at += 1000) {
    let query = db
      .selectFrom('product')
      .select(['product_id', 'sku', 'name', 'price', 'quantity', 'status', 'version'])
      .where('sku', 'in', skus.slice(at, at + 1000))
      .where('product_id', '!=', CERTIFICATE_PRODUCT_ID)
      .orderBy('product_id');
    if (lock) query = query.forUpdate();
    for (const row of await query.execute()) {
      const product = { ...row, price: Number(row.price) };
      found.set(row.sku, [...(found.get(row.sku) ?? []), product]);
    }
  }
  return found;
}

/** What a row changes in its product: the values that differ, before and after. */
function differences(product: ProductNow, values: ProductImportValues) {
  const before: ProductImportValues = {};
  const after: ProductImportValues = {};
  for (const key of ['price', 'quantity', 'status'] as const) {
    const value = values[key];
    if (value !== undefined && value !== product[key]) {
      Object.assign(before, { [key]: product[key] });
      Object.assign(after, { [key]: value });
    }
  }
  return { before, after };
}

/** The dry run of a file's text against the products as `db` reads them (locked when `lock`). */
async function plan(db: Db, text: string, lock: boolean): Promise<ProductImportPlan> {
  const sheet = sheetOf(text);
  const skus = [...new Set(sheet.rows.map((r) => skuOf(sheet, r.cells)).filter((s) => s !== ''))];
  const products = await productsBySku(db, skus, lock);
  const seen = new Map<string, number>();
  const changes: ProductImportChange[] = [];
  const problems: ProductImportProblem[] = [];
  let unchanged = 0;
  for (const row of sheet.rows) {
    const sku = skuOf(sheet, row.cells);
    const { values, problems: wrong } = valuesOf(sheet, row.cells);
    const found = products.get(sku) ?? [];
    if (sku === '') wrong.unshift(M.noSku);
    else if (seen.has(sku)) wrong.unshift(M.sameSku(sku, seen.get(sku)!));
    else if (found.length === 0) wrong.unshift(M.unknownSku(sku));
    else if (found.length > 1) wrong.unshift(M.manyProducts(sku));
    if (sku !== '' && !seen.has(sku)) seen.set(sku, row.line);
    if (wrong.length > 0) {
      problems.push({ line: row.line, message: wrong.join('; ') });
      continue;
    }
    const product = found[0];
    const { before, after } = differences(product, values);
    if (Object.keys(after).length === 0) unchanged += 1;
    else {
      changes.push({
        line: row.line,
        product_id: product.product_id,
        sku,
        name: product.name,
        version: product.version,
        before,
        after,
      });
    }
  }
  const columns = (Object.keys(COLUMNS) as Column[]).filter((c) => sheet.at[c] !== undefined).map((c) => COLUMNS[c]);
  return { rows: sheet.rows.length, columns, changes, unchanged, problems };
}

/** The dry run: what the file would change, product by product, and its bad rows by line. Changes nothing. */
export function planImport(db: Kysely<Database>, text: string): Promise<ProductImportPlan> {
  return plan(db, text, false);
}

/** The products and versions the dry run showed, as the apply's `versions` field carries them (JSON). */
export function versionsOf(field: string | undefined): Map<number, number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(field ?? '');
  } catch {
    throw new HttpError(400, M.versions);
  }
  const pairs = Array.isArray(parsed) ? parsed : [];
  const valid = pairs.every(
    (p: unknown) =>
      typeof p === 'object' &&
      p !== null &&
      Number.isInteger((p as { product_id?: unknown }).product_id) &&
      Number.isInteger((p as { version?: unknown }).version),
  );
  if (!Array.isArray(parsed) || !valid) throw new HttpError(400, M.versions);
  return new Map((pairs as { product_id: number; version: number }[]).map((p) => [p.product_id, p.version]));
}

/**
 * Applies the file in one transaction, all or nothing: planned again under the products' locks, refused (400) when
 * any row is bad, and as stale when the products it changes, or their versions, are not those the dry run showed.
 * The number of products changed.
 */
export async function applyImport(
  app: FastifyInstance,
  actor: Actor,
  text: string,
  versions: Map<number, number>,
): Promise<number> {
  return app.db.transaction().execute(async (trx) => {
    const now = await plan(trx, text, true);
    if (now.problems.length > 0) throw new HttpError(400, M.badRows(now.problems.length));
    const stale =
      now.changes.length !== versions.size || now.changes.some((c) => versions.get(c.product_id) !== c.version);
    if (stale) throw new StaleRecord();
    for (const change of now.changes) {
      const { price, ...rest } = change.after;
      const updated = await trx
        .updateTable('product')
        .set({ ...rest, ...(price !== undefined ? { price: String(price) } : {}) })
        .where('product_id', '=', change.product_id)
        .returning('version')
        .executeTakeFirstOrThrow();
      // A new price moves the professionals' price with it (decision 0026).
      if (price !== undefined) await syncProfessionalPrices(trx, [change.product_id]);
      await writeAudit(trx, actor, {
        recordType: 'product',
        recordId: change.product_id,
        action: 'import',
        before: { ...change.before, version: change.version },
        after: { ...change.after, version: updated.version },
      });
    }
    return now.changes.length;
  });
}
