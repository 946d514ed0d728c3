import type { Page } from '@playwright/test';
import { formatRoubles } from '../../src/domain/money';
import { expect, freshPage, test } from './fixtures';
import { staffPage } from './admin-fixtures';
import { seriousViolations } from './axe-check';

// The CSV import of 'Товары' as an editor uses it (issue 16): the export of one product, its price changed in the
// file, and a second row with a bad stock: the dry run names the bad row by its line and nothing can be applied, so
// the storefront keeps the old price; the row fixed, the file applied, the storefront shows the new price at once.
// The browser tests share one shop: the old price is put back by an import of the export taken first.

const SKU = 'bt1012';
const NAME = 'Пилинг-скатка с AHA-кислотами';
const OTHER = 'bt1011';

/** The export's rows of one article number, as the file the editor downloads holds them. */
async function exported(page: Page, shop: string, sku: string): Promise<{ header: string; row: string }> {
  const reply = await page.request.get(`${shop}/admin/api/products.csv?q=${sku}`);
  expect(reply.ok()).toBe(true);
  const [header, ...rows] = (await reply.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  const row = rows.find((r) => r.startsWith(`"${sku}";`));
  expect(row, `${sku} in the export`).toBeDefined();
  return { header: header, row: row! };
}

/** A row with its cell `index` (0-based, as the export orders them) set to `value`. */
const withCell = (row: string, index: number, value: string) =>
  row
    .split(';')
    .map((cell, i) => (i === index ? `"${value}"` : cell))
    .join(';');
const cellOf = (row: string, index: number) => row.split(';')[index].replace(/^"|"$/g, '');
const PRICE = 2;
const STOCK = 5;

/** Checks and applies a file through the import's calls, as the page does (the clean-up's way). */
async function importThroughApi(page: Page, shop: string, csv: string) {
  const file = { name: 'restore.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };
  const headers = { origin: shop };
  const check = await page.request.post(`${shop}/admin/api/products/import/check`, { multipart: { file }, headers });
  const plan = (await check.json()).data as { changes: { product_id: number; version: number }[] };
  const versions = JSON.stringify(plan.changes.map((c) => ({ product_id: c.product_id, version: c.version })));
  const apply = await page.request.post(`${shop}/admin/api/products/import`, {
    multipart: { versions, file },
    headers,
  });
  expect(apply.ok(), await apply.text()).toBe(true);
}

async function choose(page: Page, csv: string, name: string) {
  await page.getByLabel('Файл CSV').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) });
}

test('an editor imports a CSV with one bad row (nothing applied), fixes the row and the shop shows the new price', async ({
  browser,
  shop,
}) => {
  const { page } = await staffPage(browser, 'editor');
  const { header, row } = await exported(page, shop, SKU);
  const other = (await exported(page, shop, OTHER)).row;
  const oldPrice = Number(cellOf(row, PRICE));
  const newPrice = oldPrice + 111;
  const shopper = await freshPage(browser);
  try {
    await page.goto(`${shop}/admin/products?q=${SKU}`);
    const href = await page.getByRole('link', { name: `«${NAME}» в магазине` }).getAttribute('href');
    await page.getByRole('link', { name: 'Загрузить CSV' }).click();
    await expect(page.getByRole('heading', { name: 'Загрузка цен и остатков', level: 1 })).toBeVisible();

    const bad = [header, withCell(row, PRICE, String(newPrice)), withCell(other, STOCK, 'много')].join('\r\n');
    await choose(page, bad, 'цены.csv');
    await expect(page.getByText('Строка 3: Остаток «много»: нужно целое число от 0 до 1 000 000')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Будет изменено: 1 товар' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Применить' })).toBeDisabled();
    await shopper.goto(`${shop}${href}`);
    await expect(shopper.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    await expect(shopper.getByText(formatRoubles(oldPrice)).first()).toBeVisible();
    await expect(shopper.getByText(formatRoubles(newPrice))).toHaveCount(0);

    const fixed = [header, withCell(row, PRICE, String(newPrice)), other].join('\r\n');
    await choose(page, fixed, 'цены-исправлено.csv');
    const changes = page.getByRole('table', { name: 'Что изменится' });
    await expect(changes.getByRole('row', { name: new RegExp(NAME) })).toContainText(`Цена ${formatRoubles(newPrice)}`);
    await page.getByRole('button', { name: 'Применить' }).click();
    await expect(page.getByText('Изменено: 1 товар')).toBeVisible();

    await shopper.reload();
    await expect(shopper.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    await expect(shopper.getByText(formatRoubles(newPrice)).first()).toBeVisible();
  } finally {
    // Back as it was, for the other tests of the shared shop.
    await importThroughApi(page, shop, [header, row].join('\r\n'));
    expect(cellOf((await exported(page, shop, SKU)).row, PRICE)).toBe(String(oldPrice));
    await shopper.context().close();
    await page.context().close();
  }
});

test("axe finds no serious violation on the import's dry run, at 1280 px and on a phone", async ({ browser, shop }) => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 800 },
  ]) {
    const { page } = await staffPage(browser, 'editor', viewport);
    const { header, row } = await exported(page, shop, SKU);
    await page.goto(`${shop}/admin/products/import`);
    await choose(page, [header, withCell(row, STOCK, '-1'), withCell(row, PRICE, '1')].join('\r\n'), 'a.csv');
    await expect(page.getByRole('region', { name: 'Ошибки в файле' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/admin-import-${viewport.width}.png`, fullPage: true });
    await page.context().close();
  }
});
