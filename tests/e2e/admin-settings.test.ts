import type { Page } from '@playwright/test';
import { expect, freshPage, test } from './fixtures';
import { staffPage } from './admin-fixtures';
import { E2E } from './shop-env';

// The owner's 'Настройки' (issues 15 and 16). The browser tests share one shop: every test puts back what it turned
// on, in `finally`, so no other test meets a setting it does not expect.

const PUBLISH_AT_ONCE = 'Публиковать отзывы зарегистрированных покупателей сразу';

/** Saves settings through the owner's own call (the version as it is now), whatever the page shows. */
async function putSettings(owner: Page, change: Record<string, unknown>): Promise<void> {
  const current = (await (await owner.request.get(`${E2E.url}/admin/api/settings`)).json()).data;
  const { date_modified: _changed, mailbox_default: _mailbox, integrations: _integrations, ...settings } = current;
  const reply = await owner.request.put(`${E2E.url}/admin/api/settings`, { data: { ...settings, ...change } });
  expect(reply.ok(), await reply.text()).toBe(true);
}

test("the owner publishes signed-in customers' reviews at once: a customer's review is on the product page without moderation", async ({
  browser,
  shop,
  customer,
}) => {
  const tag = Date.now().toString(36);
  const { page } = await staffPage(browser, 'owner');
  try {
    await page.goto(`${shop}/admin`);
    await page.getByRole('navigation', { name: 'Разделы панели' }).getByRole('link', { name: 'Настройки' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    const box = page.getByRole('checkbox', { name: PUBLISH_AT_ONCE });
    await expect(box).not.toBeChecked();
    // The label is what a pointer clicks (the native input is visually hidden inside Chakra's checkbox).
    await page.getByText(PUBLISH_AT_ONCE).click();
    await expect(box).toBeChecked();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Настройки сохранены')).toBeVisible();

    // The signed-in customer writes a review from the product page; the reply is SPEC's, and the next load shows it.
    const shopper = customer.page;
    await shopper.goto(`${shop}/piling-mindalnyj-30`);
    await shopper.getByRole('tab', { name: /^Отзывы/ }).click();
    const form = shopper.getByRole('form', { name: 'Оставить отзыв' });
    await form.getByLabel('Ваше имя').fill(`Вера${tag}`);
    await form.getByLabel('Ваш отзыв').fill(`Сразу на сайте ${tag}`);
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(form.getByText(/^Отзыв №\d+ отправлен!$/)).toBeVisible();
    await shopper.reload();
    await shopper.getByRole('tab', { name: /^Отзывы/ }).click();
    await expect(shopper.getByRole('tabpanel').getByRole('article', { name: `Отзыв: Вера${tag}` })).toContainText(
      `Сразу на сайте ${tag}`,
    );
  } finally {
    await putSettings(page, { publish_customer_reviews: false });
    await page.context().close();
  }
});

test('the owner closes the shop for maintenance: shoppers see the maintenance text at once, the back office keeps working, a preview shows the shop; then it opens again', async ({
  browser,
  shop,
}) => {
  const { page } = await staffPage(browser, 'owner');
  const shopper = await freshPage(browser);
  const closedText = 'Ведутся технические работы, попробуйте обновить через несколько минут.';
  try {
    await page.goto(`${shop}/admin/settings`);
    await page.getByText('Технические работы: магазин закрыт для покупателей').click();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Закрыть магазин на технические работы?' });
    await ask.getByRole('button', { name: 'Да, закрыть' }).click();
    await expect(page.getByText('Магазин сейчас закрыт для покупателей')).toBeVisible();

    // A shopper's next page is the maintenance text, and nothing of the shop can be reached.
    const response = await shopper.goto(`${shop}/`);
    expect(response?.status()).toBe(503);
    await expect(shopper.getByText(closedText)).toBeVisible();

    // The back office works as usual.
    await page.getByRole('navigation', { name: 'Разделы панели' }).getByRole('link', { name: 'Заказы' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();

    // A staff member's preview: the shop's home page in a tab of its own.
    await page.goto(`${shop}/admin/settings`);
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: /Посмотреть магазин/ }).click(),
    ]);
    await preview.waitForURL(`${shop}/`);
    await expect(preview.getByRole('link', { name: /на главную/ }).first()).toBeVisible();
    await expect(preview.getByText(closedText)).toBeHidden();

    // Opened again from the page.
    await page.getByText('Технические работы: магазин закрыт для покупателей').click();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Настройки сохранены')).toBeVisible();
    await expect(page.getByText('Магазин сейчас закрыт для покупателей')).toBeHidden();
    const reopened = await shopper.goto(`${shop}/`);
    expect(reopened?.status()).toBe(200);
    await expect(shopper.getByText(closedText)).toBeHidden();
  } finally {
    await putSettings(page, { maintenance: false });
    await shopper.context().close();
    await page.context().close();
  }
});
