import { expect, test } from './fixtures';
import { createStaffMember, productAt, registerCustomer, STAFF_PASSWORD, staffPage } from './admin-fixtures';
import { freshPage, logIn } from './fixtures';

// The storefront's 'Редактировать' (issue 15): the owner links a member to the customer account they shop with; that
// customer then sees the link on a product page, and it opens the product's editor in a new tab, asking the member
// to sign in first when the tab has no back-office session. Unlinked, the link is gone.

test("a member linked to a customer account opens a product's editor from the storefront's 'Редактировать'", async ({
  browser,
  shop,
}) => {
  const surname = `Лебедева${Date.now().toString(36)}`;
  const customer = await registerCustomer(surname);
  const editor = await createStaffMember('editor');
  const productId = await productAt('piling-mindalnyj-30');

  // The owner links the editor to the customer's account on 'Сотрудники'.
  const { page: owner } = await staffPage(browser, 'owner');
  await owner.goto(`${shop}/admin/staff`);
  await owner.getByRole('button', { name: `Связать с покупателем ${editor}` }).click();
  const dialog = owner.getByRole('dialog', { name: 'Связать с покупателем' });
  await dialog.getByLabel('E-mail покупателя').fill(customer);
  await dialog.getByRole('button', { name: 'Связать' }).click();
  await expect(dialog).toBeHidden();
  await expect(owner.getByRole('row').filter({ hasText: editor })).toContainText(customer);

  // The customer, signed in on the storefront, sees 'Редактировать' on the product page.
  const shopper = await freshPage(browser);
  await logIn(shopper, shop, customer);
  await shopper.goto(`${shop}/piling-mindalnyj-30`);
  const edit = shopper.getByRole('link', { name: 'Редактировать' });
  await expect(edit).toBeVisible();
  await expect(edit).toHaveAttribute('target', '_blank');

  // A new tab; this browser has no back-office session, so the member signs in and lands in the editor, the token
  // gone from the address.
  const [tab] = await Promise.all([shopper.context().waitForEvent('page'), edit.click()]);
  await tab.waitForURL(/\/admin\/login\?next=/);
  const form = tab.getByRole('form', { name: 'Вход в панель управления' });
  await form.getByLabel('E-mail').fill(editor);
  await form.getByLabel('Пароль').fill(STAFF_PASSWORD);
  await form.getByRole('button', { name: 'Войти' }).click();
  await tab.waitForURL(`${shop}/admin/products/${productId}`);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(/Пилинг/);
  await expect(tab.getByRole('form', { name: 'Товар' })).toBeVisible();
  await tab.goBack();
  expect(decodeURIComponent(tab.url())).not.toContain('token=');

  // Unlinked, the customer's product page no longer offers the link.
  await owner.getByRole('button', { name: `Отвязать покупателя от ${editor}` }).click();
  await owner
    .getByRole('alertdialog', { name: 'Отвязать покупателя?' })
    .getByRole('button', { name: 'Да, отвязать' })
    .click();
  await expect(owner.getByRole('row').filter({ hasText: editor })).not.toContainText(customer);
  await shopper.reload();
  await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'Редактировать' })).toHaveCount(0);

  await owner.context().close();
  await shopper.context().close();
});
