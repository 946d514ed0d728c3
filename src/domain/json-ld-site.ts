import { absoluteUrl } from './absolute-url';
import { organizationId, SCHEMA_ORG, type JsonLdNode } from './json-ld';
import { SHOP_NAME, SHOP_TAGLINE } from './shop-identity';

/** The shop itself (Organization and WebSite, on the home page) and the breadcrumb trail of catalogue pages. */

/** The search page and the query parameter it reads the words from (src/web/catalogue/search-page.tsx: ?q=). */
const SEARCH_PATH = '/search';
const SEARCH_PARAMETER = 'q';

/** What the page knows of the shop beyond its name: all optional. */
export interface OrganizationInput {
  /** The logo's address, a square image of at least 112 px (e.g. the installable app's '/icons/icon-512.png'). */
  logo?: string | null;
  email?: string | null;
  telephone?: string | null;
  /** The shop's profiles elsewhere (VK, Telegram…), absolute addresses. */
  sameAs?: readonly string[];
}

/** The shop as an Organization, with the `@id` that offers (seller) and articles (publisher) point at. */
export function organizationJsonLd(base: string, details: OrganizationInput = {}): JsonLdNode {
  const email = details.email?.trim();
  const telephone = details.telephone?.trim();
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Organization',
    '@id': organizationId(base),
    name: SHOP_NAME,
    url: `${base}/`,
    description: SHOP_TAGLINE,
    ...(details.logo?.trim() ? { logo: absoluteUrl(base, details.logo.trim()) } : {}),
    ...(email ? { email } : {}),
    ...(telephone ? { telephone } : {}),
    ...(details.sameAs && details.sameAs.length > 0 ? { sameAs: [...details.sameAs] } : {}),
  };
}

/** The site, in Russian, with a SearchAction into the search page (?q={search_term_string}). */
export function webSiteJsonLd(base: string): JsonLdNode {
  // The template is written out, not passed through URL: URL would percent-encode the braces of the placeholder.
  const urlTemplate = `${absoluteUrl(base, SEARCH_PATH)}?${SEARCH_PARAMETER}={search_term_string}`;
  return {
    '@context': SCHEMA_ORG,
    '@type': 'WebSite',
    '@id': `${base}/#website`,
    name: SHOP_NAME,
    url: `${base}/`,
    inLanguage: 'ru-RU',
    publisher: { '@id': organizationId(base) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** One step of a breadcrumb trail as the page shows it: its text and its address ('/', '/kremi', 'kremi'). */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * The BreadcrumbList of a page's trail, first step first, the page itself last: for a category
 * [Главная /, …its parents' catalog_href, the category], for a product [Главная /, Вся продукция /vsja-produktsija,
 * the product /{url}]. Null for a trail of fewer than two steps (search engines want two at least).
 */
export function breadcrumbListJsonLd(base: string, crumbs: readonly Crumb[]): JsonLdNode | null {
  const steps = crumbs.filter((crumb) => crumb.name.trim() !== '');
  if (steps.length < 2) return null;
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name.trim(),
      item: absoluteUrl(base, crumb.path),
    })),
  };
}
