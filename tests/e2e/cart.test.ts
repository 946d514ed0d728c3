import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { certificateMixWarning } from '../../src/domain/certificate';
import { launchBrowser, openPage } from './browser';

// The cart as a shopper uses it in Chromium against the demo shop: add from a card and from a product page, the
// header count, plus, minus, delete, clear with its confirm, and the certificate mixing warning.

const shop = inject('shopUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The number on the header's cart shortcut. */
async function headerCount(page: Page): Promise<string> {
  return (await page.getByRole('banner').getByRole('link', { name: 'Корзина' }).first().innerText()).replace(
    /\D+/g,
    '',
  );
}

describe('the cart', () => {
  it('adds from a card and from a product page, changes quantities, deletes and clears', async () => {
    const page = await openPage(browser);
    await page.goto(`${shop}/vsja-produktsija`);
    await page.getByRole('button', { name: 'Ок', exact: true }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();

    // From a card: the total as a toast, the header count, the icon now leads to the cart.
    const products = page.getByRole('list', { name: 'Товары' }).getByRole('article');
    await products.first().waitFor();
    const addable = products.filter({ has: page.getByRole('button', { name: 'Добавить в корзину' }) });
    const firstName = (await addable.first().getAttribute('aria-label'))!;
    const secondName = (await addable.nth(1).getAttribute('aria-label'))!;
    const first = products.filter({ has: page.getByRole('link', { name: firstName, exact: true }) });
    await first.getByRole('button', { name: 'Добавить в корзину' }).click();
    await page.getByText(/^Итого: .+, в корзине 1 товар$/).waitFor();
    await expect.poll(() => headerCount(page)).toBe('1');
    await first.getByRole('button', { name: 'Перейти в корзину' }).waitFor();

    // From a product page: 'В корзину' → 'Добавлено в корзину' → the cart.
    await products.getByRole('link', { name: secondName, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: secondName }).waitFor();
    await page.getByRole('button', { name: 'В корзину', exact: true }).click();
    const added = page.getByRole('button', { name: 'Добавлено в корзину' });
    await added.waitFor();
    await expect.poll(() => headerCount(page)).toBe('2');
    await added.click();
    await page.waitForURL(`${shop}/cart`);
    await page.getByRole('heading', { level: 1, name: 'Ваша корзина, 2 товара' }).waitFor();

    // Plus, minus, delete.
    const lines = page.getByRole('list', { name: 'Товары в корзине' });
    await page.getByRole('button', { name: `Увеличить количество: ${firstName}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Ваша корзина, 3 товара' }).waitFor();
    await expect.poll(() => headerCount(page)).toBe('3');
    await page.getByRole('button', { name: `Уменьшить количество: ${firstName}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Ваша корзина, 2 товара' }).waitFor();
    await page.getByRole('button', { name: `Удалить из корзины: ${secondName}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Ваша корзина, 1 товар' }).waitFor();
    await expect.poll(() => lines.getByRole('link', { name: secondName, exact: true }).count()).toBe(0);

    // The certificate cannot join goods: the warning, nothing added.
    await page.goto(`${shop}/podarochnyj-sertifikat`);
    await page.getByLabel('Сумма сертификата').fill('1500');
    await page.getByRole('button', { name: 'В корзину', exact: true }).click();
    await page.getByText(certificateMixWarning).waitFor();
    await expect.poll(() => headerCount(page)).toBe('1');

    // Clear, after the confirm.
    await page.getByRole('banner').getByRole('link', { name: 'Корзина' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Ваша корзина, 1 товар' }).waitFor();
    await page.getByRole('button', { name: 'Очистить корзину' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Вы действительно хотите очистить корзину?').waitFor();
    await confirm.getByRole('button', { name: 'Очистить', exact: true }).click();
    await page.getByText('Ваша корзина пуста, добавьте товары').waitFor();
    await expect.poll(() => headerCount(page)).toBe('0');

    // A reload keeps what the server has (the session cookie): still empty.
    await page.reload();
    await page.getByText('Ваша корзина пуста, добавьте товары').waitFor();
    await page.context().close();
  });
});
