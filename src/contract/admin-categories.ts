import Type, { type Static } from 'typebox';
import { Version } from './admin';
import { Closed } from './envelope';

/**
 * The back office's categories ('Категории', issue 16), under /admin/api/categories, for the owner and editors (area
 * `catalogue`): the tree in the menu's order, its order changed ('Выше', 'Ниже'), a category deleted while empty.
 */

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const AdminCategory = Closed({
  category_id: Id,
  parent_id: Type.Integer({ minimum: 0, description: '0 — категория верхнего уровня' }),
  name: Type.String(),
  keyword: Type.String({ description: 'Адрес категории в магазине без косой черты' }),
  status: Type.Boolean({ description: 'Включена: видна в магазине' }),
  sort_order: Type.Integer(),
  products: Type.Integer({ minimum: 0, description: 'Сколько товаров связано с категорией напрямую' }),
  children: Type.Integer({ minimum: 0, description: 'Сколько у неё подкатегорий' }),
  version: Type.Integer({ minimum: 1 }),
});
export type AdminCategory = Static<typeof AdminCategory>;

export const AdminCategoryTree = Closed({
  categories: Type.Array(AdminCategory, {
    description: 'Все категории в порядке меню: родитель, за ним его подкатегории',
  }),
});
export type AdminCategoryTree = Static<typeof AdminCategoryTree>;

export const CategoryIdParams = Type.Object({ id: Id });

export const CategoryMoveBody = Type.Object({
  direction: Type.Enum(['up', 'down'], { description: "up — 'Выше', down — 'Ниже' среди соседей" }),
  version: Version,
});
export type CategoryMoveBody = Static<typeof CategoryMoveBody>;

export const CategoryDeleteBody = Type.Object({ version: Version });
export type CategoryDeleteBody = Static<typeof CategoryDeleteBody>;
