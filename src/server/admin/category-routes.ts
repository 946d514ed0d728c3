import { STAFF_SESSION, staleReplies } from '../../contract/admin';
import {
  AdminCategoryTree,
  CategoryDeleteBody,
  CategoryEditorBody,
  CategoryEditorRecord,
  CategoryFilterGroups,
  CategoryIdParams,
  CategoryMoveBody,
} from '../../contract/admin-categories';
import { replies } from '../../contract/envelope';
import { success } from '../http/envelope';
import { notFound } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';
import { categoryFilterGroups, createCategory, loadCategoryEditor, saveCategory } from './category-editor-store';
import { CATEGORY_MESSAGES, categoryTree, deleteCategory, moveCategory } from './category-store';
import { changedOrStale, savedOrStale } from './stale-record';
import { actorOf } from './staff-routes';

const CATALOGUE = { staff: { area: 'catalogue' } } as const;

/** 'Категории' (owner and editors): the tree, its order, deleting an empty category, and one category's form. */
export function categoryRoutes(app: TypedApp): void {
  const route = (operationId: string, summary: string) => ({
    operationId,
    summary,
    tags: ['Панель управления'],
    security: STAFF_SESSION,
  });
  const tree = async () => ({ categories: await categoryTree(app.db) });
  const found = async (id: number) => {
    const record = await loadCategoryEditor(app.db, id);
    if (!record) throw notFound(CATEGORY_MESSAGES.notFound);
    return record;
  };

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

  app.get('/categories/filter-groups', {
    config: CATALOGUE,
    schema: {
      ...route('adminCategoryFilterGroups', 'Группы фильтров магазина: что может предлагать страница категории'),
      response: replies(CategoryFilterGroups),
    },
    handler: async () => success({ filter_groups: await categoryFilterGroups(app.db) }),
  });

  app.get('/categories/:id', {
    config: CATALOGUE,
    schema: {
      ...route('adminCategory', 'Категория для формы: значения полей, версия, адрес в магазине'),
      params: CategoryIdParams,
      response: replies(CategoryEditorRecord),
    },
    handler: async (request) => success(await found(request.params.id)),
  });

  app.post('/categories', {
    config: CATALOGUE,
    schema: {
      ...route('adminCategoryCreate', 'Новая категория: последней среди категорий своего родителя'),
      body: CategoryEditorBody,
      response: replies(CategoryEditorRecord),
    },
    handler: async (request) => success(await found(await createCategory(app.db, actorOf(request), request.body))),
  });

  app.post('/categories/:id', {
    config: CATALOGUE,
    schema: {
      ...route('adminCategorySave', 'Сохранение категории с версией открытой копии; 409 — изменена другим сотрудником'),
      params: CategoryIdParams,
      body: CategoryEditorBody,
      response: staleReplies(CategoryEditorRecord),
    },
    handler: async (request, reply) =>
      savedOrStale(
        reply,
        () => saveCategory(app.db, actorOf(request), request.params.id, request.body),
        () => found(request.params.id),
      ),
  });
}
