import type { Locator, Page } from '@playwright/test';
import { expect, freshPage, test } from './fixtures';

// Every dialog gives focus back to what opened it when it closes (Escape or its close button), so a keyboard or
// screen-reader user goes on from where they were.

/** Opens a dialog from `opener` with the keyboard, closes it with Escape, and checks where focus went. */
async function opensAndReturns(page: Page, opener: Locator) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(dialog).toBeVisible();
  // Focus is inside the dialog while it is open (the page behind it is hidden from assistive technology).
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test.describe('dialogs return focus to what opened them', () => {
  test('the quick view, from a card in a category', async ({ browser, shop }) => {
    const page = await freshPage(browser);
    await page.goto(`${shop}/kremi`);
    const opener = page.getByRole('button', { name: 'Быстрый просмотр' }).first();
    await expect(opener).toBeAttached();
    await opensAndReturns(page, opener);
  });

  test("the webinar signup, from a webinar's 'Записаться'", async ({ browser, shop }) => {
    const page = await freshPage(browser);
    await page.goto(`${shop}/`);
    const opener = page.getByRole('button', { name: /^Записаться на вебинар/ }).first();
    await expect(opener).toBeVisible();
    await opensAndReturns(page, opener);
  });

  test("the cart's 'Очистить корзину' confirmation", async ({ cartPage: page }) => {
    const opener = page.getByRole('button', { name: 'Очистить корзину' });
    await opensAndReturns(page, opener);
  });
});

test('the burger menu on a phone gives focus back to the burger', async ({ browser, shop }) => {
  const page = await freshPage(browser, { width: 375, height: 812 });
  await page.goto(`${shop}/`);
  const burger = page.getByRole('button', { name: 'Открыть меню' });
  await burger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Закрыть меню' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(burger).toBeFocused();
});
