import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { staffPage } from './admin-fixtures';
import { seriousViolations } from './axe-check';
import { paste, PASTED, PLAYER, scriptRan, toggleBold } from './rich-text';

// 'Новости' and 'Статьи блога' as an editor uses them (issue 16): a news item written in the rich-text editor (bold
// words, a video from YouTube, a paste from elsewhere that carries a script) is previewed, published and shown on the
// storefront exactly as the preview showed it, the script gone and the player kept; a blog article likewise; an
// unpublished item is gone from the shop at once. The browser tests share one shop: what is made here is deleted.

/** The HTML around the player: the preview's text, or the storefront article's. */
const htmlAroundPlayer = (page: Page) => page.locator(`iframe[src="${PLAYER}"]`).locator('..').innerHTML();

/** Writes a new record of a list ('Новости', 'Статьи блога') and publishes it; its address on the storefront. */
async function write(page: Page, shop: string, list: string, title: string) {
  await page.goto(`${shop}/admin/${list}`);
  await page.getByRole('link', { name: 'Добавить' }).click();
  await page.getByRole('textbox', { name: 'Заголовок', exact: true }).fill(title);
  const text = page.getByRole('textbox', { name: 'Текст' });
  await text.click();
  await page.keyboard.type('Летом кожа просит ');
  await toggleBold(page);
  await page.keyboard.type('защиты');
  await toggleBold(page);
  await page.keyboard.press('Enter');
  await paste(page, PASTED);
  await page.getByRole('button', { name: 'Видео' }).click();
  await page.getByRole('textbox', { name: 'Ссылка на видео' }).fill('https://rutube.ru/video/1/');
  await page.getByRole('button', { name: 'Вставить видео' }).click();
  await expect(page.getByText('Видео — только ссылка на YouTube или VK')).toBeVisible();
  await page.getByRole('textbox', { name: 'Ссылка на видео' }).fill('https://youtu.be/dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Вставить видео' }).click();
  await expect(text.getByText(`Видео: ${PLAYER}`)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Опубликовано на сайте' }).check({ force: true });
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сохранено')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/${list}/\\d+$`));
  return `/${await page.getByRole('textbox', { name: 'Адрес страницы' }).inputValue()}`;
}

/** The storefront's page of a record: its heading, and the HTML of its text around the player. */
async function onStorefront(page: Page, shop: string, address: string, title: string) {
  await page.goto(`${shop}${address}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator(`iframe[src="${PLAYER}"]`)).toHaveCount(1);
  return htmlAroundPlayer(page);
}

test('an editor publishes a news item and a blog article as previewed, the script gone; unpublished, it leaves the shop', async ({
  browser,
  shop,
}) => {
  test.setTimeout(120_000);
  const { page } = await staffPage(browser, 'editor');
  const stamp = Date.now().toString(36);
  const title = `Новость из браузера ${stamp}`;
  const address = await write(page, shop, 'news', title);
  expect(address).toBe(`/novost-iz-brauzera-${stamp}`);

  await page.getByRole('button', { name: 'Предпросмотр' }).click();
  const preview = page.getByRole('region', { name: 'Предпросмотр' });
  await expect(preview.locator('strong')).toHaveText('защиты');
  await expect(preview.getByText('Вставлено из письма')).toBeVisible();
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview.locator(`iframe[src="${PLAYER}"]`)).toHaveCount(1);
  const previewed = await htmlAroundPlayer(page);
  expect(await seriousViolations(page)).toEqual([]);
  const newsId = new URL(page.url()).pathname.split('/').at(-1);

  const shown = await onStorefront(page, shop, address, title);
  expect(shown).toBe(previewed);
  expect(shown).not.toContain('script');
  expect(await scriptRan(page)).toBe(false);
  await page.goto(`${shop}/news`);
  await expect(page.getByText(title)).toBeVisible();

  const articleTitle = `Статья из браузера ${stamp}`;
  const articleAddress = await write(page, shop, 'blog', articleTitle);
  const blogId = new URL(page.url()).pathname.split('/').at(-1);
  expect(await onStorefront(page, shop, articleAddress, articleTitle)).toBe(previewed);

  // Unpublished: the news item's page and its place in the list are gone at once.
  await page.goto(`${shop}/admin/news/${newsId}`);
  await page.getByRole('checkbox', { name: 'Опубликовано на сайте' }).uncheck({ force: true });
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сохранено')).toBeVisible();
  await page.goto(`${shop}${address}`);
  await expect(page.getByRole('heading', { name: 'Страница не найдена 404' })).toBeVisible();
  await page.goto(`${shop}/news`);
  await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(title)).toHaveCount(0);

  // Both deleted after their question: the shop is as it was.
  for (const [list, id, question] of [
    ['news', newsId, 'Удалить новость?'],
    ['blog', blogId, 'Удалить статью?'],
  ] as const) {
    await page.goto(`${shop}/admin/${list}/${id}`);
    await page.getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('alertdialog', { name: question }).getByRole('button', { name: 'Да, удалить' }).click();
    await expect(page).toHaveURL(`${shop}/admin/${list}`);
  }
  await page.goto(`${shop}${articleAddress}`);
  await expect(page.getByRole('heading', { name: 'Страница не найдена 404' })).toBeVisible();
});

test('the content pages pass axe at 1280 and 375 px', async ({ browser, shop }) => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 800 },
  ]) {
    const { page } = await staffPage(browser, 'editor', viewport);
    await page.goto(`${shop}/admin/pages`);
    await expect(page.getByText(/^Найдено: \d+ страниц/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${shop}/admin/news/new`);
    await expect(page.getByRole('textbox', { name: 'Текст' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  }
});
