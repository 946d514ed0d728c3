import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, PHONE } from './browser';

// The wishlist as a shopper uses it in Chromium against the demo shop: the heart on a card, the header's 'Избранное',
// the product on /wishlist, kept over a reload, then removed.

const shop = inject('shopUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the wishlist', () => {
  it('takes a product from a card to /wishlist, keeps it over a reload, and removes it', async () => {
    const page = await openPage(browser);
    await page.goto(`${shop}/kremi`);
    await page.getByRole('button', { name: 'Ок', exact: true }).click();

    const card = page.getByRole('list', { name: 'Товары' }).getByRole('article').first();
    const name = (await card.getAttribute('aria-label'))!;
    await card.getByRole('button', { name: 'Добавить в избранное' }).click();
    await page.getByText('Товар добавлен в избранное').waitFor();
    await expect
      .poll(() => card.getByRole('button', { name: 'Удалить из избранного' }).getAttribute('aria-pressed'))
      .toBe('true');

    await page.getByRole('banner').getByRole('link', { name: 'Избранное' }).click();
    await page.waitForURL(`${shop}/wishlist`);
    await page.getByRole('heading', { level: 1, name: 'Избранное, 1 товар' }).waitFor();
    const list = page.getByRole('list', { name: 'Товары в избранном' });
    await list.getByRole('link', { name, exact: true }).waitFor();

    // Stored in the browser: still there after a reload.
    await page.reload();
    await list.getByRole('link', { name, exact: true }).waitFor();

    await list.getByRole('button', { name: `Удалить «${name}» из избранного` }).click();
    await page.getByText('Ваше избранное пустует, добавьте товары').waitFor();
    await page.getByRole('link', { name: 'Перейти в каталог' }).click();
    await page.waitForURL(`${shop}/vsja-produktsija`);
    await page.context().close();
  });

  it('works the same on a phone', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(`${shop}/kremi`);
    await page.getByRole('button', { name: 'Ок', exact: true }).click();
    const card = page.getByRole('list', { name: 'Товары' }).getByRole('article').nth(1);
    const name = (await card.getAttribute('aria-label'))!;
    await card.getByRole('button', { name: 'Добавить в избранное' }).click();
    await page.goto(`${shop}/favorite`);
    await page.getByRole('heading', { level: 1, name: 'Избранное, 1 товар' }).waitFor();
    await page.getByRole('list', { name: 'Товары в избранном' }).getByRole('link', { name, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Очистить избранное' }).click();
    await page.getByText('Ваше избранное пустует, добавьте товары').waitFor();
    await page.context().close();
  });
});
