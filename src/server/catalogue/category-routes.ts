import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { success } from '../http/envelope';
import { notFound } from '../http/http-error';
import { categoryHref } from './catalogue-format';
import { ID_PROPERTY, MESSAGES } from './id-body';

export interface CategoryItem {
  category_id: number;
  name: string;
  /** The category page: its one URL segment (/kremi). */
  catalog_href: string;
}

export interface FilterGroup {
  filter_group_id: number;
  name: string;
  filters: { filter_id: number; name: string }[];
}

export async function categoryExists(db: Kysely<Database>, categoryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('category')
    .select('category_id')
    .where('category_id', '=', categoryId)
    .where('status', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * product §7 `/back/category/list {parent_id}` (the sub-categories of a category, 0 for the top level, in menu order)
 * and `/back/category/filters {category_id}` (the filter groups a category page offers, each with its filters).
 */
export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { parent_id: number } }>(
    '/back/category/list',
    {
      schema: {
        body: {
          type: 'object',
          required: ['parent_id'],
          properties: { parent_id: { ...ID_PROPERTY, minimum: 0 } },
        },
      },
    },
    async (request) => {
      const { parent_id } = request.body;
      if (parent_id !== 0 && !(await categoryExists(app.db, parent_id))) throw notFound(MESSAGES.categoryNotFound);
      const rows = await app.db
        .selectFrom('category')
        .select(['category_id', 'name', 'keyword'])
        .where('parent_id', '=', parent_id)
        .where('status', '=', true)
        .orderBy('sort_order')
        .orderBy('category_id')
        .execute();
      return success<CategoryItem[]>(
        rows.map((row) => ({ category_id: row.category_id, name: row.name, catalog_href: categoryHref(row.keyword) })),
      );
    },
  );

  app.post<{ Body: { category_id: number } }>(
    '/back/category/filters',
    {
      schema: {
        body: { type: 'object', required: ['category_id'], properties: { category_id: ID_PROPERTY } },
      },
    },
    async (request) => {
      const { category_id } = request.body;
      if (!(await categoryExists(app.db, category_id))) throw notFound(MESSAGES.categoryNotFound);
      const rows = await app.db
        .selectFrom('category_filter as cf')
        .innerJoin('filter as f', 'f.filter_id', 'cf.filter_id')
        .innerJoin('filter_group as fg', 'fg.filter_group_id', 'f.filter_group_id')
        .select(['fg.filter_group_id', 'fg.name as group_name', 'f.filter_id', 'f.name'])
        .where('cf.category_id', '=', category_id)
        .orderBy('fg.sort_order')
        .orderBy('fg.filter_group_id')
        .orderBy('f.sort_order')
        .orderBy('f.filter_id')
        .execute();
      const groups: FilterGroup[] = [];
      for (const row of rows) {
        let group = groups.at(-1);
        if (group?.filter_group_id !== row.filter_group_id) {
          group = { filter_group_id: row.filter_group_id, name: row.group_name, filters: [] };
          groups.push(group);
        }
        group.filters.push({ filter_id: row.filter_id, name: row.name });
      }
      return success(groups);
    },
  );
}
