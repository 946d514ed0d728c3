import { renderPack } from './pack-shapes';
import type { PackShape } from '../catalogue/product-seed';
import type { ProductLine } from '../catalogue/product-lines';
import { escapeXml } from '../../../../domain/text';
import { FONT, svgDocument, textBlock, wrapText } from './svg-text';

/** Calm two-colour gradients for article covers; one is picked per title so covers differ but never change. */
const GRADIENTS: [string, string][] = [
  ['#e6f4f1', '#c9e7e1'],
  ['#f3ece6', '#e6d6c8'],
  ['#eceaf6', '#d8d3ee'],
  ['#e8f1f8', '#cfe1f0'],
  ['#f6efe0', '#ecdcb8'],
  ['#eef4e8', '#d7e6c9'],
  ['#f7e9ea', '#ecd0d3'],
];

function pickGradient(seed: string): [string, string] {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return GRADIENTS[hash % GRADIENTS.length];
}

function gradientDefs(seed: string): string {
  const [from, to] = pickGradient(seed);
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

export interface CoverImageSpec {
  /** 'Новости', 'Блог', 'Вебинар'… */
  kind: string;
  title: string;
}

export const COVER_WIDTH = 600;
export const COVER_HEIGHT = 400;

/** News, blog and seminar covers: 600×400. */
export function renderCoverImage(spec: CoverImageSpec): string {
  const lines = wrapText(spec.title, 500, 30, 4);
  const pillWidth = Math.round(spec.kind.length * 9 + 32);
  return svgDocument(
    COVER_WIDTH,
    COVER_HEIGHT,
    spec.title,
    gradientDefs(spec.title) +
      `<rect width="600" height="400" fill="url(#g)"/>` +
      `<circle cx="520" cy="70" r="120" fill="#fff" opacity=".25"/><circle cx="560" cy="360" r="70" fill="#fff" opacity=".2"/>` +
      `<rect x="48" y="48" width="${pillWidth}" height="32" rx="16" fill="#0f766e"/>` +
      `<text x="${48 + pillWidth / 2}" y="69" font-family="${FONT}" font-size="15" font-weight="600" fill="#fff" text-anchor="middle">${escapeXml(spec.kind)}</text>` +
      textBlock(lines, { x: 48, y: 150, size: 30, lineHeight: 40, fill: '#1f2328', weight: 600 }) +
      `<rect x="48" y="340" width="64" height="4" rx="2" fill="#0f766e"/>`,
  );
}

export interface BannerImageSpec {
  title: string;
  subtitle: string;
  packs: { shape: PackShape; colors: ProductLine['colors']; line: string; title: string }[];
}

export const BANNER_WIDTH = 1320;
export const BANNER_HEIGHT = 440;

/** Home slider banners: 1320×440, text left, a group of packs right. */
export function renderBannerImage(spec: BannerImageSpec): string {
  const titleLines = wrapText(spec.title, 640, 52, 2);
  const subtitleLines = wrapText(spec.subtitle, 600, 26, 2);
  // Title, subtitle and button stacked and centred vertically in the 440 px height.
  const blockHeight = titleLines.length * 62 + 24 + subtitleLines.length * 34 + 30 + 52;
  const titleY = Math.round((BANNER_HEIGHT - blockHeight) / 2) + 46;
  const subtitleY = titleY + (titleLines.length - 1) * 62 + 60;
  const buttonY = subtitleY + (subtitleLines.length - 1) * 34 + 36;
  const packs = spec.packs
    .slice(0, 3)
    .map((p, i) => {
      // A pack is centred on x=300 of its 600 px canvas; at scale .66 the three stand at x = 820, 1000, 1180.
      const x = 622 + i * 180;
      return `<g transform="translate(${x} 50) scale(.66)">${renderPack(p.shape, p.colors, { line: p.line, title: p.title })}</g>`;
    })
    .join('');
  return svgDocument(
    BANNER_WIDTH,
    BANNER_HEIGHT,
    spec.title,
    gradientDefs(spec.title) +
      `<rect width="1320" height="440" fill="url(#g)"/>` +
      `<circle cx="1060" cy="220" r="260" fill="#fff" opacity=".45"/>` +
      textBlock(titleLines, { x: 72, y: titleY, size: 52, lineHeight: 62, fill: '#1f2328', weight: 700 }) +
      textBlock(subtitleLines, { x: 72, y: subtitleY, size: 26, lineHeight: 34, fill: '#5b6470' }) +
      `<rect x="72" y="${buttonY}" width="200" height="52" rx="26" fill="#0f766e"/>` +
      `<text x="172" y="${buttonY + 33}" font-family="${FONT}" font-size="20" font-weight="600" fill="#fff" text-anchor="middle">Подробнее</text>` +
      packs,
  );
}
