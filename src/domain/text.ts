/**
 * The ellipsis appended to cut texts: three full stops ('...'), not the single character '…'. product §2 only says "plus an
 * ellipsis"; three dots is what the shop's texts have always shown, and it counts the same in every font.
 */
export const ELLIPSIS = '...';

/** Cuts a text to `max` characters (code points) and appends '...'; a text that fits is returned unchanged. */
export function truncateWithEllipsis(text: string | null | undefined, max: number): string {
  const chars = Array.from(text ?? '');
  if (chars.length <= max) return text ?? '';
  return chars.slice(0, Math.max(0, max)).join('') + ELLIPSIS;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  laquo: '«',
  raquo: '»',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  bdquo: '„',
  times: '×',
  deg: '°',
  copy: '©',
  reg: '®',
  trade: '™',
  rub: '₽',
};

/** Decodes named (&amp; &nbsp; &laquo;…) and numeric (&#8381; &#x20BD;) entities in one pass; unknown ones stay. */
export function decodeEntities(text: string): string {
  // One pass, so '&amp;lt;' becomes '&lt;' and not '<'.
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

const MARKUP_ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Whether XML 1.0 can carry a character: not the C0 controls other than tab, line feed and carriage return, nor U+FFFE/U+FFFF. */
function allowedInXml(char: string): boolean {
  const code = char.charCodeAt(0);
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return code !== 0xfffe && code !== 0xffff;
}

/**
 * Text for markup the server writes (XML files, SVG, its own small HTML pages), as text or an attribute value: the five
 * characters markup reserves as entities, and the characters XML 1.0 cannot carry dropped.
 */
export function escapeXml(text: string): string {
  return Array.from(text)
    .filter(allowedInXml)
    .join('')
    .replace(/[&<>"']/g, (char) => MARKUP_ENTITY[char]);
}

/** Plain text of a short HTML fragment such as a cart totals title: 'Итого <b>к оплате</b>:' → 'Итого к оплате:'. */
export function stripHtml(html: string | null | undefined): string {
  // Scripts, styles and comments go with their content, <br> becomes a space, other tags go, entities are decoded,
  // spaces collapse. Not a sanitiser: HTML rendered as HTML is sanitised by the server's policy when it is served
  // (docs/architecture.md).
  const withoutTags = (html ?? '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '');
  return decodeEntities(withoutTags)
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();
}

/** Tags that end a block of text: their edges become spaces, so 'кожи.</p><p>Действие' reads 'кожи. Действие'. */
const BLOCK_EDGE = /<\/?(?:p|div|li|ul|ol|h[1-6]|blockquote|tr|td|th|table)\b[^>]*>/gi;

/**
 * The plain text of a longer HTML body (a product description, an article, an answer): stripHtml with block edges as
 * spaces, so paragraphs and list items do not run together. For quick view, the Yandex Market feed and structured data.
 */
export function plainText(html: string | null | undefined): string {
  return stripHtml((html ?? '').replace(BLOCK_EDGE, ' '));
}

/** Removes the literal text '&quot;' from a news title (§2), leaving everything else as it is. */
export function removeQuotEntity(title: string | null | undefined): string {
  return (title ?? '').replaceAll('&quot;', '');
}

/** Encodes the spaces in an image path as %20, as banner image URLs need (§2). */
export function imagePathWithSpaces(path: string | null | undefined): string {
  return (path ?? '').replaceAll(' ', '%20');
}

const DATE_PART = /^(\d{4})-(\d{2})-(\d{2})/;

/** A review date 'YYYY-MM-DD hh:mm:ss' as 'DD.MM.YYYY' (§2); text without that date part is returned unchanged. */
export function dateDdMmYyyy(value: string | null | undefined): string {
  const match = DATE_PART.exec(value ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : (value ?? '');
}

/** An order date with its date part reversed (§2 "Мои заказы"): '2024-05-03 10:00:00' → '03-05-2024 10:00:00'. */
export function reverseDatePart(value: string | null | undefined): string {
  // The separator and the time are kept; text without a 'YYYY-MM-DD' start is returned unchanged.
  const text = value ?? '';
  const match = DATE_PART.exec(text);
  return match ? `${match[3]}-${match[2]}-${match[1]}${text.slice(match[0].length)}` : text;
}

/**
 * A value from a foreign JSON reply as text: strings, numbers and booleans as they read, nothing as '', anything
 * else as its JSON (never '[object Object]').
 */
export function scalarText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** The characters that could end or confuse an inline script, as JSON's own \u escapes (the data reads the same). */
const SCRIPT_UNSAFE: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the inside of a `<script>` element (structured data, the server's hand-over of a page's data): `<`, `>`
 * and `&` escaped, so that no `</script>` or `<!--` in a product name or a review can end the script or start markup,
 * and U+2028/U+2029 for older JavaScript parsers. JSON.parse of the text gives back exactly the value.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char] ?? char);
}
