import { execFile } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { CUSTOMER_PASSWORD as PASSWORD, expect, freshPage, logIn, test, uniqueEmail } from './fixtures';
import { E2E } from './shop-env';
import { cartWithGoods, choose, confirmOrder } from './checkout-flow';

const shop = E2E.url;
const dataDir = E2E.dataDir;
const botToken = E2E.telegramBotToken;
const root = path.resolve(import.meta.dirname, '../..');
let browser: Browser;

// Playwright's browser, shared by the file's tests (each opens its own contexts: its own session).
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

/** The first demo product in stock that offers the free sampler ('Пробник'), with its first sampler value. */
async function productWithSampler(page: Page) {
  for (let id = 1; id <= 60; id += 1) {
    const reply = await page.request.post(`${shop}/back/product/one`, { data: { id } });
    const product = reply.ok() ? (await reply.json()).data : null;
    const value = product?.options?.find((o: { option_name: string }) => o.option_name === 'Пробник');
    if (value && product.quantity > 0 && product.price > 0) {
      return {
        product_id: id,
        name: value.name as string,
        product_option_id: value.product_option_id as number,
        product_option_value_id: value.product_option_value_id as number,
      };
    }
  }
  throw new Error('no demo product offers a sampler');
}

async function fillRegistration(page: Page, email: string, professional = false) {
  await page.goto(`${shop}/create-account`);
  const form = page.getByRole('form', { name: 'Регистрация' });
  await expect(form).toBeVisible();
  if (professional) {
    await form.getByLabel('Категория покупателя').selectOption('2');
    await form.getByLabel('Диплом или карта клиента').setInputFiles({
      name: 'diplom.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
    });
    await expect(form.getByText('Файл «diplom.pdf» загружен')).toBeVisible();
  }
  await form.getByLabel('Имя').fill('Анна');
  await form.getByLabel('Фамилия').fill('Иванова');
  await form.getByLabel('Телефон').pressSequentially('9123456789');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Повторите пароль').fill(PASSWORD);
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
}

test.describe('customer accounts in the browser', () => {
  test('a private customer registers and lands in the account; the header offers «Профиль»', async () => {
    const page = await freshPage(browser);
    await fillRegistration(page, uniqueEmail('anna'));
    await page.waitForURL(`${shop}/my-account`);
    await expect(page.getByText('Вы успешно зарегистрировались!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Управление аккаунтом' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Профиль' }).first().getAttribute('href')).resolves.toBe('/my-account');
    await expect(page.getByLabel('Имя', { exact: true }).inputValue()).resolves.toBe('Анна');
    await page.context().close();
  });

  test('logs in, edits the profile, and finds it saved after a reload; logout goes home as a guest', async () => {
    const email = uniqueEmail('edit');
    const page = await freshPage(browser);
    await fillRegistration(page, email);
    await page.waitForURL(`${shop}/my-account`);
    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.waitForURL(`${shop}/`);
    await expect(page.getByRole('link', { name: 'Войти' }).first()).toBeVisible();

    await logIn(page, shop, email);
    await expect(page.getByText('Вы успешно авторизовались!')).toBeVisible();
    const form = page.getByRole('form', { name: 'Профиль' });
    await expect(form.getByLabel('E-mail').getAttribute('readonly')).resolves.not.toBeNull();
    await form.getByLabel('Имя', { exact: true }).fill('Анна-Мария');
    const phone = form.getByLabel('Телефон');
    await phone.click();
    await phone.press('Control+A');
    await phone.press('Backspace');
    await phone.pressSequentially('9991112233');
    await form.getByLabel('Адрес доставки').fill('Москва, ул. Ленина, 5');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Информация сохранена')).toBeVisible();

    await page.reload();
    const again = page.getByRole('form', { name: 'Профиль' });
    await expect(again).toBeVisible();
    await expect(again.getByLabel('Имя', { exact: true }).inputValue()).resolves.toBe('Анна-Мария');
    await expect(again.getByLabel('Телефон').inputValue()).resolves.toBe('+7(999)111-22-33');
    await expect(again.getByLabel('Адрес доставки').inputValue()).resolves.toBe('Москва, ул. Ленина, 5');
    await page.context().close();
  });

  test('a customer orders, finds the order in «Мои заказы» and repeats it into the cart', async ({ customer }) => {
    const { page, email } = customer;

    // An order through the checkout, as a logged-in customer: a product with a free sampler chosen.
    const sampled = await productWithSampler(page);
    await cartWithGoods(page, shop, [
      { product_id: sampled.product_id, option: { [sampled.product_option_id]: sampled.product_option_value_id } },
    ]);
    await choose(page, 'Москва (в пределах МКАД)', /Шаг 2\./);
    await choose(page, /Самовывоз/, /Шаг 3\./);
    // The customer's contact is complete, so step 4 is done for them and shows it; step 5 opens.
    await choose(page, 'Оплата при получении', /Шаг 5\./);
    await expect(page.getByText(new RegExp(`Анна Иванова, ${email.replace(/[.]/g, '\\.')}`))).toBeVisible();
    await confirmOrder(page);
    await page.waitForURL(/\/success\?order_id=\d+$/);
    const orderId = (await page.getByRole('heading', { name: /^Ваш заказ № \d+ принят!$/ }).innerText()).match(
      /\d+/,
    )![0];

    // The order in the account; its products; 'Повторить заказ' puts them back into the (now empty) cart.
    await page.goto(`${shop}/my-account`);
    await page.getByRole('tab', { name: 'Мои заказы' }).click();
    await page
      .getByRole('list', { name: 'Мои заказы' })
      .getByRole('button', { name: new RegExp(`Заказ № ${orderId}`) })
      .click();
    const dialog = page.getByRole('dialog', { name: `Заказ № ${orderId}` });
    const bought = dialog.getByRole('list', { name: 'Товары заказа' }).getByRole('listitem').first();
    await expect(bought).toContainText(`Пробник: ${sampled.name}`);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/order-options-1280.png` });
    await dialog.getByRole('button', { name: 'Повторить заказ' }).click();
    await expect(page.getByText(/^Добавлено товаров: 1\. Общая сумма: .+₽$/)).toBeVisible();
    await page.goto(`${shop}/cart`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ваша корзина, 1 товар' })).toBeVisible();
    // The same sampler again, not the product without it.
    await expect(page.getByRole('main').getByText(`Пробник: ${sampled.name}`)).toBeVisible();
    await page.context().close();
  });

  test('a professional registers, sees the notice, and after the shop approves them sees group-2 prices', async () => {
    const email = uniqueEmail('pro');
    const page = await freshPage(browser);
    await fillRegistration(page, email, true);
    await expect(page.getByText('проверим ваш документ')).toBeVisible();
    await page.waitForURL(`${shop}/`);

    // A product without a sale: a guest pays the price, a professional gets the -30% special.
    let product: { product_id: number; price: number; special: number | null } | undefined;
    for (let id = 1; id <= 40 && !product; id += 1) {
      const reply = await page.request.post(`${shop}/back/product/one`, { data: { id } });
      const data = reply.ok() ? (await reply.json()).data : null;
      if (data && data.special === null && data.price > 0) product = data;
    }
    expect(product).toBeDefined();

    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/customers.ts', 'approve', email],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      },
    );
    expect(stdout).toContain('подтверждён');

    await logIn(page, shop, email);
    await expect(page.getByText('Цены для специалистов')).toBeVisible();
    const pro = (
      await (await page.request.post(`${shop}/back/product/one`, { data: { id: product!.product_id } })).json()
    ).data;
    expect(pro.special).toBe(Math.round(product!.price * 0.7));
    await page.context().close();
  });

  test('recovers a password through the e-mail in the outbox and logs in with the new one', async () => {
    const email = uniqueEmail('forgot');
    const page = await freshPage(browser);
    await fillRegistration(page, email);
    await page.waitForURL(`${shop}/my-account`);
    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.waitForURL(`${shop}/`);

    await page.goto(`${shop}/recovery`);
    const form = page.getByRole('form', { name: 'Восстановление пароля' });
    const send = form.getByRole('button', { name: 'Отправить' });
    await form.getByLabel('E-mail').fill('anna@');
    await expect(form.getByText('Некорректный email')).toBeVisible();
    await expect(send.isDisabled()).resolves.toBe(true);
    await form.getByLabel('E-mail').fill(email);
    await send.click();
    await expect(page.getByText('Проверьте свой почтовый ящик.')).toBeVisible();
    await expect(page.getByText(/Повторная отправка возможна через: \d+ с\./)).toBeVisible();

    // The outbox answers the shop's own machine only: asked from here, not as the shopper's (forwarded) address.
    const outbox = (await (await fetch(`${shop}/dev/outbox`)).json()).data as {
      to: string;
      subject: string;
      links: string[];
    }[];
    const recovery = outbox.find((m) => m.to === email && m.subject === 'Восстановление пароля')!;
    const link = recovery.links.find((l) => l.includes('/change/'))!;
    await page.goto(`${shop}${new URL(link).pathname}`);
    const reset = page.getByRole('form', { name: 'Новый пароль' });
    await reset.getByLabel('Новый пароль').fill('novyj-parol');
    await reset.getByLabel('Повторите пароль').fill('novyj-parol');
    await reset.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(page.getByText('Пароль успешно изменен!')).toBeVisible();
    await page.waitForURL(`${shop}/login`);
    await logIn(page, shop, email, 'novyj-parol');
    await page.context().close();
  });

  test('logs in with correctly signed Telegram data, and refuses forged data', async () => {
    const fields: Record<string, string> = {
      id: String(Date.now() % 1e9),
      first_name: 'Ольга',
      auth_date: String(Math.floor(Date.now() / 1000)),
    };
    const check = Object.keys(fields)
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('\n');
    const hash = createHmac('sha256', createHash('sha256').update(botToken).digest()).update(check).digest('hex');

    const forged = await freshPage(browser);
    await forged.goto(`${shop}/telegramauth?${new URLSearchParams({ ...fields, first_name: 'Злоумышленник', hash })}`);
    await expect(forged.getByRole('main').getByText('Данные Telegram не прошли проверку подписи')).toBeVisible();
    await expect(forged.getByRole('link', { name: 'Войти' }).first()).toBeVisible();
    await forged.context().close();

    const page = await freshPage(browser);
    await page.goto(`${shop}/telegramauth?${new URLSearchParams({ ...fields, hash })}`);
    await page.waitForURL(`${shop}/my-account`);
    await expect(page.getByText('Вы успешно вошли!')).toBeVisible();
    await expect(
      page.getByRole('form', { name: 'Профиль' }).getByLabel('Имя', { exact: true }).inputValue(),
    ).resolves.toBe('Ольга');
    await page.context().close();
  });
});
