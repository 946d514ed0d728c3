import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { formatRoubles } from '../../src/domain/money';
import { openPage } from './browser';
import { expect, test } from './fixtures';
import { staffPage } from './admin-fixtures';
import { paste, PASTED, PLAYER, scriptRan, toggleBold } from './rich-text';

// The product editor as an editor uses it (issue 16): a new product with two pictures, a special and stock is on the
// storefront at once (its page, the search, the sitemap); its address changed, the old one leads to the new; its
// description, with a pasted script and a video frame, is on its page as the editor's preview showed it. The browser
// tests share one shop: each product is switched off at the end, as if it never was on sale.

/** A product photo: a plain colour, 900 pixels square (the shop's pipeline takes any JPEG). */
const photo = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 900, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
});

/** 'Новый товар' opened from 'Товары', its name, article number, price and 'Включён' filled in; its address. */
async function newProduct(page: Page, shop: string, name: string, sku: string, price: string) {
  await page.goto(`${shop}/admin/products`);
  await page.getByRole('link', { name: 'Новый товар' }).click();
  await expect(page.getByRole('heading', { name: 'Новый товар', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Название' }).fill(name);
  await page.getByRole('textbox', { name: 'Артикул' }).fill(sku);
  await page.getByRole('checkbox', { name: 'Включён: виден в магазине' }).check({ force: true });
  await page.getByRole('textbox', { name: 'Цена, ₽' }).first().fill(price);
  return page.getByRole('textbox', { name: 'Адрес страницы' }).inputValue();
}

/** Saves the product open in the editor; its editor's address. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Товар сохранён')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  return page.url();
}

/** Switches the product at this editor's address off: the shop is as it was (the browser tests share one shop). */
async function switchOff(page: Page, editor: string) {
  await page.goto(editor);
  await page.getByRole('checkbox', { name: 'Включён: виден в магазине' }).uncheck({ force: true });
  await save(page);
}

test('an editor creates a product with two pictures, a special and stock; it is in the shop, then moves address', async ({
  browser,
  shop,
}) => {
  const tag = Date.now().toString(36);
  const name = `Маска альгинатная ${tag}`;
  const sku = `bt-${tag}`;
  const { page } = await staffPage(browser, 'editor');
  const keyword = await newProduct(page, shop, name, sku, '1890');
  expect(keyword).toBe(`maska-alginatnaja-${tag}`);
  await page.getByRole('textbox', { name: 'Остаток, шт.' }).fill('12');
  await page.getByRole('checkbox', { name: 'Пилинги' }).check({ force: true });
  await page
    .getByLabel('Добавить изображения', { exact: true })
    .setInputFiles([await photo('банка.jpg', '#d9b8a0'), await photo('текстура.jpg', '#a0c4d9')]);
  await expect(page.getByRole('textbox', { name: 'Описание: изображение 2' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Описание: главное изображение' }).fill('Маска в банке');
  await page.getByRole('button', { name: 'Добавить акционную цену' }).click();
  await page.getByRole('group', { name: 'Акционная цена 1' }).getByRole('textbox', { name: 'Цена, ₽' }).fill('1590');
  const editor = await save(page);

  try {
    // The shop: its page with both prices and the main picture, the search, the sitemap.
    const shopper = await openPage(browser);
    await shopper.goto(`${shop}/${keyword}`);
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(shopper.getByText(formatRoubles(1590)).first()).toBeVisible();
    await expect(shopper.getByText(formatRoubles(1890)).first()).toBeVisible();
    // The main picture is the uploaded one, served through the shop's image pipeline, named by the text typed for it.
    const main = shopper.getByRole('img', { name: 'Маска в банке' }).first();
    await expect(main).toBeVisible();
    expect(await main.getAttribute('src')).toMatch(/^\/image\/catalog\/upload\//);
    await shopper.goto(`${shop}/search?q=${encodeURIComponent(sku)}`);
    await expect(shopper.getByRole('list', { name: 'Результаты поиска' }).getByRole('article', { name })).toBeVisible();
    const sitemap = await (await shopper.request.get(`${shop}/sitemap/products-1.xml`)).text();
    expect(sitemap).toContain(`/${keyword}<`);

    // A new address: the old one leads there.
    await page.getByRole('textbox', { name: 'Адрес страницы' }).fill(`maska-${tag}`);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Товар сохранён')).toBeVisible();
    await shopper.goto(`${shop}/${keyword}`);
    await expect(shopper).toHaveURL(`${shop}/maska-${tag}`);
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
    await shopper.context().close();
  } finally {
    await switchOff(page, editor);
    await page.context().close();
  }
});

test("an editor's description with a script and a video frame is on the product page as previewed, the script gone", async ({
  browser,
  shop,
}) => {
  const tag = Date.now().toString(36);
  const name = `Сыворотка с пептидами ${tag}`;
  const { page } = await staffPage(browser, 'editor');
  const keyword = await newProduct(page, shop, name, `bt-d-${tag}`, '2490');
  const text = page.getByRole('textbox', { name: 'Описание', exact: true });
  await text.click();
  await page.keyboard.type('Курс из ');
  await toggleBold(page, 'Описание');
  await page.keyboard.type('десяти');
  await toggleBold(page, 'Описание');
  await page.keyboard.type(' процедур');
  await page.keyboard.press('Enter');
  // Pasted from an e-mail: a script, and a player's frame from YouTube, which the articles' policy would keep.
  await paste(page, `${PASTED}<iframe src="${PLAYER}"></iframe>`, 'Описание');
  await expect(text.getByText('Вставлено из письма')).toBeVisible();
  // A product's videos are a field of their own (product §2: up to 2, played under the description).
  await page.getByRole('textbox', { name: 'Видео 1' }).fill('https://youtu.be/dQw4w9WgXcQ');
  const editor = await save(page);

  try {
    // The editor itself keeps no script nor frame: its preview shows the text without them.
    await page.getByRole('button', { name: 'Предпросмотр' }).click();
    const preview = page.getByRole('region', { name: 'Предпросмотр' });
    await expect(preview.locator('strong')).toHaveText('десяти');
    await expect(preview.getByText('Вставлено из письма')).toBeVisible();
    await expect(preview.locator('script, iframe')).toHaveCount(0);

    // A description as the old shop kept its HTML, script and frame in it, saved through the editor's own call: the
    // editor opens it as stored, and its preview and the product page both pass it through the shop's one policy.
    const id = editor.split('/').at(-1);
    const record = (await (await page.request.get(`${shop}/admin/api/products/${id}`)).json()).data;
    const stored = `<p>Курс из <strong>десяти</strong> процедур</p>${PASTED}<iframe src="${PLAYER}"></iframe>`;
    const saved = await page.request.post(`${shop}/admin/api/products/${id}`, {
      data: { version: record.version, values: { ...record.values, description: stored } },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Предпросмотр' }).click();
    await expect(preview.getByText('Вставлено из письма')).toBeVisible();
    const previewed = await preview.innerHTML();
    expect(previewed).toContain('<strong>десяти</strong>');
    expect(previewed).not.toContain('script');
    expect(previewed).not.toContain('iframe');

    const shopper = await openPage(browser);
    await shopper.goto(`${shop}/${keyword}`);
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
    const description = shopper.getByRole('tabpanel', { name: 'Описание' }).locator(':scope > div');
    await expect(description.getByText('Вставлено из письма')).toBeVisible();
    expect(await description.innerHTML()).toBe(previewed);
    expect(await scriptRan(shopper)).toBe(false);
    // The video plays in the product's own player, the one frame of the page, once the shopper presses play.
    await expect(shopper.locator('iframe')).toHaveCount(0);
    await shopper.getByRole('button', { name: 'Смотреть видео, YouTube' }).click();
    await expect(shopper.locator('iframe')).toHaveCount(1);
    await expect(shopper.getByTitle(`${name}: видео 1`)).toHaveAttribute('src', `${PLAYER}?autoplay=1`);
    await shopper.context().close();
  } finally {
    await switchOff(page, editor);
    await page.context().close();
  }
});
