import { totpCode, totpStep } from '../../src/server/admin/totp';
import { createStaffMember, STAFF_PASSWORD, staffPage } from './admin-fixtures';
import { seriousViolations } from './axe-check';
import { expect, freshPage, test } from './fixtures';

// A member's own security in the back office (issue 15): two-factor sign-in turned on from 'Мой профиль' with the key
// the page shows (the test is the authenticator app: it computes the codes from that key), then a sign-in that asks
// for the code after the password; axe on the page.

/** The code an authenticator app shows for this key, `ahead` 30-second steps from now. */
const codeFor = (key: string, ahead = 0) => totpCode(key.replace(/\s/g, ''), totpStep(Date.now()) + ahead);

test('a manager turns on two-factor sign-in, signs out, and signs in with the password and a code', async ({
  browser,
  shop,
}) => {
  const email = await createStaffMember('manager');
  const page = await freshPage(browser);
  await page.goto(`${shop}/admin/login`);
  const signIn = page.getByRole('form', { name: 'Вход в панель управления' });
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByLabel('Пароль').fill(STAFF_PASSWORD);
  await signIn.getByRole('button', { name: 'Войти' }).click();

  const nav = page.getByRole('navigation', { name: 'Разделы панели' });
  await nav.getByRole('link', { name: 'Мой профиль' }).click();
  await expect(page).toHaveURL(`${shop}/admin/profile`);
  const panel = page.getByRole('region', { name: 'Двухфакторный вход' });
  await panel.getByRole('button', { name: 'Включить двухфакторный вход' }).click();
  const setup = panel.getByRole('form', { name: 'Включение двухфакторного входа' });
  await expect(setup.getByRole('img', { name: 'QR-код для приложения-аутентификатора' })).toBeVisible();
  const key = await setup.getByLabel('Ключ для ввода вручную').innerText();
  expect(key.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
  await setup.getByLabel('Код из приложения').fill(codeFor(key));
  await setup.getByRole('button', { name: 'Подтвердить и включить' }).click();
  await expect(panel.getByRole('status')).toContainText('Двухфакторный вход включён');
  await expect(panel.getByText(key)).toHaveCount(0);

  await nav.getByRole('button', { name: 'Выйти' }).click();
  await page.waitForURL(`${shop}/admin/login`);
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByLabel('Пароль').fill(STAFF_PASSWORD);
  await signIn.getByRole('button', { name: 'Войти' }).click();
  const second = page.getByRole('form', { name: 'Второй шаг входа' });
  const code = second.getByLabel('Код из приложения');
  await expect(code).toBeFocused();
  // Still outside: the back office is not open without the code.
  expect((await page.request.get(`${shop}/admin/api/me`)).status()).toBe(401);
  await code.fill('000000');
  await second.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(second.getByRole('alert')).toHaveText('Неверный код из приложения');
  // The code that turned it on is spent; the app's next code (one step ahead is within the allowed drift) opens it.
  await code.fill(codeFor(key, 1));
  await second.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(second).toBeHidden();
  await expect(page).not.toHaveURL(/\/login/);
  await nav.getByRole('link', { name: 'Мой профиль' }).click();
  await expect(panel).toContainText('Включён');
  await page.context().close();
});

test("axe finds no serious violation on 'Мой профиль' with the QR code, at 1280 px and on a phone", async ({
  browser,
  shop,
}) => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    const { page } = await staffPage(browser, 'editor', viewport);
    await page.goto(`${shop}/admin/profile`);
    await expect(page.getByRole('heading', { name: 'Мой профиль' })).toBeVisible();
    expect(await seriousViolations(page), `profile at ${viewport.width} px`).toEqual([]);
    await page.getByRole('button', { name: 'Включить двухфакторный вход' }).click();
    await expect(page.getByRole('img', { name: 'QR-код для приложения-аутентификатора' })).toBeVisible();
    expect(await seriousViolations(page), `profile's setup at ${viewport.width} px`).toEqual([]);
    await page.context().close();
  }
});
