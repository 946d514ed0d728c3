import { describe, expect, it } from 'vitest';
import type {
  AdminCategory,
  CategoryEditorRecord,
  CategoryEditorValues,
  CategoryFilterGroups,
} from '../../../src/contract/admin-categories';
import { CATEGORY_EDITOR_TEXT, EMPTY_CATEGORY } from '../../../src/domain/category-editor';
import { ADMIN_MESSAGES } from '../../../src/server/admin/admin-messages';
import { CATEGORY_EDITOR_MESSAGES } from '../../../src/server/admin/category-editor-store';
import { keywordTaken } from '../../../src/server/admin/url-keyword';
import { locations, parseXml, PUBLIC_URL } from '../seo-helpers';
import type { TestShop } from '../test-app';
import { adminCall, auditRows, signedIn, type Staff } from './admin-helpers';
import { categoryIdOf, uploadedPicture, withEditorShop } from './editor-helpers';

// One category's form in 'Категории' (issue 16): opened, saved with its version, created; the storefront's menu,
// category page filters, sitemap and old address follow at once; Russian refusals from the form's own rules; audited;
// a manager refused.

let shop: TestShop;
let editor: Staff;

withEditorShop({ env: { PUBLIC_URL } }, (started) => ({ shop, editor } = started));

const open = async (id: number) => {
  const reply = await adminCall(shop, editor, 'GET', `/categories/${id}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as CategoryEditorRecord;
};
const save = (id: number, values: CategoryEditorValues, version: number, who: Staff = editor) =>
  adminCall(shop, who, 'POST', `/categories/${id}`, { values, version });
const create = (values: CategoryEditorValues) => adminCall(shop, editor, 'POST', '/categories', { values, version: 0 });

const idOf = (keyword: string) => categoryIdOf(shop, keyword);

/** The storefront menu's categories under a parent, as the shop's call gives them. */
async function menu(parent = 0): Promise<{ category_id: number; name: string; catalog_href: string }[]> {
  const reply = await shop.app.inject({ method: 'POST', url: '/back/category/list', payload: { parent_id: parent } });
  expect(reply.statusCode).toBe(200);
  return reply.json().data;
}

async function sitemapCategories(): Promise<string[]> {
  const index = await shop.app.inject({ method: 'GET', url: '/sitemap.xml' });
  const parts = locations(parseXml(index.body), 'sitemap').filter((p) => p.loc.includes('/categories'));
  const locs: string[] = [];
  for (const part of parts) {
    const reply = await shop.app.inject({ method: 'GET', url: new URL(part.loc).pathname });
    locs.push(...locations(parseXml(reply.body), 'url').map((u) => u.loc));
  }
  return locs;
}

const uploaded = () => uploadedPicture(shop, editor, 400, 'category.jpg');

describe('an existing category', () => {
  it('opens with its values, its address and the filter groups its page offers', async () => {
    const id = await idOf('uhod_za_litsom');
    const record = await open(id);
    expect(record).toMatchObject({ category_id: id, href: '/uhod_za_litsom', values: { keyword: 'uhod_za_litsom' } });
    const offered = await shop.db
      .selectFrom('category_filter as cf')
      .innerJoin('filter as f', 'f.filter_id', 'cf.filter_id')
      .select('f.filter_group_id')
      .distinct()
      .where('cf.category_id', '=', id)
      .execute();
    expect(record.values.filter_group_ids.toSorted()).toEqual(offered.map((g) => g.filter_group_id).toSorted());
  });

  it('saves a new name and address: the menu shows the name at once, the old address leads to the new, audited', async () => {
    const id = await idOf('uhod_za_telom');
    const before = await open(id);
    const values = {
      ...before.values,
      name: 'Тело и руки',
      keyword: 'telo-i-ruki',
      description: '<p>Про тело</p><script>alert(1)</script>',
    };
    const reply = await save(id, values, before.version);
    expect(reply.statusCode, reply.body).toBe(200);
    const after = reply.json().data as CategoryEditorRecord;
    expect(after.version).toBeGreaterThan(before.version);
    expect(after).toMatchObject({ href: '/telo-i-ruki', values: { name: 'Тело и руки', keyword: 'telo-i-ruki' } });
    // Kept by the shop's HTML policy: the script is never stored.
    expect(after.values.description).toBe('<p>Про тело</p>');

    expect(await menu(before.values.parent_id)).toContainEqual(
      expect.objectContaining({ category_id: id, name: 'Тело и руки', catalog_href: '/telo-i-ruki' }),
    );
    const old = await shop.app.inject({ method: 'GET', url: '/uhod_za_telom', headers: { accept: 'text/html' } });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/telo-i-ruki');
    const sitemap = await sitemapCategories();
    expect(sitemap).toContain(`${PUBLIC_URL}/telo-i-ruki`);
    expect(sitemap).not.toContain(`${PUBLIC_URL}/uhod_za_telom`);

    const [audit] = (await auditRows(shop, 'category', id)).filter((row) => row.action === 'edit');
    expect(audit.before).toMatchObject({ name: before.values.name, keyword: 'uhod_za_telom' });
    expect(audit.after).toMatchObject({ name: 'Тело и руки', keyword: 'telo-i-ruki' });
  });

  it("refuses a save from a stale copy with 'Запись изменена другим сотрудником' and the category as it is", async () => {
    const id = await idOf('uhod_za_volosami');
    const first = await open(id);
    expect((await save(id, { ...first.values, name: 'Волосы' }, first.version)).statusCode).toBe(200);
    const stale = await save(id, { ...first.values, name: 'Волосы и кожа головы' }, first.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(ADMIN_MESSAGES.stale);
    expect(stale.json().data).toMatchObject({ values: { name: 'Волосы' } });
  });

  it('hidden, leaves the menu and the sitemap; the filters chosen are what its page offers', async () => {
    const id = await idOf('kremi');
    const before = await open(id);
    const groups = (await adminCall(shop, editor, 'GET', '/categories/filter-groups')).json().data
      .filter_groups as CategoryFilterGroups['filter_groups'];
    expect(groups.length).toBeGreaterThan(1);
    const [chosen] = groups;
    const hidden = await save(
      id,
      { ...before.values, status: false, filter_group_ids: [chosen.filter_group_id] },
      before.version,
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await menu()).map((c) => c.category_id)).not.toContain(id);
    expect(await sitemapCategories()).not.toContain(`${PUBLIC_URL}/kremi`);

    const shown = hidden.json().data as CategoryEditorRecord;
    expect((await save(id, { ...shown.values, status: true }, shown.version)).statusCode).toBe(200);
    const filters = await shop.app.inject({
      method: 'POST',
      url: '/back/category/filters',
      payload: { category_id: id },
    });
    expect(filters.json().data).toEqual([
      expect.objectContaining({
        filter_group_id: chosen.filter_group_id,
        filters: chosen.filters.map((name) => expect.objectContaining({ name })),
      }),
    ]);
  });

  it('refuses in Russian what the form refuses, and a parent inside the category itself', async () => {
    const face = await idOf('uhod_za_litsom');
    const record = await open(face);
    const child = (await adminCall(shop, editor, 'GET', '/categories'))
      .json()
      .data.categories.find((c: AdminCategory) => c.parent_id === face) as AdminCategory;
    const refusals: [Partial<CategoryEditorValues>, string][] = [
      [{ name: '  ' }, CATEGORY_EDITOR_TEXT.nameMissing],
      [{ parent_id: face }, CATEGORY_EDITOR_TEXT.parentLoop],
      [{ parent_id: child.category_id }, CATEGORY_EDITOR_TEXT.parentLoop],
      [{ parent_id: 999999 }, CATEGORY_EDITOR_MESSAGES.parent],
      [{ keyword: 'news' }, keywordTaken('news')],
      [{ image: 'catalog/upload/nobody.jpg' }, CATEGORY_EDITOR_MESSAGES.picture],
      [{ filter_group_ids: [999999] }, CATEGORY_EDITOR_MESSAGES.filterGroup],
      [{ meta_title: 'м'.repeat(300) }, CATEGORY_EDITOR_TEXT.metaTitle],
    ];
    for (const [change, message] of refusals) {
      const reply = await save(face, { ...record.values, ...change }, record.version);
      expect(reply.statusCode, JSON.stringify(change)).toBe(400);
      expect(reply.json().error).toBe(message);
    }
    const sale = await idOf('aktsii');
    const rule = await open(sale);
    const renamed = await save(sale, { ...rule.values, keyword: 'skidki' }, rule.version);
    expect(renamed.json().error).toBe(CATEGORY_EDITOR_MESSAGES.ruleKeyword);
  });

  it('is for the owner and editors: a manager can neither open nor save one', async () => {
    const manager = await signedIn(shop, 'manager');
    const id = await idOf('uhod_za_litsom');
    expect((await adminCall(shop, manager, 'GET', `/categories/${id}`)).statusCode).toBe(403);
    expect((await save(id, { ...EMPTY_CATEGORY, name: 'x' }, 1, manager)).statusCode).toBe(403);
    expect((await adminCall(shop, manager, 'GET', '/categories/filter-groups')).statusCode).toBe(403);
  });
});

describe('a new category', () => {
  it('is created under its parent, last, with an address from its name and an uploaded picture, and shows at once', async () => {
    const face = await idOf('uhod_za_litsom');
    const image = await uploaded();
    const reply = await create({ ...EMPTY_CATEGORY, name: 'Сыворотки для лица', parent_id: face, image });
    expect(reply.statusCode, reply.body).toBe(200);
    const record = reply.json().data as CategoryEditorRecord;
    expect(record).toMatchObject({
      href: '/syvorotki-dlja-litsa',
      values: { parent_id: face, keyword: 'syvorotki-dlja-litsa', image, status: true },
    });
    expect(record.image_url).toMatch(/^\/image\//);
    expect((await menu(face)).at(-1)).toMatchObject({ category_id: record.category_id, name: 'Сыворотки для лица' });
    const page = await shop.app.inject({
      method: 'POST',
      url: '/back/product/list',
      payload: { category_id: record.category_id, current_page: 1 },
    });
    expect(page.statusCode).toBe(200);
    expect(await sitemapCategories()).toContain(`${PUBLIC_URL}/syvorotki-dlja-litsa`);
    const [audit] = await auditRows(shop, 'category', record.category_id);
    expect(audit).toMatchObject({ action: 'create', before: null, after: { name: 'Сыворотки для лица' } });

    // A second one of the same name gets an address of its own.
    const twin = await create({ ...EMPTY_CATEGORY, name: 'Сыворотки для лица', parent_id: face });
    expect(twin.json().data.values.keyword).toBe('syvorotki-dlja-litsa-2');
  });

  it("dragged to the top of its parent's list, comes first in the menu", async () => {
    const face = await idOf('uhod_za_litsom');
    const made = (await create({ ...EMPTY_CATEGORY, name: 'Тоники', parent_id: face })).json()
      .data as CategoryEditorRecord;
    const moved = await adminCall(shop, editor, 'POST', `/categories/${made.category_id}/move`, {
      position: 0,
      version: made.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await menu(face))[0]).toMatchObject({ category_id: made.category_id });
    const [audit] = (await auditRows(shop, 'category', made.category_id)).filter((row) => row.action === 'move');
    expect(audit.after).toEqual({ sort_order: 0 });
  });
});
