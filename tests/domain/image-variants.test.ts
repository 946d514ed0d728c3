import { describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTHS,
  imageOriginalUrl,
  imageRefUrl,
  imageVariantUrl,
  parseImageRef,
  variantWidths,
} from '../../src/domain/image-variants';

// The image addresses of decision 0019, as the server writes them and the storefront reads them.

describe('imageRefUrl and parseImageRef', () => {
  it('carry the version and the size from the server to the page', () => {
    const url = imageRefUrl('catalog/a b.jpg', { version: 'Ab-_9', width: 1000, height: 750 });
    expect(url).toBe('/image/catalog/a b.jpg?v=Ab-_9&size=1000x750');
    expect(parseImageRef(url)).toEqual({
      path: '/image/catalog/a%20b.jpg',
      version: 'Ab-_9',
      width: 1000,
      height: 750,
      hasVariants: true,
    });
  });

  it('leave the size out when unknown, and everything out for an image the server does not have', () => {
    expect(imageRefUrl('a.avif', { version: 'v1', width: null, height: null })).toBe('/image/a.avif?v=v1');
    expect(imageRefUrl('a.png', null)).toBe('/image/a.png');
    expect(parseImageRef('/image/a.png')).toEqual({
      path: '/image/a.png',
      version: null,
      width: null,
      height: null,
      hasVariants: true,
    });
  });

  it('encode what would end the path', () => {
    expect(imageRefUrl('a?b#c.jpg', null)).toBe('/image/a%3Fb%23c.jpg');
  });

  it('give SVGs no variants, and read nothing from other addresses or a nonsense size', () => {
    expect(parseImageRef('/image/x.SVG?v=1&size=600x600')?.hasVariants).toBe(false);
    expect(parseImageRef('/image/x.Jpeg')?.hasVariants).toBe(true);
    for (const url of ['https://cdn.example/x.jpg', 'data:image/png;base64,AA', '', null, undefined, '/img/x.jpg']) {
      expect(parseImageRef(url)).toBeNull();
    }
    for (const size of ['0x10', '10x', 'axb', '99999999x1', '-5x5']) {
      expect(parseImageRef(`/image/x.jpg?size=${size}`)).toMatchObject({ width: null, height: null });
    }
  });
});

describe('variant addresses', () => {
  const ref = parseImageRef('/image/x.jpg?v=V&size=700x700')!;

  it('name the original, its version, the width and the format; the original keeps its version only', () => {
    expect(imageVariantUrl(ref, 320, 'avif')).toBe('/image/x.jpg?v=V&w=320&format=avif');
    expect(imageOriginalUrl(ref)).toBe('/image/x.jpg?v=V');
    expect(imageVariantUrl(parseImageRef('/image/x.jpg')!, 160, 'webp')).toBe('/image/x.jpg?w=160&format=webp');
  });

  it('offer the widths below the original and the first at or above it, at the original width', () => {
    expect(variantWidths(700)).toEqual([
      { request: 160, actual: 160 },
      { request: 320, actual: 320 },
      { request: 480, actual: 480 },
      { request: 640, actual: 640 },
      { request: 960, actual: 700 },
    ]);
    expect(variantWidths(640).at(-1)).toEqual({ request: 640, actual: 640 });
    expect(variantWidths(100)).toEqual([{ request: 160, actual: 100 }]);
    expect(variantWidths(null).map((w) => w.request)).toEqual([...IMAGE_WIDTHS]);
    expect(variantWidths(5000, [960, 320, 320]).map((w) => w.request)).toEqual([320, 960]);
  });
});
