import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSize, svgSize } from '../../src/server/images/image-size';

// The sizes in image addresses are read from the files' first bytes by our own parser; sharp (libvips) is the oracle.

const base = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

async function shownBySharp(buffer: Buffer) {
  const { autoOrient } = await sharp(buffer).metadata();
  return { width: autoOrient.width, height: autoOrient.height };
}

describe('imageSize', () => {
  const cases: [string, () => Promise<Buffer>][] = [
    ['JPEG', () => base(640, 427).jpeg().toBuffer()],
    ['progressive JPEG', () => base(333, 500).jpeg({ progressive: true }).toBuffer()],
    ['JPEG turned by EXIF (orientation 6)', () => base(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer()],
    ['JPEG mirrored by EXIF (orientation 2)', () => base(400, 300).jpeg().withMetadata({ orientation: 2 }).toBuffer()],
    ['JPEG turned by EXIF (orientation 8)', () => base(120, 90).jpeg().withMetadata({ orientation: 8 }).toBuffer()],
    ['PNG', () => base(1201, 7).png().toBuffer()],
    ['GIF', () => base(48, 64).gif().toBuffer()],
    ['lossy WebP', () => base(1000, 750).webp().toBuffer()],
    ['lossless WebP', () => base(257, 129).webp({ lossless: true }).toBuffer()],
    ['WebP with alpha (VP8X)', () => base(300, 200).ensureAlpha(0.5).webp().toBuffer()],
    ['AVIF', () => base(320, 240).avif({ effort: 0 }).toBuffer()],
  ];

  it.each(cases)('reads a %s as sharp shows it', async (_name, make) => {
    const buffer = await make();
    expect(imageSize(buffer)).toEqual(await shownBySharp(buffer));
  });

  it('gives null for what it cannot read: text, a PDF, a file cut after its signature', async () => {
    const png = await base(10, 10).png().toBuffer();
    expect(imageSize(Buffer.from('hello'))).toBeNull();
    expect(imageSize(Buffer.from('%PDF-1.4\n'))).toBeNull();
    expect(imageSize(png.subarray(0, 12))).toBeNull();
    expect(imageSize((await base(10, 10).jpeg().toBuffer()).subarray(0, 40))).toBeNull();
  });
});

describe('svgSize', () => {
  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400">', { width: 600, height: 400 }],
    ["<svg width='120px' height='80px' viewBox='0 0 12 8'>", { width: 120, height: 80 }],
    ['<svg viewBox="0 0 1320 440" xmlns="http://www.w3.org/2000/svg">', { width: 1320, height: 440 }],
    ['<svg width="100%" height="100%" viewBox="0,0,300,150">', { width: 300, height: 150 }],
  ])('%s', (root, size) => {
    expect(svgSize(`<?xml version="1.0"?>${root}<rect/></svg>`)).toEqual(size);
  });

  it('gives null without a size or a viewBox', () => {
    expect(svgSize('<svg width="100%"><rect/></svg>')).toBeNull();
    expect(svgSize('<html></html>')).toBeNull();
  });
});
