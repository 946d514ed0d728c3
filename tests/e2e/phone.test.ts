import { PHONE, waitingForHydration } from './browser';
import { cartWithGoods } from './checkout-flow';
import { expect, freshPage, test } from './fixtures';

// On a 375 px phone: the cookie notice is a short bar that never hides what the keyboard focuses; the cart's checkout
// is one tap from its first screen.

test.describe('on a phone', () => {
  test('the cookie notice is a short bar, and a focused control is scrolled clear of it', async ({ browser, shop }) => {
    // A first visit: nothing accepted yet, so the notice shows.
    const page = waitingForHydration(await browser.newPage({ viewport: PHONE, locale: 'ru-RU' }));
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
    // A link far down the page (once the page has its products), focused from the keyboard, ends above the bar.
    await expect(page.getByRole('list', { name: 'Товары' })).toBeVisible();
    const link = page.getByRole('link', { name: 'Политика использования cookie' }).first();
    await link.focus();
    await expect
      .poll(async () => (await link.boundingBox())!.y + (await link.boundingBox())!.height)
      .toBeLessThanOrEqual(bar.y);
    await page.context().close();
  });

  test("the cart's first screen offers the checkout: a jump to its open step", async ({ browser, shop }) => {
    const page = await freshPage(browser, PHONE);
    await cartWithGoods(page, shop);
    const step = page.getByRole('heading', { name: /Шаг 1\. Зона доставки/ });
    await expect(step).not.toBeInViewport();
    const jump = page.getByRole('button', { name: 'К оформлению заказа' });
    const box = (await jump.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await jump.click();
    await expect(step).toBeInViewport();
    await expect(step).toBeFocused();
    await page.context().close();
  });

  test('every button, field and link a thumb taps is at least 44 px each way', async ({ browser, shop }) => {
    const page = await freshPage(browser, PHONE);
    await cartWithGoods(page, shop, [1]);
    for (const path of ['/', '/kremi', '/podarochnyj-sertifikat', '/cart', '/faq', '/login', '/blog', '/news']) {
      await page.goto(`${shop}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Measured once the page is still (cards fade and scale in as they come into view).
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      const small = await page.evaluate(() => {
        const found: string[] = [];
        const controls = 'button, select, input:not([type=hidden]), [role=button], a[href]';
        /** A link inside running text (a sentence that goes on around it) is read, not aimed at (WCAG 2.5.8). */
        const inText = (element: Element) =>
          element.tagName === 'A' &&
          (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
        /** A link stretched over its card (a ::before laid over the card, Chakra's LinkOverlay) is the card's size. */
        const targetOf = (element: Element) => {
          const before = getComputedStyle(element, '::before');
          const stretched = before.content !== 'none' && before.position === 'absolute';
          const card = element instanceof HTMLElement ? element.offsetParent : null;
          return (stretched && card ? card : element).getBoundingClientRect();
        };
        for (const element of document.querySelectorAll(controls)) {
          const box = targetOf(element);
          // Visually hidden native radios and checkboxes: their labels are what a thumb taps.
          if (box.width <= 2 || box.height <= 2 || element.closest('[aria-hidden="true"]') || inText(element)) continue;
          // Half a pixel of rounding allowed (a 44 px box may measure 43.99).
          if (Math.min(box.width, box.height) < 43.5) {
            const name = element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name');
            found.push(`${name?.trim().slice(0, 40)} ${Math.round(box.width)}×${Math.round(box.height)}`);
          }
        }
        return found;
      });
      expect(small, path).toEqual([]);
    }
    await page.context().close();
  });

  test("a tap on a card's picture or article number opens the product, as its name does", async ({ browser, shop }) => {
    const page = await freshPage(browser, PHONE);
    for (const part of ['picture', 'article number'] as const) {
      await page.goto(`${shop}/kremi`);
      const card = page.getByRole('list', { name: 'Товары' }).getByRole('article').first();
      const name = (await card.getAttribute('aria-label'))!;
      const target = part === 'picture' ? card.locator('img').first() : card.getByText(/^Артикул: /);
      await target.scrollIntoViewIfNeeded();
      const box = (await target.boundingBox())!;
      // Where a thumb lands: the middle of the picture, or of the article number's line.
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page.getByRole('heading', { level: 1, name }), part).toBeVisible();
    }
    await page.context().close();
  });

  test('Back from a product returns to the same place in the catalogue', async ({ browser, shop }) => {
    const page = await freshPage(browser, PHONE);
    await page.goto(`${shop}/kremi`);
    const products = page.getByRole('list', { name: 'Товары' });
    const link = products.getByRole('listitem').nth(5).getByRole('link').last();
    await link.scrollIntoViewIfNeeded();
    // Where the shopper came to rest: the product's place on the screen.
    let before = -1;
    await expect
      .poll(async () => {
        const now = (await link.boundingBox())!.y;
        const settled = now === before;
        before = now;
        return settled;
      })
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await link.click();
    await page.waitForURL((url) => url.pathname !== '/kremi');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await page.waitForURL(`${shop}/kremi`);
    // The same product at the same place (blocks that grow above it, such as 'Вы смотрели', do not move it).
    await expect.poll(async () => Math.abs((await link.boundingBox())!.y - before)).toBeLessThanOrEqual(5);
    await page.context().close();
  });

  test('the breadcrumb wraps between its steps, never inside a word', async ({ browser, shop }) => {
    const page = await freshPage(browser, PHONE);
    await page.goto(`${shop}/piling-mindalnyj-30`);
    const trail = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    await expect(trail.getByRole('link', { name: 'Главная' })).toBeVisible();
    // A word drawn on two lines has two boxes.
    const broken = await trail.evaluate((nav) => {
      const words: string[] = [];
      const walker = document.createTreeWalker(nav, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (range.getClientRects().length > 1) words.push(match[0]);
        }
      }
      return words;
    });
    expect(broken).toEqual([]);
    await page.context().close();
  });
});
