import { randomBytes } from 'node:crypto';
import { statSync, type Stats } from 'node:fs';
import { mkdir, open, readdir, realpath, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageFormat, ImageWidth } from '../../domain/image-variants';
import { contentVersion, demoImage } from './demo-images';
import { readImageSize } from './image-size';

/**
 * The image pipeline (decision 0019). Originals are kept as they came: the demo catalogue's SVGs (drawn in memory)
 * and the files under `<DATA_DIR>/image` (uploaded avatars, pictures the shop's editors put there). Each raster
 * original gets WebP and AVIF variants at the fixed widths of src/domain/image-variants.ts, made with sharp on first
 * request, two at a time in the whole process, and kept under `<DATA_DIR>/image-cache` (outside the served folder),
 * so each is made once. An original's version (a hash of its content, or of its file's size and time) is in every
 * address the API gives out, so a changed original gets new addresses and the old ones may be cached for good.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The image pipeline: originals under DATA_DIR/image and their variants. */
    images: ImageStore;
  }
}

/** Variants live here, under DATA_DIR: `<hash of the path>/<version>-<width>.<format>`. */
export const IMAGE_CACHE_FOLDER = 'image-cache';

/** Originals served, by file name ending: nothing else under DATA_DIR/image is sent. */
const ORIGINAL_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
};

/** Formats sharp may read an original as (checked from its first bytes before sharp sees it, then by sharp). */
type RasterType = 'jpeg' | 'png' | 'webp' | 'gif' | 'heif';
const RASTER_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif']);

/** A decompression bomb stops here: 40 megapixels (an 8000×5000 photo) is more than any shop picture needs. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** An original larger than this (bytes) gets no variants; it is still served as it is. */
const MAX_ORIGINAL_BYTES = 50 * 1024 * 1024;
/** How often the facts an address is built from look at the file again (size and time), in milliseconds. */
const FACTS_TTL_MS = 5_000;

/** Encoder settings: WebP q75 and AVIF q50 at effort 2 (four times faster than effort 4 for some 4% more bytes). */
const ENCODE = {
  webp: { quality: 75, effort: 4 },
  avif: { quality: 50, effort: 2 },
} as const;

// libvips' operation cache would keep a decoded file by its name after the file changed; variants are cached on disk.
sharp.cache(false);
// One thread per encoding; the limiter below runs two encodings at once (the machine has two cores).
sharp.concurrency(1);

/** Runs at most `max` tasks at once; the rest wait in order. A finishing task hands its slot to the next. */
export class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly max: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.max) this.active += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  get queued(): number {
    return this.waiting.length;
  }
}

/** Every shop in the process shares the two encoding slots. */
const encodings = new Limiter(2);

export interface ImageFacts {
  version: string;
  width: number | null;
  height: number | null;
}

export type OriginalImage =
  | { kind: 'demo'; path: string; version: string; body: string; contentType: string }
  | {
      kind: 'file';
      path: string;
      version: string;
      file: string;
      bytes: number;
      contentType: string;
      hasVariants: boolean;
    };

/** A variant that cannot be made: 400 (an SVG: it has none) or 415 (the original is not a picture sharp reads). */
export class VariantRefused extends Error {
  constructor(
    readonly status: 400 | 415,
    message: string,
  ) {
    super(message);
  }
}

export const VARIANT_MESSAGES = {
  svg: 'У SVG-изображения нет растровых вариантов: оно масштабируется само',
  unreadable: 'Изображение не удалось прочитать',
} as const;

/** A path under /image/ as asked, or null when it could leave the folder or name a hidden file. */
export function safeImagePath(imagePath: string): string | null {
  if (!imagePath || imagePath.length > 500 || /[\0\\]/.test(imagePath)) return null;
  const parts = imagePath.split('/');
  if (parts.some((part) => part === '' || part.startsWith('.'))) return null;
  return imagePath;
}

const extensionOf = (name: string) => path.extname(name).slice(1).toLowerCase();

/** The raster type an original's first bytes show, or null (an SVG, a PDF, anything else is never given to sharp). */
function rasterTypeOf(head: Buffer): RasterType | null {
  const at = (offset: number, text: string) => head.toString('latin1', offset, offset + text.length) === text;
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head[0] === 0x89 && at(1, 'PNG\r\n\x1a\n')) return 'png';
  if (at(0, 'RIFF') && at(8, 'WEBP')) return 'webp';
  if (at(0, 'GIF87a') || at(0, 'GIF89a')) return 'gif';
  if (at(4, 'ftyp') && ['avif', 'avis'].includes(head.toString('latin1', 8, 12))) return 'heif';
  return null;
}

const fileVersion = (stats: Stats) => contentVersion(`${stats.size}:${stats.mtimeMs}`);

export class ImageStore {
  /** Originals on disk (uploads, editors' pictures). */
  readonly root: string;
  /** Variants made from them. */
  readonly cacheDir: string;
  /** How many variants this store has encoded (the tests count re-encodings with it). */
  encoded = 0;
  private readonly facts = new Map<string, { checkedAt: number; facts: ImageFacts | null }>();
  private readonly widths = new Map<string, number>();
  private readonly making = new Map<string, Promise<void>>();
  private rootReal: string | null = null;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'image');
    this.cacheDir = path.join(dataDir, IMAGE_CACHE_FOLDER);
  }

  /**
   * What an address for `imagePath` carries (version, intrinsic size), read synchronously while a reply is formatted:
   * a file's size and time are looked at again after 5 s, its size in pixels when they changed. Null: no such
   * original (the address goes without a version).
   */
  factsOf(imagePath: string): ImageFacts | null {
    const demo = demoImage(imagePath);
    if (demo) return { version: demo.version, width: demo.size?.width ?? null, height: demo.size?.height ?? null };
    const relative = safeImagePath(imagePath);
    if (!relative || !(extensionOf(relative) in ORIGINAL_TYPES)) return null;
    const now = Date.now();
    const known = this.facts.get(relative);
    if (known && now - known.checkedAt < FACTS_TTL_MS) return known.facts;
    const file = path.join(this.root, relative);
    let facts: ImageFacts | null = null;
    try {
      const stats = statSync(file);
      if (stats.isFile()) {
        const version = fileVersion(stats);
        const size = known?.facts?.version === version ? known.facts : readImageSize(file);
        facts = { version, width: size?.width ?? null, height: size?.height ?? null };
      }
    } catch {
      facts = null;
    }
    this.facts.set(relative, { checkedAt: now, facts });
    return facts;
  }

  /** The original at `imagePath` under /image/, or null: none, outside the folder, or not an image type served. */
  async original(imagePath: string): Promise<OriginalImage | null> {
    const demo = demoImage(imagePath);
    if (demo) {
      return {
        kind: 'demo',
        path: imagePath,
        version: demo.version,
        body: demo.body,
        contentType: 'image/svg+xml; charset=utf-8',
      };
    }
    const relative = safeImagePath(imagePath);
    const extension = relative ? extensionOf(relative) : '';
    if (!relative || !(extension in ORIGINAL_TYPES)) return null;
    const file = path.join(this.root, relative);
    try {
      // A link inside the folder must not lead out of it.
      const [real, rootReal] = await Promise.all([realpath(file), this.realRoot()]);
      if (!real.startsWith(rootReal + path.sep)) return null;
      const stats = await stat(real);
      if (!stats.isFile()) return null;
      return {
        kind: 'file',
        path: relative,
        version: fileVersion(stats),
        file: real,
        bytes: stats.size,
        contentType: ORIGINAL_TYPES[extension],
        hasVariants: RASTER_EXTENSIONS.has(extension),
      };
    } catch {
      return null;
    }
  }

  /** Deletes an original under the folder and every variant made from it (a picture no record uses any more). */
  async remove(imagePath: string): Promise<void> {
    const relative = safeImagePath(imagePath);
    if (!relative) return;
    await rm(path.join(this.root, relative), { force: true });
    await rm(path.join(this.cacheDir, ...pathHash(relative)), { recursive: true, force: true });
    this.facts.delete(relative);
  }

  /** The folder's real path, looked up until it exists (it appears with the first upload). */
  private async realRoot(): Promise<string> {
    if (this.rootReal) return this.rootReal;
    const real = await realpath(this.root);
    this.rootReal = real;
    return real;
  }

  /**
   * The file of `original`'s variant at `width` (made at the original's own width when that is less: never
   * enlarged) in `format`, made now unless already on disk. Throws VariantRefused.
   */
  async variant(
    original: OriginalImage,
    width: ImageWidth,
    format: ImageFormat,
  ): Promise<{ file: string; width: number }> {
    if (original.kind === 'demo' || !original.hasVariants) throw new VariantRefused(400, VARIANT_MESSAGES.svg);
    const intrinsic = await this.intrinsicWidth(original);
    const actual = Math.min(width, intrinsic);
    const dir = path.join(this.cacheDir, ...pathHash(original.path));
    const file = path.join(dir, `${original.version}-${actual}.${format}`);
    const made = await stat(file).then(
      () => true,
      () => false,
    );
    if (!made) {
      let making = this.making.get(file);
      if (!making) {
        making = encodings
          .run(() => this.encode(original, actual, format, dir, file))
          .finally(() => this.making.delete(file));
        this.making.set(file, making);
      }
      await making;
    }
    return { file, width: actual };
  }

  /** The original's width as shown (EXIF orientation applied), read by sharp once per version. */
  private async intrinsicWidth(original: Extract<OriginalImage, { kind: 'file' }>): Promise<number> {
    const key = `${original.path}\0${original.version}`;
    const known = this.widths.get(key);
    if (known) return known;
    if (original.bytes > MAX_ORIGINAL_BYTES) throw new VariantRefused(415, VARIANT_MESSAGES.unreadable);
    const handle = await open(original.file, 'r');
    const head = Buffer.alloc(16);
    try {
      await handle.read(head, 0, 16, 0);
    } finally {
      await handle.close();
    }
    const type = rasterTypeOf(head);
    if (!type) throw new VariantRefused(415, VARIANT_MESSAGES.unreadable);
    const metadata = await sharp(original.file, { limitInputPixels: MAX_INPUT_PIXELS })
      .metadata()
      .catch(() => null);
    const width = metadata?.autoOrient?.width ?? 0;
    const pixels = width * (metadata?.autoOrient?.height ?? 0);
    if (metadata?.format !== type || width <= 0 || pixels > MAX_INPUT_PIXELS) {
      throw new VariantRefused(415, VARIANT_MESSAGES.unreadable);
    }
    this.widths.set(key, width);
    return width;
  }

  private async encode(
    original: Extract<OriginalImage, { kind: 'file' }>,
    width: number,
    format: ImageFormat,
    dir: string,
    file: string,
  ): Promise<void> {
    await mkdir(dir, { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      const pipeline = sharp(original.file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .timeout({ seconds: 30 });
      await (format === 'avif' ? pipeline.avif(ENCODE.avif) : pipeline.webp(ENCODE.webp)).toFile(temporary);
      await rename(temporary, file);
      this.encoded += 1;
    } catch (error) {
      await rm(temporary, { force: true });
      if (error instanceof VariantRefused) throw error;
      throw new VariantRefused(415, VARIANT_MESSAGES.unreadable);
    }
    // Variants of the original's earlier versions are not asked for any more (their addresses are gone).
    const current = `${original.version}-`;
    for (const name of await readdir(dir)) {
      if (!name.startsWith(current) && !name.endsWith('.tmp')) await rm(path.join(dir, name), { force: true });
    }
  }
}

/**
 * An uploaded picture as sharp reads it: its shown size when it decodes whole as the `expected` format (the type its
 * first bytes named) within MAX_INPUT_PIXELS, else null (a truncated or forged file, a decompression bomb).
 */
export async function inspectUploadedImage(
  buffer: Buffer,
  expected: 'jpeg' | 'png' | 'webp',
): Promise<{ width: number; height: number } | null> {
  if (rasterTypeOf(buffer.subarray(0, 16)) !== expected) return null;
  try {
    const image = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format, autoOrient } = await image.metadata();
    if (format !== expected || !autoOrient.width || !autoOrient.height) return null;
    // Decoding it whole (shrunk while it loads) finds a file cut short or broken inside.
    await encodings.run(() => image.resize({ width: 32 }).raw().toBuffer());
    return { width: autoOrient.width, height: autoOrient.height };
  } catch {
    return null;
  }
}

/** A path's folder in the cache: two levels of its SHA-1 (no part of the path itself reaches the file system). */
function pathHash(imagePath: string): [string, string] {
  const hash = contentVersionHex(imagePath);
  return [hash.slice(0, 2), hash];
}

function contentVersionHex(text: string): string {
  // Hex, not base64url: case-insensitive file systems must not merge two folders.
  return Buffer.from(contentVersion(text), 'base64url').toString('hex');
}

/**
 * The store image addresses are built against: the shop's (the last one started in this process, for the tests that
 * start several). Set by the image routes when a shop starts, unset when it closes.
 */
const stores: ImageStore[] = [];

export function useImageStore(store: ImageStore): () => void {
  stores.push(store);
  return () => {
    const at = stores.lastIndexOf(store);
    if (at >= 0) stores.splice(at, 1);
  };
}

/** What the address of `imagePath` carries: the demo catalogue's, else the current shop's files'. */
export function imageFacts(imagePath: string): ImageFacts | null {
  const store = stores.at(-1);
  if (store) return store.factsOf(imagePath);
  const demo = demoImage(imagePath);
  return demo ? { version: demo.version, width: demo.size?.width ?? null, height: demo.size?.height ?? null } : null;
}
