import { closeSync, openSync, readSync } from 'node:fs';

/**
 * An image's intrinsic size read synchronously from the first bytes of its file, for the `size=` of the addresses the
 * API sends (decision 0019): those are built while a reply is formatted, where sharp's asynchronous metadata cannot
 * be waited for. JPEG (turned as its EXIF orientation says, as browsers and sharp show it), PNG, GIF, WebP, AVIF
 * and SVG (its width and height, else its viewBox). Anything else, or a file cut short: null, and the address goes
 * without a size. The tests hold it to sharp's own reading.
 */
export interface PixelSize {
  width: number;
  height: number;
}

/** Enough for every header here but a JPEG whose metadata segments come before its frame header. */
const HEAD_BYTES = 64 * 1024;
/** A JPEG's frame header follows EXIF, ICC and XMP segments (64 KB each at most); past this it is not looked for. */
const JPEG_HEAD_BYTES = 1024 * 1024;

export function readImageSize(file: string): PixelSize | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    let head = readHead(fd, HEAD_BYTES);
    if (isJpeg(head)) {
      const size = jpegSize(head);
      if (size !== 'more') return size;
      head = readHead(fd, JPEG_HEAD_BYTES);
      const again = jpegSize(head);
      return again === 'more' ? null : again;
    }
    return imageSize(head);
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

function readHead(fd: number, bytes: number): Buffer {
  const buffer = Buffer.alloc(bytes);
  const read = readSync(fd, buffer, 0, bytes, 0);
  return buffer.subarray(0, read);
}

const ascii = (buffer: Buffer, at: number, text: string) =>
  buffer.length >= at + text.length && buffer.toString('latin1', at, at + text.length) === text;

const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** The size of the image whose file starts with `head` (a JPEG's frame header must be inside it). */
export function imageSize(head: Buffer): PixelSize | null {
  if (isJpeg(head)) {
    const size = jpegSize(head);
    return size === 'more' ? null : size;
  }
  if (head[0] === 0x89 && ascii(head, 1, 'PNG\r\n\x1a\n') && ascii(head, 12, 'IHDR') && head.length >= 24) {
    return valid(head.readUInt32BE(16), head.readUInt32BE(20));
  }
  if ((ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) && head.length >= 10) {
    return valid(head.readUInt16LE(6), head.readUInt16LE(8));
  }
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return webpSize(head);
  if (ascii(head, 4, 'ftyp')) return avifSize(head);
  const text = head.toString('utf8', 0, Math.min(head.length, 4096));
  if (/<svg[\s>]/i.test(text)) return svgSize(text);
  return null;
}

function valid(width: number, height: number): PixelSize | null {
  return width > 0 && height > 0 ? { width, height } : null;
}

function webpSize(b: Buffer): PixelSize | null {
  if (ascii(b, 12, 'VP8X') && b.length >= 30) {
    return valid(1 + b.readUIntLE(24, 3), 1 + b.readUIntLE(27, 3));
  }
  if (ascii(b, 12, 'VP8L') && b.length >= 25 && b[20] === 0x2f) {
    const bits = b.readUInt32LE(21);
    return valid((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (ascii(b, 12, 'VP8 ') && b.length >= 30 && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return valid(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
  }
  return null;
}

/**
 * AVIF (ISO BMFF): the image spatial extents ('ispe') of its items, the largest being the picture itself (others are
 * thumbnails or alpha planes); an 'irot' of 90° or 270° turns it.
 */
function avifSize(b: Buffer): PixelSize | null {
  const brand = b.toString('latin1', 8, 12);
  if (brand !== 'avif' && brand !== 'avis' && brand !== 'mif1') return null;
  let best: PixelSize | null = null;
  for (let at = b.indexOf('ispe', 0, 'latin1'); at >= 0; at = b.indexOf('ispe', at + 4, 'latin1')) {
    if (at + 16 > b.length) break;
    const size = valid(b.readUInt32BE(at + 8), b.readUInt32BE(at + 12));
    if (size && (!best || size.width * size.height > best.width * best.height)) best = size;
  }
  const irot = b.indexOf('irot', 0, 'latin1');
  if (best && irot >= 0 && irot + 4 < b.length && (b[irot + 4] & 1) === 1) {
    return { width: best.height, height: best.width };
  }
  return best;
}

/** An SVG's width and height in pixels (or unitless), else its viewBox's; a percentage says nothing. */
export function svgSize(text: string): PixelSize | null {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return null;
  const length = (name: string) => {
    const value = new RegExp(`\\s${name}\\s*=\\s*["']\\s*([0-9.]+)\\s*(px)?\\s*["']`, 'i').exec(root)?.[1];
    return value ? Math.round(Number(value)) : 0;
  };
  const sized = valid(length('width'), length('height'));
  if (sized) return sized;
  const box = /\sviewBox\s*=\s*["']\s*[-0-9.]+[\s,]+[-0-9.]+[\s,]+([0-9.]+)[\s,]+([0-9.]+)\s*["']/i.exec(root);
  return box ? valid(Math.round(Number(box[1])), Math.round(Number(box[2]))) : null;
}

/**
 * A JPEG's size from its first frame header (SOF0–SOF15 but DHT, JPG and DAC), swapped when the EXIF orientation
 * (5–8) turns the picture; 'more' when the frame header lies past `b`.
 */
function jpegSize(b: Buffer): PixelSize | null | 'more' {
  let at = 2;
  let orientation = 1;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or start of scan: no frame header before it
    const length = b.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (marker === 0xe1 && ascii(b, at + 4, 'Exif\0\0')) orientation = exifOrientation(b, at + 10) ?? orientation;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > b.length) return 'more';
      const height = b.readUInt16BE(at + 5);
      const width = b.readUInt16BE(at + 7);
      return orientation >= 5 && orientation <= 8 ? valid(height, width) : valid(width, height);
    }
    at += 2 + length;
  }
  return 'more';
}

/** The Orientation tag (0x0112) of IFD0 of the TIFF structure at `tiff`, or null. */
function exifOrientation(b: Buffer, tiff: number): number | null {
  if (tiff + 8 > b.length) return null;
  const little = ascii(b, tiff, 'II');
  if (!little && !ascii(b, tiff, 'MM')) return null;
  const u16 = (at: number) => (little ? b.readUInt16LE(at) : b.readUInt16BE(at));
  const u32 = (at: number) => (little ? b.readUInt32LE(at) : b.readUInt32BE(at));
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > b.length) return null;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > b.length) return null;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}
