import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { staffPage } from './admin-fixtures';
import { seriousViolations } from './axe-check';
import { freshPage } from './fixtures';

// 'Товары' as an editor uses it (issue 16): find a product by its article number, disable it, and it is gone from the
// storefront (its page, its category, the search, the sitemap); enable it again, and it is back. The browser tests
// share one shop, so the product ends as it began.

const SKU = 'bt7802';
const NAME = 'Ампулы для роста волос с пептидами (10 × 6 мл)';
const CATEGORY = '/uhod_za_volosami';

/** Ticks the product's row and carries out one of the bulk buttons after its dialog. */
async function bulk(page: Page, button: 'Включить' | 'Выключить', yes: string, done: string) {
  await page.getByRole('checkbox', { name: `Отметить «${NAME}»` }).check({ force: true });
  await expect(page.getByText('Отмечено: 1')).toBeVisible();
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: `${button} 1 товар?` });
  await dialog.getByRole('button', { name: yes }).click();
  await expect(page.getByText(done)).toBeVisible();
}

/** What a shopper sees of the product: its page, its category's list, the search for its article, the sitemap. */
async function storefront(page: Page, keyword: string) {
  const shop = new URL(page.url()).origin;
  await page.goto(`${shop}/${keyword}`);
  await page.waitForLoadState('networkidle');
  const product = await page.getByRole('heading', { level: 1, name: NAME }).count();
  await page.goto(`${shop}${CATEGORY}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  const inCategory = await page.getByRole('article', { name: NAME }).count();
  await page.goto(`${shop}/search?q=${SKU}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Поиск' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const found = await page
    .getByRole('list', { name: 'Результаты поиска' })
    .getByRole('article', { name: NAME })
    .count();
  const sitemap = await (await page.request.get(`${shop}/sitemap/products-1.xml`)).text();
  return { url: page.url(), product, inCategory, found, inSitemap: sitemap.includes(`/${keyword}<`) };
}

test('an editor finds a product by its article number, disables it (gone from the shop) and enables it again', async ({
  browser,
  shop,
}) => {
  const { page } = await staffPage(browser, 'editor');
  await page.goto(`${shop}/admin/products`);
  await expect(page.getByRole('heading', { name: 'Товары', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(SKU);
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(`${shop}/admin/products?q=${SKU}`);
  await expect(page.getByText('Найдено: 1 товар')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: SKU });
  await expect(row).toContainText(NAME);
  await expect(row).toContainText('Включён');
  const href = await row.getByRole('link', { name: `«${NAME}» в магазине` }).getAttribute('href');
  const keyword = href!.slice(1);

  const shopper = await freshPage(browser);
  await shopper.goto(`${shop}/`);
  expect(await storefront(shopper, keyword)).toMatchObject({ product: 1, inCategory: 1, found: 1, inSitemap: true });

  await bulk(page, 'Выключить', 'Да, выключить', 'Выключено: 1 товар. В магазине их больше нет.');
  await expect(row).toContainText('Выключен');
  const gone = await storefront(shopper, keyword);
  expect(gone).toMatchObject({ product: 0, inCategory: 0, found: 0, inSitemap: false });

  // Back as it was, for the other tests of the shared shop.
  await bulk(page, 'Включить', 'Да, включить', 'Включено: 1 товар. Они снова в магазине.');
  await expect(row).toContainText('Включён');
  expect(await storefront(shopper, keyword)).toMatchObject({ product: 1, inCategory: 1, found: 1, inSitemap: true });
  await shopper.context().close();
  await page.context().close();
});

test("axe finds no serious violation on 'Товары' and its dialog, at 1280 px and on a phone", async ({
  browser,
  shop,
}) => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    const { page } = await staffPage(browser, 'editor', viewport);
    await page.goto(`${shop}/admin/products?q=bt78`);
    await expect(page.getByText(/^Найдено: \d+ товар/)).toBeVisible();
    expect(await seriousViolations(page), `${viewport.width} px`).toEqual([]);
    await page.getByRole('checkbox', { name: 'Отметить все на странице' }).check({ force: true });
    await page.getByRole('button', { name: 'Изменить остаток' }).click();
    await expect(page.getByRole('dialog', { name: /^Изменить остаток: \d+ товар/ })).toBeVisible();
    expect(await seriousViolations(page), `${viewport.width} px, dialog`).toEqual([]);
    await page.getByRole('button', { name: 'Отмена' }).click();
    await page.context().close();
  }
});
