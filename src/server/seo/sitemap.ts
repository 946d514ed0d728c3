import { absoluteUrl } from '../../domain/absolute-url';
import { SITEMAP_KINDS, type SitemapEntries, type SitemapEntry } from './sitemap-entries';
import { escapeXml } from '../../domain/text';
import { w3cDateTime, XML_DECLARATION } from './xml';

/** The sitemaps.org limit: one file lists at most 50,000 addresses (and the index points at the files). */
export const SITEMAP_PART_SIZE = 50_000;

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The address of a part file, `/sitemap/<kind>-<n>.xml`, n from 1. */
export function sitemapPartPath(name: string): string {
  return `/sitemap/${name}`;
}

export interface Sitemap {
  /** The sitemap index (/sitemap.xml). */
  index: string;
  /** Part file names in index order ('products-1.xml', …). */
  partNames: string[];
  /** A part file's XML, or null for a name the index does not list. */
  part(name: string): string | null;
}

const newestOf = (entries: readonly SitemapEntry[]): Date =>
  new Date(Math.max(...entries.map((entry) => entry.lastmod.getTime())));

/**
 * The sitemap of these pages on the shop's public address `base`: an index pointing at part files of at most
 * `partSize` addresses each, one run of parts per kind (a kind without pages has no part). Parts are rendered on
 * first request and kept with the rest.
 */
export function buildSitemap(entries: SitemapEntries, base: string, partSize = SITEMAP_PART_SIZE): Sitemap {
  if (!Number.isInteger(partSize) || partSize < 1) throw new RangeError(`sitemap part size ${partSize}`);
  const chunks = new Map<string, SitemapEntry[]>();
  for (const kind of SITEMAP_KINDS) {
    const list = entries[kind];
    for (let start = 0, n = 1; start < list.length; start += partSize, n += 1) {
      chunks.set(`${kind}-${n}.xml`, list.slice(start, start + partSize));
    }
  }

  const index = [
    XML_DECLARATION,
    `<sitemapindex xmlns="${NAMESPACE}">`,
    ...[...chunks].map(
      ([name, chunk]) =>
        `<sitemap><loc>${escapeXml(absoluteUrl(base, sitemapPartPath(name)))}</loc>` +
        `<lastmod>${w3cDateTime(newestOf(chunk))}</lastmod></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');

  const rendered = new Map<string, string>();
  return {
    index,
    partNames: [...chunks.keys()],
    part(name) {
      const chunk = chunks.get(name);
      if (!chunk) return null;
      let xml = rendered.get(name);
      if (xml === undefined) {
        xml = [
          XML_DECLARATION,
          `<urlset xmlns="${NAMESPACE}">`,
          ...chunk.map(
            (entry) =>
              `<url><loc>${escapeXml(absoluteUrl(base, entry.path))}</loc>` +
              `<lastmod>${w3cDateTime(entry.lastmod)}</lastmod></url>`,
          ),
          '</urlset>',
          '',
        ].join('\n');
        rendered.set(name, xml);
      }
      return xml;
    },
  };
}
