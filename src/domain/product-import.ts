/**
 * The CSV import of 'Товары' (issue 16), as the server and the back office both read it: the file's limits and the
 * columns it reads. The file is what 'Выгрузить CSV' writes, changed in Excel: the article number finds the product,
 * and only the price, the stock and the status are taken from it (the other columns are ignored).
 */

/** The largest file taken, in megabytes (an export of 20,000 products is under 2 MB). */
export const PRODUCT_IMPORT_MAX_MB = 2;

/** The most rows one file may have. */
export const PRODUCT_IMPORT_MAX_ROWS = 20_000;

/** The highest price a row may set, in roubles. */
export const PRODUCT_PRICE_MAX = 10_000_000;

/** The columns the import reads, as the export names them. */
export const PRODUCT_IMPORT_COLUMNS = {
  sku: 'Артикул',
  price: 'Цена',
  quantity: 'Остаток',
  status: 'Статус',
} as const;

/** The export's words for a product's status. */
export const PRODUCT_STATUS_WORDS = { on: 'включён', off: 'выключен' } as const;

/** What a row changes in its product (only the values it changes). */
export interface ImportValues {
  price?: number;
  quantity?: number;
  status?: boolean;
}

/** The dry run of a file, as the back office's statechart keeps it (the HTTP contract's ProductImportPlan). */
export interface ImportPlan {
  rows: number;
  columns: string[];
  changes: {
    line: number;
    product_id: number;
    sku: string;
    name: string;
    version: number;
    before: ImportValues;
    after: ImportValues;
  }[];
  unchanged: number;
  problems: { line: number; message: string }[];
}
