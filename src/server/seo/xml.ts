/** A moment as a W3C Datetime in UTC to the second ('2026-11-26T18:22:51Z'), as sitemaps.org asks of <lastmod>. */
export function w3cDateTime(value: Date): string {
  return `${value.toISOString().slice(0, 19)}Z`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** The content type of every XML file here: the body is UTF-8, as its declaration says. */
export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';
