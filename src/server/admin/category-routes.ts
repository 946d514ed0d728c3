import { STAFF_SESSION, staleReplies } from '../../contract/admin';
import {
  AdminCategoryTree,
  CategoryDeleteBody,
  CategoryIdParams,
  CategoryMoveBody,
} from '../../contract/admin-categories';
import { replies } from '../../contract/envelope';
import { success } from '../http/envelope';
import type { TypedApp } from '../http/typed-app';
import { categoryTree, deleteCategory, moveCategory } from './category-store';
import { changedOrStale } from './stale-record';
import { actorOf } from './staff-routes';

const CATALOGUE = { staff: { area: 'catalogue' } } as const;

/** 'Категории' (owner and editors): the tree, its order, and deleting an empty category. */
export function categoryRoutes(app: TypedApp): void {
  const route = (operationId: string, summary: string) => ({
    operationId,
    summary,
    tags: ['Панель управления'],
    security: STAFF_SESSION,
  });
  const tree = async () => ({ categories: await categoryTree(app.db) });

  app.get('/categories', {
    config: CATALOGUE,
    schema: {
      ...route('adminCategories', 'Категории деревом в порядке меню: товары и подкатегории в каждой, версии'),
      response: replies(AdminCategoryTree),
    },
    handler: async () => success(await tree()),
  });

  app.post('/categories/:id/move', {
    config: CATALOGUE,
    schema: {
      ...route('adminCategoryMove', "'Выше' или 'Ниже': категория меняется местами с соседней; в ответе — дерево"),
      params: CategoryIdParams,
      body: CategoryMoveBody,
      response: staleReplies(AdminCategoryTree),
    },
    handler: async (request, reply) =>
      changedOrStale(
        reply,
        async () => {
          await moveCategory(app, actorOf(request), request.params.id, request.body);
          return tree();
        },
        tree,
      ),
  });

  app.post('/categories/:id/delete', {
    config: CATALOGUE,
    schema: {
      ...route('adminCategoryDelete', 'Удаление пустой категории: без товаров и подкатегорий; в ответе — дерево'),
      params: CategoryIdParams,
      body: CategoryDeleteBody,
      response: staleReplies(AdminCategoryTree),
    },
    handler: async (request, reply) =>
      changedOrStale(
        reply,
        async () => {
          await deleteCategory(app, actorOf(request), request.params.id, request.body.version);
          return tree();
        },
        tree,
      ),
  });
}
