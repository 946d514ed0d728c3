import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The checkout as a shopper goes through it in the browser (tests/e2e/checkout.test.ts): goods into the cart, then
 * the five steps under it. Each helper waits for what the shopper would wait for.
 */

const CART_ADD = '/cms/index.php?route=checkout/cart/add';

/** Puts goods in the cart of this page's session (the product pages are tested elsewhere), then opens /cart. */
export async function cartWithGoods(
  page: Page,
  shop: string,
  products: (number | { product_id: number; option: Record<number, number> })[] = [1, 2],
): Promise<void> {
  // The first visit makes the session cookie; the cart belongs to it.
  await page.goto(`${shop}/`);
  for (const product of products) {
    const data = typeof product === 'number' ? { product_id: product } : product;
    const reply = await page.request.post(`${shop}${CART_ADD}`, { data: { ...data, quantity: 1 } });
    if (!reply.ok()) throw new Error(`could not add product ${data.product_id}: ${await reply.text()}`);
  }
  await page.goto(`${shop}/cart`);
  await expect(page.getByRole('heading', { name: /Шаг 1\. Зона доставки/ })).toBeVisible();
}

/**
 * Ticks a radio or checkbox the way a keyboard user does: focus, Space. (The native input is visually hidden inside
 * its label, and the consent labels hold links, so a click at the input's spot is not what a shopper does.)
 */
export async function pressSpaceOn(control: Locator): Promise<void> {
  // While the checkout reloads (the cart just changed) its choices are disabled: a shopper waits until they are not.
  await expect(control).toBeEnabled({ timeout: 30_000 });
  await control.focus();
  await control.press(' ');
}

/** Chooses a radio of the steps by its label, and waits until the next step's heading is the open one. */
export async function choose(page: Page, label: string | RegExp, nextStep: RegExp): Promise<void> {
  await pressSpaceOn(page.getByRole('radio', { name: label }));
  await expect(page.locator('section[aria-current="step"]').getByRole('heading', { name: nextStep })).toBeVisible();
}

export async function fillContact(
  page: Page,
  contact: { firstname: string; lastname: string; email: string; phone: string; address?: string },
): Promise<void> {
  const form = page.getByRole('form', { name: 'Адрес доставки и контакты' });
  await form.getByRole('textbox', { name: 'Имя' }).fill(contact.firstname);
  await form.getByRole('textbox', { name: 'Фамилия' }).fill(contact.lastname);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(contact.email);
  await form.getByRole('textbox', { name: 'Телефон' }).pressSequentially(contact.phone);
  if (contact.address !== undefined) await form.getByRole('textbox', { name: 'Адрес доставки' }).fill(contact.address);
  await form.getByRole('button', { name: 'Далее' }).click();
  await expect(page.locator('section[aria-current="step"]').getByRole('heading', { name: /Шаг 5\./ })).toBeVisible();
}

/** Step 5: the comment, both consents, 'Перейти к оплате'. */
export async function confirmOrder(page: Page, comment = ''): Promise<void> {
  const form = page.getByRole('form', { name: 'Комментарий и согласие' });
  if (comment) await form.getByRole('textbox', { name: 'Комментарий к заказу' }).fill(comment);
  await pressSpaceOn(form.getByRole('checkbox', { name: /политикой обработки персональных данных/ }));
  await pressSpaceOn(form.getByRole('checkbox', { name: /правила пользования торговой площадкой/ }));
  await form.getByRole('button', { name: 'Перейти к оплате' }).click();
}

export const ANNA = { firstname: 'Анна', lastname: 'Иванова', email: 'anna@example.ru', phone: '9123456789' };
