import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E } from './shop-env';
import { openPage, PHONE, waitingForHydration } from './browser';
import { ANNA, cartWithGoods, choose, confirmOrder, fillContact, pressSpaceOn } from './checkout-flow';

// The five-step checkout in Chromium against the demo shop: a guest pays on receipt (courier in Moscow); another city
// with a pickup point; a card payment through the bank's sandbox page, paid ('Оплатить') or declined ('Отказаться').

const shop = E2E.url;
let browser: Browser;

// Playwright's browser, shared by the file's tests (each opens its own contexts: its own session).
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

const openStep = (page: Page) => page.locator('section[aria-current="step"]');

/** From a cart with goods: Moscow, self-pickup, the card, the contact, both consents: on to the bank's (sandbox) page. */
async function orderByCard(page: Page) {
  await choose(page, 'Москва (в пределах МКАД)', /Шаг 2\./);
  await choose(page, /Самовывоз/, /Шаг 3\./);
  // Where to collect it: the shop's address, in step 2's line.
  await expect(page.getByText('Самовывоз, Бесплатно · Москва, ул. Большая Полянка, 28, стр. 1, офис 12')).toBeVisible();
  await choose(page, 'Банковской картой онлайн', /Шаг 4\./);
  await fillContact(page, ANNA);
  await confirmOrder(page);
  await page.waitForURL(/\/payment\/sandbox/);
  await expect(page.getByRole('heading', { name: /^Оплата заказа № \d+$/ })).toBeVisible();
}

test.describe('checkout', () => {
  test('a guest orders with a courier in Moscow and pays on receipt', async ({ cartPage: page }) => {
    await choose(page, 'Москва (в пределах МКАД)', /Шаг 2\./);
    await expect(openStep(page).getByRole('radio')).toHaveCount(3);
    await choose(page, /Курьер/, /Шаг 3\./);
    // One total everywhere: the cart's summary above the steps takes the courier in as a row of its own.
    const summary = page.getByRole('complementary', { name: 'Итого по заказу' });
    await expect(summary.getByText('Курьером')).toBeVisible();
    const cartTotal = await summary.locator('dd').last().innerText();
    await choose(page, 'Оплата при получении', /Шаг 4\./);
    await fillContact(page, { ...ANNA, address: 'ул. Ленина, 5, кв. 12' });
    const stepFive = page.getByRole('form', { name: 'Комментарий и согласие' });
    await expect(stepFive.locator('dd').last()).toHaveText(cartTotal);
    await confirmOrder(page, 'Позвоните за час до доставки');
    await page.waitForURL(/\/success\?order_id=\d+$/);
    await expect(page.getByRole('heading', { name: /^Ваш заказ № \d+ принят!$/ })).toBeVisible();
    await expect(page.getByText('Заказ передаётся на сборку.')).toBeVisible();
    await expect(page.getByText('Заказ оплачен.')).toHaveCount(0);
    // What was ordered, with the courier and the total; printed, the page is that alone.
    const items = page.getByRole('region', { name: 'Состав заказа' });
    await expect(items.getByRole('listitem')).toHaveCount(2);
    await expect(items.getByText('Курьером')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header')).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Продолжить' })).toBeHidden();
    await expect(items).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    // The order emptied the cart.
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.waitForURL(`${shop}/`);
  });

  test('the arrow keys move through the zones without choosing; Space takes the one reached', async ({
    cartPage: page,
  }) => {
    const moscow = page.getByRole('radio', { name: 'Москва (в пределах МКАД)' });
    await moscow.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const spb = page.getByRole('radio', { name: 'Санкт-Петербург (в пределах КАД)' });
    await expect(spb).toBeFocused();
    await expect(spb).toBeChecked();
    // Nothing chosen yet: step 1 stays the open one.
    await page.waitForTimeout(500);
    await expect(openStep(page).getByRole('heading', { name: /Шаг 1\./ })).toBeVisible();
    await page.keyboard.press(' ');
    await expect(openStep(page).getByRole('heading', { name: /Шаг 2\./ })).toBeVisible();
    // St Petersburg's methods: no self-pickup.
    await expect(openStep(page).getByRole('radio')).toHaveCount(2);
  });

  test("a refused 'Далее' at step 4 moves focus to the first field to correct", async ({ cartPage: page }) => {
    await choose(page, 'Москва (в пределах МКАД)', /Шаг 2\./);
    await choose(page, /Самовывоз/, /Шаг 3\./);
    await choose(page, 'Оплата при получении', /Шаг 4\./);
    await page.getByRole('textbox', { name: 'Имя' }).fill('Анна');
    await page.getByRole('textbox', { name: 'Имя' }).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Не указана фамилия' })).toBeVisible();
    const lastname = page.getByRole('textbox', { name: 'Фамилия' });
    await expect(lastname).toBeFocused();
    await expect(lastname).toHaveAttribute('aria-invalid', 'true');
  });

  test("a slow background save does not undo the contact that 'Далее' sends after it", async ({ cartPage: page }) => {
    await choose(page, 'Москва (в пределах МКАД)', /Шаг 2\./);
    await choose(page, /Самовывоз/, /Шаг 3\./);
    await choose(page, 'Оплата при получении', /Шаг 4\./);
    // A slow mobile network: the first save (the name alone, sent when the shopper leaves the field) takes 2 s.
    // (The handler returns at once, so later requests are not queued behind the held one.)
    const held: Promise<unknown>[] = [];
    await page.route(/d_quickcheckout\/shipping_address\/update/, (route) => {
      if (held.length > 0) return route.continue();
      const answered = new Promise((resolve) => setTimeout(resolve, 2000))
        .then(() => route.continue())
        .then(() => route.request().response());
      held.push(answered);
    });
    await page.getByRole('textbox', { name: 'Имя' }).fill('Анна');
    await page.getByRole('textbox', { name: 'Фамилия' }).fill('Иванова');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('anna@example.ru');
    await page.getByRole('textbox', { name: 'Телефон' }).pressSequentially('9123456789');
    await page.getByRole('button', { name: 'Далее' }).click();
    await expect(openStep(page).getByRole('heading', { name: /Шаг 5\./ })).toBeVisible();
    // The held save has been answered too.
    await Promise.all(held);
    // What the server holds is the whole contact: the order goes through, with it.
    await confirmOrder(page);
    await page.waitForURL(/\/success\?order_id=\d+$/);
    await expect(page.getByText(/Иванова/).first()).toBeVisible();
  });

  test('another city: a region, then a pickup point from the list (on a phone)', async () => {
    const page = await openPage(browser, PHONE);
    await cartWithGoods(page, shop);
    await pressSpaceOn(page.getByRole('radio', { name: 'Другой город' }));
    await page.getByRole('combobox', { name: 'Регион' }).selectOption({ label: 'Свердловская область' });
    await expect(openStep(page).getByRole('heading', { name: /Шаг 2\./ })).toBeVisible();
    // No courier outside Moscow and St Petersburg.
    await expect(
      openStep(page)
        .getByRole('radio', { name: /Курьер/ })
        .count(),
    ).resolves.toBe(0);
    await pressSpaceOn(page.getByRole('radio', { name: /Пункт выдачи СДЭК/ }));
    // The list holds the chosen region's points only (a point elsewhere would be delivered at this zone's price).
    const picker = page.getByRole('region', { name: 'Выберите точку выдачи' });
    const choices = picker.getByRole('button', { name: /^Выбрать: / });
    await expect(choices.first()).toBeVisible();
    const names = await choices.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    expect(names).toEqual(['Выбрать: Екатеринбург, ул. 8 Марта, 46', 'Выбрать: Екатеринбург, ул. Малышева, 51']);
    await choices.first().click();
    await expect(openStep(page).getByRole('heading', { name: /Шаг 3\./ })).toBeVisible();
    // The step's summary names the city of the point, not only its street.
    await expect(page.getByText('Екатеринбург, ул. 8 Марта, 46', { exact: false }).first()).toBeVisible();
    await choose(page, 'Оплата при получении', /Шаг 4\./);
    await fillContact(page, ANNA);
    await confirmOrder(page);
    await page.waitForURL(/\/success\?order_id=\d+$/);
    await expect(page.getByRole('heading', { name: /^Ваш заказ № \d+ принят!$/ })).toBeVisible();
  });

  test("a card payment through the bank's page ends on the success page, paid", async ({ cartPage: page }) => {
    await orderByCard(page);
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL(/\/success\?order_id=\d+.*transaction_id=/);
    await expect(page.getByRole('heading', { name: /^Ваш заказ № \d+ принят!$/ })).toBeVisible();
    await expect(page.getByText('Заказ оплачен.')).toBeVisible();
    await expect(page.getByText('Проблемы с оплатой')).toHaveCount(0);
  });

  test('paid at the bank, back without a transaction id: the page checks the payment, then says it is paid', async ({
    cartPage: page,
  }) => {
    await orderByCard(page);
    const heading = await page.getByRole('heading', { name: /^Оплата заказа № \d+$/ }).innerText();
    const orderId = /\d+/.exec(heading)?.[0];
    // The shopper is back on the success page (in another tab of the same session) before the bank has called back.
    const back = waitingForHydration(await page.context().newPage());
    await back.goto(`${shop}/success?order_id=${orderId}`);
    await expect(back.getByRole('heading', { name: `Ваш заказ № ${orderId} принят!` })).toBeVisible();
    await expect(back.getByText('Проверяем оплату…')).toBeVisible();
    // The bank takes the payment and calls the shop back.
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL(/\/success\?/);
    await expect(back.getByText('Заказ оплачен.')).toBeVisible();
    await expect(back.getByText('Проверяем оплату…')).toHaveCount(0);
    await expect(back.getByText('Проблемы с оплатой')).toHaveCount(0);
  });

  test("declining at the bank ('Отказаться') returns to step 3 with a notice", async ({ cartPage: page }) => {
    await orderByCard(page);
    await page.getByRole('button', { name: 'Отказаться' }).click();
    await page.waitForURL(/\/cart\?payment=failed$/);
    await expect(page.getByRole('heading', { name: /Шаг 1\./ })).toBeVisible();
    await expect(openStep(page).getByRole('heading', { name: /Шаг 3\. Способ оплаты/ })).toBeVisible();
    await expect(page.getByText('Оплата не прошла. Выберите способ оплаты и попробуйте ещё раз.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Банковской картой онлайн' })).not.toBeChecked();
  });
});
