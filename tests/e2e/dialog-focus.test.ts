import type { ElementHandle, Locator, Page } from '@playwright/test';
import { waitingForHydration } from './browser';
import { expect, freshPage, test } from './fixtures';

// Every dialog gives focus back to what opened it when it closes (Escape or its close button), so a keyboard or
// screen-reader user goes on from where they were; and an open dialog or menu lies over everything else on the page
// (the theme's one z-index scale: sticky menu < cookie notice < backdrops < dialogs).

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
    await page.context().close();
  });

  test("the webinar signup, from a webinar's 'Записаться'", async ({ browser, shop }) => {
    const page = await freshPage(browser);
    await page.goto(`${shop}/`);
    const opener = page.getByRole('button', { name: /^Записаться на вебинар/ }).first();
    await expect(opener).toBeVisible();
    await opensAndReturns(page, opener);
    await page.context().close();
  });

  test("the cart's 'Очистить корзину' confirmation", async ({ cartPage: page }) => {
    const opener = page.getByRole('button', { name: 'Очистить корзину' });
    await opensAndReturns(page, opener);
    await page.context().close();
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
  await page.context().close();
});

/** Whether a tap at the centre of `target` would reach it (false: something lies over it there). */
async function reachable(target: ElementHandle): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the element is not on the page');
  return target.evaluate(
    (element, [x, y]) => element.contains(document.elementFromPoint(x, y)),
    [box.x + box.width / 2, box.y + box.height / 2],
  );
}

test('the quick view covers the sticky menu; the burger menu covers the cookie notice', async ({ browser, shop }) => {
  const desktop = waitingForHydration(
    await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'ru-RU' }),
  );
  await desktop.goto(`${shop}/kremi`);
  await desktop.mouse.wheel(0, 600);
  // Found before the dialog opens: while it is open, the page behind it is hidden from assistive technology.
  const cremes = await desktop
    .getByRole('navigation', { name: 'Главное меню' })
    .first()
    .getByRole('link', { name: 'Кремы' })
    .elementHandle();
  await desktop.getByRole('button', { name: 'Быстрый просмотр' }).first().click();
  await expect(desktop.getByRole('dialog')).toBeVisible();
  expect(await reachable(cremes)).toBe(false);
  await desktop.keyboard.press('Escape');
  await expect(desktop.getByRole('dialog')).toHaveCount(0);
  // Once the backdrop has faded out.
  await expect.poll(() => reachable(cremes)).toBe(true);

  // A first visit on a phone: the cookie notice is shown; the open menu's backdrop lies over its ×.
  const phone = waitingForHydration(await browser.newPage({ viewport: { width: 375, height: 812 }, locale: 'ru-RU' }));
  await phone.goto(`${shop}/`);
  const notice = phone.getByRole('region', { name: 'Уведомление об использовании cookie' });
  await expect(notice.getByRole('button', { name: 'Закрыть' })).toBeVisible();
  const close = await notice.getByRole('button', { name: 'Закрыть' }).elementHandle();
  expect(await reachable(close)).toBe(true);
  await phone.getByRole('button', { name: 'Открыть меню' }).click();
  await expect(phone.getByRole('button', { name: 'Закрыть меню' })).toBeVisible();
  expect(await reachable(close)).toBe(false);
  await desktop.close();
  await phone.close();
});
