import { expect, freshPage, test } from './fixtures';
import { staffPage } from './admin-fixtures';
import { E2E } from './shop-env';

// 'Акции и подарки' (issue 16): a promotion the owner creates in the back office changes a storefront cart's total at
// once, and goes with its deletion. The browser tests share one shop: the promotion is deleted in `finally`.

test("the owner's new discount changes a shopper's cart at once, and its deletion takes it away", async ({
  browser,
  shop,
}) => {
  const { page } = await staffPage(browser, 'owner');
  const shopper = await freshPage(browser);
  let created: { promotion_id: number; version: number } | undefined;
  try {
    // A shopper's cart with one unit of a product (the seeded promotions start at higher totals or more units).
    await shopper.goto(`${shop}/piling-mindalnyj-30`);
    await shopper.getByRole('button', { name: 'В корзину' }).first().click();
    await shopper.goto(`${shop}/cart`);
    await expect(shopper.getByText('Итого').first()).toBeVisible();
    await expect(shopper.getByText('Скидка 3%')).toHaveCount(0);

    await page.goto(`${shop}/admin`);
    await page
      .getByRole('navigation', { name: 'Разделы панели' })
      .getByRole('link', { name: 'Акции и подарки' })
      .click();
    await page.getByRole('button', { name: 'Добавить акцию' }).click();
    const dialog = page.getByRole('dialog', { name: 'Добавить акцию' });
    await dialog.getByLabel('Скидка, %').fill('3');
    await dialog.getByLabel('От суммы товаров, ₽').fill('1');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Акция добавлена')).toBeVisible();
    const list = (await (await page.request.get(`${E2E.url}/admin/api/promotions`)).json()).data.promotions as {
      promotion_id: number;
      percent: number | null;
      total: number | null;
      version: number;
    }[];
    created = list.find((p) => p.percent === 3 && p.total === 1);

    await shopper.reload();
    await expect(shopper.getByText('Скидка 3%').first()).toBeVisible();

    await page
      .getByRole('button', { name: /^Удалить «Скидка 3%/ })
      .first()
      .click();
    await page
      .getByRole('alertdialog', { name: 'Удалить акцию?' })
      .getByRole('button', { name: 'Да, удалить' })
      .click();
    await expect(page.getByText('Акция удалена')).toBeVisible();
    created = undefined;
    await shopper.reload();
    await expect(shopper.getByText('Итого').first()).toBeVisible();
    await expect(shopper.getByText('Скидка 3%')).toHaveCount(0);
  } finally {
    if (created) {
      const now = (await (await page.request.get(`${E2E.url}/admin/api/promotions`)).json()).data.promotions.find(
        (p: { promotion_id: number }) => p.promotion_id === created?.promotion_id,
      );
      if (now) await page.request.delete(`${E2E.url}/admin/api/promotions/${now.promotion_id}?version=${now.version}`);
    }
    await shopper.context().close();
    await page.context().close();
  }
});
