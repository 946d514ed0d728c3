import { STAFF_SESSION, staleReplies } from '../../contract/admin';
import {
  ProductEditorBody,
  ProductEditorOptions,
  ProductEditorRecord,
  ProductIdParams,
} from '../../contract/admin-product-editor';
import { replies } from '../../contract/envelope';
import { success } from '../http/envelope';
import { notFound } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';
import { createProduct, loadProductEditor, PRODUCT_EDITOR_MESSAGES as M, saveProduct } from './product-editor-store';
import { shopOptions } from './product-option-store';
import { productCategories } from './product-queries';
import { savedOrStale } from './stale-record';
import { actorOf } from './staff-routes';

const CATALOGUE = { staff: { area: 'catalogue' } } as const;
const route = (operationId: string, summary: string) => ({
  operationId,
  summary,
  tags: ['Панель управления'],
  security: STAFF_SESSION,
});

/** The product editor (owner and editors): one product to edit, a new one, and the categories to choose from. */
export function productEditorRoutes(app: TypedApp): void {
  const found = async (id: number) => {
    const record = await loadProductEditor(app.db, id);
    if (!record) throw notFound(M.notFound);
    return record;
  };

  app.get('/products/editor-options', {
    config: CATALOGUE,
    schema: {
      ...route('adminProductEditorOptions', 'Что выбрать в редакторе товара: категории и опции магазина'),
      response: replies(ProductEditorOptions),
    },
    handler: async () => success({ categories: await productCategories(app.db), options: await shopOptions(app.db) }),
  });

  app.get('/products/:id', {
    config: CATALOGUE,
    schema: {
      ...route('adminProductEditor', 'Товар для редактора: значения полей, версия, адреса изображений'),
      params: ProductIdParams,
      response: replies(ProductEditorRecord),
    },
    handler: async (request) => success(await found(request.params.id)),
  });

  app.post('/products', {
    config: CATALOGUE,
    schema: {
      ...route('adminProductCreate', 'Новый товар'),
      body: ProductEditorBody,
      response: replies(ProductEditorRecord),
    },
    handler: async (request) => success(await found(await createProduct(app.db, actorOf(request), request.body))),
  });

  app.post('/products/:id', {
    config: CATALOGUE,
    schema: {
      ...route('adminProductSave', 'Сохранение товара с версией открытой копии; 409 — изменён другим сотрудником'),
      params: ProductIdParams,
      body: ProductEditorBody,
      response: staleReplies(ProductEditorRecord),
    },
    handler: async (request, reply) =>
      savedOrStale(
        reply,
        () => saveProduct(app.db, actorOf(request), request.params.id, request.body),
        () => found(request.params.id),
      ),
  });
}
