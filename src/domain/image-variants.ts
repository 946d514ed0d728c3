/**
 * The shop's image addresses (decision 0019), shared by the server that makes them and the storefront that asks for
 * them. An image is referred to by the address the API sends:
 *
 *   /image/<path>?v=<version>&size=<width>x<height>
 *
 * `v` changes whenever the original changes (a hash of the content or of the file's size and time), so every address
 * that carries it may be cached for good; `size` is the original's intrinsic size in pixels, so a page can reserve
 * the image's box before it loads. Both are optional (an address without them still works, cached for a month and
 * revalidated). A raster original (JPEG, PNG, WebP, AVIF, GIF) also has variants, made once on the server:
 *
 *   /image/<path>?v=<version>&w=<one of IMAGE_WIDTHS>&format=<avif|webp>
 *
 * An SVG original has none: it is served as it is (it scales, and is smaller than any raster copy of it).
 */

/**
 * The widths variants are made at, in pixels: thumbnails (48–120 CSS px) take 160–480 on any screen, product cards
 * (160–300 CSS px) 320–960, the product page's picture (up to 560 CSS px) and the articles 640–1920, the home banners
 * (up to 1320 CSS px) 960–1920. No other width is made: a request for one is refused, so the cache on disk stays bounded.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Variant formats, best first: a `<picture>` offers them in this order and the browser takes the first it knows. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_FORMAT_TYPE: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** File name endings of originals the server makes variants of. */
const RASTER_ORIGINAL = /\.(jpe?g|png|webp|avif|gif)$/i;

/** The longest side a `size=` may claim: more is not an image the shop serves. */
const MAX_SIDE = 50_000;

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

export function isImageFormat(value: string): value is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(value);
}

/** What an image address the API sent says about its image. */
export interface ImageRef {
  /** The original's address without the query, spaces encoded as %20 (product §2): '/image/catalog/a%20b.jpg'. */
  path: string;
  /** The original's version (`v`), or null for an address without one. */
  version: string | null;
  /** Intrinsic size in pixels (`size`), or null when the server did not know it. */
  width: number | null;
  height: number | null;
  /** A raster original: WebP and AVIF variants exist. */
  hasVariants: boolean;
}

/** The size query value: '600x400'. */
export function formatImageSize(width: number, height: number): string {
  return `${width}x${height}`;
}

/**
 * The address of an original under /image/ with its version and, when known, its size. Characters that would end
 * the path ('?', '#') are encoded; the rest of the path is sent as the database holds it, as before.
 */
export function imageRefUrl(
  path: string,
  facts: { version: string; width: number | null; height: number | null } | null,
): string {
  const url = `/image/${path.replace(/[?#]/g, encodeURIComponent)}`;
  if (!facts) return url;
  const size = facts.width && facts.height ? `&size=${formatImageSize(facts.width, facts.height)}` : '';
  return `${url}?v=${encodeURIComponent(facts.version)}${size}`;
}

/**
 * Reads an image address the API sent. Anything that is not an address under /image/ (another site's picture, a
 * data: URL, an empty string) gives null: it is shown as it is.
 */
export function parseImageRef(url: string | null | undefined): ImageRef | null {
  if (!url || !url.startsWith('/image/')) return null;
  const queryAt = url.indexOf('?');
  const path = (queryAt < 0 ? url : url.slice(0, queryAt)).replaceAll(' ', '%20');
  const query = new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1));
  const version = query.get('v') || null;
  const size = /^(\d{1,9})x(\d{1,9})$/.exec(query.get('size') ?? '');
  const width = size ? Number(size[1]) : 0;
  const height = size ? Number(size[2]) : 0;
  const sized = width > 0 && height > 0 && width <= MAX_SIDE && height <= MAX_SIDE;
  return {
    path,
    version,
    width: sized ? width : null,
    height: sized ? height : null,
    hasVariants: RASTER_ORIGINAL.test(path),
  };
}

/** The original's own address (the fallback `<img src>`): its path and version, without the size. */
export function imageOriginalUrl(ref: ImageRef): string {
  return ref.version ? `${ref.path}?v=${encodeURIComponent(ref.version)}` : ref.path;
}

/** A variant's address: the original's path and version, one of IMAGE_WIDTHS and a format. */
export function imageVariantUrl(ref: ImageRef, width: ImageWidth, format: ImageFormat): string {
  const version = ref.version ? `v=${encodeURIComponent(ref.version)}&` : '';
  return `${ref.path}?${version}w=${width}&format=${format}`;
}

/**
 * The widths worth offering for an original `intrinsicWidth` pixels wide (null: unknown), out of `wanted`: every
 * width below it, then the first at or above it, which the server makes at the original's own width (it never
 * enlarges) and which the srcset therefore describes with that width. Each entry: the width asked for and the width
 * the file will have.
 */
export function variantWidths(
  intrinsicWidth: number | null,
  wanted: readonly ImageWidth[] = IMAGE_WIDTHS,
): { request: ImageWidth; actual: number }[] {
  const sorted = [...new Set(wanted)].sort((a, b) => a - b);
  const result: { request: ImageWidth; actual: number }[] = [];
  for (const width of sorted) {
    if (intrinsicWidth === null || width < intrinsicWidth) {
      result.push({ request: width, actual: width });
    } else {
      result.push({ request: width, actual: intrinsicWidth });
      break;
    }
  }
  return result;
}

/** A `srcset` of one format: 'url 160w, url 320w, …'. */
export function imageSrcSet(ref: ImageRef, format: ImageFormat, wanted: readonly ImageWidth[] = IMAGE_WIDTHS): string {
  return variantWidths(ref.width, wanted)
    .map(({ request, actual }) => `${imageVariantUrl(ref, request, format)} ${actual}w`)
    .join(', ');
}
