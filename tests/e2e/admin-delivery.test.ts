import { expect, freshPage, test } from './fixtures';
import { staffPage } from './admin-fixtures';
import { cartWithGoods, choose } from './checkout-flow';
import { E2E } from './shop-env';

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
