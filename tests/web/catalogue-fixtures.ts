import type { InternalAxiosRequestConfig } from 'axios';
import type {
  CardProduct,
  CatalogueConfig,
  Category,
  ProductDetails,
  ProductPage,
  Review,
} from '../../src/api/catalogue';
import { fail, ok, type Reply, type Route } from './helpers/fake-backend';

/** Catalogue data as the server sends it, for the storefront tests. */

export function card(id: number, overrides: Partial<CardProduct> = {}): CardProduct {
  return {
    product_id: id,
    name: `Крем номер ${id}`,
    sku: `bt${2000 + id}`,
    price: 1000 + id,
    special: null,
    specials: [],
    quantity: 10,
    url: `krem-${id}`,
    image: `/image/catalog/demo/products/krem-${id}.svg`,
    date_available: '2025-01-01',
    pro_discount: true,
    has_required_option: false,
    ...overrides,
  };
}

export function details(id: number, overrides: Partial<ProductDetails> = {}): ProductDetails {
  return {
    ...card(id),
    description: '<p>Описание товара.</p>',
    images: [],
    image_alt: '',
    images_alt: [],
    options: [],
    videos: [],
    minimum: 1,
    meta_title: '',
    meta_description: '',
    category: null,
    special_date_end: null,
    ...overrides,
  };
}

/** The JSON body the storefront sent. */
export function bodyOf<T>(config: InternalAxiosRequestConfig): T {
  return (typeof config.data === 'string' ? JSON.parse(config.data) : (config.data ?? {})) as T;
}

export const CREAMS_ID = 3;
export const FILTER_GROUPS = [
  {
    filter_group_id: 1,
    name: 'Тип кожи',
    filters: [
      { filter_id: 1, name: 'Сухая' },
      { filter_id: 4, name: 'Жирная' },
    ],
  },
  { filter_group_id: 2, name: 'Назначение', filters: [{ filter_id: 8, name: 'Увлажнение' }] },
];
export const CATEGORIES = [
  { category_id: 1, name: 'Вся продукция', catalog_href: '/vsja-produktsija' },
  { category_id: CREAMS_ID, name: 'Кремы', catalog_href: '/kremi' },
  { category_id: 4, name: 'Для лица', catalog_href: '/uhod_za_litsom' },
];

export interface CategoryBackend {
  routes: Record<string, Route>;
  /** Every /back/product/list body, in order. */
  requests: CatalogueConfig[];
}

const CREAMS_TRAIL = [{ category_id: CREAMS_ID, name: 'Кремы', catalog_href: '/kremi' }];

/**
 * /kremi's products: 30, 12 a page (pages 1–3), ids 100 + n; with filter 4 ('Жирная') 14; with filter 8 none.
 * `trail` names the category listed (default: Кремы).
 */
export function creamsPage(config: CatalogueConfig, trail: Category[] = CREAMS_TRAIL): Reply {
  const total = config.filters.includes(8) ? 0 : config.filters.includes(4) ? 14 : 30;
  const page = config.current_page;
  const first = (page - 1) * 12;
  const products = Array.from({ length: Math.max(0, Math.min(12, total - first)) }, (_, i) =>
    card(100 + first + i + 1),
  );
  const reply: ProductPage = {
    products,
    pages: Math.ceil(total / 12),
    total,
    current_page: page,
    category: { ...trail[trail.length - 1], parent_id: 0 },
    trail,
  };
  return ok(reply);
}

/** The back end of /kremi; `productList` replaces its product list (failures, pending replies). */
export function creamsBackend(
  productList: (config: CatalogueConfig) => Reply | Promise<Reply> = (config) => creamsPage(config),
): CategoryBackend {
  const requests: CatalogueConfig[] = [];
  return {
    requests,
    routes: {
      'POST /back/url/kremi': ok({ module: 'category', id: CREAMS_ID }),
      'POST /back/category/list': (config) =>
        ok(bodyOf<{ parent_id: number }>(config).parent_id === 0 ? CATEGORIES : []),
      'POST /back/category/filters': ok(FILTER_GROUPS),
      'POST /back/product/list': (config) => {
        const body = bodyOf<CatalogueConfig>(config);
        requests.push(body);
        return productList(body);
      },
    },
  };
}

export function reviews(count: number, productId = 1): Review[] {
  return Array.from({ length: count }, (_, i) => ({
    review_id: 100 - i,
    product_id: productId,
    author: `Покупатель ${i + 1}`,
    text: `Отзыв номер ${i + 1}. Хороший крем, пользуюсь каждый день.`,
    date_modified: `2025-03-${String(20 - i).padStart(2, '0')} 12:00:00`,
    // Every third written on the site, without stars (its form has none).
    rating: i % 3 === 2 ? null : 5 - (i % 2),
  }));
}

export const notFound = (text: string) => fail(404, text);
