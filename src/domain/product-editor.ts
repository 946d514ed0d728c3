import { PRODUCT_STOCK_MAX } from './product-bulk';
import { optionsProblem, relatedProblem, type ProductOptionEdit } from './product-options';
import { keywordProblem } from './transliterate';
import { videoEmbedUrl } from './video-embed';

/**
 * A product as the back office's editor holds it (issue 16), and what is wrong with it: one set of rules read by the
 * editor's statechart (named under each field before sending) and by the server (refused with the same words).
 */

export interface ProductPicture {
  /** Path under /image/: 'catalog/upload/…' or the demo catalogue's. */
  path: string;
  /** The text for screen readers and search engines; '' — the product's name stands in. */
  alt: string;
}

/** A special price (product §5: group 1's applies to everyone but professionals, group 2's to professionals). */
export interface ProductSpecialPrice {
  customer_group_id: 1 | 2;
  /** Whole roubles as typed. */
  price: string;
  /** 'YYYY-MM-DD' or '' (from now on / with no end). */
  date_start: string;
  date_end: string;
}

export interface ProductEditorValues {
  name: string;
  sku: string;
  /** The URL keyword; '' — made from the name. */
  keyword: string;
  status: boolean;
  category_ids: number[];
  /** HTML, sanitised by the shop's one policy when served. */
  description: string;
  /** Whole roubles as typed ('1234', '1 234'): the shop's prices have no kopecks. */
  price: string;
  quantity: string;
  minimum: string;
  /**
   * 'Скидка 30% для специалистов' (decision 0026): professionals pay 70% of the price (src/domain/discount-badge.ts)
   * and the shop shows the '-30%' badge. A specialists' special below wins while it is in force.
   */
  pro_discount: boolean;
  /** The first is the main picture. */
  pictures: ProductPicture[];
  /** Special prices by customer group, with their dates. */
  specials: ProductSpecialPrice[];
  /** YouTube or VK links, at most PRODUCT_VIDEOS_MAX. */
  videos: string[];
  /** Options with their values, stock and price differences, in the order the product page offers them. */
  options: ProductOptionEdit[];
  /** The products shown under 'Похожие товары' (two-way: this product is shown under theirs too). */
  related_ids: number[];
  meta_title: string;
  meta_description: string;
}

export const PRODUCT_VIDEOS_MAX = 2;
export const PRODUCT_PICTURES_MAX = 20;
export const PRODUCT_NAME_MAX = 255;
export const PRODUCT_SKU_MAX = 64;
export const META_TITLE_MAX = 255;
export const META_DESCRIPTION_MAX = 500;
export const PICTURE_ALT_MAX = 255;
export const PRICE_MAX = 10_000_000;
export const PRODUCT_SPECIALS_MAX = 10;

export const EMPTY_PRODUCT: ProductEditorValues = {
  name: '',
  sku: '',
  keyword: '',
  status: false,
  category_ids: [],
  description: '',
  price: '',
  quantity: '0',
  minimum: '1',
  // product §1: the shop's products are sold to professionals at −30% unless said otherwise.
  pro_discount: true,
  pictures: [],
  specials: [],
  videos: [],
  options: [],
  related_ids: [],
  meta_title: '',
  meta_description: '',
};

export const PRODUCT_EDITOR_TEXT = {
  nameMissing: 'Укажите название товара',
  nameLong: `Название — не длиннее ${PRODUCT_NAME_MAX} символов`,
  skuLong: `Артикул — не длиннее ${PRODUCT_SKU_MAX} символов`,
  price: 'Цена — целое число рублей не меньше нуля',
  quantity: `Остаток — целое число от 0 до ${PRODUCT_STOCK_MAX.toLocaleString('ru-RU')}`,
  minimum: 'Минимум в заказе — целое число от 1',
  proDiscount: 'Скидка 30% для специалистов — только у товара с ценой больше нуля',
  video: 'Видео — ссылка на YouTube или VK',
  videos: `Видео — не больше ${PRODUCT_VIDEOS_MAX}`,
  pictures: `Изображений — не больше ${PRODUCT_PICTURES_MAX}`,
  alt: `Описание изображения — не длиннее ${PICTURE_ALT_MAX} символов`,
  specialPrice: 'Акционная цена — целое число рублей не меньше нуля',
  specialDate: 'Даты акции — в виде ГГГГ-ММ-ДД, окончание не раньше начала',
  specials: `Акционных цен — не больше ${PRODUCT_SPECIALS_MAX}`,
  metaTitle: `Заголовок для поисковиков — не длиннее ${META_TITLE_MAX} символов`,
  metaDescription: `Описание для поисковиков — не длиннее ${META_DESCRIPTION_MAX} символов`,
} as const;

export type ProductEditorField = keyof ProductEditorValues;
export type ProductEditorProblems = Partial<Record<ProductEditorField, string>>;

/** A price as typed ('1 234'), in whole roubles, or null when it is not one. */
export function parsePrice(typed: string): number | null {
  const plain = typed.replace(/[\s\u00a0]/g, '');
  if (!/^\d{1,8}$/.test(plain)) return null;
  const value = Number(plain);
  return value <= PRICE_MAX ? value : null;
}

/** A whole number as typed within [min, max], or null. */
export function parseWhole(typed: string, min: number, max: number): number | null {
  const plain = typed.trim();
  if (!/^\d{1,9}$/.test(plain)) return null;
  const value = Number(plain);
  return value >= min && value <= max ? value : null;
}

/**
 * What is wrong with the product as typed, field by field (an empty object: it may be sent); `productId` is the
 * product's own number (null for a new one), which may not be among its related products.
 */
export function productProblems(values: ProductEditorValues, productId: number | null = null): ProductEditorProblems {
  const problems: ProductEditorProblems = {};
  const name = values.name.trim();
  if (name === '') problems.name = PRODUCT_EDITOR_TEXT.nameMissing;
  else if (name.length > PRODUCT_NAME_MAX) problems.name = PRODUCT_EDITOR_TEXT.nameLong;
  if (values.sku.trim().length > PRODUCT_SKU_MAX) problems.sku = PRODUCT_EDITOR_TEXT.skuLong;
  const keyword = keywordProblem(values.keyword.trim());
  if (keyword) problems.keyword = keyword;
  if (parsePrice(values.price) === null) problems.price = PRODUCT_EDITOR_TEXT.price;
  if (parseWhole(values.quantity, 0, PRODUCT_STOCK_MAX) === null) problems.quantity = PRODUCT_EDITOR_TEXT.quantity;
  if (parseWhole(values.minimum, 1, PRODUCT_STOCK_MAX) === null) problems.minimum = PRODUCT_EDITOR_TEXT.minimum;
  if (values.pro_discount && parsePrice(values.price) === 0) problems.pro_discount = PRODUCT_EDITOR_TEXT.proDiscount;
  const videos = values.videos.map((href) => href.trim()).filter(Boolean);
  if (videos.length > PRODUCT_VIDEOS_MAX) problems.videos = PRODUCT_EDITOR_TEXT.videos;
  else if (videos.some((href) => videoEmbedUrl(href) === null)) problems.videos = PRODUCT_EDITOR_TEXT.video;
  if (values.pictures.length > PRODUCT_PICTURES_MAX) problems.pictures = PRODUCT_EDITOR_TEXT.pictures;
  else if (values.pictures.some((p) => p.alt.length > PICTURE_ALT_MAX)) problems.pictures = PRODUCT_EDITOR_TEXT.alt;
  const specialProblem = specialsProblem(values.specials);
  if (specialProblem) problems.specials = specialProblem;
  const optionProblem = optionsProblem(values.options);
  if (optionProblem) problems.options = optionProblem;
  const related = relatedProblem(productId, values.related_ids);
  if (related) problems.related_ids = related;
  if (values.meta_title.length > META_TITLE_MAX) problems.meta_title = PRODUCT_EDITOR_TEXT.metaTitle;
  if (values.meta_description.length > META_DESCRIPTION_MAX)
    problems.meta_description = PRODUCT_EDITOR_TEXT.metaDescription;
  return problems;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as typed, or '' — nothing wrong; else not a real date. */
function dateProblem(typed: string): boolean {
  if (typed === '') return false;
  if (!DATE.test(typed)) return true;
  const date = new Date(`${typed}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== typed;
}

/** What is wrong with the special prices, or null. */
function specialsProblem(specials: ProductSpecialPrice[]): string | null {
  if (specials.length > PRODUCT_SPECIALS_MAX) return PRODUCT_EDITOR_TEXT.specials;
  for (const special of specials) {
    if (parsePrice(special.price) === null) return PRODUCT_EDITOR_TEXT.specialPrice;
    const start = special.date_start.trim();
    const end = special.date_end.trim();
    if (dateProblem(start) || dateProblem(end) || (start && end && end < start)) return PRODUCT_EDITOR_TEXT.specialDate;
  }
  return null;
}
