import { STAFF_SESSION, staleReplies } from '../../contract/admin';
import {
  AdminProductList,
  ProductBulkBody,
  ProductBulkFresh,
  ProductBulkResult,
  ProductExportQuery,
  ProductListQuery,
} from '../../contract/admin-products';
import { replies } from '../../contract/envelope';
import { success } from '../http/envelope';
import type { TypedApp } from '../http/typed-app';
import { CSV_REPLIES, sendCsv, toCsv } from './csv';
import { bulkChangeProducts } from './product-change';
import { exportProducts, listProducts, productCategories, productRows } from './product-queries';
import { changedOrStale } from './stale-record';
import { actorOf } from './staff-routes';

const TAG = 'Панель управления' as const;
const CATALOGUE = { staff: { area: 'catalogue' } } as const;
const CSV_HEADER = ['Артикул', 'Название', 'Цена', 'Акция', 'Цена для специалистов', 'Остаток', 'Статус', 'Категории'];

/** 'Товары' (owner and editors): the list, its CSV, and the bulk changes of the ticked products. */
export function productRoutes(app: TypedApp): void {
  const route = (operationId: string, summary: string) => ({
    operationId,
    summary,
    tags: [TAG],
    security: STAFF_SESSION,
  });

  app.get('/products', {
    config: CATALOGUE,
    schema: {
      ...route('adminProducts', 'Товары: поиск по названию и артикулу, фильтры, сортировка, страницы; категории'),
      querystring: ProductListQuery,
      response: replies(AdminProductList),
    },
    handler: async (request) => success(await listProducts(app.db, request.query)),
  });

  app.get('/products.csv', {
    config: CATALOGUE,
    schema: {
      ...route('adminProductExport', 'Товары с теми же фильтрами одним файлом CSV: цены и остатки (Excel)'),
      querystring: ProductExportQuery,
      response: CSV_REPLIES,
    },
    handler: async (request, reply) => {
      const [products, categories] = await Promise.all([
        exportProducts(app.db, request.query),
        productCategories(app.db),
      ]);
      const categoryName = new Map(categories.map((c) => [c.category_id, c.name]));
      const special = (p: (typeof products)[number], group: number) =>
        p.specials.find((s) => s.customer_group_id === group)?.price ?? '';
      const csv = toCsv(
        CSV_HEADER,
        products.map((p) => [
          p.sku,
          p.name,
          p.price,
          special(p, 1),
          special(p, 2),
          p.quantity,
          p.status ? 'включён' : 'выключен',
          p.categories.map((id) => categoryName.get(id) ?? String(id)).join(', '),
        ]),
      );
      return sendCsv(reply, 'products.csv', csv);
    },
  });

  app.post('/products/bulk', {
    config: CATALOGUE,
    schema: {
      ...route(
        'adminProductBulk',
        "Отмеченные товары: 'Включить', 'Выключить', 'Перенести в категорию', 'Изменить остаток' — все или ни одного",
      ),
      body: ProductBulkBody,
      response: staleReplies(ProductBulkResult, ProductBulkFresh),
    },
    handler: async (request, reply) => {
      const ids = request.body.products.map((p) => p.product_id);
      return changedOrStale(
        reply,
        async () => ({ changed: await bulkChangeProducts(app, actorOf(request), request.body) }),
        () => productRows(app.db, ids),
      );
    },
  });
}
