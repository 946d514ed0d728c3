import { escapeXml } from '../../../../domain/text';

export const FONT = "Inter, 'Segoe UI', Roboto, Arial, sans-serif";

/**
 * Splits text into lines that fit `width` px at `fontSize` (an average Cyrillic glyph of a sans font is about
 * 0.56 em wide). The last line gets an ellipsis when text is left over.
 */
export function wrapText(text: string, width: number, fontSize: number, maxLines: number): string[] {
  const maxChars = Math.max(4, Math.floor(width / (fontSize * 0.56)));
  const lines: string[] = [];
  let current = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const next = current ? `${current} ${word}` : word;
    if (next.length <= maxChars || !current) {
      current = next.length > maxChars ? `${next.slice(0, maxChars - 1)}…` : next;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      const last = lines[maxLines - 1];
      lines[maxLines - 1] = last.length + 1 > maxChars ? `${last.slice(0, maxChars - 1)}…` : `${last}…`;
      return lines;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** `<text>` with one `<tspan>` a line. */
export function textBlock(
  lines: string[],
  opts: {
    x: number;
    y: number;
    size: number;
    lineHeight: number;
    fill: string;
    weight?: number;
    anchor?: 'start' | 'middle';
  },
): string {
  const anchor = opts.anchor ?? 'start';
  const spans = lines
    .map((line, i) => `<tspan x="${opts.x}" dy="${i === 0 ? 0 : opts.lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<text x="${opts.x}" y="${opts.y}" font-family="${FONT}" font-size="${opts.size}" font-weight="${opts.weight ?? 400}" fill="${opts.fill}" text-anchor="${anchor}">${spans}</text>`;
}

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const target = amount > 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

export function svgDocument(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-label="${escapeXml(label)}">${body}</svg>`
  );
}
