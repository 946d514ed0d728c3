import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E } from './shop-env';
import { openPage } from './browser';

// The catalogue as a shopper uses it in Chromium against the demo shop: a category from the menu, a filter, page 2,
// a product, a review (first without a name), and quick view from a card.

const shop = E2E.url;
let browser: Browser;

// Playwright's browser, shared by the file's tests (each opens its own contexts: its own session).
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

test.describe('the catalogue', () => {
  test('walks home → category → filter → page 2 → product → review → question → quick view → wishlist → search', async () => {
    const page = await openPage(browser);
    await page.goto(`${shop}/`);
    const ok = page.getByRole('button', { name: 'Ок', exact: true });
    await ok.click();

    // A category from the menu.
    await page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Для лица', exact: true })
      .click();
    await page.waitForURL(`${shop}/uhod_za_litsom`);
    await expect(page.getByRole('heading', { level: 1, name: 'Для лица' })).toBeVisible();
    const products = page.getByRole('list', { name: 'Товары' }).getByRole('article');
    await expect.poll(() => products.count()).toBe(12);

    // A filter: page 1 of the filtered list, the choice in the address.
    const filters = page.getByRole('region', { name: 'Фильтры' });
    await filters.getByText('Домашний уход', { exact: true }).click();
    await page.waitForURL(/\/uhod_za_litsom\?filters=\d+$/);
    await expect.poll(() => filters.getByRole('checkbox', { name: 'Домашний уход' }).isChecked()).toBe(true);
    const firstOfPage1 = await products.first().getAttribute('aria-label');

    // Page 2 replaces the products.
    await page
      .getByRole('navigation', { name: 'Страницы каталога' })
      .getByRole('button', { name: 'Страница 2' })
      .click();
    await page.waitForURL(/\?filters=\d+&page=2$/);
    await expect.poll(() => products.first().getAttribute('aria-label')).not.toBe(firstOfPage1);

    // A product.
    const product = products.first();
    const name = (await product.getAttribute('aria-label'))!;
    await product.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.title()).resolves.toContain(name);

    // A review: without a name, then with one.
    await page.getByRole('tab', { name: /^Отзывы/ }).click();
    const form = page.getByRole('form', { name: 'Оставить отзыв' });
    await form.getByLabel('Ваш отзыв').fill('Пользуюсь месяц, кожа стала ровнее.');
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(form.getByText('Введите ваше имя')).toBeVisible();
    await form.getByLabel('Ваше имя').fill('Ольга');
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(form.getByText(/^Отзыв №\d+ отправлен!$/)).toBeVisible();
    // Pre-moderated: it waits for the back office and is not on the page yet.
    await expect(page.getByRole('tabpanel').getByRole('article', { name: 'Отзыв: Ольга' })).toHaveCount(0);

    // A question about this product (the product is already chosen in the form).
    await page.getByRole('tab', { name: 'Вопросы' }).click();
    await page.getByRole('textbox', { name: /Ваше имя/ }).fill('Ольга');
    await page.getByRole('textbox', { name: /E-mail/ }).fill('olga.e2e@example.ru');
    await page.getByRole('textbox', { name: /Ваш вопрос/ }).fill('Подходит ли для чувствительной кожи?');
    await page.getByRole('button', { name: 'Отправить вопрос' }).click();
    await expect(page.getByText(/^Форма отправлена №\d+! Мы ответим вам в ближайшее время$/)).toBeVisible();

    // Quick view from a card of 'Похожие товары', and the wishlist heart inside it.
    const similar = page.getByRole('list', { name: 'Похожие товары' }).getByRole('article').first();
    const similarName = (await similar.getAttribute('aria-label'))!;
    await similar.getByRole('button', { name: 'Быстрый просмотр' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: similarName, exact: true })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Рекомендуемые товары' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Добавить в избранное' }).click();
    await expect(page.getByText('Товар добавлен в избранное')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Удалить из избранного' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The wishlist from the header.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Избранное/ })
      .first()
      .click();
    await page.waitForURL(`${shop}/wishlist`);
    await expect(page.getByRole('heading', { level: 1, name: 'Избранное, 1 товар' })).toBeVisible();
    await expect(page.getByRole('link', { name: similarName, exact: true }).first()).toBeVisible();

    // The search dropdown, then every result on /search.
    const search = page.getByRole('combobox', { name: 'Поиск по сайту' });
    await search.fill('пилинг');
    const dropdown = page.getByRole('listbox', { name: 'Результаты поиска' });
    await expect.poll(() => dropdown.getByRole('option').count()).toBeGreaterThan(0);
    await search.press('Enter');
    await page.waitForURL(/\/search\?q=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Поиск' })).toBeVisible();
    await expect
      .poll(() => page.getByRole('list', { name: 'Результаты поиска' }).getByRole('article').count())
      .toBeGreaterThan(0);
    await page.context().close();
  });

  test("keeps 'Вы смотрели' across a reload", async () => {
    const page = await openPage(browser);
    await page.goto(`${shop}/uhod_za_litsom`);
    await page.getByRole('button', { name: 'Ок', exact: true }).click();
    const products = page.getByRole('list', { name: 'Товары' }).getByRole('article');
    await expect.poll(() => products.count()).toBe(12);
    const [first, second] = [
      (await products.nth(0).getAttribute('aria-label'))!,
      (await products.nth(1).getAttribute('aria-label'))!,
    ];
    await products.nth(0).getByRole('link', { name: first, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
    await page.goBack();
    await products.nth(1).getByRole('link', { name: second, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
    const viewed = page.getByRole('list', { name: 'Вы смотрели' });
    await expect(viewed.getByRole('article', { name: first })).toBeVisible();
    await page.context().close();
  });
});
