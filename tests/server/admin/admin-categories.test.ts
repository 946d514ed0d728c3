import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../../src/contract/admin-categories';
import { ADMIN_MESSAGES } from '../../../src/server/admin/admin-messages';
import { CATEGORY_MESSAGES } from '../../../src/server/admin/category-store';
import type { TestShop } from '../test-app';
import { adminCall, auditRows, signedIn, type Staff } from './admin-helpers';
import { withEditorShop } from './editor-helpers';

// 'Категории' in the back office (issue 16): the tree in the menu's order, 'Выше'/'Ниже' among siblings (the
// storefront's menu follows), a delete refused while products or subcategories are in it, stale copies refused,
// every change audited; a manager is refused.

let shop: TestShop;
let editor: Staff;

withEditorShop({}, (started) => ({ shop, editor } = started));

async function tree(who: Staff = editor): Promise<AdminCategory[]> {
  const reply = await adminCall(shop, who, 'GET', '/categories');
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json().data as { categories: AdminCategory[] }).categories;
}

/** The storefront menu's top-level category ids, in order, as the shop's call gives them. */
async function menuOrder(): Promise<number[]> {
  const reply = await shop.app.inject({ method: 'POST', url: '/back/category/list', payload: { parent_id: 0 } });
  expect(reply.statusCode).toBe(200);
  const data = reply.json().data as { category_id: number }[] | { categories: { category_id: number }[] };
  return (Array.isArray(data) ? data : data.categories).map((c) => Number(c.category_id));
}

describe("'Категории'", () => {
  it('is for the owner and editors: a manager is refused', async () => {
    const manager = await signedIn(shop, 'manager');
    expect((await adminCall(shop, manager, 'GET', '/categories')).statusCode).toBe(403);
    const owner = await signedIn(shop, 'owner');
    expect((await tree(owner)).length).toBeGreaterThan(3);
  });

  it('lists each parent followed by its subcategories, with what is in each', async () => {
    const all = await tree();
    for (const [index, category] of all.entries()) {
      if (category.parent_id !== 0) {
        const parentAt = all.findIndex((c) => c.category_id === category.parent_id);
        expect(parentAt).toBeLessThan(index);
        expect(all.slice(parentAt + 1, index).every((c) => c.parent_id !== 0)).toBe(true);
      }
    }
    const face = all.find((c) => c.keyword === 'uhod_za_litsom')!;
    expect(face.products).toBeGreaterThan(0);
    expect(face.children).toBe(all.filter((c) => c.parent_id === face.category_id).length);
  });

  it("'Выше' swaps a category with the one before it, and the storefront's order follows; a stale copy is refused", async () => {
    const before = await tree();
    const top = before.filter((c) => c.parent_id === 0);
    const second = top[1];
    const moved = await adminCall(shop, editor, 'POST', `/categories/${second.category_id}/move`, {
      direction: 'up',
      version: second.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const order = (moved.json().data as { categories: AdminCategory[] }).categories.filter((c) => c.parent_id === 0);
    expect(order.slice(0, 2).map((c) => c.category_id)).toEqual([second.category_id, top[0].category_id]);
    const menu = await menuOrder();
    const shown = menu.filter((id) => id === second.category_id || id === top[0].category_id);
    expect(shown).toEqual([second.category_id, top[0].category_id].filter((id) => menu.includes(id)));
    expect(shown.length).toBeGreaterThan(0);

    const stale = await adminCall(shop, editor, 'POST', `/categories/${second.category_id}/move`, {
      direction: 'down',
      version: second.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(ADMIN_MESSAGES.stale);
    expect((await auditRows(shop, 'category', second.category_id)).at(-1)).toMatchObject({
      action: 'move-up',
      actor: editor.email,
    });
    // Back as it was.
    const now = order[0];
    const back = await adminCall(shop, editor, 'POST', `/categories/${now.category_id}/move`, {
      direction: 'down',
      version: now.version,
    });
    expect(back.statusCode).toBe(200);
    const again = (back.json().data as { categories: AdminCategory[] }).categories.filter((c) => c.parent_id === 0);
    expect(again.slice(0, 2).map((c) => c.category_id)).toEqual(top.slice(0, 2).map((c) => c.category_id));
  });

  it('refuses to delete a category while products or subcategories are in it, and deletes an empty one', async () => {
    const all = await tree();
    const rule = ['vsja-produktsija', 'aktsii'];
    const withProducts = all.find((c) => c.products > 0 && c.children === 0 && !rule.includes(c.keyword))!;
    const refused = await adminCall(shop, editor, 'POST', `/categories/${withProducts.category_id}/delete`, {
      version: withProducts.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(CATEGORY_MESSAGES.hasProducts(withProducts.products));
    const parent = all.find((c) => c.children > 0 && c.products === 0) ?? all.find((c) => c.children > 0)!;
    const refusedParent = await adminCall(shop, editor, 'POST', `/categories/${parent.category_id}/delete`, {
      version: parent.version,
    });
    expect(refusedParent.statusCode).toBe(400);
    expect(refusedParent.json().error).toMatch(/^В категории есть (товары|подкатегории)/);

    const empty = await shop.db
      .insertInto('category')
      .values({ parent_id: 0, name: 'Пустая', keyword: 'pustaya-kategoriya' })
      .returning('category_id')
      .executeTakeFirstOrThrow();
    const fresh = (await tree()).find((c) => c.category_id === empty.category_id)!;
    const stale = await adminCall(shop, editor, 'POST', `/categories/${empty.category_id}/delete`, {
      version: fresh.version + 1,
    });
    expect(stale.statusCode).toBe(409);
    const done = await adminCall(shop, editor, 'POST', `/categories/${empty.category_id}/delete`, {
      version: fresh.version,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await tree()).some((c) => c.category_id === empty.category_id)).toBe(false);
    expect((await auditRows(shop, 'category', empty.category_id)).at(-1)).toMatchObject({
      action: 'delete',
      after: null,
    });
  });
});
