import Type, { type Static } from 'typebox';
import type { ProductEditorValues as DomainValues } from '../domain/product-editor';
import { ProductCategory } from './admin-products';
import { Closed, Id } from './envelope';

/**
 * A product in the back office's editor (issue 16): the values as the form holds them (price and counts as typed,
 * checked by the server with the editor's own rules, src/domain/product-editor.ts), the version a save must carry,
 * and for the form the pictures' addresses and the categories to choose from.
 */

const text = (maxLength: number, description: string) => Type.String({ maxLength, description });

/** A product as the editor's related list and its search show it. */
export const RelatedProduct = Closed({
  product_id: Id,
  name: Type.String(),
  sku: Type.String({ description: 'Артикул' }),
});
export type RelatedProduct = Static<typeof RelatedProduct>;

export const ProductEditorValues = Type.Object({
  name: text(1000, 'Название'),
  sku: text(1000, 'Артикул'),
  keyword: text(1000, "Адрес страницы; '' — из названия"),
  status: Type.Boolean({ description: 'Включён: виден в магазине' }),
  category_ids: Type.Array(Id, { maxItems: 100, description: 'Свои категории товара' }),
  description: text(200_000, 'Описание (HTML; на витрине — после общей политики HTML)'),
  price: text(32, 'Цена в целых рублях, как набрана: «1234» или «1 234»'),
  quantity: text(32, 'Остаток'),
  minimum: text(32, 'Минимум в заказе'),
  pro_discount: Type.Boolean({
    description: 'Скидка 30% для специалистов: их цена — 70% цены, на витрине значок «-30%» (решение 0026)',
  }),
  pictures: Type.Array(Type.Object({ path: text(500, 'Путь изображения'), alt: text(1000, 'Описание изображения') }), {
    maxItems: 100,
    description: 'Изображения; первое — главное',
  }),
  specials: Type.Array(
    Type.Object({
      customer_group_id: Type.Union([Type.Literal(1), Type.Literal(2)], {
        description: '1 — покупатели (и гости), 2 — специалисты',
      }),
      price: text(32, 'Акционная цена в целых рублях'),
      date_start: text(32, "Начало, ГГГГ-ММ-ДД; '' — уже действует"),
      date_end: text(32, "Окончание, ГГГГ-ММ-ДД; '' — без окончания"),
    }),
    { maxItems: 50, description: 'Акционные цены по группам покупателей' },
  ),
  videos: Type.Array(text(1000, 'Ссылка на видео YouTube или VK'), { maxItems: 10 }),
  options: Type.Array(
    Type.Object({
      option_id: Type.Union([Id, Type.Null()], {
        description: 'Опция из списка магазина; null — новая с этим названием',
      }),
      name: text(1000, 'Название опции (у опции из списка — её название)'),
      required: Type.Boolean({ description: 'Покупатель должен выбрать значение' }),
      values: Type.Array(
        Type.Object({
          option_value_id: Type.Union([Id, Type.Null()], {
            description: 'Значение из списка этой опции; null — новое с этим названием',
          }),
          name: text(1000, 'Название значения'),
          quantity: text(32, 'Остаток этого значения'),
          price: text(32, 'Разница в цене, целые рубли: «200», «-150»'),
        }),
        { maxItems: 200, description: 'Значения в порядке показа' },
      ),
    }),
    { maxItems: 50, description: 'Опции товара в порядке показа на странице товара' },
  ),
  related_ids: Type.Array(Id, {
    maxItems: 100,
    description: 'Похожие товары (связь двусторонняя: этот товар показывается и у них)',
  }),
  meta_title: text(1000, 'Заголовок для поисковиков'),
  meta_description: text(5000, 'Описание для поисковиков'),
});
export type ProductEditorValues = Static<typeof ProductEditorValues>;

export const ProductEditorBody = Type.Object({
  values: ProductEditorValues,
  version: Type.Integer({ minimum: 0, description: 'Версия открытой копии (0 — новый товар)' }),
});
export type ProductEditorBody = Static<typeof ProductEditorBody>;

export const ProductEditorRecord = Closed({
  product_id: Id,
  version: Type.Integer({ minimum: 1 }),
  href: Type.String({ description: 'Адрес товара в магазине' }),
  values: ProductEditorValues,
  picture_urls: Type.Array(Type.String(), { description: 'Адреса изображений для показа, в порядке pictures' }),
  related: Type.Array(RelatedProduct, { description: 'Похожие товары для показа, в порядке related_ids' }),
});
export type ProductEditorRecord = Static<typeof ProductEditorRecord>;

export const ShopOption = Closed({
  option_id: Id,
  name: Type.String(),
  values: Type.Array(Closed({ option_value_id: Id, name: Type.String() })),
});

export const ProductEditorOptions = Closed({
  categories: Type.Array(ProductCategory, { description: 'Категории для выбора, в порядке меню' }),
  options: Type.Array(ShopOption, { description: 'Опции магазина с их значениями, для выбора' }),
});
export type ProductEditorOptions = Static<typeof ProductEditorOptions>;

/** The contract's values and the editor's are one shape (a compile-time check). */
type SameShape = ProductEditorValues extends DomainValues
  ? DomainValues extends ProductEditorValues
    ? true
    : never
  : never;
export const VALUES_MATCH_THE_EDITOR: SameShape = true;

export const ProductIdParams = Type.Object({ id: Id });
