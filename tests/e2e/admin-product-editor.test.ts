import sharp from 'sharp';
import { formatRoubles } from '../../src/domain/money';
import { expect, test } from './fixtures';
import { staffPage } from './admin-fixtures';

// The product editor as an editor uses it (issue 16): a new product with two pictures, a special and stock is on the
// storefront at once (its page, the search, the sitemap); its address changed, the old one leads to the new. The
// browser tests share one shop: the product is switched off at the end, as if it never was on sale.

/** A product photo: a plain colour, 900 pixels square (the shop's pipeline takes any JPEG). */
const photo = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 900, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
});

test('an editor creates a product with two pictures, a special and stock; it is in the shop, then moves address', async ({
  browser,
  shop,
}) => {
  const tag = Date.now().toString(36);
  const name = `Маска альгинатная ${tag}`;
  const sku = `bt-${tag}`;
  const { page } = await staffPage(browser, 'editor');
  await page.goto(`${shop}/admin/products`);
  await page.getByRole('link', { name: 'Новый товар' }).click();
  await expect(page.getByRole('heading', { name: 'Новый товар', level: 1 })).toBeVisible();

  await page.getByRole('textbox', { name: 'Название' }).fill(name);
  const keyword = await page.getByRole('textbox', { name: 'Адрес страницы' }).inputValue();
  expect(keyword).toBe(`maska-alginatnaja-${tag}`);
  await page.getByRole('textbox', { name: 'Артикул' }).fill(sku);
  await page.getByRole('checkbox', { name: 'Включён: виден в магазине' }).check({ force: true });
  await page.getByRole('textbox', { name: 'Цена, ₽' }).first().fill('1890');
  await page.getByRole('textbox', { name: 'Остаток, шт.' }).fill('12');
  await page.getByRole('checkbox', { name: 'Пилинги' }).check({ force: true });
  await page
    .getByLabel('Добавить изображения', { exact: true })
    .setInputFiles([await photo('банка.jpg', '#d9b8a0'), await photo('текстура.jpg', '#a0c4d9')]);
  await expect(page.getByRole('textbox', { name: 'Описание: изображение 2' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Описание: главное изображение' }).fill('Маска в банке');
  await page.getByRole('button', { name: 'Добавить акционную цену' }).click();
  await page.getByRole('group', { name: 'Акционная цена 1' }).getByRole('textbox', { name: 'Цена, ₽' }).fill('1590');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Товар сохранён')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  const editor = page.url();

  try {
    // The shop: its page with both prices and the main picture, the search, the sitemap.
    const shopper = await browser.newPage();
    await shopper.goto(`${shop}/${keyword}`);
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(shopper.getByText(formatRoubles(1590)).first()).toBeVisible();
    await expect(shopper.getByText(formatRoubles(1890)).first()).toBeVisible();
    // The main picture is the uploaded one, served through the shop's image pipeline.
    const main = shopper.getByRole('img', { name }).first();
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
    await shopper.close();
  } finally {
    await page.goto(editor);
    await page.getByRole('checkbox', { name: 'Включён: виден в магазине' }).uncheck({ force: true });
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Товар сохранён')).toBeVisible();
    await page.context().close();
  }
});
