import type { Browser, Page } from '@playwright/test';
import { openPage } from './browser';
import { expect, test } from './fixtures';
import { staffPage } from './admin-fixtures';

// 'Категории' as an editor uses it (issue 16): a new subcategory of 'Для лица' is in the shop's category menu (the
// 'Категории' row of the category's page; the header's main menu is a fixed list, product §2) at once; renamed with
// a new address, the menu shows the new name and the old address leads to the new one; moved 'Выше', the menu's order
// follows. The browser tests share one shop: the category is deleted at the end ('Удалить категорию?'), whatever
// happens, and the shop's categories are as they were.

/** The names in the category menu of 'Для лица', in order, as a shopper opening its page sees them. */
async function menuNames(browser: Browser, shop: string): Promise<string[]> {
  const shopper = await openPage(browser);
  try {
    await shopper.goto(`${shop}/uhod_za_litsom`);
    const menu = shopper.getByRole('navigation', { name: 'Категории' });
    await expect(menu.getByRole('link', { name: 'Сыворотки' })).toBeVisible();
    return (await menu.getByRole('link').allTextContents()).map((text) => text.trim());
  } finally {
    await shopper.context().close();
  }
}

/** Saves the category open in its form. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Категория сохранена')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/categories\/\d+$/);
}

test('an editor adds, renames and moves a category: the shop menu, the old address and the order follow', async ({
  browser,
  shop,
}) => {
  const tag = Date.now().toString(36);
  const name = `Кисти ${tag}`;
  const renamed = `Кисти и спонжи ${tag}`;
  const { page } = await staffPage(browser, 'editor');
  await page.goto(`${shop}/admin/categories`);
  await page.getByRole('link', { name: 'Подкатегория в «Для лица»' }).click();
  await expect(page.getByRole('heading', { name: 'Новая категория', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Родительская категория' })).toHaveValue(/^\d+$/);
  await expect(page.getByRole('combobox', { name: 'Родительская категория' }).locator('option:checked')).toHaveText(
    /Для лица/,
  );
  await page.getByRole('textbox', { name: 'Название' }).fill(name);
  const keyword = await page.getByRole('textbox', { name: 'Адрес страницы' }).inputValue();
  expect(keyword).toBe(`kisti-${tag}`);
  await save(page);

  try {
    expect(await menuNames(browser, shop)).toContain(name);

    // Renamed, with an address of its own: the menu has the new name, the old address leads to the new one.
    await page.getByRole('textbox', { name: 'Название' }).fill(renamed);
    await page.getByRole('textbox', { name: 'Адрес страницы' }).fill(`kisti-i-sponzhi-${tag}`);
    await save(page);
    const names = await menuNames(browser, shop);
    expect(names).toContain(renamed);
    expect(names).not.toContain(name);
    const shopper = await openPage(browser);
    await shopper.goto(`${shop}/${keyword}`);
    await expect(shopper).toHaveURL(`${shop}/kisti-i-sponzhi-${tag}`);
    await expect(shopper.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await shopper.context().close();

    // Last of 'Для лица'; 'Выше' puts it before the one that was before it, in the list and in the shop's menu.
    await page.getByRole('link', { name: '← Категории' }).click();
    const list = page.getByRole('list', { name: 'Категории в порядке меню' });
    await expect(list.getByRole('link', { name: renamed, exact: true })).toBeVisible();
    const before = names[names.indexOf(renamed) - 1];
    await page.getByRole('button', { name: `Выше: ${renamed}` }).click();
    await expect(page.getByText(`«${renamed}» перемещена`)).toBeVisible();
    const after = await menuNames(browser, shop);
    expect(after.indexOf(renamed)).toBe(after.indexOf(before) - 1);
  } finally {
    await page.goto(`${shop}/admin/categories`);
    const name = page
      .getByRole('list', { name: 'Категории в порядке меню' })
      .getByRole('link', { name: new RegExp(`^Кисти.* ${tag}$`) });
    await expect(name).toBeVisible();
    const shown = (await name.textContent()) ?? '';
    await page.getByRole('button', { name: `Удалить: ${shown}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Удалить категорию?' });
    await dialog.getByRole('button', { name: 'Да, удалить' }).click();
    await expect(page.getByText(`«${shown}» удалена`)).toBeVisible();
  }
  expect(await menuNames(browser, shop)).not.toContain(renamed);
});
