import type { ProductDetails, Review } from '../../src/contract/catalogue';
import { productJsonLd } from '../../src/domain/json-ld-product';
import { richResultProblems } from './rich-results';

// The product page's structured data, checked against Google's and Yandex's required fields by the validator of
// rich-results.ts, and its edge cases: no reviews, no image, a special without an end date, HTML in the description.

const BASE = 'https://shop.example.ru';

/** A product as /back/product/one gives it (the contract's own type, so the builder takes what the storefront has). */
const product: ProductDetails = {
  product_id: 7,
  name: 'Пилинг миндальный 30%',
  sku: 'PL-30',
  price: 2400,
  special: 1990,
  specials: [{ customer_group_id: 1, price: 1990 }],
  quantity: 12,
  url: 'piling-mindalnyj-30',
  image: '/image/catalog/demo/piling.webp',
  date_available: '2024-01-10',
  pro_discount: true,
  has_required_option: false,
  description: '<p>Мягкий пилинг.</p><ul><li>Выравнивает тон</li><li>Сужает поры</li></ul>',
  images: ['/image/catalog/demo/piling-2.webp', '/image/catalog/demo/piling.webp'],
  image_alt: '',
  images_alt: ['', ''],
  options: [],
  videos: [],
  minimum: 1,
  meta_title: '',
  meta_description: '',
  category: { category_id: 2, name: 'Пилинги', catalog_href: '/ximicheskie-pilingi' },
  special_date_end: '2026-12-31',
};

/** Published reviews as the product's review list gives them, each with its rating. */
const reviews: Review[] = [
  {
    review_id: 1,
    product_id: 7,
    author: 'Анна',
    text: 'Отличный пилинг',
    date_modified: '2024-05-03 10:00:00',
    rating: 5,
  },
  { review_id: 2, product_id: 7, author: 'Ольга', text: 'Хорошо', date_modified: '2024-05-04 12:30:00', rating: 4 },
];

describe('productJsonLd', () => {
  it('gives a Product with an Offer in roubles that Google and Yandex read', () => {
    const data = productJsonLd(BASE, product, { specialEnds: '2026-12-31', reviews });
    expect(richResultProblems(data, { yandex: true })).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Пилинг миндальный 30%',
      url: 'https://shop.example.ru/piling-mindalnyj-30',
      sku: 'PL-30',
      // The main image first, the extra ones after it, each once.
      image: [
        'https://shop.example.ru/image/catalog/demo/piling.webp',
        'https://shop.example.ru/image/catalog/demo/piling-2.webp',
      ],
      offers: {
        '@type': 'Offer',
        price: 1990,
        priceCurrency: 'RUB',
        availability: 'https://schema.org/InStock',
        priceValidUntil: '2026-12-31',
        priceSpecification: { priceType: 'https://schema.org/StrikethroughPrice', price: 2400, priceCurrency: 'RUB' },
        seller: { '@type': 'Organization', '@id': 'https://shop.example.ru/#organization' },
      },
    });
  });

  it('rates the product from its rated reviews and lists each as a Review', () => {
    const data = productJsonLd(BASE, product, { reviews });
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      ratingCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Анна' },
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        datePublished: '2024-05-03T10:00:00+03:00',
        reviewBody: 'Отличный пилинг',
      },
      expect.objectContaining({
        author: { '@type': 'Person', name: 'Ольга' },
        datePublished: '2024-05-04T12:30:00+03:00',
      }),
    ]);
  });

  it('has no AggregateRating and no Review without reviews, and is still a valid product', () => {
    const data = productJsonLd(BASE, product);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
    expect(richResultProblems(data)).toEqual([]);
  });

  it('leaves out reviews without stars or an author, and does not count the unrated ones', () => {
    const data = productJsonLd(BASE, product, {
      reviews: [
        { author: 'Анна', text: 'Без оценки', date_modified: '2024-05-03 10:00:00', rating: null },
        { author: 'Анна', text: 'Без оценки', date_modified: '2024-05-03 10:00:00' },
        { author: '  ', text: 'Без имени', date_modified: '2024-05-03 10:00:00', rating: 2 },
        { author: 'Вера', text: 'Оценка вне шкалы', date_modified: '', rating: 9 },
        { author: 'Ирина', text: 'Супер', date_modified: '', rating: 5 },
      ],
    });
    // The nameless review's stars still count: the rating is the shop's, the Review needs an author.
    expect(data.aggregateRating).toMatchObject({ ratingValue: 3.5, ratingCount: 2 });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Ирина' },
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        reviewBody: 'Супер',
      },
    ]);
    expect(richResultProblems(data)).toEqual([]);
  });

  it('has no AggregateRating when no review is rated', () => {
    const data = productJsonLd(BASE, product, {
      reviews: [{ author: 'Анна', text: 'Текст', date_modified: '2024-05-03 10:00:00', rating: null }],
    });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
  });

  it('takes the rating of all published reviews from the server when given', () => {
    const data = productJsonLd(BASE, product, { reviews, rating: { average: 4.666, count: 12 } });
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.7, ratingCount: 12 });
    expect(productJsonLd(BASE, product, { reviews, rating: null })).not.toHaveProperty('aggregateRating');
  });

  it('is out of stock at quantity 0', () => {
    const data = productJsonLd(BASE, { ...product, quantity: 0 });
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(richResultProblems(data, { yandex: true })).toEqual([]);
  });

  it('gives a special without an end date no priceValidUntil', () => {
    const data = productJsonLd(BASE, product, { specialEnds: null });
    expect(data.offers).toMatchObject({ price: 1990 });
    expect(data.offers).not.toHaveProperty('priceValidUntil');
    expect(richResultProblems(data)).toEqual([]);
  });

  it('sells at the regular price without a special (and ignores an end date then)', () => {
    for (const special of [null, 2400, 3000, 0]) {
      const data = productJsonLd(BASE, { ...product, special }, { specialEnds: '2026-12-31' });
      expect(data.offers).toMatchObject({ price: 2400 });
      expect(data.offers).not.toHaveProperty('priceValidUntil');
      expect(data.offers).not.toHaveProperty('priceSpecification');
    }
  });

  it('writes the special’s last day as a day, even when given with a time', () => {
    const data = productJsonLd(BASE, product, { specialEnds: '2026-12-31 00:00:00' });
    expect(data.offers).toMatchObject({ priceValidUntil: '2026-12-31' });
  });

  it("gives a picture with the editor's text as an ImageObject with that caption, each picture once", () => {
    const data = productJsonLd(BASE, { ...product, image_alt: 'Флакон 30 мл', images_alt: ['', 'Повтор основного'] });
    expect(data.image).toEqual([
      {
        '@type': 'ImageObject',
        url: `${BASE}/image/catalog/demo/piling.webp`,
        contentUrl: `${BASE}/image/catalog/demo/piling.webp`,
        caption: 'Флакон 30 мл',
      },
      `${BASE}/image/catalog/demo/piling-2.webp`,
    ]);
    expect(richResultProblems(data, { yandex: true })).toEqual([]);
  });

  it('has no image property without an image, which Google’s merchant listings report', () => {
    const data = productJsonLd(BASE, { ...product, image: null, images: [] });
    expect(data).not.toHaveProperty('image');
    expect(richResultProblems(data)).toEqual(['Product.image: required']);
  });

  it('has no Offer for a product without a price of its own (the gift certificate)', () => {
    const data = productJsonLd(BASE, { ...product, price: 0, special: null, sku: '' });
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('sku');
    expect(richResultProblems(data)).toEqual(['Product.offers: required']);
  });

  it('strips HTML from the description to its text, scripts and all', () => {
    const data = productJsonLd(BASE, {
      ...product,
      description:
        '<p>Для&nbsp;лица.</p><script>alert(1)</script><p>Крем &laquo;Люкс&raquo; &amp; <b>сыворотка</b></p>',
    });
    expect(data.description).toBe('Для\u00a0лица. Крем «Люкс» & сыворотка');
  });

  it('leaves out an empty description and cuts a very long one', () => {
    expect(productJsonLd(BASE, { ...product, description: '<p> </p>' })).not.toHaveProperty('description');
    const long = productJsonLd(BASE, { ...product, description: `<p>${'я'.repeat(6000)}</p>` });
    const description = long.description as string;
    expect(typeof description).toBe('string');
    expect(Array.from(description)).toHaveLength(5003);
    expect(description.endsWith('...')).toBe(true);
  });

  it('keeps an image that is already absolute on its own host, and names the brand when given', () => {
    const data = productJsonLd(
      BASE,
      { ...product, image: 'https://cdn.example.ru/p.jpg', images: [] },
      { brand: ' Christina ' },
    );
    expect(data.image).toEqual(['https://cdn.example.ru/p.jpg']);
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Christina' });
  });
});
