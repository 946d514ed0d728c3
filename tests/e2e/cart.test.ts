import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E } from './shop-env';
import { certificateMixWarning } from '../../src/domain/certificate';
import { formatRoubles } from '../../src/domain/money';
import { openPage } from './browser';
import { demoProducts } from '../../src/server/db/seed/catalogue/products';

// The cart as a shopper uses it in Chromium against the demo shop: add from a card and from a product page, the
// header count, plus, minus, delete, clear with its confirm, and the certificate mixing warning.

const shop = E2E.url;
let browser: Browser;

// Playwright's browser, shared by the file's tests (each opens its own contexts: its own session).
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

/** The number on the header's cart shortcut. */
async function headerCount(page: Page): Promise<string> {
  return (await page.getByRole('banner').getByRole('link', { name: 'Корзина' }).first().innerText()).replace(
    /\D+/g,
    '',
  );
}

test.describe('the cart', () => {
  test('adds from a card and from a product page, changes quantities, deletes and clears', async () => {
    const page = await openPage(browser);
    await page.goto(`${shop}/vsja-produktsija`);
    await page.getByRole('button', { name: 'Ок', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // From a card: the total as a toast, the header count, the icon now leads to the cart.
    const products = page.getByRole('list', { name: 'Товары' }).getByRole('article');
    await expect(products.first()).toBeVisible();
    const addable = products.filter({ has: page.getByRole('button', { name: 'Добавить в корзину' }) });
    const firstName = (await addable.first().getAttribute('aria-label'))!;
    const secondName = (await addable.nth(1).getAttribute('aria-label'))!;
    const first = products.filter({ has: page.getByRole('link', { name: firstName, exact: true }) });
    await first.getByRole('button', { name: 'Добавить в корзину' }).click();
    await expect(page.getByText(/^Итого: .+, в корзине 1 товар$/)).toBeVisible();
    await expect.poll(() => headerCount(page)).toBe('1');
    await expect(first.getByRole('button', { name: 'Перейти в корзину' })).toBeVisible();

    // From a product page: 'В корзину' → 'Добавлено в корзину' → the cart.
    await products.getByRole('link', { name: secondName, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: secondName })).toBeVisible();
    // With the keyboard: focus stays on the button, and the outcome is announced.
    await page.getByRole('button', { name: 'В корзину', exact: true }).focus();
    await page.keyboard.press('Enter');
    const added = page.getByRole('button', { name: 'Добавлено в корзину' });
    await expect(added).toBeVisible();
    await expect(added).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: /^Добавлено в корзину$/ })).toHaveCount(1);
    await expect.poll(() => headerCount(page)).toBe('2');
    await added.click();
    await page.waitForURL(`${shop}/cart`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ваша корзина, 2 товара' })).toBeVisible();

    // Plus, minus, delete.
    const lines = page.getByRole('list', { name: 'Товары в корзине' });
    await page.getByRole('button', { name: `Увеличить количество: ${firstName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ваша корзина, 3 товара' })).toBeVisible();
    await expect.poll(() => headerCount(page)).toBe('3');
    await page.getByRole('button', { name: `Уменьшить количество: ${firstName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ваша корзина, 2 товара' })).toBeVisible();
    await page.getByRole('button', { name: `Удалить из корзины: ${secondName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ваша корзина, 1 товар' })).toBeVisible();
    await expect.poll(() => lines.getByRole('link', { name: secondName, exact: true }).count()).toBe(0);

    // The certificate cannot join goods: the warning, nothing added.
    await page.goto(`${shop}/podarochnyj-sertifikat`);
    await page.getByLabel('Сумма сертификата').fill('1500');
    await page.getByRole('button', { name: 'В корзину', exact: true }).click();
    await expect(page.getByText(certificateMixWarning)).toBeVisible();
    await expect.poll(() => headerCount(page)).toBe('1');

    // Clear, after the confirm.
    await page.getByRole('banner').getByRole('link', { name: 'Корзина' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ваша корзина, 1 товар' })).toBeVisible();
    await page.getByRole('button', { name: 'Очистить корзину' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('Вы действительно хотите очистить корзину?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Очистить', exact: true }).click();
    await expect(page.getByText('Ваша корзина пуста, добавьте товары')).toBeVisible();
    await expect.poll(() => headerCount(page)).toBe('0');

    // A reload keeps what the server has (the session cookie): still empty.
    await page.reload();
    await expect(page.getByText('Ваша корзина пуста, добавьте товары')).toBeVisible();
    await page.context().close();
  });

  test('3+1 comes first: four units that reach 10 000 ₽ only with the free one get no 10% on top', async () => {
    // The demo shop's promotions: 3+1 for everyone, 10% from 10 000 ₽. Four units at 2750 ₽ are 11 000 ₽ before the
    // free unit and 8250 ₽ after it: the shopper gets the free unit and no discount.
    const peel = demoProducts.find((p) => p.name === 'Пилинг салициловый 20%')!;
    const page = await openPage(browser);
    await page.goto(`${shop}/${peel.keyword}`);
    await page.getByRole('button', { name: 'Ок', exact: true }).click();
    await page.getByRole('button', { name: 'В корзину', exact: true }).click();
    await page.getByRole('button', { name: 'Добавлено в корзину' }).click();
    await page.waitForURL(`${shop}/cart`);
    for (const count of ['2 товара', '3 товара', '4 товара']) {
      await page.getByRole('button', { name: `Увеличить количество: ${peel.name}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Ваша корзина, ${count}` })).toBeVisible();
    }
    const summary = page.locator('dl').filter({ hasText: 'Акция 3+1' });
    await expect(summary.getByText(formatRoubles(-2750), { exact: true })).toBeVisible();
    await expect(summary.getByText(/Скидка/)).toHaveCount(0);
    await expect(summary.getByText(formatRoubles(8250), { exact: true })).toBeVisible();
    await page.context().close();
  });
});
