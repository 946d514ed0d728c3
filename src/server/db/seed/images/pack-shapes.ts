import type { PackShape } from '../catalogue/product-seed';
import type { ProductLine } from '../catalogue/product-lines';
import { escapeXml } from '../../../../domain/text';
import { FONT, shade, textBlock, wrapText } from './svg-text';

export interface PackLabel {
  line: string;
  title: string;
  volume?: string;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Draws one pack standing on y=520 around x=300 (a 600×600 canvas) with its label. */
export function renderPack(shape: PackShape, colors: ProductLine['colors'], label: PackLabel): string {
  const { body, accent } = colors;
  const dark = shade(body, -0.12);
  let parts: string;
  let area: Box;
  switch (shape) {
    case 'bottle':
      parts =
        rect(258, 92, 84, 62, 10, accent) +
        rect(272, 150, 56, 34, 4, dark) +
        rect(205, 180, 190, 340, 36, body) +
        highlight(222, 200, 22, 300);
      area = { x: 222, y: 276, w: 156, h: 160 };
      break;
    case 'dropper':
      parts =
        `<ellipse cx="300" cy="120" rx="26" ry="40" fill="${accent}"/>` +
        rect(266, 150, 68, 46, 8, shade(accent, -0.15)) +
        rect(222, 192, 156, 328, 30, body) +
        highlight(236, 210, 18, 290);
      area = { x: 234, y: 282, w: 132, h: 160 };
      break;
    case 'pump':
      parts =
        rect(236, 96, 84, 18, 6, accent) +
        rect(272, 96, 56, 42, 8, accent) +
        rect(292, 136, 16, 28, 2, dark) +
        rect(262, 160, 76, 34, 8, shade(accent, -0.1)) +
        rect(212, 192, 176, 328, 28, body) +
        highlight(228, 210, 20, 290);
      area = { x: 226, y: 282, w: 148, h: 160 };
      break;
    case 'jar':
      parts = rect(150, 296, 300, 74, 14, accent) + rect(160, 362, 280, 158, 30, body) + highlight(176, 376, 18, 120);
      area = { x: 186, y: 374, w: 228, h: 136 };
      break;
    case 'tube':
      parts =
        rect(204, 118, 192, 36, 4, dark) +
        `<path d="M204 150 L396 150 L360 440 Q300 454 240 440 Z" fill="${body}"/>` +
        rect(250, 438, 100, 82, 10, accent) +
        highlight(222, 168, 18, 240);
      area = { x: 234, y: 190, w: 132, h: 190 };
      break;
    case 'box':
      parts =
        `<path d="M190 190 L232 150 L452 150 L410 190 Z" fill="${shade(body, 0.35)}"/>` +
        `<path d="M410 190 L452 150 L452 480 L410 520 Z" fill="${dark}"/>` +
        rect(190, 190, 220, 330, 4, body);
      area = { x: 206, y: 250, w: 188, h: 200 };
      break;
    case 'card':
      return renderCard(colors, label);
  }
  return `<ellipse cx="300" cy="524" rx="170" ry="16" fill="#000" opacity=".07"/>${parts}${labelPanel(area, accent, label)}`;
}

function rect(x: number, y: number, w: number, h: number, r: number, fill: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
}

/** A soft vertical reflection so the pack reads as glossy plastic or glass. */
function highlight(x: number, y: number, w: number, h: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#fff" opacity=".35"/>`;
}

function labelPanel(area: Box, accent: string, label: PackLabel): string {
  const pad = 10;
  const titleSize = area.w < 150 ? 15 : 17;
  // Title lines start 62 px below the panel's top and must end above the volume line (26 px from the bottom).
  const maxLines = Math.max(1, Math.floor((area.h - 62 - 26) / (titleSize + 4)) + 1);
  const lines = wrapText(label.title, area.w - pad * 2, titleSize, maxLines);
  const cx = area.x + area.w / 2;
  return (
    rect(area.x, area.y, area.w, area.h, 10, '#fff') +
    `<text x="${cx}" y="${area.y + 26}" font-family="${FONT}" font-size="13" font-weight="700" letter-spacing="1.5" ` +
    `fill="${accent}" text-anchor="middle">${escapeXml(label.line.toUpperCase())}</text>` +
    `<rect x="${cx - 18}" y="${area.y + 36}" width="36" height="2" fill="${accent}" opacity=".5"/>` +
    textBlock(lines, {
      x: cx,
      y: area.y + 62,
      size: titleSize,
      lineHeight: titleSize + 4,
      fill: '#1f2328',
      weight: 600,
      anchor: 'middle',
    }) +
    (label.volume
      ? `<text x="${cx}" y="${area.y + area.h - 12}" font-family="${FONT}" font-size="13" fill="#5b6470" text-anchor="middle">${escapeXml(label.volume)}</text>`
      : '')
  );
}

function renderCard(colors: ProductLine['colors'], label: PackLabel): string {
  const { body, accent } = colors;
  return (
    `<ellipse cx="300" cy="470" rx="210" ry="16" fill="#000" opacity=".07"/>` +
    `<g transform="rotate(-6 300 300)">` +
    rect(100, 170, 400, 250, 24, body) +
    rect(380, 170, 34, 250, 0, accent) +
    `<circle cx="397" cy="236" r="30" fill="${accent}"/><circle cx="397" cy="236" r="16" fill="${body}"/>` +
    textBlock(wrapText(label.title, 250, 28, 2), {
      x: 130,
      y: 250,
      size: 28,
      lineHeight: 34,
      fill: '#fff',
      weight: 700,
    }) +
    `<text x="130" y="380" font-family="${FONT}" font-size="40" font-weight="700" fill="${accent}">₽</text>` +
    `<text x="172" y="378" font-family="${FONT}" font-size="18" fill="#fff" opacity=".85">любой номинал</text>` +
    `</g>`
  );
}
