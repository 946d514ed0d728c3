/**
 * The shop's mark (src/web/favicon.svg: a teal #0f766e rounded square with white 'BT') drawn as pixels without any
 * image library: the SVG path is flattened to polygons and filled with the non-zero rule, anti-aliased by exact
 * horizontal coverage over 16 sub-scanlines per row; then written as PNG (zlib from Node) and ICO (PNGs inside).
 * Used by scripts/make-icons.ts; tests/server/seo-icons.test.ts redraws the committed files and compares pixels.
 */
import { deflateSync, crc32 } from 'node:zlib';

/** The letters of src/web/favicon.svg, in its 32 × 32 viewBox. */
export const LETTERS_PATH =
  'M7 9h6.2c2.6 0 4.1 1.3 4.1 3.3 0 1.3-.7 2.3-1.9 2.8 1.6.4 2.5 1.6 2.5 3.2 0 2.3-1.7 3.7-4.5 3.7H7zm3 2.4v3.1h2.8c1.1 0 1.7-.6 1.7-1.6s-.6-1.5-1.7-1.5zm0 5.3v3.3h3c1.2 0 1.9-.6 1.9-1.7s-.7-1.6-1.9-1.6zM18.6 9H28v2.5h-3.2V22h-3V11.5h-3.2z';
const VIEWBOX = 32;
const CORNER_RADIUS = 7;
const TEAL = [0x0f, 0x76, 0x6e] as const;
const SUBSCANLINES = 16;
const CURVE_STEPS = 24;

type Point = [number, number];

/** A rounded square path in viewBox units (radius 0: a plain square); arcs as cubic Béziers. */
function roundedSquarePath(radius: number): string {
  const r = radius;
  const k = r * 0.5522847498;
  const s = VIEWBOX;
  return (
    `M${r} 0H${s - r}C${s - r + k} 0 ${s} ${r - k} ${s} ${r}V${s - r}C${s} ${s - r + k} ${s - r + k} ${s} ${s - r} ${s}` +
    `H${r}C${r - k} ${s} 0 ${s - r + k} 0 ${s - r}V${r}C0 ${r - k} ${r - k} 0 ${r} 0Z`
  );
}

/** SVG path data (M L H V C S Z, absolute and relative) as closed polygons. */
export function flattenPath(data: string): Point[][] {
  const tokens = data.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const polygons: Point[][] = [];
  let current: Point[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let lastControl: Point | null = null;
  let command = '';
  let i = 0;
  const num = () => Number(tokens[i++]);
  const cubic = (c1: Point, c2: Point, end: Point) => {
    const [x0, y0] = [x, y];
    for (let step = 1; step <= CURVE_STEPS; step += 1) {
      const t = step / CURVE_STEPS;
      const u = 1 - t;
      current.push([
        u * u * u * x0 + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * end[0],
        u * u * u * y0 + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * end[1],
      ]);
    }
    lastControl = c2;
    [x, y] = end;
  };
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i])) command = tokens[i++];
    const relative = command === command.toLowerCase();
    const dx = relative ? x : 0;
    const dy = relative ? y : 0;
    switch (command.toUpperCase()) {
      case 'M':
        if (current.length > 1) polygons.push(current);
        x = num() + dx;
        y = num() + dy;
        [startX, startY] = [x, y];
        current = [[x, y]];
        // Further pairs after a moveto are linetos.
        command = relative ? 'l' : 'L';
        lastControl = null;
        break;
      case 'L':
        x = num() + dx;
        y = num() + dy;
        current.push([x, y]);
        lastControl = null;
        break;
      case 'H':
        x = num() + dx;
        current.push([x, y]);
        lastControl = null;
        break;
      case 'V':
        y = num() + dy;
        current.push([x, y]);
        lastControl = null;
        break;
      case 'C': {
        const c1: Point = [num() + dx, num() + dy];
        const c2: Point = [num() + dx, num() + dy];
        cubic(c1, c2, [num() + dx, num() + dy]);
        break;
      }
      case 'S': {
        const previous: Point | null = lastControl;
        const c1: Point = previous ? [2 * x - previous[0], 2 * y - previous[1]] : [x, y];
        const c2: Point = [num() + dx, num() + dy];
        cubic(c1, c2, [num() + dx, num() + dy]);
        break;
      }
      case 'Z':
        if (current.length > 1) polygons.push(current);
        [x, y] = [startX, startY];
        current = [[x, y]];
        lastControl = null;
        break;
      default:
        throw new Error(`path command ${command} is not supported`);
    }
  }
  if (current.length > 1) polygons.push(current);
  return polygons;
}

/** How much of each pixel of a size × size image the polygons cover (non-zero rule), 0..1, row by row. */
export function coverage(polygons: Point[][], size: number): Float64Array {
  const scale = size / VIEWBOX;
  const edges: [number, number, number, number][] = [];
  for (const polygon of polygons) {
    for (let k = 0; k < polygon.length; k += 1) {
      const [x0, y0] = polygon[k];
      const [x1, y1] = polygon[(k + 1) % polygon.length];
      if (y0 !== y1) edges.push([x0 * scale, y0 * scale, x1 * scale, y1 * scale]);
    }
  }
  const cover = new Float64Array(size * size);
  for (let row = 0; row < size; row += 1) {
    for (let sub = 0; sub < SUBSCANLINES; sub += 1) {
      const yy = row + (sub + 0.5) / SUBSCANLINES;
      const crossings: [number, number][] = [];
      for (const [x0, y0, x1, y1] of edges) {
        if (yy >= Math.min(y0, y1) && yy < Math.max(y0, y1)) {
          crossings.push([x0 + ((yy - y0) * (x1 - x0)) / (y1 - y0), y1 > y0 ? 1 : -1]);
        }
      }
      crossings.sort((a, b) => a[0] - b[0]);
      let winding = 0;
      for (let c = 0; c < crossings.length - 1; c += 1) {
        winding += crossings[c][1];
        if (winding === 0) continue;
        const from = Math.max(0, crossings[c][0]);
        const to = Math.min(size, crossings[c + 1][0]);
        for (let px = Math.floor(from); px < to && px < size; px += 1) {
          const overlap = Math.min(to, px + 1) - Math.max(from, px);
          if (overlap > 0) cover[row * size + px] += overlap / SUBSCANLINES;
        }
      }
    }
  }
  return cover;
}

/** The mark as RGBA pixels: rounded (transparent corners) or square (full bleed, for iOS, which rounds it itself). */
export function drawMark(size: number, shape: 'rounded' | 'square'): Buffer {
  const square = coverage(flattenPath(roundedSquarePath(shape === 'rounded' ? CORNER_RADIUS : 0)), size);
  const letters = coverage(flattenPath(LETTERS_PATH), size);
  const pixels = Buffer.alloc(size * size * 4);
  for (let p = 0; p < size * size; p += 1) {
    const white = Math.min(1, letters[p]);
    for (let channel = 0; channel < 3; channel += 1) {
      pixels[p * 4 + channel] = Math.round(TEAL[channel] * (1 - white) + 255 * white);
    }
    pixels[p * 4 + 3] = Math.round(Math.min(1, square[p]) * 255);
  }
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** RGBA pixels as a PNG file (8 bits per channel, no filtering: flat colours compress well as they are). */
export function encodePng(pixels: Buffer, size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let row = 0; row < size; row += 1) {
    pixels.copy(raw, row * (size * 4 + 1) + 1, row * size * 4, (row + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** PNG images of the given sizes in one ICO file (PNG inside ICO: every browser since Internet Explorer 9). */
export function encodeIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

/** Every icon file the shop serves, by file name. */
export function drawIcons(): Map<string, Buffer> {
  const png = (size: number, shape: 'rounded' | 'square') => encodePng(drawMark(size, shape), size);
  return new Map([
    ['favicon.ico', encodeIco([16, 32, 48].map((size) => ({ size, png: png(size, 'rounded') })))],
    ['apple-touch-icon.png', png(180, 'square')],
    ['icon-192.png', png(192, 'rounded')],
    ['icon-512.png', png(512, 'rounded')],
  ]);
}
