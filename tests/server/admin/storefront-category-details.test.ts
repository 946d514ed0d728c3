import { describe, expect, it } from 'vitest';
import type { CategoryEditorRecord } from '../../../src/contract/admin-categories';
import type { ProductEditorRecord } from '../../../src/contract/admin-product-editor';
import type { CategoryDetails, CategoryItem, ProductDetails } from '../../../src/contract/catalogue';
import type { TestShop } from '../test-app';
import { adminCall, type Staff } from './admin-helpers';
import { categoryIdOf, uploadedPicture, withEditorShop } from './editor-helpers';

// What the back office's 'Категории' and the product pictures' texts change on the storefront (issue 16): a category's
// description, picture and meta in /back/category/one and its picture in /back/category/list; each product picture's
// text in /back/product/one. The kept answers and their ETags follow a save at once.

let shop: TestShop;
let editor: Staff;

withEditorShop({}, (started) => ({ shop, editor } = started));

/** The storefront's call for a category's page: its data and the answer's ETag. */
async function categoryPage(id: number) {
  const reply = await shop.app.inject({ method: 'POST', url: '/back/category/one', payload: { id } });
  return { status: reply.statusCode, etag: reply.headers.etag, body: reply.json() };
}

const uploaded = () => uploadedPicture(shop, editor, 400, 'kremi.jpg');

describe("a category's page data", () => {
  it('carries the description, picture and meta saved in the back office, at once, with a new ETag', async () => {
    const id = await categoryIdOf(shop, 'kremi');
    const before = await categoryPage(id);
    expect(before.status).toBe(200);
    // The seeded category: its description, no picture, a meta title that is its name, no meta description.
    expect(before.body.data).toEqual({
      category_id: id,
      name: 'Кремы',
      catalog_href: '/kremi',
      image: null,
      description: expect.stringContaining('Кремы для лица'),
      meta_title: 'Кремы',
      meta_description: '',
    } satisfies CategoryDetails);
    // Kept: asked again, the same answer and ETag.
    expect((await categoryPage(id)).etag).toBe(before.etag);

    const record = (await adminCall(shop, editor, 'GET', `/categories/${id}`)).json().data as CategoryEditorRecord;
    const image = await uploaded();
    const saved = await adminCall(shop, editor, 'POST', `/categories/${id}`, {
      version: record.version,
      values: {
        ...record.values,
        image,
        description: '<h2>Как выбрать крем</h2><p>Подберём <b>крем</b> по типу кожи.</p><script>alert(1)</script>',
        meta_title: 'Кремы для лица и тела — купить',
        meta_description: 'Профессиональные кремы с доставкой.',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await categoryPage(id);
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(after.body.data).toMatchObject({
      description: '<h2>Как выбрать крем</h2><p>Подберём <b>крем</b> по типу кожи.</p>',
      meta_title: 'Кремы для лица и тела — купить',
      meta_description: 'Профессиональные кремы с доставкой.',
    });
    const data = after.body.data as CategoryDetails;
    expect(data.image).toMatch(new RegExp(`^/image/${image}`));
    // The picture is served.
    const picture = await shop.app.inject({ method: 'GET', url: data.image! });
    expect(picture.statusCode).toBe(200);

    // The category list shows its picture beside its name, and the others have none.
    const list = await shop.app.inject({ method: 'POST', url: '/back/category/list', payload: { parent_id: 0 } });
    const categories = list.json().data as CategoryItem[];
    expect(categories.find((c) => c.category_id === id)?.image).toBe(data.image);
    expect(categories.find((c) => c.catalog_href === '/ximicheskie-pilingi')?.image).toBeNull();
  });

  it('of a hidden or unknown category is 404 in Russian', async () => {
    const id = await categoryIdOf(shop, 'uhod_za_volosami');
    const record = (await adminCall(shop, editor, 'GET', `/categories/${id}`)).json().data as CategoryEditorRecord;
    const hidden = await adminCall(shop, editor, 'POST', `/categories/${id}`, {
      version: record.version,
      values: { ...record.values, status: false },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    for (const unknown of [id, 999999]) {
      const reply = await categoryPage(unknown);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ result: 'error', error: 'Категория не найдена' });
    }
  });
});

describe("a product's pictures", () => {
  it("carry each picture's text from the back office, in the order of the pictures", async () => {
    const product = await shop.db
      .selectFrom('product as p')
      .innerJoin('product_image as i', 'i.product_id', 'p.product_id')
      .select('p.product_id')
      .where('p.status', '=', true)
      .groupBy('p.product_id')
      .orderBy('p.product_id')
      .executeTakeFirstOrThrow();
    const id = product.product_id;
    const one = async () =>
      (await shop.app.inject({ method: 'POST', url: '/back/product/one', payload: { id } })).json()
        .data as ProductDetails;

    const before = await one();
    expect(before.image_alt).toBe('');
    expect(before.images_alt).toEqual(before.images.map(() => ''));

    const record = (await adminCall(shop, editor, 'GET', `/products/${id}`)).json().data as ProductEditorRecord;
    // Its pictures, each with a text, and one more without.
    const pictures = [
      ...record.values.pictures.map((p, index) => ({ ...p, alt: `Снимок ${index + 1}: флакон` })),
      { path: await uploaded(), alt: '' },
    ];
    const alts = pictures.map((p) => p.alt);
    expect(alts.length).toBeGreaterThanOrEqual(3);
    const saved = await adminCall(shop, editor, 'POST', `/products/${id}`, {
      version: record.version,
      values: { ...record.values, pictures },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await one();
    expect(after.image_alt).toBe('Снимок 1: флакон');
    // One text for each extra picture, '' where none was written.
    expect(after.images_alt).toEqual(alts.slice(1));
    expect(after.images).toHaveLength(after.images_alt.length);
  });
});
