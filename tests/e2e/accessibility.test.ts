import { PHONE } from './browser';
import { seriousViolations } from './axe-check';
import { ANNA, cartWithGoods, choose, fillContact } from './checkout-flow';
import { expect, freshPage, test } from './fixtures';

// axe (WCAG 2.1 A and AA rules) on the public pages, the cart with each checkout step, and the account: no serious or
// critical violation, at desktop width and on a phone.

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
