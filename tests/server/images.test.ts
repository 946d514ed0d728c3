import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './test-app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

function imageUrl(imagePath: string): string {
  return `/image/${imagePath.split('/').map(encodeURIComponent).join('/')}`;
}

function svgSize(svg: string): { width: number; height: number; viewBox: string } {
  const root = svg.match(/^<svg [^>]*>/)?.[0] ?? '';
  return {
    width: Number(root.match(/ width="(\d+)"/)?.[1]),
    height: Number(root.match(/ height="(\d+)"/)?.[1]),
    viewBox: root.match(/ viewBox="([^"]+)"/)?.[1] ?? '',
  };
}

describe('/image', () => {
  it('serves every product image path stored in the database as a small 600×600 SVG', async () => {
    const products = await shop.db.selectFrom('product').select(['sku', 'name', 'image']).execute();
    const gallery = await shop.db.selectFrom('product_image').select('image').execute();
    expect(products.every((p) => p.image)).toBe(true);
    for (const image of [...products.map((p) => p.image!), ...gallery.map((g) => g.image)]) {
      const reply = await shop.app.inject({ method: 'GET', url: imageUrl(image) });
      expect(reply.statusCode, image).toBe(200);
      expect(reply.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(svgSize(reply.body), image).toEqual({ width: 600, height: 600, viewBox: '0 0 600 600' });
      expect(reply.rawPayload.length, image).toBeLessThan(8 * 1024);
    }
  });

  it('prints the product line and the product name on the pack', async () => {
    const product = await shop.db
      .selectFrom('product')
      .select(['image'])
      .where('sku', '=', 'bt2001')
      .executeTakeFirstOrThrow();
    const reply = await shop.app.inject({ method: 'GET', url: imageUrl(product.image!) });
    expect(reply.body).toContain('HYDRA BALANCE');
    expect(reply.body).toContain('aria-label="Крем с гиалуроновой кислотой"');
  });

  it('serves news, blog and seminar covers at 600×400 and banners at 1320×440', async () => {
    const covers = [
      ...(await shop.db.selectFrom('news').select('image').execute()),
      ...(await shop.db.selectFrom('blog').select('image').execute()),
      ...(await shop.db.selectFrom('seminar').select('image').execute()),
    ];
    for (const { image } of covers) {
      const reply = await shop.app.inject({ method: 'GET', url: imageUrl(image!) });
      expect(reply.statusCode, image!).toBe(200);
      expect(svgSize(reply.body)).toEqual({ width: 600, height: 400, viewBox: '0 0 600 400' });
    }
    const banners = await shop.db.selectFrom('banner').select('image').execute();
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.some((b) => b.image.includes(' '))).toBe(true);
    for (const { image } of banners) {
      const reply = await shop.app.inject({ method: 'GET', url: imageUrl(image) });
      expect(reply.statusCode, image).toBe(200);
      expect(svgSize(reply.body)).toEqual({ width: 1320, height: 440, viewBox: '0 0 1320 440' });
    }
  });

  it('lets browsers cache images for a long time and revalidate by ETag', async () => {
    const url = '/image/catalog/demo/banners/peel%20season.svg';
    const first = await shop.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=2592000');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);

    const again = await shop.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses SVGs for browsers that accept it', async () => {
    const reply = await shop.app.inject({
      method: 'GET',
      url: '/image/catalog/demo/banners/free-delivery.svg',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(reply.headers['content-encoding']).toBe('gzip');
  });

  it('forbids scripts inside served images', async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/image/catalog/demo/placeholder.svg' });
    expect(reply.statusCode).toBe(200);
    expect(String(reply.headers['content-security-policy'])).toContain("default-src 'none'");
  });

  it('serves uploaded files from DATA_DIR/image', async () => {
    mkdirSync(path.join(shop.dataDir, 'image', 'avatars'), { recursive: true });
    writeFileSync(path.join(shop.dataDir, 'image', 'avatars', 'user 7.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const reply = await shop.app.inject({ method: 'GET', url: '/image/avatars/user%207.png' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.headers['cache-control']).toBe('public, max-age=2592000');
  });

  it('replies 404 for an unknown image and refuses to leave the image folder', async () => {
    for (const url of [
      '/image/catalog/demo/products/none.svg',
      '/image/../package.json',
      '/image/%2E%2E/%2E%2E/package.json',
    ]) {
      const reply = await shop.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(404);
      expect(String(reply.headers['cache-control'] ?? ''), url).not.toContain('max-age=2592000');
    }
  });
});
