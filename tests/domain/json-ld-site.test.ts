import type { Category } from '../../src/contract/catalogue';
import { breadcrumbListJsonLd, organizationJsonLd, webSiteJsonLd } from '../../src/domain/json-ld-site';
import { SHOP_NAME } from '../../src/domain/shop-identity';
import { richResultProblems } from './rich-results';

// The shop's own structured data (home page) and the breadcrumb trails of category and product pages.

const BASE = 'https://shop.example.ru';

describe('organizationJsonLd', () => {
  it('names the shop at its public URL, with the id offers and articles point at', () => {
    const data = organizationJsonLd(BASE, { logo: '/icons/icon-512.png' });
    expect(richResultProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://shop.example.ru/#organization',
      name: SHOP_NAME,
      url: 'https://shop.example.ru/',
      logo: 'https://shop.example.ru/icons/icon-512.png',
    });
  });

  it('leaves out what it is not given', () => {
    const data = organizationJsonLd(BASE, { email: ' ', telephone: '', sameAs: [] });
    expect(Object.keys(data).sort()).toEqual(['@context', '@id', '@type', 'description', 'name', 'url']);
    expect(organizationJsonLd(BASE, { telephone: '+7 495 000-00-00', sameAs: ['https://vk.com/shop'] })).toMatchObject({
      telephone: '+7 495 000-00-00',
      sameAs: ['https://vk.com/shop'],
    });
  });
});

describe('webSiteJsonLd', () => {
  it('searches through the search page’s ?q= parameter', () => {
    const data = webSiteJsonLd(BASE);
    expect(richResultProblems(data)).toEqual([]);
    expect(data.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://shop.example.ru/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
    expect(data).toMatchObject({ inLanguage: 'ru-RU', publisher: { '@id': 'https://shop.example.ru/#organization' } });
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers a category page’s trail from 1 with absolute addresses', () => {
    // The trail as the catalogue list gives it (ProductPage.trail), under the home page.
    const trail: Category[] = [
      { category_id: 3, name: 'Уход за лицом', catalog_href: 'uhod_za_litsom' },
      { category_id: 4, name: 'Кремы', catalog_href: '/kremi' },
    ];
    const data = breadcrumbListJsonLd(BASE, [
      { name: 'Главная', path: '/' },
      ...trail.map((step) => ({ name: step.name, path: step.catalog_href })),
    ]);
    expect(data).not.toBeNull();
    expect(richResultProblems(data)).toEqual([]);
    expect(data?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Главная', item: 'https://shop.example.ru/' },
      { '@type': 'ListItem', position: 2, name: 'Уход за лицом', item: 'https://shop.example.ru/uhod_za_litsom' },
      { '@type': 'ListItem', position: 3, name: 'Кремы', item: 'https://shop.example.ru/kremi' },
    ]);
  });

  it('percent-encodes an address with Cyrillic or spaces', () => {
    const data = breadcrumbListJsonLd(BASE, [
      { name: 'Главная', path: '/' },
      { name: 'Крем', path: '/крем для лица' },
    ]);
    expect(richResultProblems(data)).toEqual([]);
    expect(data?.itemListElement).toContainEqual(
      expect.objectContaining({
        item: 'https://shop.example.ru/%D0%BA%D1%80%D0%B5%D0%BC%20%D0%B4%D0%BB%D1%8F%20%D0%BB%D0%B8%D1%86%D0%B0',
      }),
    );
  });

  it('is null for a trail of fewer than two named steps', () => {
    expect(breadcrumbListJsonLd(BASE, [])).toBeNull();
    expect(breadcrumbListJsonLd(BASE, [{ name: 'Главная', path: '/' }])).toBeNull();
    expect(
      breadcrumbListJsonLd(BASE, [
        { name: 'Главная', path: '/' },
        { name: ' ', path: '/x' },
      ]),
    ).toBeNull();
  });
});
