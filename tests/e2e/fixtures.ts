import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { cartWithGoods } from './checkout-flow';
import { E2E } from './shop-env';
import { waitingForHydration } from './browser';

/**
 * The browser tests' fixtures (Playwright): the started shop's address, a shopper whose cart already holds goods, and
 * a registered customer who is logged in. Each test gets fresh ones: its own browser context, so its own session.
 */
export interface ShopFixtures {
  /** The running shop's address (tests/e2e/global-setup.ts starts it with `npm start`). */
  shop: string;
  /** A shopper at /cart with products 1 and 2 in the cart (added through the cart call), step 1 open. */
  cartPage: Page;
  /** A customer who registered a moment ago and is logged in, on 'Управление аккаунтом'. */
  customer: { page: Page; email: string; password: string };
}

export const CUSTOMER_PASSWORD = 'secret12';

let shoppers = 0;
/** A client address of its own for each fresh page (documentation range 198.51.100.0/24, then 203.0.113.0/24). */
const nextShopperAddress = () => {
  shoppers += 1;
  return `${shoppers <= 250 ? '198.51.100' : '203.0.113'}.${(shoppers % 250) + 1}`;
};

/**
 * A fresh page: a shopper of their own (own session, own client address for the shop's per-address limits), whose
 * cookie notice is already accepted (it would cover the forms' buttons on phones).
 */
export async function freshPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale: 'ru-RU',
    extraHTTPHeaders: { 'x-forwarded-for': nextShopperAddress() },
  });
  const page = waitingForHydration(await context.newPage());
  await page.addInitScript(() => {
    localStorage.setItem('hasReset', 'true');
    localStorage.setItem('cookie-warning', 'true');
  });
  return page;
}

/** An address nobody has registered yet. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.ru`;

/** Logs in through the login form and waits for the account page. */
export async function logIn(page: Page, shop: string, email: string, password = CUSTOMER_PASSWORD): Promise<void> {
  await page.goto(`${shop}/login`);
  const form = page.getByRole('form', { name: 'Вход' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Пароль', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Войти', exact: true }).click();
  await page.waitForURL(`${shop}/my-account`);
  await expect(page.getByRole('heading', { name: 'Управление аккаунтом' })).toBeVisible();
}

export const test = base.extend<ShopFixtures>({
  // The address is worked out the same way in every process (tests/e2e/shop-env.ts); no other fixture is needed.
  shop: E2E.url,
  cartPage: async ({ page, shop }, use) => {
    await cartWithGoods(page, shop, [1, 2]);
    await use(page);
  },
  customer: async ({ browser, shop }, use) => {
    const page = await freshPage(browser);
    const email = uniqueEmail('customer');
    // Registered through the shop's own call (the registration form is tested on its own), then logged in through
    // the login form, which is how the storefront learns who is there.
    await page.goto(`${shop}/`);
    const reply = await page.request.post(`${shop}/cms/index.php?route=api/customer/registration`, {
      data: {
        customer_type: 1,
        name: 'Анна',
        surname: 'Иванова',
        phone: '+7(912)345-67-89',
        email,
        password: CUSTOMER_PASSWORD,
        retry: CUSTOMER_PASSWORD,
      },
    });
    if (!reply.ok()) throw new Error(`registration failed: ${await reply.text()}`);
    await page.context().clearCookies();
    await logIn(page, shop, email);
    await use({ page, email, password: CUSTOMER_PASSWORD });
    await page.context().close();
  },
});

export { expect };
