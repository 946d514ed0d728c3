import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E } from './shop-env';
import { openPage, PHONE } from './browser';

// The search as a shopper uses it in Chromium against the demo shop: type in the header box, see the dropdown, press
// Enter, and find the results on /search (also with a typo); open a product from the dropdown on a phone.

const shop = E2E.url;
let browser: Browser;

// Playwright's browser, shared by the file's tests (each opens its own contexts: its own session).
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

test.describe('the search', () => {
  test('goes from the header dropdown to /search with Enter, and a typo still finds', async () => {
    const page = await openPage(browser);
    await page.goto(`${shop}/`);
    await page.getByRole('button', { name: 'Ок', exact: true }).click();

    const field = page.getByRole('combobox', { name: 'Поиск по сайту' });
    await field.fill('крем');
    const dropdown = page.getByRole('listbox', { name: 'Результаты поиска' });
    await expect(dropdown).toBeVisible();
    const options = dropdown.getByRole('option');
    await expect.poll(() => options.count()).toBe(5);
    for (const text of await options.allTextContents()) expect(text.toLowerCase()).toContain('крем');

    await field.press('Enter');
    await page.waitForURL(`${shop}/search?q=%D0%BA%D1%80%D0%B5%D0%BC`);
    await expect(page.getByRole('heading', { level: 1, name: 'Поиск' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('searchQuery'))).toBe('крем');
    const cards = page.getByRole('list', { name: 'Результаты поиска' }).getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThan(5);
    // On /search the header's dropdown stays closed.
    expect(await field.getAttribute('aria-expanded')).toBe('false');

    // A typo, from the page's own field.
    const pageField = page.getByRole('searchbox', { name: 'Ключевые слова' });
    await pageField.fill('крэм для рук');
    await pageField.press('Enter');
    await page.waitForURL(/\/search\?q=/);
    await expect.poll(() => cards.first().getAttribute('aria-label')).toBe('Крем для рук с мочевиной 10%');

    // A shared address shows the same results.
    const shared = await openPage(browser);
    await shared.goto(page.url());
    await expect(
      shared
        .getByRole('list', { name: 'Результаты поиска' })
        .getByRole('article', { name: 'Крем для рук с мочевиной 10%' }),
    ).toBeVisible();
    await shared.context().close();
    await page.context().close();
  });

  test('opens a product from the dropdown on a phone; an article number finds it', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(`${shop}/`);
    await page.getByRole('button', { name: 'Ок', exact: true }).click();
    const field = page.getByRole('combobox', { name: 'Поиск по сайту' });
    await field.fill('BT1001');
    const option = page.getByRole('listbox', { name: 'Результаты поиска' }).getByRole('option').first();
    await expect.poll(() => option.textContent()).toContain('Пилинг миндальный 30%');
    await option.click();
    await page.waitForURL(`${shop}/piling-mindalnyj-30`);
    await expect(page.getByRole('heading', { level: 1, name: 'Пилинг миндальный 30%' })).toBeVisible();
    expect(await page.getByRole('listbox', { name: 'Результаты поиска' }).count()).toBe(0);
    await page.context().close();
  });
});
