import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, freshPage, test } from './fixtures';
import { staffPage } from './admin-fixtures';
import { seriousViolations } from './axe-check';

// 'Баннеры' and 'Вопрос-ответ' as an editor uses them (issue 16): a home banner with its picture uploaded through the
// back office, a link and dates is in the home page's carousel at once, while one whose dates are over is not; a new
// order in the back office is the carousel's order; a hidden banner leaves it. The shop's own question with its answer
// is on /faq at once, changed there when changed, and gone when deleted. The browser tests share one shop: whatever
// is made here is deleted at the end, whatever happens.

/** A day in Moscow `days` from today, as the date field takes it (YYYY-MM-DD). */
const moscowDay = (days: number) => new Date(Date.now() + days * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);

const picture = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1200, height: 400, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
});

/**
 * The home carousel's pictures' descriptions in the carousel's order as a shopper opens the home page now. In loop
 * mode Swiper moves slides about in the page, so each slide's place is its `data-swiper-slide-index`.
 */
async function carousel(page: Page, shop: string): Promise<string[]> {
  await page.goto(`${shop}/`);
  const region = page.getByRole('region', { name: 'Баннеры' });
  await expect(region.locator('.swiper-initialized')).toBeVisible();
  const slides = await region.locator('.swiper-slide').evaluateAll((nodes) =>
    nodes.map((node, place) => ({
      place: Number(node.getAttribute('data-swiper-slide-index') ?? place),
      alt: node.querySelector('img')?.getAttribute('alt') ?? '',
      href: node.querySelector('a')?.getAttribute('href') ?? '',
    })),
  );
  return slides.sort((a, b) => a.place - b.place).map((slide) => `${slide.alt} → ${slide.href}`);
}

/** Fills the banner dialog open on the page and saves it; the dialog closes with the page's message. */
async function fillBanner(
  page: Page,
  banner: { title: string; link: string; from: string; to: string; colour?: string },
  saved: string,
) {
  const dialog = page.getByRole('dialog');
  if (banner.colour) {
    await dialog
      .getByLabel('Картинка баннера', { exact: true })
      .setInputFiles(await picture('баннер.jpg', banner.colour));
    await expect(dialog.getByRole('img', { name: 'Картинка баннера сейчас' })).toBeVisible();
  }
  await dialog.getByRole('textbox', { name: 'Описание картинки' }).fill(banner.title);
  await dialog.getByRole('textbox', { name: 'Ссылка' }).fill(banner.link);
  await dialog.getByLabel('Показывать с').fill(banner.from);
  await dialog.getByLabel('Показывать по').fill(banner.to);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(saved)).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/** Deletes a record of the list on the page after its question; it is no longer listed. */
async function deleteFromList(page: Page, list: string, name: string, question: string) {
  await page.getByRole('button', { name: `Удалить: ${name}` }).click();
  await page.getByRole('alertdialog', { name: question }).getByRole('button', { name: 'Да, удалить' }).click();
  await expect(page.getByRole('list', { name: list }).getByText(name, { exact: true })).toHaveCount(0);
}

test('an editor adds home banners with pictures, links and dates, reorders and hides them; the home carousel follows', async ({
  browser,
  shop,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const spring = `Весенняя распродажа ${stamp}`;
  const winter = `Зимняя акция ${stamp}`;
  const { page } = await staffPage(browser, 'editor');
  const shopper = await freshPage(browser);
  const list = page.getByRole('list', { name: 'Баннеры главной по порядку' });
  try {
    await page.goto(`${shop}/admin`);
    await page
      .getByRole('navigation', { name: 'Разделы панели' })
      .getByRole('link', { name: 'Баннеры', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Баннеры' })).toBeVisible();
    const before = await carousel(shopper, shop);

    // One in its dates (from yesterday to a month on), one whose dates are over.
    await page.getByRole('button', { name: 'Добавить баннер' }).click();
    await expect(page.getByRole('dialog', { name: 'Добавить баннер' })).toBeVisible();
    await fillBanner(
      page,
      { title: spring, link: '/kosmetologam', from: moscowDay(-1), to: moscowDay(30), colour: '#e8b4c8' },
      'Баннер добавлен',
    );
    await page.getByRole('button', { name: 'Добавить баннер' }).click();
    await fillBanner(
      page,
      { title: winter, link: 'https://example.com/zima', from: '2025-01-10', to: '2025-02-28', colour: '#a0c4e8' },
      'Баннер добавлен',
    );
    const springRow = list.getByRole('listitem').filter({ hasText: spring });
    const winterRow = list.getByRole('listitem').filter({ hasText: winter });
    await expect(springRow.getByRole('img', { name: spring })).toBeVisible();
    await expect(winterRow.getByText('с 10.01.2025 по 28.02.2025 · сейчас не в сроке')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The shopper's home page: the new banner last, with its link; the one whose dates are over is not there.
    expect(await carousel(shopper, shop)).toEqual([...before, `${spring} → /kosmetologam`]);
    const slide = shopper
      .getByRole('region', { name: 'Баннеры' })
      .getByRole('link')
      .filter({
        has: shopper.getByRole('img', { name: spring }),
      });
    await expect(slide).toHaveAttribute('target', '_blank');
    await expect(slide.getByRole('img', { name: spring })).toHaveAttribute('src', /\/image\/catalog\/upload\//);

    // The winter one's dates changed to none: it is shown, after the spring one; 'Выше' puts it before.
    await page.getByRole('button', { name: `Изменить: ${winter}` }).click();
    await fillBanner(page, { title: winter, link: 'https://example.com/zima', from: '', to: '' }, 'Баннер сохранён');
    await expect(winterRow.getByText('Без срока')).toBeVisible();
    expect(await carousel(shopper, shop)).toEqual([
      ...before,
      `${spring} → /kosmetologam`,
      `${winter} → https://example.com/zima`,
    ]);
    await page.getByRole('button', { name: `Выше: ${winter}` }).click();
    await expect(page.getByText('Порядок баннеров сохранён')).toBeVisible();
    await expect(list.getByRole('listitem').last()).toContainText(spring);
    expect(await carousel(shopper, shop)).toEqual([
      ...before,
      `${winter} → https://example.com/zima`,
      `${spring} → /kosmetologam`,
    ]);

    // Hidden: the spring one leaves the carousel, and the list says so.
    await page.getByRole('button', { name: `Скрыть: ${spring}` }).click();
    await expect(springRow.getByText('Скрыт', { exact: true })).toBeVisible();
    expect(await carousel(shopper, shop)).toEqual([...before, `${winter} → https://example.com/zima`]);

    await deleteFromList(page, 'Баннеры главной по порядку', spring, 'Удалить баннер?');
    await deleteFromList(page, 'Баннеры главной по порядку', winter, 'Удалить баннер?');
    expect(await carousel(shopper, shop)).toEqual(before);
  } finally {
    await removeLeftovers(page, shop, '/content/banners', 'banners', (b) => [spring, winter].includes(String(b.title)));
  }
});

test('an editor adds the shop’s own question with its answer; /faq shows it, then the changed answer, then nothing', async ({
  browser,
  shop,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const question = `Как хранить пилинг после вскрытия? ${stamp}`;
  const answer = 'В холодильнике, плотно закрытым.\nСрок — 6 месяцев.';
  const changed = 'При комнатной температуре, вдали от солнца. Срок — 6 месяцев.';
  const { page } = await staffPage(browser, 'editor');
  const shopper = await freshPage(browser);
  const onFaq = async () => {
    await shopper.goto(`${shop}/faq`);
    await expect(shopper.getByRole('heading', { level: 1, name: 'Вопрос-ответ' })).toBeVisible();
    return shopper
      .getByRole('list', { name: 'Вопросы покупателей' })
      .getByRole('article')
      .filter({ hasText: question });
  };
  try {
    await page.goto(`${shop}/admin`);
    await page
      .getByRole('navigation', { name: 'Разделы панели' })
      .getByRole('link', { name: 'Вопрос-ответ', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Вопрос-ответ' })).toBeVisible();
    await page.getByRole('button', { name: 'Добавить вопрос' }).click();
    const dialog = page.getByRole('dialog', { name: 'Добавить вопрос' });
    // Sent empty, the form says what is missing and stays open.
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog.getByText('Напишите вопрос')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Вопрос', exact: true }).fill(question);
    await dialog.getByRole('textbox', { name: 'Ответ' }).fill(answer);
    await dialog.getByRole('textbox', { name: 'Имя над вопросом' }).fill('Салон «Лотос»');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Вопрос добавлен')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The storefront: the question, its author and the answer with its line break, as the shop's own.
    const item = await onFaq();
    await expect(item).toHaveAccessibleName('Вопрос от Салон «Лотос»');
    await expect(item.getByText(question)).toBeVisible();
    await expect(item.getByText(answer)).toBeVisible();

    await page.getByRole('button', { name: `Изменить: ${question}` }).click();
    const editing = page.getByRole('dialog', { name: 'Изменить вопрос' });
    await expect(editing.getByRole('textbox', { name: 'Ответ' })).toHaveValue(answer);
    await editing.getByRole('textbox', { name: 'Ответ' }).fill(changed);
    await editing.getByRole('textbox', { name: 'Имя над вопросом' }).fill('');
    await editing.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Вопрос сохранён')).toBeVisible();
    const edited = await onFaq();
    await expect(edited).toHaveAccessibleName('Вопрос магазина');
    await expect(edited.getByText(changed)).toBeVisible();
    await expect(shopper.getByText('В холодильнике, плотно закрытым.')).toHaveCount(0);

    await deleteFromList(page, 'Вопросы магазина по порядку', question, 'Удалить вопрос?');
    await expect(page.getByText('Вопрос удалён')).toBeVisible();
    await expect(await onFaq()).toHaveCount(0);
    await expect(shopper.getByRole('list', { name: 'Вопросы покупателей' })).toBeVisible();
  } finally {
    await removeLeftovers(page, shop, '/content/faq', 'questions', (q) => String(q.question) === question);
  }
});

type ListedRecord = Record<string, unknown> & { id: number; version: number };

/** Deletes, through the back office's calls, what a failed test left of its own records. */
async function removeLeftovers(
  page: Page,
  shop: string,
  path: string,
  key: 'banners' | 'questions',
  ours: (record: ListedRecord) => boolean,
) {
  const url = `${shop}/admin/api${path}`;
  const reply = await page.request.get(url);
  if (!reply.ok()) return;
  const records = ((await reply.json()).data[key] as ListedRecord[]).filter(ours);
  for (const record of records) await page.request.delete(`${url}/${record.id}?version=${record.version}`);
  await page.context().close();
}

test("'Баннеры' and 'Вопрос-ответ' pass axe on a phone, their forms open", async ({ browser, shop }) => {
  const { page } = await staffPage(browser, 'editor', { width: 375, height: 800 });
  for (const [path, add] of [
    ['banners', 'Добавить баннер'],
    ['faq', 'Добавить вопрос'],
  ] as const) {
    await page.goto(`${shop}/admin/${path}`);
    await expect(
      page.getByRole('list').filter({ has: page.getByRole('button', { name: /^Изменить: / }) }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: add }).click();
    await expect(page.getByRole('dialog', { name: add })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
  await page.context().close();
});
