import Type, { type Static } from 'typebox';
import { Closed, Id, ImageUrl, Nullable, OrNull } from './envelope';

/**
 * The catalogue calls of product §7: categories, filters, product lists, the product, its reviews, 'Новинки',
 * bestsellers and the product search. Prices come decided for the caller's customer group: `price` and `special` in
 * whole roubles, `specials` the rows behind `special`.
 */

const Roubles = Type.Integer({ minimum: 0, description: 'Целые рубли' });

/** A special row as stored (its price may hold kopecks); `special` is the one in force, in whole roubles. */
export const Special = Closed({
  customer_group_id: Type.Integer(),
  price: Type.Number({ minimum: 0, description: 'Цена по акции, как хранится' }),
});
export type Special = Static<typeof Special>;

const cardProperties = {
  product_id: Id,
  name: Type.String(),
  sku: Type.String({ description: "Артикул; '' у подарочного сертификата" }),
  price: Roubles,
  special: Nullable(Roubles),
  specials: Type.Array(Special),
  quantity: Type.Integer({ description: 'Остаток на складе' }),
  url: Type.String({ description: 'Страница товара — /{url}' }),
  image: Nullable(ImageUrl),
  date_available: Type.String({ description: "'YYYY-MM-DD'" }),
  pro_discount: Type.Boolean({
    description: 'Скидка 30% для специалистов: их цена и значок «-30%» (решение 0026)',
  }),
  // Beyond product §7 (issue 16): the cart refuses such a product without a choice, so a card offers no add of its own.
  has_required_option: Type.Boolean({
    description: 'У товара есть обязательная опция («Объём»): в корзину — только с выбором на странице товара',
  }),
};

/** A product as every list gives it, and what a product card shows. */
export const CardProduct = Closed(cardProperties);
export type CardProduct = Static<typeof CardProduct>;

/**
 * A value of one of the product's options (product §3 options: the free sampler, and the options an editor gives a
 * product in the back office, such as 'Объём'), in the order the product page offers them. Beyond product §3: the
 * option's name and whether it must be chosen, the value's price difference and stock.
 */
export const ProductOption = Closed({
  product_option_value_id: Type.Integer(),
  option_value_id: Type.Integer(),
  product_option_id: Type.Integer(),
  name: Type.String(),
  option_name: Type.String({ description: 'Название опции: «Пробник», «Объём»' }),
  required: Type.Boolean({ description: 'Без выбора значения этой опции товар в корзину не положить' }),
  price: Type.Integer({ description: 'Разница в цене, целые рубли (прибавляется к цене товара)' }),
  quantity: Type.Integer({ description: 'Остаток этого значения' }),
});
export type ProductOption = Static<typeof ProductOption>;

export const Category = Closed({
  category_id: Id,
  name: Type.String(),
  catalog_href: Type.String({ description: 'Страница категории: её сегмент адреса (/kremi)' }),
});
export type Category = Static<typeof Category>;

/**
 * A category as the list of categories shows it: product §3's fields and, beyond them (issue 16), its picture from the
 * back office's 'Категории' (null — none).
 */
export const CategoryItem = Closed({
  ...Category.properties,
  image: Nullable(ImageUrl),
});
export type CategoryItem = Static<typeof CategoryItem>;

/**
 * What a category's page says of itself beyond product §3 (issue 16): the description, the picture and the meta the
 * back office's 'Категории' saves. Always sent ('' or null when none).
 */
export const CategoryDetails = Closed({
  ...CategoryItem.properties,
  description: Type.String({ description: 'HTML, очищенный сервером (политика описаний товаров, без фреймов)' }),
  meta_title: Type.String({ description: "Заголовок страницы (<title>), как его написал редактор; '' — не задан" }),
  meta_description: Type.String({ description: "Описание для поисковиков; '' — не задано" }),
});
export type CategoryDetails = Static<typeof CategoryDetails>;

export const ProductDetails = Closed({
  ...cardProperties,
  description: Type.String({ description: 'HTML, очищенный сервером' }),
  images: Type.Array(ImageUrl, { description: 'Дополнительные изображения после основного' }),
  // Beyond product §3 (issue 16): each picture's text for screen readers and search engines, from the back office.
  image_alt: Type.String({ description: "Описание основного изображения; '' — не задано (витрина берёт название)" }),
  images_alt: Type.Array(Type.String(), {
    description: "Описания дополнительных изображений, по одному на каждое из images в том же порядке; '' — не задано",
  }),
  options: Type.Array(ProductOption),
  videos: Type.Array(Closed({ href: Type.String() })),
  minimum: Type.Integer({ minimum: 1, description: 'Наименьшее количество в заказе' }),
  // Beyond product §3: what the page's <head> and structured data need (issue 14). Always sent ('' or null when the
  // product has none), so the storefront never has to tell a field left out from an empty one.
  meta_title: Type.String({
    description: "Заголовок страницы (<title>), как его написал менеджер; '' — собрать из названия, категории и цены",
  }),
  meta_description: Type.String({
    description: "Описание для поисковиков; '' — собрать из названия, категории, цены и описания",
  }),
  category: Nullable(
    Closed(Category.properties, {
      description:
        "Своя категория товара (самая узкая, не 'Вся продукция' и не 'Акции'); null — только в общих списках",
    }),
  ),
  special_date_end: Nullable(
    Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description: "Последний день цены по акции (special), 'YYYY-MM-DD'; null — акции нет или она без срока",
    }),
  ),
});
export type ProductDetails = Static<typeof ProductDetails>;

export const FilterGroup = Closed({
  filter_group_id: Type.Integer(),
  name: Type.String(),
  filters: Type.Array(Closed({ filter_id: Type.Integer(), name: Type.String() })),
});
export type FilterGroup = Static<typeof FilterGroup>;

/** product §3 "Catalogue request config" as the server reads it: every field optional, a missing body is `{}`. */
export const CatalogueRequest = Nullable(
  Type.Object({
    namePage: Type.Optional(Type.String({ maxLength: 255 })),
    category_id: Type.Optional(OrNull(Type.Integer({ minimum: 0, maximum: 2147483647 }))),
    filters: Type.Optional(Type.Array(Id, { maxItems: 100 })),
    current_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000 })),
    categories: Type.Optional(
      Type.Array(Type.Unknown(), {
        maxItems: 50,
        description: 'Цепочка категорий, которую хранит витрина; сервер сам вычисляет её и возвращает в trail',
      }),
    ),
  }),
);
export type CatalogueRequest = Static<typeof CatalogueRequest>;

export const ProductPage = Closed({
  products: Type.Array(CardProduct),
  pages: Type.Integer({ minimum: 0, description: 'Сколько всего страниц (0, когда ничего не нашлось)' }),
  total: Type.Integer({ minimum: 0 }),
  current_page: Type.Integer({ minimum: 1 }),
  category: Nullable(
    Closed({ ...Category.properties, parent_id: Type.Integer({ minimum: 0 }) }, { description: 'null — все товары' }),
  ),
  trail: Type.Array(Category, { description: 'Хлебные крошки: от категории верхнего уровня' }),
});
export type ProductPage = Static<typeof ProductPage>;

export const CategoryListBody = Type.Object({ parent_id: Type.Integer({ minimum: 0, maximum: 2147483647 }) });
export const CategoryFiltersBody = Type.Object({ category_id: Id });
/** 'Новинки' on the home page: two rows of the widest grid; up to 24 when asked. */
export const LATEST = { COUNT: 8, MAX: 24 } as const;
export const LatestQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: LATEST.MAX, default: LATEST.COUNT, description: 'Сколько новинок' }),
});

export const Review = Closed({
  review_id: Id,
  product_id: Id,
  author: Type.String(),
  text: Type.String({ description: 'Простой текст, не HTML' }),
  date_modified: Type.String({ description: "'YYYY-MM-DD HH:mm:ss', время магазина" }),
  rating: Nullable(Type.Integer({ minimum: 1, maximum: 5, description: 'Оценка 1–5; null — отзыв без оценки' })),
});
export type Review = Static<typeof Review>;

/**
 * The rating of all a product's published reviews, summed up by the server (the list comes a page at a time); null
 * in ReviewPage when no published review has one.
 */
export const ReviewRating = Closed(
  {
    average: Type.Number({ minimum: 1, maximum: 5, description: 'Средняя оценка, до сотых' }),
    count: Type.Integer({ minimum: 1, description: 'Сколько опубликованных отзывов с оценкой' }),
  },
  { description: 'Оценка товара по всем опубликованным отзывам; null — ни у одного нет оценки' },
);
export type ReviewRating = Static<typeof ReviewRating>;

export const ReviewPage = Closed({
  reviews: Type.Array(Review),
  total: Type.Integer({ minimum: 0, description: "Все опубликованные отзывы товара ('Отзывы (N)')" }),
  rating: Nullable(ReviewRating),
  page: Type.Integer({ minimum: 1 }),
  pages: Type.Integer({ minimum: 0 }),
});
export type ReviewPage = Static<typeof ReviewPage>;

export const ReviewPageBody = Type.Object({
  id: Id,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000 })),
});

export const REVIEW_LIMITS = { name: 128, text: 4000 } as const;
export const NewReview = Type.Object({
  name: Type.Optional(Type.String({ maxLength: REVIEW_LIMITS.name })),
  product_id: Id,
  text: Type.Optional(Type.String({ maxLength: REVIEW_LIMITS.text })),
});
export type NewReview = Static<typeof NewReview>;

/** One product found by the product search: a card plus product §3's search fields. */
export const ProductSearchResult = Closed({
  ...cardProperties,
  model: Type.String({ description: 'Артикул (sku)' }),
  href: Type.String({ description: "Страница товара, '/{url}'" }),
});
export type ProductSearchResult = Static<typeof ProductSearchResult>;

/** product §5 "Search: minimum 2 characters"; longer than SEARCH_QUERY_MAX is refused. */
export const SEARCH_QUERY_MAX = 100;
/** The dropdown shows 5; the search page asks for a page of up to 48. */
export const SEARCH_LIMIT = { DEFAULT: 5, MAX: 48 } as const;
export const SEARCH_PAGE_MAX = 100;

export const SearchQuery = Type.Object({
  k: Type.String({ maxLength: SEARCH_QUERY_MAX, description: 'Поисковый запрос (от 2 символов)' }),
  limit: Type.Integer({
    minimum: 1,
    maximum: SEARCH_LIMIT.MAX,
    default: SEARCH_LIMIT.DEFAULT,
    description: 'Сколько товаров вернуть',
  }),
  page: Type.Integer({ minimum: 1, maximum: SEARCH_PAGE_MAX, default: 1, description: 'Страница, с 1' }),
});
