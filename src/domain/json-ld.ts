import { SHOP_NAME } from './shop-identity';
import { scriptSafeJson } from './text';

/**
 * Structured data (schema.org in JSON-LD) for search engines' rich results, Google's and Yandex's: the shared types,
 * the safe serialiser for an inline `<script type="application/ld+json">`, and what the builders beside this file
 * (json-ld-product.ts, json-ld-site.ts, json-ld-content.ts) share. Every builder is pure and takes the shop's public
 * URL `base` (PUBLIC_URL without a trailing slash) so that the server and the storefront write the same addresses.
 */

export const SCHEMA_ORG = 'https://schema.org';

/** A JSON value a JSON-LD node may hold. */
export type JsonLdValue = string | number | boolean | JsonLdNode | readonly JsonLdValue[];

/** One schema.org node: `@type` and its properties (absent properties are left out, never `undefined`). */
export interface JsonLdNode {
  '@context'?: typeof SCHEMA_ORG;
  '@type'?: string;
  '@id'?: string;
  [property: string]: JsonLdValue | undefined;
}

/** The text to put inside `<script type="application/ld+json">…</script>` (scriptSafeJson). */
export function serialiseJsonLd(data: JsonLdNode | readonly JsonLdNode[]): string {
  return scriptSafeJson(data);
}

/** The shop's own offset: its dates ('YYYY-MM-DD HH:mm:ss') are Moscow time, UTC+3 all year (no daylight saving). */
const SHOP_OFFSET = '+03:00';

/**
 * A date as the API gives it, in shop time, as ISO 8601 with the shop's offset: '2024-05-03 10:00:00' →
 * '2024-05-03T10:00:00+03:00', a bare day '2024-05-03' as it is; '' or anything else (no date) → undefined.
 */
export function isoDate(value: string | null | undefined): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/.exec((value ?? '').trim());
  if (!match) return undefined;
  return match[2] ? `${match[1]}T${match[2]}${SHOP_OFFSET}` : match[1];
}

/** The shop's Organization node's id, so that other nodes (seller, publisher) point at it instead of repeating it. */
export function organizationId(base: string): string {
  return `${base}/#organization`;
}

/** The shop as a short Organization reference (its name for readers that do not follow `@id`). */
export function shopReference(base: string): JsonLdNode {
  return { '@type': 'Organization', '@id': organizationId(base), name: SHOP_NAME, url: `${base}/` };
}
