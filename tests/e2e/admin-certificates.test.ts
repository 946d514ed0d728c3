import { expect, freshPage, test } from './fixtures';
import { outbox, staffPage } from './admin-fixtures';
import { cartWithGoods } from './checkout-flow';

// 'Сертификаты' (issue 16): the owner issues a certificate in the back office, the e-mail in the shop's outbox has its
// code, a shopper applies it in the cart; the owner switches it off and the shopper's cart refuses it.

const DISABLED = 'Этот сертификат отключён магазином: оплатить им заказ нельзя';

test("the owner's certificate is mailed, pays in a cart, and once switched off the cart refuses it", async ({
  browser,
  shop,
}) => {
  const { page } = await staffPage(browser, 'owner');
  const email = `gift.${Date.now().toString(36)}@example.ru`;

  await page.goto(`${shop}/admin`);
  await page.getByRole('navigation', { name: 'Разделы панели' }).getByRole('link', { name: 'Сертификаты' }).click();
  await page.getByRole('button', { name: 'Выпустить сертификат' }).click();
  const dialog = page.getByRole('dialog', { name: 'Выпустить сертификат' });
  await dialog.getByLabel('Сумма, ₽').fill('700');
  await dialog.getByLabel('E-mail получателя').fill(email);
  await dialog.getByLabel('Сообщение получателю (необязательно)').fill('Спасибо, что вы с нами!');
  await dialog.getByRole('button', { name: 'Выпустить и отправить' }).click();
  const done = page.getByRole('status', { name: 'Сертификат выпущен' });
  await expect(done.getByText(`Письмо с кодом отправлено на ${email}`)).toBeVisible();
  const shown = (await done.innerText()).match(/код (\S+)/)?.[1];

  // The e-mail in the outbox carries the code the dialog showed.
  const mail = (await outbox()).find((m) => m.to === email && m.subject === 'Ваш подарочный сертификат');
  const code = mail?.text.match(/Код сертификата: (\S+)/)?.[1];
  expect(code).toBe(shown);
  expect(mail?.text).toContain('Спасибо, что вы с нами!');

  // A shopper applies it in the cart: the certificate's row takes 700 ₽ off.
  const shopper = await freshPage(browser);
  await cartWithGoods(shopper, shop, [1, 2]);
  await shopper.getByRole('button', { name: 'Применить сертификат' }).click();
  await shopper.getByRole('textbox', { name: 'Введите код' }).fill(code!);
  await shopper.getByRole('button', { name: 'Применить', exact: true }).click();
  await expect(shopper.getByRole('button', { name: 'Сертификат применён' })).toBeVisible();
  await expect(shopper.getByText(`Подарочный сертификат (${code})`)).toBeVisible();

  // The owner finds it by its code and switches it off, after the question.
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(code!);
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.getByRole('button', { name: `Сертификат ${code}` }).click();
  const card = page.getByRole('dialog', { name: `Сертификат ${code}` });
  await expect(card.getByRole('table', { name: 'История сертификата' })).toContainText('Выпуск');
  await card.getByRole('button', { name: 'Отключить' }).click();
  await page
    .getByRole('alertdialog', { name: 'Отключить сертификат?' })
    .getByRole('button', { name: 'Да, отключить' })
    .click();
  await expect(card.getByText('Сертификат отключён: корзина его больше не принимает')).toBeVisible();
  await card.getByRole('button', { name: 'Закрыть' }).last().click();
  await expect(page.getByRole('table', { name: 'Сертификаты' }).getByText('Отключён')).toBeVisible();

  // The shopper's cart, looked at again: the code takes nothing off and the cart says why; typed again, refused.
  await shopper.reload();
  await expect(shopper.getByRole('alert').filter({ hasText: DISABLED })).toBeVisible();
  await expect(shopper.getByText(`Подарочный сертификат (${code})`)).toHaveCount(0);
  await shopper.getByRole('button', { name: 'Применить сертификат' }).click();
  await shopper.getByRole('textbox', { name: 'Введите код' }).fill(code!);
  await shopper.getByRole('button', { name: 'Применить', exact: true }).click();
  await expect(shopper.getByText(DISABLED).nth(1)).toBeVisible();
});
