import { expect, freshPage, test } from './fixtures';
import { staffPage } from './admin-fixtures';
import { cartWithGoods, choose } from './checkout-flow';
import { E2E } from './shop-env';
import { seriousViolations } from './axe-check';

// 'Доставка' (issue 16): the owner changes the Moscow courier's price and the free-delivery threshold in the back
// office; a shopper's checkout offers the new price and the total follows it. The browser tests share one shop: the
// terms are put back in `finally` whatever happens.

const roubles = (text: string) => Number(text.replace(/\D/g, ''));

test("the owner's new courier price and threshold reach a shopper's checkout and its total", async ({
  browser,
  shop,
}) => {
  const { page } = await staffPage(browser, 'owner');
  const shopper = await freshPage(browser);
  const before = (await (await page.request.get(`${E2E.url}/admin/api/delivery`)).json()).data;
  try {
    await page.goto(`${shop}/admin`);
    await page.getByRole('navigation', { name: 'Разделы панели' }).getByRole('link', { name: 'Доставка' }).click();
    await page.getByLabel('Курьером, Москва (в пределах МКАД)').fill('777');
    // Above any test cart, so the courier is paid.
    await page.getByLabel('Бесплатная доставка от, ₽').fill('900000');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Условия доставки сохранены: покупатели видят их сразу')).toBeVisible();

    await cartWithGoods(shopper, shop);
    const summary = shopper.getByRole('complementary', { name: 'Итого по заказу' });
    const goods = roubles(await summary.locator('dd').last().innerText());
    await choose(shopper, 'Москва (в пределах МКАД)', /Шаг 2\./);
    // The method's price is printed beside its name in the option.
    await expect(shopper.getByText(/^777\s₽$/)).toBeVisible();
    await choose(shopper, /Курьером/, /Шаг 3\./);
    await expect(summary.getByText('Курьером')).toBeVisible();
    await expect.poll(async () => roubles(await summary.locator('dd').last().innerText())).toBe(goods + 777);
  } finally {
    const now = (await (await page.request.get(`${E2E.url}/admin/api/delivery`)).json()).data;
    const { version: _old, date_modified: _at, cdek: _cdek, ...terms } = before;
    await page.request.put(`${E2E.url}/admin/api/delivery`, { data: { ...terms, version: now.version } });
    await shopper.context().close();
    await page.context().close();
  }
});

test("on a phone every delivery price is on screen with its method's name, and the page passes axe", async ({
  browser,
  shop,
}) => {
  const phone = { width: 375, height: 800 };
  const { page } = await staffPage(browser, 'owner', phone);
  await page.goto(`${shop}/admin/delivery`);
  await expect(page.getByRole('heading', { level: 1, name: 'Доставка' })).toBeVisible();
  // Each offered price's field lies inside the screen's width: no column runs off to the right to be scrolled to.
  for (const name of [
    'Пункт выдачи СДЭК, Москва (в пределах МКАД)',
    'Самовывоз, Москва (в пределах МКАД)',
    'Курьером, Санкт-Петербург (в пределах КАД)',
  ]) {
    const field = page.getByLabel(name);
    const box = await field.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= phone.width, name).toBe(true);
  }
  await expect(page.getByText('Самовывоз, ₽', { exact: true }).filter({ visible: true })).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  expect(await seriousViolations(page)).toEqual([]);
});
