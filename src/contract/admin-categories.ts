import Type, { type Static } from 'typebox';
import { Version } from './admin';
import type { CategoryEditorValues as DomainValues } from '../domain/category-editor';
import { Closed } from './envelope';

/**
 * The back office's categories ('Категории', issue 16), under /admin/api/categories, for the owner and editors (area
 * `catalogue`): the tree in the menu's order, its order changed ('Выше', 'Ниже', dragged), a category deleted while
 * empty, and one category's form: created, opened and saved against its version.
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

export const CategoryMoveBody = Type.Union([
  Type.Object({
    direction: Type.Enum(['up', 'down'], { description: "up — 'Выше', down — 'Ниже' среди соседей" }),
    version: Version,
  }),
  Type.Object({
    position: Type.Integer({
      minimum: 0,
      maximum: 10000,
      description: 'Место среди соседей, куда категорию перетащили (0 — первой); дальше последнего — последней',
    }),
    version: Version,
  }),
]);
export type CategoryMoveBody = Static<typeof CategoryMoveBody>;

export const CategoryDeleteBody = Type.Object({ version: Version });
export type CategoryDeleteBody = Static<typeof CategoryDeleteBody>;

const text = (maxLength: number, description: string) => Type.String({ maxLength, description });

export const CategoryEditorValues = Type.Object({
  name: text(1000, 'Название'),
  parent_id: Type.Integer({ minimum: 0, maximum: 2147483647, description: '0 — категория верхнего уровня' }),
  keyword: text(1000, "Адрес страницы; '' — из названия"),
  status: Type.Boolean({ description: 'Показана в магазине' }),
  description: text(200_000, 'Описание (HTML; хранится после политики HTML описаний товаров)'),
  image: text(500, "Путь изображения; '' — без изображения"),
  meta_title: text(1000, 'Заголовок для поисковиков'),
  meta_description: text(5000, 'Описание для поисковиков'),
  filter_group_ids: Type.Array(Id, {
    maxItems: 200,
    description: 'Группы фильтров, которые предлагает страница категории',
  }),
});
export type CategoryEditorValues = Static<typeof CategoryEditorValues>;

export const CategoryEditorBody = Type.Object({
  values: CategoryEditorValues,
  version: Type.Integer({
    minimum: 0,
    maximum: 2147483647,
    description: 'Версия открытой копии (0 — новая категория)',
  }),
});
export type CategoryEditorBody = Static<typeof CategoryEditorBody>;

export const CategoryEditorRecord = Closed({
  category_id: Id,
  version: Type.Integer({ minimum: 1 }),
  href: Type.String({ description: 'Адрес категории в магазине' }),
  image_url: Type.String({ description: "Откуда показать изображение; '' — его нет" }),
  values: CategoryEditorValues,
});
export type CategoryEditorRecord = Static<typeof CategoryEditorRecord>;

export const CategoryFilterGroups = Closed({
  filter_groups: Type.Array(Closed({ filter_group_id: Id, name: Type.String(), filters: Type.Array(Type.String()) }), {
    description: 'Группы фильтров магазина по порядку, каждая с названиями своих фильтров',
  }),
});
export type CategoryFilterGroups = Static<typeof CategoryFilterGroups>;

/** The contract's values and the form's are one shape (a compile-time check). */
type SameShape = CategoryEditorValues extends DomainValues
  ? DomainValues extends CategoryEditorValues
    ? true
    : never
  : never;
export const CATEGORY_VALUES_MATCH_THE_FORM: SameShape = true;
