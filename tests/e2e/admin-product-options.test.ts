import { formatRoubles } from '../../src/domain/money';
import { holdShopScript, openPage, PHONE } from './browser';
import { expect, test } from './fixtures';
import { staffPage } from './admin-fixtures';

// The product editor's options and related products as an editor uses them (issue 16): a new product gets the option
// 'Объём' with two values, their stock and a price difference, and a related product; the shop's product page offers
// the values and shows the related product at once, and a shopper buys the dearer value at its price. The browser tests
// share one shop: the product is switched off at the end.

const SHOTS = process.env.SHOTS_DIR;

test('an editor adds an option with two values and a related product; the shop offers them and sells the value', async ({
  browser,
  shop,
}) => {
  const tag = Date.now().toString(36);
  const name = `Тоник с пептидами ${tag}`;
  const { page } = await staffPage(browser, 'editor');
  await page.goto(`${shop}/admin/products/new`);
  await expect(page.getByRole('heading', { name: 'Новый товар', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Название' }).fill(name);
  await page.getByRole('textbox', { name: 'Артикул' }).fill(`bt-o-${tag}`);
  await page.getByRole('checkbox', { name: 'Включён: виден в магазине' }).check({ force: true });
  await page.getByRole('textbox', { name: 'Цена, ₽' }).first().fill('1000');
  await page.getByRole('textbox', { name: 'Остаток, шт.', exact: true }).fill('10');

  await page.getByRole('combobox', { name: 'Опция', exact: true }).fill('Объём');
  await page.getByRole('button', { name: 'Добавить опцию' }).click();
  const volume = page.getByRole('region', { name: 'Опция «Объём»' });
  const value = volume.getByRole('combobox', { name: 'Новое значение опции «Объём»' });
  await value.fill(`30 мл ${tag}`);
  await volume.getByRole('button', { name: 'Добавить значение' }).click();
  await value.fill(`50 мл ${tag}`);
  await volume.getByRole('button', { name: 'Добавить значение' }).click();
  await volume.getByRole('textbox', { name: `Остаток, шт. — 30 мл ${tag}` }).fill('5');
  await volume.getByRole('textbox', { name: `Остаток, шт. — 50 мл ${tag}` }).fill('2');
  await volume.getByRole('textbox', { name: `Разница в цене, ₽ — 50 мл ${tag}` }).fill('400');
  await volume.getByRole('checkbox', { name: /Обязательная/ }).check({ force: true });

  await page.getByRole('combobox', { name: 'Найти товар по названию или артикулу' }).fill('bt1001');
  const found = page.getByRole('listbox', { name: 'Найденные товары' }).getByRole('option').first();
  const related = ((await found.textContent()) ?? '').split(' · ')[0];
  await found.click();
  await expect(page.getByRole('list', { name: 'Похожие товары' })).toContainText('Артикул: bt1001');

  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Товар сохранён')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  const editor = page.url();
  if (SHOTS) {
    await page.getByRole('heading', { name: 'Опции' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/options-1280.png`, fullPage: true });
  }
  const keyword = (await page.getByRole('link', { name: 'Открыть в магазине' }).getAttribute('href'))!;

  try {
    const shopper = await openPage(browser);
    await shopper.goto(`${shop}${keyword}`);
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
    const choice = shopper.getByRole('combobox', { name: 'Объём' });
    await expect(choice.getByRole('option')).toHaveText([
      'Выберите',
      `30 мл ${tag}`,
      `50 мл ${tag} (+${formatRoubles(400)})`,
    ]);
    await expect(shopper.getByRole('button', { name: 'В корзину', exact: true })).toBeDisabled();
    await expect(shopper.getByLabel('Похожие товары').first()).toContainText(related);

    await expect(shopper.getByRole('main').getByText(formatRoubles(1000)).first()).toBeVisible();
    await choice.selectOption({ label: `50 мл ${tag} (+${formatRoubles(400)})` });
    // The page's price follows the choice: what the cart will charge.
    await expect(shopper.getByRole('main').getByText(formatRoubles(1400)).first()).toBeVisible();
    await shopper.getByRole('button', { name: 'В корзину', exact: true }).click();
    await expect(shopper.getByText('Добавлено в корзину').first()).toBeVisible();
    await shopper.goto(`${shop}/cart`);
    await expect(shopper.getByText(`Объём: 50 мл ${tag}`)).toBeVisible();
    await expect(shopper.getByText(formatRoubles(1400)).first()).toBeVisible();
    await shopper.context().close();

    // Its card (search results here; the catalogue, 'Новинки' and 'Похожие товары' alike) has no cart icon, which could
    // not choose the value: the quick view offers the same list and holds 'В корзину' until a value is chosen.
    const finder = await openPage(browser);
    await finder.goto(`${shop}/search?q=${encodeURIComponent(`bt-o-${tag}`)}`);
    const card = finder.getByRole('list', { name: 'Результаты поиска' }).getByRole('article', { name });
    await expect(card.getByRole('button', { name: 'Добавить в избранное' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Добавить в корзину' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Быстрый просмотр' }).click();
    const quick = finder.getByRole('dialog');
    await expect(quick.getByRole('button', { name: 'В корзину', exact: true })).toBeDisabled();
    await quick
      .getByRole('combobox', { name: 'Объём' })
      .selectOption({ label: `50 мл ${tag} (+${formatRoubles(400)})` });
    await expect(quick.getByText(formatRoubles(1400)).first()).toBeVisible();
    await expect(quick.getByRole('button', { name: 'В корзину', exact: true })).toBeEnabled();
    if (SHOTS) {
      await finder.screenshot({ path: `${SHOTS}/options-quick-view-1280.png` });
      await finder.setViewportSize(PHONE);
      await finder.screenshot({ path: `${SHOTS}/options-quick-view-375.png` });
      await finder.keyboard.press('Escape');
      await expect(quick).toBeHidden();
      await finder.screenshot({ path: `${SHOTS}/options-card-375.png`, fullPage: true });
      await finder.setViewportSize({ width: 1280, height: 900 });
      await finder.screenshot({ path: `${SHOTS}/options-card-1280.png`, fullPage: true });
    }
    await finder.context().close();

    // On a slow phone the shopper chooses before the page's script has run: the choice is still theirs once it has.
    // A plain page: openPage's would wait for the very script held here.
    const slow = await (await browser.newContext({ viewport: PHONE, locale: 'ru-RU' })).newPage();
    const release = await holdShopScript(slow);
    await slow.goto(`${shop}${keyword}`, { waitUntil: 'commit' });
    const slowChoice = slow.getByRole('combobox', { name: 'Объём' });
    await slowChoice.selectOption({ label: `50 мл ${tag} (+${formatRoubles(400)})` });
    release();
    await expect(slow.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(slowChoice.locator('option:checked')).toHaveText(`50 мл ${tag} (+${formatRoubles(400)})`);
    await expect(slow.getByRole('main').getByText(formatRoubles(1400)).first()).toBeVisible();
    await expect(slow.getByRole('button', { name: 'В корзину', exact: true })).toBeEnabled();
    await slow.context().close();

    if (SHOTS) {
      const { page: phone } = await staffPage(browser, 'editor', { width: 375, height: 800 });
      await phone.goto(editor);
      await phone.getByRole('heading', { name: 'Опции' }).scrollIntoViewIfNeeded();
      await phone.screenshot({ path: `${SHOTS}/options-375.png`, fullPage: true });
      await phone.context().close();
    }
  } finally {
    await page.goto(editor);
    await page.getByRole('checkbox', { name: 'Включён: виден в магазине' }).uncheck({ force: true });
    await page.getByRole('button', { name: `Убрать «${related}» из похожих` }).click();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Товар сохранён')).toBeVisible();
    await page.context().close();
  }
});
