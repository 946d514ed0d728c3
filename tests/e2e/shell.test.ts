import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E } from './shop-env';
import { openPage, PHONE } from './browser';
import { EXTRA_LINKS, MAIN_MENU } from '../../src/domain/site-links';

const shop = E2E.url;
let browser: Browser;

// Playwright's browser, shared by the file's tests (each opens its own contexts: its own session).
test.beforeAll(({ browser: shared }) => {
  browser = shared;
});

async function home(page: Page): Promise<void> {
  await page.goto(`${shop}/`);
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
}

test.describe('the shop as a newcomer opens it', () => {
  test('shows the shell: menu, header shortcuts, footer with the 2019 copyright', async () => {
    const page = await openPage(browser);
    await home(page);
    const menu = page.getByRole('navigation', { name: 'Главное меню' });
    for (const [label, href] of [
      ['Вся продукция', '/vsja-produktsija'],
      ['Пилинги', '/ximicheskie-pilingi'],
      ['Кремы', '/kremi'],
      ['Для лица', '/uhod_za_litsom'],
      ['Для тела', '/uhod_za_telom'],
      ['Для волос', '/uhod_za_volosami'],
      ['Акции', '/aktsii'],
      ['Доставка и оплата', '/dokumenty'],
      ['Контакты', '/contact'],
    ]) {
      await expect(menu.getByRole('link', { name: label, exact: true }).getAttribute('href')).resolves.toBe(href);
    }
    await expect(page.getByRole('link', { name: 'Войти' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Корзина' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo').textContent()).resolves.toContain('2019');
    await expect(page.title()).resolves.not.toBe('');
    await page.context().close();
  });

  test('shows the cookie notice from setting 3 until the shopper presses «Ок», and remembers it', async () => {
    const page = await openPage(browser);
    await home(page);
    const ok = page.getByRole('button', { name: 'Ок', exact: true });
    await expect(ok).toBeVisible();
    await expect(page.getByText('cookie', { exact: false }).first()).toBeVisible();
    await ok.click();
    await ok.waitFor({ state: 'detached' });
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
    // The page has asked for all it shows (the notice would come with setting 3): no notice.
    await page.waitForLoadState('networkidle');
    await expect(ok).toHaveCount(0);
    await page.context().close();
  });

  test('shows the not-found page for an unknown address, with a way home', async () => {
    const page = await openPage(browser);
    await page.goto(`${shop}/net-takoj-stranicy`);
    await expect(page.getByText('Упс... Страница не найдена')).toBeVisible();
    await expect(page.getByText('Страница не найдена 404')).toBeVisible();
    await page.getByRole('link', { name: 'На главную', exact: true }).click();
    await page.waitForURL(`${shop}/`);
    await page.context().close();
  });

  test('resolves a category address from the database into its section page', async () => {
    const page = await openPage(browser);
    await page.goto(`${shop}/kremi`);
    await expect(page.getByRole('heading', { name: 'Кремы' }).first()).toBeVisible();
    await page.context().close();
  });

  test('on a phone, the burger opens the menu and a link click closes it', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(`${shop}/`);
    const burger = page.getByRole('button', { name: 'Открыть меню' });
    await burger.click();
    const link = page.getByRole('link', { name: 'Пилинги', exact: true }).last();
    await expect(link).toBeVisible();
    await link.click();
    await page.waitForURL(`${shop}/ximicheskie-pilingi`);
    await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeVisible();
    await page.context().close();
  });

  for (const width of [375, 1024, 1280, 1920]) {
    test(`at ${width} px every link of both menus is in the header, or behind the burger`, async () => {
      const page = await openPage(browser, { width, height: 800 });
      await page.goto(`${shop}/`);
      const burger = page.getByRole('button', { name: 'Открыть меню' });
      if (width < 975) await burger.click();
      else await expect(burger).toBeHidden();
      const menus = [
        ['Главное меню', MAIN_MENU],
        ['Дополнительное меню', EXTRA_LINKS],
      ] as const;
      for (const [menu, links] of menus) {
        // The header's menus (or the burger's panel), not the footer's 'Разделы сайта'.
        const nav = page.getByRole('navigation', { name: menu }).filter({ visible: true });
        for (const link of links) {
          await expect(nav.getByRole('link', { name: link.label, exact: true }), `${link.label}`).toBeVisible();
        }
      }
      await page.context().close();
    });
  }
});

test.describe('the HTTP contract as the storefront calls it', () => {
  test('answers setting 1 in the §7 envelope', async () => {
    const reply = await fetch(`${shop}/back/setting/get/1`, { method: 'POST' });
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as { result: string; data: { value: string } };
    expect(body.result).toBe('success');
    expect(body.data.value.length).toBeGreaterThan(0);
  });

  test('answers a malformed JSON body with a 4xx and a Russian message', async () => {
    const reply = await fetch(`${shop}/back/setting/get/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    const body = (await reply.json()) as { result: string; error: string };
    expect(body.result).toBe('error');
    expect(body.error).toMatch(/[а-яА-Я]/);
  });

  test('serves hashed storefront files compressed and cached for a year', async () => {
    const html = await (await fetch(`${shop}/`)).text();
    const script = /src=["']?(\/[^"'\s>]+\.js)/.exec(html)?.[1];
    expect(script).toBeDefined();
    const reply = await fetch(`${shop}${script}`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toContain('immutable');
    expect(reply.headers.get('content-encoding')).toMatch(/gzip|br/);
  });
});
