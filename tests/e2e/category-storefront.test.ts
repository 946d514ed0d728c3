import type { APIRequestContext } from '@playwright/test';
import { openPage } from './browser';
import { expect, test } from './fixtures';
import { productAt, staffPage } from './admin-fixtures';

// What 'Категории' and a product picture's 'Описание' change on the storefront (issue 16): an editor writes a
// category's meta title, meta description and description in the back office, and the category's page, asked afresh
// from the server (its HTML as a crawler gets it, before any script), has that title and description and shows the
// text below its products; a picture's text typed in the product editor names that picture on the product page. The
// browser tests share one shop: the category and the product are put back as they were at the end, whatever happens.

const ADMIN_API = '/admin/api';

/** A back-office record as the form opened it, to put back at the end (saved against the version it has by then). */
async function putBack(request: APIRequestContext, shop: string, path: string, values: unknown) {
  const now = await request.get(`${shop}${ADMIN_API}${path}`);
  expect(now.ok()).toBe(true);
  const { version } = (await now.json()).data as { version: number };
  const saved = await request.post(`${shop}${ADMIN_API}${path}`, { data: { values, version } });
  expect(saved.ok(), await saved.text()).toBe(true);
}

async function opened(request: APIRequestContext, shop: string, path: string): Promise<unknown> {
  const reply = await request.get(`${shop}${ADMIN_API}${path}`);
  expect(reply.ok()).toBe(true);
  return ((await reply.json()).data as { values: unknown }).values;
}

test("an editor's category meta and description and a picture's text show on the storefront at once", async ({
  browser,
  shop,
}) => {
  const tag = Date.now().toString(36);
  const title = `Маски для лица ${tag} — альгинатные и глиняные`;
  const summary = `Маски для кабинета и дома ${tag}: подбор по типу кожи.`;
  const text = `Как выбрать маску ${tag}`;
  const { page } = await staffPage(browser, 'editor');

  await page.goto(`${shop}/admin/categories`);
  await page
    .getByRole('list', { name: 'Категории в порядке меню' })
    .getByRole('link', { name: 'Маски', exact: true })
    .click();
  await expect(page.getByRole('textbox', { name: 'Название' })).toHaveValue('Маски');
  const categoryPath = new URL(page.url()).pathname.replace(/^\/admin/, '');
  const category = await opened(page.request, shop, categoryPath);

  try {
    await page.getByRole('textbox', { name: 'Заголовок для поисковиков' }).fill(title);
    await page.getByRole('textbox', { name: 'Описание для поисковиков' }).fill(summary);
    const description = page.getByRole('textbox', { name: 'Описание', exact: true });
    await description.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(text);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Категория сохранена')).toBeVisible();

    // The category's page as the server sends it to a crawler or a link preview: fresh, before any script runs.
    const html = await (await page.request.get(`${shop}/maski`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta name="description" content="${summary}"/>`);
    expect(html).toContain(text);

    // A shopper sees the text below the products.
    const shopper = await openPage(browser);
    await shopper.goto(`${shop}/maski`);
    await expect(shopper).toHaveTitle(title);
    const region = shopper.getByRole('region', { name: 'Описание категории' });
    await expect(region).toContainText(text);
    const products = shopper.getByRole('list', { name: 'Товары' });
    const [grid, below] = [await products.boundingBox(), await region.boundingBox()];
    expect(below!.y).toBeGreaterThan(grid!.y + grid!.height);

    // A picture's text: the first product of the category, its main picture described in the product editor.
    const product = products.getByRole('article').first();
    const name = (await product.getAttribute('aria-label')) ?? '';
    await product.getByRole('link', { name }).first().click();
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
    const url = new URL(shopper.url()).pathname.slice(1);
    const id = await productAt(url);
    const productPath = `/products/${id}`;
    const values = await opened(page.request, shop, productPath);
    const alt = `Банка маски ${tag}, вид сверху`;
    try {
      await page.goto(`${shop}/admin${productPath}`);
      await page.getByRole('textbox', { name: 'Описание: главное изображение' }).fill(alt);
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await expect(page.getByText('Товар сохранён')).toBeVisible();

      await shopper.reload();
      await expect(shopper.getByRole('main').getByRole('img', { name: alt }).first()).toBeVisible();
      const served = await (await page.request.get(`${shop}/${url}`, { headers: { accept: 'text/html' } })).text();
      expect(served).toContain(`alt="${alt}"`);
    } finally {
      await putBack(page.request, shop, productPath, values);
    }
    await shopper.context().close();
  } finally {
    await putBack(page.request, shop, categoryPath, category);
  }
  const html = await (await page.request.get(`${shop}/maski`, { headers: { accept: 'text/html' } })).text();
  expect(html).not.toContain(text);
});
