import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E } from './shop-env';
import { openPage, PHONE } from './browser';

// The wishlist as a shopper uses it in Chromium against the demo shop: the heart on a card, the header's 'Избранное',
// the product on /wishlist, kept over a reload, then removed.

const shop = E2E.url;
let browser: Browser;

// Playwright's browser, shared by the file's tests (each opens its own contexts: its own session).
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

test.describe('the wishlist', () => {
  test('takes a product from a card to /wishlist, keeps it over a reload, and removes it', async () => {
    const page = await openPage(browser);
    await page.goto(`${shop}/kremi`);
    await page.getByRole('button', { name: 'Ок', exact: true }).click();

    const card = page.getByRole('list', { name: 'Товары' }).getByRole('article').first();
    const name = (await card.getAttribute('aria-label'))!;
    await card.getByRole('button', { name: 'Добавить в избранное' }).click();
    await expect(page.getByText('Товар добавлен в избранное')).toBeVisible();
    await expect
      .poll(() => card.getByRole('button', { name: 'Удалить из избранного' }).getAttribute('aria-pressed'))
      .toBe('true');

    await page.getByRole('banner').getByRole('link', { name: 'Избранное' }).click();
    await page.waitForURL(`${shop}/wishlist`);
    await expect(page.getByRole('heading', { level: 1, name: 'Избранное, 1 товар' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Товары в избранном' });
    await expect(list.getByRole('link', { name, exact: true })).toBeVisible();

    // Stored in the browser: still there after a reload.
    await page.reload();
    await expect(list.getByRole('link', { name, exact: true })).toBeVisible();

    await list.getByRole('button', { name: `Удалить «${name}» из избранного` }).click();
    await expect(page.getByText('Ваше избранное пустует, добавьте товары')).toBeVisible();
    await page.getByRole('link', { name: 'Перейти в каталог' }).click();
    await page.waitForURL(`${shop}/vsja-produktsija`);
    await page.context().close();
  });

  test('works the same on a phone', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(`${shop}/kremi`);
    await page.getByRole('button', { name: 'Ок', exact: true }).click();
    const card = page.getByRole('list', { name: 'Товары' }).getByRole('article').nth(1);
    const name = (await card.getAttribute('aria-label'))!;
    await card.getByRole('button', { name: 'Добавить в избранное' }).click();
    await page.goto(`${shop}/favorite`);
    await expect(page.getByRole('heading', { level: 1, name: 'Избранное, 1 товар' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Товары в избранном' }).getByRole('link', { name, exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Очистить избранное' }).click();
    await expect(page.getByText('Ваше избранное пустует, добавьте товары')).toBeVisible();
    await page.context().close();
  });
});
