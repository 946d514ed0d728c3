import type { Route } from './fake-backend';
import { ok } from './fake-backend';

/** Demo content as the content back end answers it, for the storefront's content tests. */

export const LONG_DESCRIPTION =
  'Подробное описание новости, которое заметно длиннее ста двадцати пяти символов: оно рассказывает о новой линии ' +
  'пилингов, протоколах, нейтрализаторах и уходе после процедуры.';

export function newsItem(id: number, extra: Partial<Record<string, unknown>> = {}) {
  return {
    news_id: id,
    title: `Новость ${id}`,
    description: `Анонс новости ${id}`,
    image: `/image/catalog/demo/news/news-${id}.svg`,
    url: `/novost-${id}`,
    date_added: `2025-03-${String(id).padStart(2, '0')} 10:00:00`,
    ...extra,
  };
}

export function blogItem(
  id: number,
  title = `Статья ${id}`,
  description = `Короткое описание статьи номер ${id} для списка блога, длиннее пятидесяти знаков.`,
) {
  return {
    blog_id: id,
    title,
    description,
    image: `/image/catalog/demo/blog/blog-${id}.svg`,
    url: `/statja-${id}`,
    date_added: `2025-02-${String(id).padStart(2, '0')} 12:00:00`,
  };
}

export function seminar(id: number, type = 1, title = `Вебинар ${id}`, full = false) {
  return {
    seminar_id: id,
    type,
    type_name: type === 1 ? 'Вебинар' : 'Семинар',
    title,
    date: '2026-03-12 11:00:00',
    date1: '2026-03-12 12:30:00',
    image: `/image/catalog/demo/seminars/seminar-${id}.svg`,
    text: '<p>Описание</p>',
    full,
  };
}

export function question(id: number, extra: Partial<Record<string, unknown>> = {}) {
  return {
    faq_id: id,
    author: `Покупатель ${id}`,
    text: `Вопрос номер ${id}?`,
    answer: '',
    date_added: `2025-05-${String((id % 28) + 1).padStart(2, '0')} 10:00:00`,
    date_modified: `2025-05-${String((id % 28) + 1).padStart(2, '0')} 10:00:00`,
    product_href: '',
    product_title: '',
    ...extra,
  };
}

export function cardProduct(id: number) {
  return {
    product_id: id,
    name: `Крем номер ${id}`,
    sku: `bt90${id}`,
    price: 1500 + id,
    special: null,
    specials: [],
    quantity: 10,
    url: `krem-${id}`,
    image: `/image/catalog/demo/products/krem-${id}.svg`,
    date_available: '2025-06-01',
  };
}

export const REVIEWS = [
  {
    review_id: 1,
    product_id: 5,
    author: 'Анна',
    text: 'Отличный крем',
    date_modified: '2025-07-08 18:44:00',
    product_title: 'Крем 5',
    product_href: '/krem-5',
  },
  {
    review_id: 2,
    product_id: 6,
    author: 'Ольга',
    text: 'Хорошо увлажняет',
    date_modified: '2025-06-01 10:00:00',
    product_title: 'Крем 6',
    product_href: '/krem-6',
  },
];

export const BANNERS = [
  {
    banner_image_id: 1,
    title: 'Сезон пилингов открыт',
    image: '/image/catalog/demo/banners/peel season.svg',
    link: '/ximicheskie-pilingi',
  },
  {
    banner_image_id: 2,
    title: 'Бесплатная доставка',
    image: '/image/catalog/demo/banners/free-delivery.svg',
    link: '/dokumenty',
  },
];

export const LATEST_CALL = 'GET /cms/index.php?route=api/latest&limit=6';

/** Every call the home page makes, answered. */
export function homeBackend(): Record<string, Route> {
  return {
    'POST /back/news/main': ok([
      newsItem(1, { title: 'Скидка &quot;30%&quot; косметологам', description: LONG_DESCRIPTION }),
      newsItem(2),
    ]),
    'GET /back/banner/slider': ok(BANNERS),
    'POST /back/seminar/getSeminar': ok([seminar(1), seminar(2, 1, 'Ретиноиды в практике косметолога')]),
    'POST /back/review/get_three': ok(REVIEWS),
    [LATEST_CALL]: ok([cardProduct(1), cardProduct(2), cardProduct(3)]),
  };
}

/** The product search the question form's product field asks, answered for every prefix (2+ characters) of `query`. */
export function suggestRoutes(query: string, results: unknown[]): Record<string, Route> {
  const routes: Record<string, Route> = {};
  for (let n = 2; n <= query.length; n++) {
    routes[`GET /cms/index.php?route=module/isearch/ajaxget&k=${encodeURIComponent(query.slice(0, n))}`] = ok(results);
  }
  return routes;
}

export const SUGGESTIONS = [
  {
    product_id: 5,
    name: 'Крем с ретинолом 0,3%',
    model: 'bt3001',
    href: '/krem-s-retinolom',
    price: 2900,
    special: null,
    image: '',
  },
  {
    product_id: 6,
    name: 'Крем с гиалуроновой кислотой',
    model: 'bt2001',
    href: '/krem-gialuron',
    price: 2100,
    special: null,
    image: '',
  },
];
