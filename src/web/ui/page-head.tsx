import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import { absoluteUrl } from '../../domain/absolute-url';
import { serialiseJsonLd, type JsonLdNode } from '../../domain/json-ld';
import { SHOP_NAME } from '../../domain/shop-identity';
import { documentTitle } from './shop';

/** What a page says of itself when it gives no description of its own. */
export const SHOP_DESCRIPTION =
  'Профессиональная косметика для косметологов и их клиентов: каталог, доставка по всей России.';

/**
 * The shop's public address (PUBLIC_URL as the server knows it): canonical and Open Graph addresses are absolute on
 * it, the same on the server and in the browser, whatever address the page was opened at.
 */
const ShopOriginContext = createContext('');

export const ShopOriginProvider = ShopOriginContext.Provider;

/**
 * The address the page was opened at, for a page the server did not render; a document without an http address
 * (about:blank in component tests) gets a stand-in, since absolute addresses need an origin.
 */
export function openedAtOrigin(location: Pick<Location, 'origin'>): string {
  return /^https?:\/\//.test(location.origin) ? location.origin : 'http://localhost';
}

/** The shop's public address; outside the shop's frame (a page tested alone), the address it was opened at. */
export function useShopOrigin(): string {
  return useContext(ShopOriginContext) || openedAtOrigin(window.location);
}

export interface PageHeadProps {
  /** The page's name: '<page> — <shop>'; none for the home page. */
  page?: string;
  /** The whole title as a manager wrote it (a product's meta_title), in place of '<page> — <shop>'. */
  title?: string | null;
  /** One or two sentences for search results and link previews (plain text). */
  description?: string;
  /** The page's picture for link previews (an image address of the API). */
  image?: string | null;
  /** Open Graph type: a product or article page says so. */
  type?: 'website' | 'article' | 'product';
  /** Search results and the like: not to be indexed. */
  noindex?: boolean;
  /** The address search engines should index for this page (default: the address without its query). */
  canonicalPath?: string;
  /** Structured data for the page (schema.org), rendered as JSON-LD. */
  jsonLd?: readonly (JsonLdNode | null)[];
}

/** Description text cut to what search results show, at a word boundary. */
function shortened(text: string, max = 200): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

/**
 * A page's head: title, description, canonical address, Open Graph and Twitter cards, robots, and its structured
 * data. React 19 hoists the title, meta and link elements into <head> (the server moves them there too: decision
 * 0018); the JSON-LD stays where it is rendered, which search engines read as well. Render one per page.
 */
export function PageHead({
  page,
  title: written,
  description,
  image,
  type = 'website',
  noindex,
  canonicalPath,
  jsonLd,
}: PageHeadProps) {
  const origin = useShopOrigin();
  const { pathname } = useLocation();
  const title = written || documentTitle(page);
  const text = shortened(description ?? SHOP_DESCRIPTION);
  const canonical = absoluteUrl(origin, canonicalPath ?? pathname);
  const picture = image ? absoluteUrl(origin, image) : null;
  const data = (jsonLd ?? []).filter((node): node is JsonLdNode => node !== null);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={text} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : <link rel="canonical" href={canonical} />}
      <meta property="og:site_name" content={SHOP_NAME} />
      <meta property="og:locale" content="ru_RU" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={written || (page ?? title)} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      {picture ? <meta property="og:image" content={picture} /> : null}
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      {data.length > 0 ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />
      ) : null}
    </>
  );
}
