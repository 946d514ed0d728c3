import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, PHONE } from './browser';

const shop = inject('shopUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function home(page: Page): Promise<void> {
  await page.goto(`${shop}/`);
  await page.getByRole('navigation', { name: 'Главное меню' }).waitFor();
}

describe('the shop as a newcomer opens it', () => {
  it('shows the shell: menu, header shortcuts, footer with the 2019 copyright', async () => {
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
    await expect(page.getByRole('link', { name: 'Войти' }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Корзина' }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('contentinfo').textContent()).resolves.toContain('2019');
    await expect(page.title()).resolves.not.toBe('');
    await page.context().close();
  });

  it('shows the cookie notice from setting 3 until the shopper presses «Ок», and remembers it', async () => {
    const page = await openPage(browser);
    await home(page);
    const ok = page.getByRole('button', { name: 'Ок', exact: true });
    await ok.waitFor();
    await expect(page.getByText('cookie', { exact: false }).first().isVisible()).resolves.toBe(true);
    await ok.click();
    await ok.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('navigation', { name: 'Главное меню' }).waitFor();
    await page.waitForTimeout(1000);
    await expect(ok.count()).resolves.toBe(0);
    await page.context().close();
  });

  it('shows the not-found page for an unknown address, with a way home', async () => {
    const page = await openPage(browser);
    await page.goto(`${shop}/net-takoj-stranicy`);
    await page.getByText('Упс... Страница не найдена').waitFor();
    await expect(page.getByText('Страница не найдена 404').isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: 'На главную', exact: true }).click();
    await page.waitForURL(`${shop}/`);
    await page.context().close();
  });

  it('resolves a category address from the database into its section page', async () => {
    const page = await openPage(browser);
    await page.goto(`${shop}/kremi`);
    await page.getByRole('heading', { name: 'Кремы' }).first().waitFor();
    await page.context().close();
  });

  it('on a phone, the burger opens the menu and a link click closes it', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(`${shop}/`);
    const burger = page.getByRole('button', { name: 'Открыть меню' });
    await burger.click();
    const link = page.getByRole('link', { name: 'Пилинги', exact: true }).last();
    await link.waitFor();
    await link.click();
    await page.waitForURL(`${shop}/ximicheskie-pilingi`);
    await page.getByRole('button', { name: 'Открыть меню' }).waitFor();
    await page.context().close();
  });
});

describe('the HTTP contract as the storefront calls it', () => {
  it('answers setting 1 in the §7 envelope', async () => {
    const reply = await fetch(`${shop}/back/setting/get/1`, { method: 'POST' });
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as { result: string; data: { value: string } };
    expect(body.result).toBe('success');
    expect(body.data.value.length).toBeGreaterThan(0);
  });

  it('answers a malformed JSON body with a 4xx and a Russian message', async () => {
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

  it('serves hashed storefront files compressed and cached for a year', async () => {
    const html = await (await fetch(`${shop}/`)).text();
    const script = /src=["']?(\/[^"'\s>]+\.js)/.exec(html)?.[1];
    expect(script).toBeDefined();
    const reply = await fetch(`${shop}${script}`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toContain('immutable');
    expect(reply.headers.get('content-encoding')).toMatch(/gzip|br/);
  });
});
