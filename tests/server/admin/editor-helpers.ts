import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { STAFF_COOKIE } from '../../../src/server/admin/staff-session';
import { multipart } from '../account/account-helpers';
import { startTestShop, type TestShop, type TestShopOptions } from '../test-app';
import { ADMIN, signedIn, type Staff } from './admin-helpers';

/**
 * The setup the catalogue editors' tests share (the category and product forms, and what the storefront shows of
 * them): a seeded record's id, and a picture uploaded as the back office's image field uploads it.
 */

/**
 * The file's shop: started (seeded) before its tests with an editor signed in, both handed to `use`, and closed after
 * them.
 */
export function withEditorShop(options: TestShopOptions, use: (started: { shop: TestShop; editor: Staff }) => void) {
  let shop: TestShop | undefined;
  beforeAll(async () => {
    shop = await startTestShop(options);
    use({ shop, editor: await signedIn(shop, 'editor') });
  });
  afterAll(async () => {
    await shop?.close();
  });
}

/** A seeded category's id by its address ('kremi'). */
export async function categoryIdOf(shop: TestShop, keyword: string): Promise<number> {
  const row = await shop.db
    .selectFrom('category')
    .select('category_id')
    .where('keyword', '=', keyword)
    .executeTakeFirstOrThrow();
  return row.category_id;
}

/** A seeded product's id by its article number ('bt1001'). */
export async function productIdOf(shop: TestShop, sku: string): Promise<number> {
  const row = await shop.db.selectFrom('product').select('product_id').where('sku', '=', sku).executeTakeFirstOrThrow();
  return row.product_id;
}

/** A square JPEG of this width (drawn with sharp) uploaded by the member to /admin/api/images: the stored path. */
export async function uploadedPicture(shop: TestShop, staff: Staff, width = 400, name = 'photo.jpg'): Promise<string> {
  const content = await sharp({ create: { width, height: width, channels: 3, background: '#d9b8a0' } })
    .jpeg()
    .toBuffer();
  const reply = await shop.app.inject({
    method: 'POST',
    url: `${ADMIN}/images`,
    remoteAddress: staff.ip,
    cookies: { [STAFF_COOKIE]: staff.cookie },
    ...multipart({ name, type: 'image/jpeg', content }),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json().data as { path: string }).path;
}
