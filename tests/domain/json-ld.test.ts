import { isoDate, serialiseJsonLd, type JsonLdNode } from '../../src/domain/json-ld';
import { productJsonLd } from '../../src/domain/json-ld-product';
import { richResultProblems } from './rich-results';

// The inline <script type="application/ld+json"> text, the shop-time dates, and the validator of rich-results.ts
// shown to refuse what search engines refuse (so that its [] in the builders' tests means something).

const BASE = 'https://shop.example.ru';

describe('serialiseJsonLd', () => {
  const hostile = [
    '</script><script>alert(1)</script>',
    '</SCRIPT >',
    '<!-- <script>',
    ']]> & &amp; <b>',
    'строка\u2028и\u2029абзац',
  ];

  it.each(hostile)('keeps %j inside the script and reads back the same', (name) => {
    const data: JsonLdNode = {
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name,
      nested: [{ '@type': 'Thing', name }],
    };
    const text = serialiseJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it('escapes a product name that would end the page’s script', () => {
    const text = serialiseJsonLd(
      productJsonLd(BASE, {
        name: 'Крем</script><script>alert(1)</script>',
        url: 'krem',
        sku: '',
        image: null,
        price: 100,
        special: null,
        quantity: 1,
      }),
    );
    expect(text.toLowerCase()).not.toContain('</script');
    expect(text).toContain('Крем\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
  });

  it('serialises several nodes as one array', () => {
    const nodes: JsonLdNode[] = [
      { '@context': 'https://schema.org', '@type': 'Thing', name: 'a' },
      { '@context': 'https://schema.org', '@type': 'Thing', name: 'b' },
    ];
    expect(JSON.parse(serialiseJsonLd(nodes))).toEqual(nodes);
  });
});

describe('isoDate (shop time, UTC+3)', () => {
  it.each<[string | null | undefined, string | undefined]>([
    ['2024-05-03 10:00:00', '2024-05-03T10:00:00+03:00'],
    ['2024-05-03 10:00', '2024-05-03T10:00+03:00'],
    ['2024-05-03', '2024-05-03'],
    ['', undefined],
    [null, undefined],
    ['03.05.2024', undefined],
    ['2024-05-03 10:00:00; drop', undefined],
  ])('%j → %j', (value, expected) => {
    expect(isoDate(value)).toBe(expected);
  });
});

describe('the rich results validator', () => {
  it('refuses a product Google and Yandex would not read', () => {
    expect(
      richResultProblems(
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: ' ',
          image: '/image/relative.webp',
          offers: {
            '@type': 'Offer',
            price: '0',
            priceCurrency: 'USD',
            availability: 'InStock',
            priceValidUntil: '31.12.2026',
          },
          aggregateRating: { '@type': 'AggregateRating', ratingValue: 6 },
          review: [{ '@type': 'Review', author: 'Анна', reviewRating: { ratingValue: 0 } }],
        },
        { yandex: true },
      ),
    ).toEqual([
      'Product.name: required',
      'Product.image: not an absolute URL',
      'Offer.price: must be above 0',
      'Offer.priceCurrency: Yandex wants RUB',
      'Offer.availability: not a schema.org ItemAvailability URL',
      'Offer.priceValidUntil: not an ISO 8601 day',
      'AggregateRating.ratingValue: outside 1–5',
      'AggregateRating: ratingCount or reviewCount required',
      'Review.author: a Person or Organization with a name required',
      'Review.reviewRating.ratingValue: outside 1–5',
    ]);
  });

  it('refuses a product without a price, currency or availability', () => {
    expect(
      richResultProblems({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Крем',
        image: ['https://shop.example.ru/a.webp'],
        offers: { '@type': 'Offer' },
      }),
    ).toEqual([
      'Offer.price: required',
      'Offer.priceCurrency: an ISO 4217 code required',
      'Offer.availability: required',
    ]);
  });

  it('refuses broken breadcrumbs, articles and FAQ', () => {
    expect(
      richResultProblems({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 0, name: 'Главная', item: 'https://shop.example.ru/' },
          { '@type': 'ListItem', position: 2, name: '', item: '/kremi' },
        ],
      }),
    ).toEqual([
      'BreadcrumbList.itemListElement[0].position: must be 1',
      'BreadcrumbList.itemListElement[1].name: required',
      'BreadcrumbList.itemListElement[1].item: an absolute URL required',
    ]);
    expect(
      richResultProblems({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: 'Статья',
        image: ['https://shop.example.ru/a.webp'],
        datePublished: '2024-05-03 10:00:00',
        author: 'Магазин',
      }),
    ).toEqual([
      'BlogPosting.datePublished: ISO 8601 with a time zone required',
      'BlogPosting.author: a Person or Organization with a name required',
    ]);
    expect(
      richResultProblems({
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [{ '@type': 'Question', name: 'Вопрос?', acceptedAnswer: { '@type': 'Answer', text: '' } }],
      }),
    ).toEqual(['FAQPage.mainEntity[0].acceptedAnswer: an Answer with text required']);
  });

  it('refuses a search box whose address has no placeholder, and a missing context', () => {
    expect(
      richResultProblems({
        '@type': 'WebSite',
        name: 'Магазин',
        url: 'https://shop.example.ru/',
        potentialAction: {
          '@type': 'SearchAction',
          target: 'https://shop.example.ru/search?q=',
          'query-input': 'required',
        },
      }),
    ).toEqual([
      '@context: must be https://schema.org',
      'SearchAction.target: a urlTemplate with {search_term_string} required',
      "SearchAction.query-input: must be 'required name=search_term_string'",
    ]);
  });
});
