/**
 * `npm run screenshots -- [URL] [path …]`: full-page screenshots of the given paths (default: / and a few shell pages)
 * at 1280 px and 375 px wide, into screenshots/ (ignored by git), with Debian's Chromium. For looking at what you built.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DESKTOP, launchBrowser, openPage, PHONE } from '../tests/e2e/browser';

const [base = 'http://localhost:8080', ...given] = process.argv.slice(2);
const paths = given.length > 0 ? given : ['/', '/kremi', '/net-takoj-stranicy'];
const out = join(import.meta.dirname, '..', 'screenshots');
mkdirSync(out, { recursive: true });

const browser = await launchBrowser();
try {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    for (const path of paths) {
      const page = await openPage(browser, viewport);
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
