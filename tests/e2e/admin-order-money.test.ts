import { formatRoubles } from '../../src/domain/money';
import { expect, test } from './fixtures';
import { outbox, placeOrder, staffPage, stockOf } from './admin-fixtures';
import { uniqueEmail } from './fixtures';

// An order's goods and money going back (issue 15): a cancelled order's goods are on sale again, and a card order
// paid on the bank's (sandbox) page gets part of its money back through the bank's refund call.

/** Product 1, which placeOrder orders two of. */
const PRODUCT = 1;

test('a manager cancels a new order after the question, and its goods are in stock again', async ({
  browser,
  shop,
}) => {
  const before = await stockOf(PRODUCT);
  const buyer = uniqueEmail('buyer');
  const orderId = await placeOrder(`Волкова${Date.now().toString(36)}`, { email: buyer });
  // The storefront sells what is left: the order took its two.
  expect(await stockOf(PRODUCT)).toBe(before - 2);

  const { page } = await staffPage(browser, 'manager');
  await page.goto(`${shop}/admin/orders/${orderId}`);
  const actions = page.getByRole('group', { name: 'Действия с заказом' });
  await actions.getByRole('button', { name: 'Отменить заказ' }).click();
  const form = page.getByRole('form', { name: 'Статус «Отменить заказ»' });
  await form.getByLabel('Комментарий для покупателя').fill('Товар закончился у поставщика');
  await form.getByRole('button', { name: 'Сохранить статус' }).click();

  // Nothing happens before the member says yes; 'Нет' keeps the order as it was.
  const sure = page.getByRole('alertdialog', { name: 'Отменить заказ?' });
  await expect(sure).toContainText('Товары вернутся на склад');
  expect(await stockOf(PRODUCT)).toBe(before - 2);
  await sure.getByRole('button', { name: 'Да, отменить' }).click();
  await expect(sure).toBeHidden();

  const history = page.getByRole('region', { name: 'История статусов' });
  await expect(history.getByRole('listitem').first()).toContainText('Отменён');
  await expect(history).toContainText('Товар закончился у поставщика');
  await expect(page.getByText('Статус этого заказа больше не меняется.')).toBeVisible();
  expect(await stockOf(PRODUCT)).toBe(before);
  const told = (await outbox()).find((m) => m.to === buyer && m.subject === `Заказ № ${orderId}: Отменён`);
  expect(told?.text).toContain('Товар закончился у поставщика');
  await page.context().close();
});

test('a manager returns part of a card payment through the bank, and the customer is told how much', async ({
  browser,
  shop,
}) => {
  const buyer = uniqueEmail('buyer');
  const orderId = await placeOrder(`Орлова${Date.now().toString(36)}`, { email: buyer, payment: 'card' });
  const { page } = await staffPage(browser, 'manager');
  await page.goto(`${shop}/admin/orders/${orderId}`);
  const history = page.getByRole('region', { name: 'История статусов' });
  await expect(history.getByRole('listitem').first()).toContainText('Оплачен');
  const actions = page.getByRole('group', { name: 'Действия с заказом' });
  await expect(actions.getByRole('button')).toHaveText(['Собирается', 'Отменить заказ', 'Возврат']);

  await actions.getByRole('button', { name: 'Возврат' }).click();
  const form = page.getByRole('form', { name: 'Статус «Возврат»' });
  await form.getByRole('button', { name: 'Сохранить статус' }).click();
  await expect(form.getByText('Сумма возврата — целое число рублей больше нуля')).toBeVisible();
  await form.getByLabel('Сумма возврата, ₽').fill('150');
  await form.getByLabel('Комментарий для покупателя').fill('Вернули за пробник');
  await form.getByRole('button', { name: 'Сохранить статус' }).click();
  const sure = page.getByRole('alertdialog', { name: 'Вернуть деньги?' });
  await sure.getByRole('button', { name: 'Да, вернуть' }).click();
  await expect(sure).toBeHidden();

  // The bank (its sandbox) returned it: the refund is recorded with the bank's transaction and who did it.
  await expect(history.getByRole('listitem').first()).toContainText('Возврат');
  await expect(history.getByText(/150\u00a0₽ · транзакция sandbox-refund-\S+ · /)).toBeVisible();
  const told = (await outbox()).find((m) => m.to === buyer && m.subject === `Заказ № ${orderId}: Возврат`);
  expect(told?.text).toContain(`Сумма возврата: ${formatRoubles(150)} — на карту, которой оплачен заказ`);
  expect(told?.text).toContain('Вернули за пробник');
  await page.context().close();
});
