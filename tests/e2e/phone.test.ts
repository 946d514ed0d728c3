import { PHONE } from './browser';
import { expect, test } from './fixtures';

// On a 375 px phone: the cookie notice is a short bar that never hides what the keyboard focuses.

test.describe('on a phone', () => {
  test('the cookie notice is a short bar, and a focused control is scrolled clear of it', async ({ browser, shop }) => {
    // A first visit: nothing accepted yet, so the notice shows.
    const page = await browser.newPage({ viewport: PHONE, locale: 'ru-RU' });
    await page.goto(`${shop}/kremi`);
    const notice = page.getByRole('region', { name: 'Уведомление об использовании cookie' });
    await expect(notice).toBeVisible();
    const bar = (await notice.boundingBox())!;
    expect(bar.height).toBeLessThanOrEqual(PHONE.height * 0.12);
    // Its controls are still a thumb's size.
    for (const name of ['Ок', 'Закрыть']) {
      const box = (await notice.getByRole('button', { name }).boundingBox())!;
      expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(44);
    }
    // A link far down the page, focused from the keyboard, ends above the bar.
    const link = page.getByRole('link', { name: 'Политика использования cookie' }).first();
    await link.focus();
    await expect
      .poll(async () => (await link.boundingBox())!.y + (await link.boundingBox())!.height)
      .toBeLessThanOrEqual(bar.y);
  });
});
