import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_COOKIE } from '../../../src/server/admin/staff-session';
import { forgetUnusedImages, makeVariants } from '../../../src/server/images/uploaded-images';
import { multipart } from '../account/account-helpers';
import { startTestShop, type TestShop } from '../test-app';
import { ADMIN, signedIn, type Staff } from './admin-helpers';

/** Pictures uploaded in the back office (issue 16): checked by content, limited, varied once, removed when unused. */

let shop: TestShop;
let editor: Staff;
let manager: Staff;

beforeAll(async () => {
  shop = await startTestShop();
  editor = await signedIn(shop, 'editor');
  manager = await signedIn(shop, 'manager');
});
afterAll(async () => {
  await shop?.close();
});

/** A photo-like JPEG of this width (3:2), drawn with sharp. */
const jpeg = (width: number) =>
  sharp({ create: { width, height: Math.round((width * 2) / 3), channels: 3, background: '#c08a6a' } })
    .jpeg()
    .toBuffer();

function upload(staff: Staff | null, file: { name: string; type: string; content: Buffer }) {
  return shop.app.inject({
    method: 'POST',
    url: `${ADMIN}/images`,
    remoteAddress: staff?.ip ?? '127.0.0.1',
    cookies: staff ? { [STAFF_COOKIE]: staff.cookie } : {},
    ...multipart(file),
  });
}

const onDisk = (imagePath: string) => path.join(shop.dataDir, 'image', imagePath);
const variantsOf = () => {
  const cache = path.join(shop.dataDir, 'image-cache');
  if (!existsSync(cache)) return [];
  return readdirSync(cache, { recursive: true }).filter((name) => /\.(avif|webp)$/.test(String(name)));
};

describe('an upload', () => {
  it('keeps a JPEG under a name of its own and answers the path, the address and the size', async () => {
    const reply = await upload(editor, { name: 'крем.jpg', type: 'image/jpeg', content: await jpeg(600) });
    expect(reply.statusCode, reply.body).toBe(200);
    const image = reply.json().data;
    expect(image).toEqual({
      path: expect.stringMatching(/^catalog\/upload\/[A-Za-z0-9_-]+\.jpg$/),
      url: expect.stringMatching(/^\/image\/catalog\/upload\/[A-Za-z0-9_-]+\.jpg\?v=[^&]+&size=600x400$/),
      width: 600,
      height: 400,
    });
    expect(image.path).not.toContain('крем');
    expect(existsSync(onDisk(image.path))).toBe(true);
    const row = await shop.db
      .selectFrom('uploaded_image')
      .selectAll()
      .where('path', '=', image.path)
      .executeTakeFirst();
    expect(row).toMatchObject({ width: 600, height: 400 });
    // The storefront serves it at that address.
    const served = await shop.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('makes its storefront variants once, up to its own width, in both formats', async () => {
    const image = (await upload(editor, { name: 'a.jpg', type: 'image/jpeg', content: await jpeg(500) })).json().data;
    const version = /[?&]v=([^&]+)/.exec(image.url)?.[1];
    const own = () => variantsOf().filter((name) => String(name).includes(`${version}-`));
    // The upload started them in the background; this waits for the same encodings (or makes what is left).
    await makeVariants(shop.app.images, image.path, shop.app.log);
    // 160, 320, 480 and the original's own 500 (what 640 and wider give): four widths, AVIF and WebP.
    const made = own().map((name) => path.basename(String(name)).replace(`${version}-`, ''));
    expect(made.sort()).toEqual(
      ['160', '320', '480', '500'].flatMap((width) => [`${width}.avif`, `${width}.webp`]).sort(),
    );
    const times = own().map((name) => statSync(path.join(shop.dataDir, 'image-cache', String(name))).mtimeMs);
    await makeVariants(shop.app.images, image.path, shop.app.log);
    expect(own().map((name) => statSync(path.join(shop.dataDir, 'image-cache', String(name))).mtimeMs)).toEqual(times);
    const served = await shop.app.inject({ method: 'GET', url: `/image/${image.path}?v=${version}&w=320&format=avif` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/avif');
  });

  it('refuses what is not a picture, whatever its name: an SVG with a script, HTML, a forged or broken JPEG', async () => {
    const refused = [
      { name: 'x.svg', type: 'image/svg+xml', content: Buffer.from('<svg><script>alert(1)</script></svg>') },
      { name: 'x.jpg', type: 'image/jpeg', content: Buffer.from('<html><script>alert(1)</script></html>') },
      { name: 'x.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ];
    for (const file of refused) {
      const reply = await upload(editor, file);
      expect(reply.statusCode, file.name).toBe(415);
      expect(reply.json().error).toBe('Загрузите изображение JPEG, PNG или WebP');
    }
    // JPEG's first bytes, then nothing a decoder can read.
    const cut = (await jpeg(400)).subarray(0, 200);
    const broken = await upload(editor, { name: 'cut.jpg', type: 'image/jpeg', content: cut });
    expect(broken.statusCode).toBe(415);
    expect(broken.json().error).toContain('Изображение не удалось прочитать');
    expect(await shop.db.selectFrom('uploaded_image').select('path').execute()).toHaveLength(2);
  });

  it('refuses a file over 15 MB with the limit in the message', async () => {
    const big = Buffer.concat([await jpeg(100), Buffer.alloc(15 * 1024 * 1024)]);
    const reply = await upload(editor, { name: 'big.jpg', type: 'image/jpeg', content: big });
    expect(reply.statusCode).toBe(413);
    expect(reply.json().error).toBe('Файл слишком большой: не больше 15 МБ');
  });

  it('is for the catalogue and content roles: a manager gets 403, nobody signed in 401', async () => {
    const picture = { name: 'a.jpg', type: 'image/jpeg', content: await jpeg(100) };
    expect((await upload(manager, picture)).statusCode).toBe(403);
    expect((await upload(null, picture)).statusCode).toBe(401);
  });
});

describe('unused pictures', () => {
  it('are deleted with their variants a day after their upload, unless a record uses them', async () => {
    const used = (await upload(editor, { name: 'u.jpg', type: 'image/jpeg', content: await jpeg(400) })).json().data;
    const unused = (await upload(editor, { name: 'n.jpg', type: 'image/jpeg', content: await jpeg(400) })).json().data;
    await makeVariants(shop.app.images, unused.path, shop.app.log);
    await shop.db.updateTable('product').set({ image: used.path }).where('product_id', '=', 1).execute();
    const variantsBefore = variantsOf().length;

    // An hour later both stay: an editor may still be writing the record.
    expect(await forgetUnusedImages(shop.app, new Date(Date.now() + 60 * 60 * 1000))).toBe(0);
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const forgotten = await forgetUnusedImages(shop.app, tomorrow);
    // The two of the tests above, and the unused one here; never the product's.
    expect(forgotten).toBe(3);
    expect(existsSync(onDisk(unused.path))).toBe(false);
    expect(existsSync(onDisk(used.path))).toBe(true);
    expect(variantsOf().length).toBeLessThan(variantsBefore);
    const left = await shop.db.selectFrom('uploaded_image').select('path').execute();
    expect(left.map((r) => r.path)).toEqual([used.path]);
  });
});
