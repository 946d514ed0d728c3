import Type, { type Static } from 'typebox';
import { CUSTOMER_GROUP } from '../domain/constants';
import { PRODUCT_BULK_ACTIONS, PRODUCT_BULK_MAX, PRODUCT_SORTS, PRODUCT_STOCK_MAX } from '../domain/product-bulk';
import { Money, PAGING, Version } from './admin';
import { Closed, Nullable } from './envelope';

/**
 * The back office's products ('Товары', issue 16), under /admin/api/products: the list searched, filtered, sorted and
 * paged on the server, its CSV, and the bulk changes of the rows a member ticked. For the owner and editors (area
 * `catalogue`).
 */

const anId = (description?: string) => Type.Integer({ minimum: 1, maximum: 2147483647, description });
const Id = anId();

/** The filters of the list, also of its CSV export. */
const productFilters = {
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Слова названия или артикул' })),
  category_id: Type.Optional(anId('Категория (прямая связь товара с ней)')),
  stock: Type.Optional(Type.Enum(['in', 'out'], { description: 'in — есть на складе, out — остаток 0 или меньше' })),
  status: Type.Optional(Type.Enum(['on', 'off'], { description: 'on — включён (виден в магазине), off — выключен' })),
  special: Type.Optional(
    Type.Enum(['yes', 'no'], {
      description: 'yes — действует акция для покупателей (группа 1, как в «Акциях»), no — не действует',
    }),
  ),
  sort: Type.Optional(Type.Enum(PRODUCT_SORTS)),
  order: Type.Optional(Type.Enum(['asc', 'desc'])),
};

export const ProductExportQuery = Type.Object(productFilters);
export type ProductExportQuery = Static<typeof ProductExportQuery>;

export const ProductListQuery = Type.Object({ ...productFilters, ...PAGING });
export type ProductListQuery = Static<typeof ProductListQuery>;

export const ProductSpecial = Closed({
  customer_group_id: Type.Integer({
    minimum: CUSTOMER_GROUP.CUSTOMER,
    maximum: CUSTOMER_GROUP.PROFESSIONAL,
    description: '1 — все покупатели, кроме специалистов; 2 — специалисты',
  }),
  price: Money,
});
export type ProductSpecial = Static<typeof ProductSpecial>;

export const AdminProductRow = Closed({
  product_id: Id,
  name: Type.String(),
  sku: Type.String({ description: 'Артикул' }),
  keyword: Type.String({ description: 'Адрес товара в магазине без косой черты' }),
  image: Nullable(Type.String({ description: 'Адрес картинки (/image/…)' })),
  price: Money,
  quantity: Type.Integer({ description: 'Остаток на складе' }),
  status: Type.Boolean({ description: 'Включён: виден в магазине' }),
  specials: Type.Array(ProductSpecial, { description: 'Акционные цены, действующие сегодня' }),
  categories: Type.Array(Id, { description: 'Категории товара (без «Вся продукция» и «Акции»)' }),
  version: Type.Integer({ minimum: 1 }),
});
export type AdminProductRow = Static<typeof AdminProductRow>;

export const ProductCategory = Closed({
  category_id: Id,
  name: Type.String({ description: 'С родительской категорией: «Для лица › Сыворотки»' }),
  status: Type.Boolean({ description: 'Категория включена' }),
});
export type ProductCategory = Static<typeof ProductCategory>;

export const AdminProductList = Closed({
  products: Type.Array(AdminProductRow),
  categories: Type.Array(ProductCategory, {
    description: 'Категории для фильтра и переноса, в порядке меню (без «Вся продукция» и «Акции»)',
  }),
  total: Type.Integer({ minimum: 0, description: 'Сколько товаров подходит под фильтры' }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
});
export type AdminProductList = Static<typeof AdminProductList>;

export const ProductBulkBody = Type.Object({
  action: Type.Enum(PRODUCT_BULK_ACTIONS, {
    description:
      "enable — 'Включить', disable — 'Выключить', move — 'Перенести в категорию' (category_id), " +
      "stock — 'Изменить остаток' (quantity)",
  }),
  products: Type.Array(Closed({ product_id: Id, version: Version }), {
    minItems: 1,
    maxItems: PRODUCT_BULK_MAX,
    description: 'Отмеченные товары с версиями, которые видел сотрудник',
  }),
  category_id: Type.Optional(anId('move: категория, в которую переносятся товары')),
  quantity: Type.Optional(
    Type.Integer({ minimum: 0, maximum: PRODUCT_STOCK_MAX, description: 'stock: новый остаток каждого товара' }),
  ),
});
export type ProductBulkBody = Static<typeof ProductBulkBody>;

export const ProductBulkResult = Closed({
  changed: Type.Integer({ minimum: 0, description: 'Сколько товаров изменено' }),
});
export type ProductBulkResult = Static<typeof ProductBulkResult>;

/** What a stale bulk change's 409 carries: the ticked products as they are now. */
export const ProductBulkFresh = Type.Array(AdminProductRow);

// --- The CSV import ------------------------------------------------------------------------------------------------

/** What a row of the file changes in its product: only the columns it changes. */
export const ProductImportValues = Closed({
  price: Type.Optional(Money),
  quantity: Type.Optional(Type.Integer({ description: 'Остаток' })),
  status: Type.Optional(Type.Boolean({ description: 'Включён' })),
});
export type ProductImportValues = Static<typeof ProductImportValues>;

export const ProductImportChange = Closed({
  line: Type.Integer({ minimum: 2, description: 'Строка файла (заголовок — строка 1)' }),
  product_id: Id,
  sku: Type.String({ description: 'Артикул' }),
  name: Type.String(),
  version: Type.Integer({ minimum: 1, description: 'Версия товара при проверке: её передают при применении' }),
  before: ProductImportValues,
  after: ProductImportValues,
});
export type ProductImportChange = Static<typeof ProductImportChange>;

export const ProductImportProblem = Closed({
  line: Type.Integer({ minimum: 2, description: 'Строка файла (заголовок — строка 1)' }),
  message: Type.String({ description: 'Что не так в строке, по-русски' }),
});
export type ProductImportProblem = Static<typeof ProductImportProblem>;

export const ProductImportPlan = Closed({
  rows: Type.Integer({ minimum: 0, description: 'Строк с товарами в файле' }),
  columns: Type.Array(Type.String(), { description: 'Столбцы, которые прочитаны (остальные не учитываются)' }),
  changes: Type.Array(ProductImportChange, { description: 'Что изменится, по товарам, в порядке строк' }),
  unchanged: Type.Integer({ minimum: 0, description: 'Строк, которые ничего не меняют' }),
  problems: Type.Array(ProductImportProblem, {
    description: 'Ошибки по строкам: пока они есть, ничего не применяется',
  }),
});
export type ProductImportPlan = Static<typeof ProductImportPlan>;

export const ProductImportForm = Nullable(
  Type.Object({
    file: Type.Optional(Type.Unknown({ description: 'CSV как его пишет «Выгрузить CSV»: UTF-8, разделитель «;»' })),
    versions: Type.Optional(
      Type.Unknown({
        description: 'Только при применении: JSON [{product_id, version}] — товары и версии, которые показала проверка',
      }),
    ),
  }),
);

export const ProductImportResult = Closed({
  changed: Type.Integer({ minimum: 0, description: 'Сколько товаров изменено' }),
});
export type ProductImportResult = Static<typeof ProductImportResult>;
