import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, PHONE } from './browser';
import { ANNA, cartWithGoods, choose, confirmOrder, fillContact, pressSpaceOn } from './checkout-flow';

// The five-step checkout in Chromium against the demo shop: a guest pays on receipt (courier in Moscow); another city
// with a pickup point; a card payment through the bank's sandbox page, paid ('Оплатить') or declined ('Отказаться').

const shop = inject('shopUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const openStep = (page: Page) => page.locator('section[aria-current="step"]');

/** Moscow, self-pickup, the card, the contact, both consents: on to the bank's (sandbox) page. */
async function orderByCard(page: Page, at: string) {
  await cartWithGoods(page, at);
  await choose(page, 'Москва (в пределах МКАД)', /Шаг 2\./);
  await choose(page, /Самовывоз/, /Шаг 3\./);
  await choose(page, 'Банковской картой онлайн', /Шаг 4\./);
  await fillContact(page, ANNA);
  await confirmOrder(page);
  await page.waitForURL(/\/payment\/sandbox/);
  await page.getByRole('heading', { name: /^Оплата заказа № \d+$/ }).waitFor();
}

/** A guest with goods, through the steps to the sandbox bank page. */
async function toTheBank(): Promise<Page> {
  const page = await openPage(browser);
  await orderByCard(page, shop);
  return page;
}

describe('checkout', () => {
  it('a guest orders with a courier in Moscow and pays on receipt', async () => {
    const page = await openPage(browser);
    await cartWithGoods(page, shop);
    await choose(page, 'Москва (в пределах МКАД)', /Шаг 2\./);
    await expect(openStep(page).getByRole('radio').count()).resolves.toBe(3);
    await choose(page, /Курьер/, /Шаг 3\./);
    await choose(page, 'Оплата при получении', /Шаг 4\./);
    await fillContact(page, { ...ANNA, address: 'ул. Ленина, 5, кв. 12' });
    await confirmOrder(page, 'Позвоните за час до доставки');
    await page.waitForURL(/\/success\?order_id=\d+$/);
    await page.getByRole('heading', { name: /^Ваш заказ № \d+ принят!$/ }).waitFor();
    await page.getByText('Заказ передаётся на сборку.').waitFor();
    await expect(page.getByText('Заказ оплачен.').count()).resolves.toBe(0);
    // The order emptied the cart.
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.waitForURL(`${shop}/`);
  });

  it('another city: a region, then a pickup point from the list (on a phone)', async () => {
    const page = await openPage(browser, PHONE);
    await cartWithGoods(page, shop);
    await pressSpaceOn(page.getByRole('radio', { name: 'Другой город' }));
    await page.getByRole('combobox', { name: 'Регион' }).selectOption({ label: 'Свердловская область' });
    await openStep(page)
      .getByRole('heading', { name: /Шаг 2\./ })
      .waitFor();
    // No courier outside Moscow and St Petersburg.
    await expect(
      openStep(page)
        .getByRole('radio', { name: /Курьер/ })
        .count(),
    ).resolves.toBe(0);
    await pressSpaceOn(page.getByRole('radio', { name: /Пункт выдачи СДЭК/ }));
    const picker = page.getByRole('region', { name: 'Выберите точку выдачи' });
    await picker.getByRole('textbox', { name: 'Город, улица или метро' }).fill('Екатеринбург');
    await picker
      .getByRole('button', { name: /^Выбрать: Екатеринбург/ })
      .first()
      .click();
    await openStep(page)
      .getByRole('heading', { name: /Шаг 3\./ })
      .waitFor();
    await choose(page, 'Оплата при получении', /Шаг 4\./);
    await fillContact(page, ANNA);
    await confirmOrder(page);
    await page.waitForURL(/\/success\?order_id=\d+$/);
    await page.getByRole('heading', { name: /^Ваш заказ № \d+ принят!$/ }).waitFor();
  });

  it("a card payment through the bank's page ends on the success page, paid", async () => {
    const page = await toTheBank();
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL(/\/success\?order_id=\d+.*transaction_id=/);
    await page.getByRole('heading', { name: /^Ваш заказ № \d+ принят!$/ }).waitFor();
    await page.getByText('Заказ оплачен.').waitFor();
    await expect(page.getByText('Проблемы с оплатой').count()).resolves.toBe(0);
  });

  it("declining at the bank ('Отказаться') returns to step 3 with a notice", async () => {
    const page = await toTheBank();
    await page.getByRole('button', { name: 'Отказаться' }).click();
    await page.waitForURL(/\/cart\?payment=failed$/);
    await page.getByRole('heading', { name: /Шаг 1\./ }).waitFor();
    await openStep(page)
      .getByRole('heading', { name: /Шаг 3\. Способ оплаты/ })
      .waitFor();
    await page.getByText('Оплата не прошла. Выберите способ оплаты и попробуйте ещё раз.').waitFor();
    await expect(page.getByRole('radio', { name: 'Банковской картой онлайн' }).isChecked()).resolves.toBe(false);
  });
});
