import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E } from './shop-env';
import { openPage } from './browser';
import { ANNA, cartWithGoods, choose, confirmOrder, fillContact, pressSpaceOn } from './checkout-flow';

// The gift certificate end to end in Chromium: bought alone (the checkout starts at step 3 and offers the card only),
// paid on the bank's sandbox page, its code e-mailed; then the code takes its amount off a later order.

const shop = E2E.url;
let browser: Browser;

// Playwright's browser, shared by the file's tests (each opens its own contexts: its own session).
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

const openStep = (page: Page) => page.locator('section[aria-current="step"]');

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

async function certificateCodeMailedTo(page: Page, email: string): Promise<string> {
  // The outbox answers the shop's own machine only: asked from here, not as the shopper's (forwarded) address.
  const outbox = (await (await fetch(`${shop}/dev/outbox`)).json()).data as OutboxMail[];
  const mail = outbox.find((m) => m.to === email && m.subject === 'Ваш подарочный сертификат');
  const code = mail?.text.match(/Код сертификата: (\S+)/)?.[1];
  if (!code) throw new Error(`no certificate e-mail for ${email}`);
  return code;
}

test.describe('the gift certificate', () => {
  test('is bought alone by card from step 3, and its code pays part of a later order', async () => {
    const buyer = { ...ANNA, email: 'certificate-buyer@example.ru' };

    // The certificate's page: an amount, 'В корзину', then to the cart.
    const page = await openPage(browser);
    await page.goto(`${shop}/podarochnyj-sertifikat`);
    await page.getByLabel('Сумма сертификата').fill('500');
    await page.getByRole('button', { name: 'В корзину', exact: true }).click();
    await page.getByRole('button', { name: 'Добавлено в корзину' }).click();
    await page.waitForURL(`${shop}/cart`);

    // No delivery for a certificate: step 3 is the open one, and the card is the only way to pay.
    await expect(openStep(page).getByRole('heading', { name: /Шаг 3\. Способ оплаты/ })).toBeVisible();
    await expect(openStep(page).getByRole('radio')).toHaveCount(1);
    await choose(page, 'Банковской картой онлайн', /Шаг 4\./);
    await fillContact(page, buyer);
    await confirmOrder(page);
    await page.waitForURL(/\/payment\/sandbox/);
    await expect(page.getByText(/500,00|500 ₽|500\s?₽/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL(/\/success\?order_id=\d+.*transaction_id=/);
    await expect(page.getByText('Заказ оплачен.')).toBeVisible();

    // The paid order e-mailed the code; another shopper uses it on goods.
    const code = await certificateCodeMailedTo(page, buyer.email);
    const friend = await openPage(browser);
    await cartWithGoods(friend, shop, [1, 2]);
    // The summary's last row is the total to pay.
    const toPay = () => friend.getByRole('definition').last().innerText();
    const before = await toPay();
    await friend.getByRole('button', { name: 'Применить сертификат' }).click();
    await friend.getByRole('textbox', { name: 'Введите код' }).fill(code);
    await friend.getByRole('button', { name: 'Применить', exact: true }).click();
    await expect(friend.getByRole('button', { name: 'Сертификат применён' })).toBeVisible();
    await expect(friend.getByText(`Подарочный сертификат (${code})`)).toBeVisible();
    await expect.poll(toPay).not.toBe(before);

    await choose(friend, 'Москва (в пределах МКАД)', /Шаг 2\./);
    await choose(friend, /Самовывоз/, /Шаг 3\./);
    await pressSpaceOn(friend.getByRole('radio', { name: 'Оплата при получении' }));
    await expect(openStep(friend).getByRole('heading', { name: /Шаг 4\./ })).toBeVisible();
    await fillContact(friend, { ...ANNA, email: 'certificate-friend@example.ru' });
    await confirmOrder(friend);
    await friend.waitForURL(/\/success\?order_id=\d+$/);
    await expect(friend.getByRole('heading', { name: /^Ваш заказ № \d+ принят!$/ })).toBeVisible();
  });
});
