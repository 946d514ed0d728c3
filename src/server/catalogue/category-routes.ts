import Type from 'typebox';
import type { Kysely } from 'kysely';
import {
  CategoryDetails,
  CategoryFiltersBody,
  CategoryItem,
  CategoryListBody,
  FilterGroup,
} from '../../contract/catalogue';
import { IdBody, replies } from '../../contract/envelope';
import type { Database } from '../db/schema';
import { CACHED } from '../http/cached-answers';
import { success } from '../http/envelope';
import { notFound } from '../http/http-error';
import { servedHtml } from '../http/served-html';
import type { TypedApp } from '../http/typed-app';
import { categoryHref, imageUrl } from './catalogue-format';
import { MESSAGES } from './catalogue-messages';

export async function categoryExists(db: Kysely<Database>, categoryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('category')
    .select('category_id')
    .where('category_id', '=', categoryId)
    .where('status', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** A category row as the storefront's lists name it. */
function categoryItem(row: { category_id: number; name: string; keyword: string; image: string | null }): CategoryItem {
  return {
    category_id: row.category_id,
    name: row.name,
    catalog_href: categoryHref(row.keyword),
    image: imageUrl(row.image),
  };
}

/**
 * product §7 `/back/category/list {parent_id}` (the sub-categories of a category, 0 for the top level, in menu order,
 * each with its picture) and `/back/category/filters {category_id}` (the filter groups a category page offers, each
 * with its filters); beyond §7 (issue 16) `/back/category/one {id}`: what the category's page says of itself — its
 * description (served by the product descriptions' policy, as the back office stored it), picture and meta. Kept
 * answers, dropped when the catalogue version moves (a save in 'Категории' moves it).
 */
export async function categoryRoutes(app: TypedApp): Promise<void> {
  app.post(
    '/back/category/list',
    {
      schema: {
        operationId: 'categoryList',
        summary: 'Подкатегории категории (0 — верхний уровень) в порядке меню',
        tags: ['Каталог'],
        body: CategoryListBody,
        response: replies(Type.Array(CategoryItem)),
      },
      config: CACHED,
    },
    async (request) => {
      const { parent_id } = request.body;
      if (parent_id !== 0 && !(await categoryExists(app.db, parent_id))) throw notFound(MESSAGES.categoryNotFound);
      const rows = await app.db
        .selectFrom('category')
        .select(['category_id', 'name', 'keyword', 'image'])
        .where('parent_id', '=', parent_id)
        .where('status', '=', true)
        .orderBy('sort_order')
        .orderBy('category_id')
        .execute();
      return success(rows.map(categoryItem));
    },
  );

  app.post(
    '/back/category/one',
    {
      schema: {
        operationId: 'category',
        summary: 'Категория для её страницы: описание, изображение, заголовок и описание для поисковиков',
        tags: ['Каталог'],
        body: IdBody,
        response: replies(CategoryDetails),
      },
      config: CACHED,
    },
    async (request) => {
      const row = await app.db
        .selectFrom('category')
        .select(['category_id', 'name', 'keyword', 'image', 'description', 'meta_title', 'meta_description'])
        .where('category_id', '=', request.body.id)
        .where('status', '=', true)
        .executeTakeFirst();
      if (!row) throw notFound(MESSAGES.categoryNotFound);
      return success({
        ...categoryItem(row),
        description: servedHtml('product', row.description),
        meta_title: row.meta_title.trim(),
        meta_description: row.meta_description.trim(),
      });
    },
  );

  app.post(
    '/back/category/filters',
    {
      schema: {
        operationId: 'categoryFilters',
        summary: 'Группы фильтров страницы категории, каждая со своими фильтрами',
        tags: ['Каталог'],
        body: CategoryFiltersBody,
        response: replies(Type.Array(FilterGroup)),
      },
      config: CACHED,
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
