import { existsSync, mkdirSync, readdirSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { imageUrl } from '../../src/server/http/image-url';
import { startTestShop, type TestShop } from './test-app';

// The image pipeline (decision 0019): originals under DATA_DIR/image get WebP and AVIF variants at fixed widths, made
// once and kept on disk; addresses carry the original's version and are then cached for good.

let shop: TestShop;
let photoUrl: string;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PHOTO = 'catalog/photos/крем 1.jpg';

/** A photo-like JPEG: a gradient with some noise, `width`×`height`. */
async function photo(width: number, height: number, orientation?: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + ((i / 3) | 0) * 104729) % 256;
  const image = sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(2)
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g">` +
            `<stop offset="0" stop-color="#f4d7c8"/><stop offset="1" stop-color="#5a7fa6"/></linearGradient></defs>` +
            `<rect width="100%" height="100%" fill="url(#g)" opacity=".85"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 });
  return orientation ? image.withMetadata({ orientation }).toBuffer() : image.toBuffer();
}

function put(relative: string, content: Buffer | string): string {
  const file = path.join(shop.dataDir, 'image', relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  return file;
}

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

/** The address with its query parameters replaced by `query` (spaces in the path as %20). */
function withQuery(url: string, query: Record<string, string | number>): string {
  const [pathPart, search = ''] = url.split('?');
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  params.delete('size');
  return `${encodeURI(pathPart)}?${params}`;
}

beforeAll(async () => {
  shop = await startTestShop();
  put(PHOTO, await photo(1000, 750));
  photoUrl = imageUrl(PHOTO)!;
});
afterAll(async () => {
  await shop?.close();
});

describe('image addresses in replies', () => {
  it("carry the original's version and size: a file's and a demo SVG's", async () => {
    expect(photoUrl).toMatch(/^\/image\/catalog\/photos\/крем 1\.jpg\?v=[\w-]{12}&size=1000x750$/);
    const product = await shop.db
      .selectFrom('product')
      .select(['product_id', 'image'])
      .where('sku', '=', 'bt1001')
      .executeTakeFirstOrThrow();
    const reply = await shop.app.inject({
      method: 'POST',
      url: '/back/product/one',
      payload: { id: product.product_id },
    });
    expect(reply.json().data.image).toMatch(
      /^\/image\/catalog\/demo\/products\/piling-mindalnyj-30\.svg\?v=[\w-]{12}&size=600x600$/,
    );
  });

  it('take the size as shown: a JPEG turned by its EXIF orientation is portrait', async () => {
    put('catalog/photos/turned.jpg', await photo(400, 300, 6));
    expect(imageUrl('catalog/photos/turned.jpg')).toMatch(/&size=300x400$/);
  });

  it('go without a version for a file the shop does not have, and leave other sites alone', () => {
    expect(imageUrl('catalog/photos/none.jpg')).toBe('/image/catalog/photos/none.jpg');
    expect(imageUrl('https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
    expect(imageUrl(null)).toBeNull();
  });
});

describe('variants', () => {
  it.each([
    ['webp', 'image/webp', 'webp'],
    ['avif', 'image/avif', 'heif'],
  ])('makes a %s at the width asked, cached for good at its versioned address', async (format, type, sharpFormat) => {
    const reply = await get(withQuery(photoUrl, { w: 320, format }));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe(type);
    expect(reply.headers['cache-control']).toBe(IMMUTABLE);
    const metadata = await sharp(reply.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: sharpFormat, width: 320, height: 240 });
    expect(reply.rawPayload.length).toBeLessThan(30_000);
    // Already compressed: sent as it is.
    const again = await get(withQuery(photoUrl, { w: 320, format }), { 'accept-encoding': 'br, gzip' });
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.rawPayload.equals(reply.rawPayload)).toBe(true);
  });

  it('makes a variant once: a second request reads it from disk, parallel first requests share one encoding', async () => {
    const url = withQuery(photoUrl, { w: 480, format: 'webp' });
    const before = shop.app.images.encoded;
    const replies = await Promise.all([get(url), get(url), get(url), get(url)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(shop.app.images.encoded).toBe(before + 1);
    const again = await get(url);
    expect(again.rawPayload.equals(replies[0].rawPayload)).toBe(true);
    expect(shop.app.images.encoded).toBe(before + 1);
    const cached = readdirSync(path.join(shop.dataDir, 'image-cache'), { recursive: true }).map(String);
    expect(cached.some((name) => /-480\.webp$/.test(name))).toBe(true);
  });

  it('never enlarges: a width past the original gives the original width, one file for all such widths', async () => {
    const big = await get(withQuery(photoUrl, { w: 1920, format: 'webp' }));
    expect(big.statusCode).toBe(200);
    expect((await sharp(big.rawPayload).metadata()).width).toBe(1000);
    const encoded = shop.app.images.encoded;
    const bigToo = await get(withQuery(photoUrl, { w: 1280, format: 'webp' }));
    expect(bigToo.rawPayload.equals(big.rawPayload)).toBe(true);
    expect(shop.app.images.encoded).toBe(encoded);
  });

  it('turns a photo as its EXIF orientation says', async () => {
    const url = imageUrl('catalog/photos/turned.jpg')!;
    const reply = await get(withQuery(url, { w: 160, format: 'webp' }));
    expect(await sharp(reply.rawPayload).metadata()).toMatchObject({ width: 160, height: 213 });
  });

  it('answers 304 to a browser holding the current variant', async () => {
    const url = withQuery(photoUrl, { w: 160, format: 'avif' });
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
    expect(again.rawPayload.length).toBe(0);
  });

  it('refuses a width not in the list, an unknown format, and a width without a format, with 400', async () => {
    for (const query of [
      { w: 500, format: 'webp' },
      { w: 99999, format: 'webp' },
      { w: 320, format: 'png' },
      { w: 320, format: '' },
    ]) {
      const reply = await get(withQuery(photoUrl, query));
      expect(reply.statusCode, JSON.stringify(query)).toBe(400);
      expect(reply.json().result).toBe('error');
    }
    const [pathPart] = photoUrl.split('?');
    expect((await get(`${encodeURI(pathPart)}?w=320`)).statusCode).toBe(400);
    expect((await get(`${encodeURI(pathPart)}?format=webp`)).statusCode).toBe(400);
    expect((await get(`${encodeURI(pathPart)}?w=abc&format=webp`)).statusCode).toBe(400);
  });

  it('has none for an SVG (it scales) and none for a file that is not the picture its name says', async () => {
    const svg = await get('/image/catalog/demo/placeholder.svg?w=320&format=webp');
    expect(svg.statusCode).toBe(400);
    put('catalog/photos/fake.jpg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const fake = await get('/image/catalog/photos/fake.jpg?w=320&format=webp');
    expect(fake.statusCode).toBe(415);
  });
});

describe('a changed original', () => {
  it('gets a new version; the old address shows the new picture uncached, and the old variants go', async () => {
    const relative = 'catalog/photos/changing.jpg';
    const file = put(relative, await photo(640, 480));
    const oldUrl = imageUrl(relative)!;
    const old = await get(withQuery(oldUrl, { w: 320, format: 'webp' }));
    expect(old.headers['cache-control']).toBe(IMMUTABLE);

    put(relative, await photo(800, 400));
    utimesSync(file, new Date(), new Date(Date.now() + 60_000));
    // Addresses look at the file again after 5 s.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5_100);
    const newUrl = imageUrl(relative)!;
    vi.useRealTimers();
    expect(newUrl).toMatch(/&size=800x400$/);
    expect(new URLSearchParams(newUrl.split('?')[1]).get('v')).not.toBe(
      new URLSearchParams(oldUrl.split('?')[1]).get('v'),
    );

    const stale = await get(withQuery(oldUrl, { w: 320, format: 'webp' }));
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect((await sharp(stale.rawPayload).metadata()).height).toBe(160);
    const variants = readdirSync(path.dirname(findVariant('-320.webp', stale.headers.etag)));
    expect(variants).toHaveLength(1);
  });
});

/** The cached variant file whose name ends with `ending` and whose version the ETag names. */
function findVariant(ending: string, etag: unknown): string {
  const version = String(etag).replace(/^"|"$/g, '').split('-').slice(0, -2).join('-');
  const root = path.join(shop.dataDir, 'image-cache');
  const found = readdirSync(root, { recursive: true })
    .map(String)
    .find((name) => name.endsWith(ending) && path.basename(name).startsWith(`${version}-`));
  if (!found) throw new Error(`no cached variant ${version}${ending}`);
  return path.join(root, found);
}

describe('originals', () => {
  it('are served as they came, cached for good with their version, for a month without it', async () => {
    const [pathPart] = photoUrl.split('?');
    const versioned = await get(withQuery(photoUrl, {}));
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['content-type']).toBe('image/jpeg');
    expect(versioned.headers['cache-control']).toBe(IMMUTABLE);
    const plain = await get(encodeURI(pathPart));
    expect(plain.headers['cache-control']).toBe('public, max-age=2592000');
    expect(plain.rawPayload.equals(versioned.rawPayload)).toBe(true);
    const demo = await get(withQuery(imageUrl('catalog/demo/placeholder.svg')!, {}));
    expect(demo.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('serve an SVG file as image/svg+xml under a policy where nothing in it runs or loads', async () => {
    put('catalog/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const reply = await get('/image/catalog/logo.svg');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/svg+xml');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    const policy = String(reply.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox');
    expect(policy).not.toContain('script-src');
    const compressed = await get('/image/catalog/logo.svg', { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toContain('<script>alert(1)</script>');
  });

  it('are only pictures: another kind of file in the folder is not sent', async () => {
    put('catalog/page.html', '<script>alert(1)</script>');
    expect((await get('/image/catalog/page.html')).statusCode).toBe(404);
  });
});

describe('paths', () => {
  it('never leave the image folder: 404 for dot segments, encoded or not, and for links leading out', async () => {
    writeFileSync(path.join(shop.dataDir, 'secret.jpg'), await photo(16, 16));
    symlinkSync(path.join(shop.dataDir, 'secret.jpg'), path.join(shop.dataDir, 'image', 'catalog', 'link.jpg'));
    for (const url of [
      '/image/../secret.jpg',
      '/image/%2E%2E/secret.jpg',
      '/image/catalog/%2E%2E%2F%2E%2E%2Fsecret.jpg',
      '/image/catalog/..%2F..%2Fsecret.jpg?w=160&format=webp',
      '/image/catalog/link.jpg',
      '/image/catalog/link.jpg?w=160&format=webp',
      '/image/.hidden.jpg',
      '/image/catalog//photos/x.jpg',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(404);
    }
  });

  it('cannot reach the variant cache, which lies outside the served folder', async () => {
    expect(existsSync(path.join(shop.dataDir, 'image-cache'))).toBe(true);
    expect((await get('/image/../image-cache')).statusCode).toBe(404);
  });
});
