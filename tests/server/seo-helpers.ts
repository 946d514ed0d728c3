import { Window } from 'happy-dom';
import { expect } from 'vitest';

/** The public address the SEO tests give the shop (PUBLIC_URL). */
export const PUBLIC_URL = 'https://shop.example.ru';

/**
 * Parses XML as a crawler would and checks it is well-formed where happy-dom's parser is lenient: no raw '&' outside an
 * entity, no '<' that does not start markup, and the declaration first.
 */
export function parseXml(xml: string): Document {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  const text = xml.replace(/<[^<>]*>/g, '');
  expect(text).not.toMatch(/[<>]/);
  const window = new Window();
  return new window.DOMParser().parseFromString(xml, 'application/xml') as unknown as Document;
}

/** The text of every element of this name, in document order. */
export function texts(document: Document | Element, tag: string): string[] {
  return [...document.getElementsByTagName(tag)].map((element) => element.textContent ?? '');
}

/** <url> or <sitemap> entries as {loc, lastmod}. */
export function locations(document: Document, tag: 'url' | 'sitemap'): { loc: string; lastmod: string }[] {
  return [...document.getElementsByTagName(tag)].map((element) => ({
    loc: texts(element, 'loc')[0] ?? '',
    lastmod: texts(element, 'lastmod')[0] ?? '',
  }));
}

export const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
