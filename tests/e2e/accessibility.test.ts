import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PHONE } from './browser';
import { ANNA, cartWithGoods, choose, fillContact } from './checkout-flow';
import { expect, freshPage, test } from './fixtures';

// axe (WCAG 2.1 A and AA rules) on the public pages, the cart with each checkout step, and the account: no serious or
// critical violation, at desktop width and on a phone.

/**
 * Scrolls the page through once, as a reader would, so that every block that fades in when seen has faded in; left
 * hidden, a block would start fading when axe scrolls to it and be measured in half-way colours.
 */
async function readThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Measured once the page is still: a loader fading out or a block fading in has half-way colours.
  await expect(page.getByText('Загрузка магазина')).toHaveCount(0);
  await readThrough(page);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          // The element and what axe measured (colours, contrast ratio), to find it by.
          .map(
            (node) =>
              `${node.target.join(' ')} ${node.html.slice(0, 100)}: ${(node.failureSummary ?? '').slice(0, 200)}`,
          )
          .join(', ')}`,
    );
}

const PUBLIC_PAGES = [
  '/',
  '/kremi',
  '/search?search=крем',
  '/novosti',
  '/blog',
  '/faq',
  '/login',
  '/register',
  '/net-takoj-stranicy',
];

for (const [width, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', PHONE],
] as const) {
  test(`public pages have no serious accessibility issue (${width})`, async ({ browser, shop }) => {
    const page = await freshPage(browser, viewport);
    const problems: Record<string, string[]> = {};
    for (const path of PUBLIC_PAGES) {
      await page.goto(`${shop}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const found = await seriousViolations(page);
      if (found.length) problems[path] = found;
    }
    await page.context().close();
    expect(problems).toEqual({});
  });
}

test('a product page, the cart with each checkout step, and the account have no serious issue', async ({
  browser,
  shop,
  customer,
}) => {
  const page = await freshPage(browser);
  const problems: Record<string, string[]> = {};
  const check = async (label: string) => {
    const found = await seriousViolations(page);
    if (found.length) problems[label] = found;
  };
  await page.goto(`${shop}/kremi`);
  await page.getByRole('list', { name: 'Товары' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check('product');

  await cartWithGoods(page, shop);
  await check('cart, step 1');
  await choose(page, 'Москва (в пределах МКАД)', /Шаг 2\./);
  await check('step 2');
  await choose(page, /Курьер/, /Шаг 3\./);
  await check('step 3');
  await choose(page, 'Оплата при получении', /Шаг 4\./);
  await check('step 4');
  await fillContact(page, { ...ANNA, address: 'ул. Ленина, 5' });
  await check('step 5');

  const account = customer.page;
  for (const [label, tab] of [
    ['account: profile', null],
    ['account: orders', 'Мои заказы'],
    ['account: settings', 'Настройки'],
  ] as const) {
    if (tab)
      await account
        .getByRole('link', { name: tab })
        .or(account.getByRole('tab', { name: tab }))
        .first()
        .click();
    const found = await seriousViolations(account);
    if (found.length) problems[label] = found;
  }
  await page.context().close();
  expect(problems).toEqual({});
});
