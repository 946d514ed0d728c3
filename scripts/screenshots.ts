/**
 * `npm run screenshots -- [URL] [path …]`: full-page screenshots of the given paths (default: / and a few shell pages)
 * at 1280 px and 375 px wide, into screenshots/ (ignored by git), with Debian's Chromium. For looking at what you built.
 *
 * SCREENSHOT_WIDTHS=375,1024,1280,1920 takes other widths; SCREENSHOT_CART=1,2 puts those products in each page's cart
 * first (the cart page then shows the checkout under it).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DESKTOP, launchBrowser, openPage, PHONE } from '../tests/e2e/browser';

const [base = 'http://localhost:8080', ...given] = process.argv.slice(2);
const paths = given.length > 0 ? given : ['/', '/kremi', '/net-takoj-stranicy'];
const out = join(import.meta.dirname, '..', 'screenshots');
mkdirSync(out, { recursive: true });

function viewports(): [string, { width: number; height: number }][] {
  const widths = process.env.SCREENSHOT_WIDTHS;
  if (!widths) {
    return [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ];
  }
  return widths
    .split(',')
    .map((width) => [`w${width}`, { width: Number(width), height: Number(width) < 975 ? 812 : 900 }]);
}

/** The page's session gets its cart (the first visit makes the session cookie the cart belongs to). */
async function fillCart(page: Page): Promise<void> {
  const ids = (process.env.SCREENSHOT_CART ?? '').split(',').filter(Boolean);
  if (ids.length === 0) return;
  await page.goto(base);
  for (const id of ids) {
    await page.request.post(new URL('/cms/index.php?route=checkout/cart/add', base).href, {
      data: { product_id: Number(id), quantity: 1 },
    });
  }
}

const browser = await launchBrowser();
try {
  for (const [label, viewport] of viewports()) {
    for (const path of paths) {
      const page = await openPage(browser, viewport);
      await fillCart(page);
      await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
      await page.waitForTimeout(Number(process.env.SCREENSHOT_WAIT_MS ?? 3000));
      // Scroll through once, as a person would, so blocks that fade in on first view are shown.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(1000);
      const name = `${label}${path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home'}.png`;
      await page.screenshot({ path: join(out, name), fullPage: true });
      console.log(join('screenshots', name));
      await page.context().close();
    }
  }
} finally {
  await browser.close();
}
