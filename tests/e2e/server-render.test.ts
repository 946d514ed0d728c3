import type { APIRequestContext, Browser } from '@playwright/test';
import { richResultProblems } from '../domain/rich-results';
import { holdShopScript, launchBrowser, pageProblems, waitingForHydration } from './browser';
import { expect, test } from './fixtures';
import { E2E } from './shop-env';

declare global {
  interface Window {
    /** The attributes of each <style> taken out of the document since it opened (a test's init script). */
    movedStyleTags?: string[];
  }
}

// Pages as the server sends them (decision 0018): what a crawler, a link preview or a phone without JavaScript gets
// is the page itself, and the browser then hydrates that markup without redrawing it or asking for its data again.

const shop = E2E.url;
const PRODUCT_PATH = 'piling-retinoevyj-5-zheltyj-piling';
/** A product the seed gives a hand-written title and description, a sale with an end date and rated reviews. */
const RATED_PATH = 'piling-mindalnyj-30';

/** The page's JSON-LD blocks, parsed (each block is one node or a list of nodes). */
function structuredData(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.flatMap((block) => [JSON.parse(block[1] ?? 'null') as Record<string, unknown>].flat());
}

/** The content of the head's `<meta name|property=…>` or the `href` of `<link rel=…>`. */
function headValue(html: string, pattern: RegExp): string | undefined {
  const head = html.slice(0, html.indexOf('<body'));
  return pattern.exec(head)?.[1];
}

/** Text as a shopper reads it: tags gone, entities and runs of spaces folded (Russian prices use a narrow space). */
function textOf(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/[\s\u00a0\u202f]+/g, ' ');
}

/** In the browser: how many Emotion classes the page's elements use, and those no style sheet has a rule for. */
function classRules(): { used: number; missing: string[] } {
  const selectors = [...document.styleSheets].flatMap((sheet) =>
    [...sheet.cssRules].flatMap(function texts(rule: CSSRule): string[] {
      if (rule instanceof CSSStyleRule) return [rule.selectorText];
      return 'cssRules' in rule ? [...(rule as CSSGroupingRule).cssRules].flatMap(texts) : [];
    }),
  );
  const known = new Set(selectors.flatMap((selector) => selector.match(/\.css-[a-z0-9]+/g) ?? []));
  const used = new Set(
    [...document.body.querySelectorAll('[class*="css-"]')].flatMap((element) =>
      [...element.classList].filter((name) => /^css-[a-z0-9]+$/.test(name)).map((name) => `.${name}`),
    ),
  );
  return { used: used.size, missing: [...used].filter((name) => !known.has(name)) };
}

async function apiData<T>(request: APIRequestContext, path: string, data?: unknown): Promise<T> {
  const reply = await request.post(`${shop}${path}`, data === undefined ? {} : { data });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { data: T }).data;
}

interface Product {
  product_id: number;
  name: string;
  price: number;
  special: number | null;
  description: string;
  meta_title: string;
  meta_description: string;
  category: { name: string } | null;
  special_date_end: string | null;
}

interface Reviews {
  reviews: { author: string; rating: number | null }[];
  rating: { average: number; count: number } | null;
}

async function demoProduct(request: APIRequestContext, path = PRODUCT_PATH): Promise<Product> {
  const page = await apiData<{ id: number }>(request, `/back/url/${path}`);
  return apiData<Product>(request, '/back/product/one', { id: page.id });
}

/** The document's title as a shopper reads it in the tab. */
function titleOf(html: string): string {
  return textOf(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').trim();
}

async function pageHtml(request: APIRequestContext, path: string) {
  const reply = await request.get(`${shop}${path}`, { headers: { accept: 'text/html' } });
  return { status: reply.status(), html: await reply.text(), headers: reply.headers() };
}

const rub = (value: number) => `${new Intl.NumberFormat('ru-RU').format(value).replace(/\s/g, ' ')} ₽`;

test.describe('pages rendered on the server', () => {
  test('each public page arrives with its heading, its own title and its content', async ({ request }) => {
    const news = await apiData<{ news_id: number; title: string; description: string }[]>(request, '/back/news/main');
    // What a search result shows under the page's name: the shop's own words for a list without a text of its own,
    // the page's for a page.
    const shop = 'Профессиональная косметика для косметологов и их клиентов';
    const pages: { path: string; heading: string; text?: string; description: string }[] = [
      { path: '/', heading: 'Космецевтика BT', description: shop },
      {
        path: '/kremi',
        heading: 'Кремы',
        text: 'Крем с гиалуроновой кислотой',
        // No meta description written for it: the start of the category's own text (from 'Категории').
        description: 'Кремы для лица, тела, рук и ног',
      },
      {
        path: '/vsja-produktsija',
        heading: 'Вся продукция',
        description: 'Весь ассортимент профессиональной косметики',
      },
      { path: '/news', heading: 'Новости', description: shop },
      { path: '/blog', heading: 'Блог', description: shop },
      { path: '/faq', heading: 'Вопрос-ответ', description: shop },
    ];
    const about = await apiData<{ id: number }>(request, '/back/url/about');
    const info = await apiData<{ description: string; meta_description: string }>(request, '/back/information/one', {
      id: about.id,
    });
    const aboutText = (info.meta_description || textOf(info.description)).trim().slice(0, 40);
    pages.push({ path: '/about', heading: 'О нас', description: aboutText });
    const first = news[0];
    if (first) {
      const teaser = textOf(first.description).trim().slice(0, 40);
      pages.push({ path: `/news/${first.news_id}`, heading: first.title, description: teaser });
    }
    for (const { path, heading, text, description } of pages) {
      const { status, html } = await pageHtml(request, path);
      expect(status, path).toBe(200);
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
      expect(textOf(h1?.[1] ?? '').trim(), path).toBe(heading);
      if (path !== '/') expect(html, path).toContain(`<title>${heading} — Космецевтика BT</title>`);
      expect(html.match(/<title>/g), `${path}: one title`).toHaveLength(1);
      if (text) expect(textOf(html), path).toContain(text);
      expect(textOf(headValue(html, /<meta name="description" content="([^"]+)"/) ?? ''), path).toContain(description);
      expect(headValue(html, /<link rel="canonical" href="([^"]+)"/), path).toMatch(
        new RegExp(`^https?://[^/]+${path === '/' ? '/$' : `${path}$`}`),
      );
      expect(headValue(html, /<meta property="og:title" content="([^"]+)"/), path).toContain(heading);
      expect(headValue(html, /<link rel="manifest" href="([^"]+)"/), path).toBe('/manifest.webmanifest');
      // Headings go down one level at a time (h1 → h2 → h3), as those who move through a page by headings expect.
      const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
      const skips = levels.filter((level, i) => i > 0 && level > Math.max(...levels.slice(0, i)) + 1);
      expect(skips, `${path}: headings skipping a level`).toEqual([]);
    }
  });

  test('the whole catalogue arrives with the categories to move to, not a placeholder', async ({ request }) => {
    const categories = await apiData<{ name: string; catalog_href: string }[]>(request, '/back/category/list', {
      parent_id: 0,
    });
    expect(categories.length).toBeGreaterThan(1);
    const { status, html } = await pageHtml(request, '/catalog');
    expect(status).toBe(200);
    const nav = /<nav aria-label="Категории"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    for (const { name, catalog_href } of categories) {
      expect(nav, name).toContain(`href="${catalog_href}"`);
      expect(textOf(nav), name).toContain(name);
    }
    expect(nav).not.toContain('chakra-skeleton');
  });

  test('a product page holds the name, the price and the description before any script runs', async ({ request }) => {
    const product = await demoProduct(request);
    const { status, html } = await pageHtml(request, `/${PRODUCT_PATH}`);
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain(product.name);
    expect(text).toContain(rub(product.special ?? product.price));
    const firstSentence = textOf(product.description).trim().split('. ')[0];
    expect(text).toContain(firstSentence);
    // No title of its own written: its name, its category and the price.
    expect(product.meta_title).toBe('');
    expect(titleOf(html)).toBe(
      `${product.name} — ${product.category?.name}, ${rub(product.special ?? product.price)} — Космецевтика BT`,
    );

    // Its head and structured data, as search engines and link previews read them.
    expect(headValue(html, /<link rel="canonical" href="([^"]+)"/)).toMatch(new RegExp(`/${PRODUCT_PATH}$`));
    expect(headValue(html, /<meta name="description" content="([^"]+)"/)).toContain(product.name);
    expect(headValue(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(/^https?:\/\/.+\/image\//);
    const data = structuredData(html);
    const offered = data.find((node) => node['@type'] === 'Product');
    expect(offered, 'Product JSON-LD').toBeDefined();
    expect(richResultProblems(offered, { yandex: true })).toEqual([]);
    expect(offered).toMatchObject({
      name: product.name,
      offers: { price: product.special ?? product.price, priceCurrency: 'RUB' },
    });
    expect(data.some((node) => node['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test("a product's own title and description, its special's end, its rating and reviews are in the HTML", async ({
    request,
  }) => {
    const product = await demoProduct(request, RATED_PATH);
    const reviews = await apiData<Reviews>(request, '/back/product/review', { id: product.product_id });
    // What the seed gives this product (a test of the page needs the data to be there).
    expect(product.meta_title).not.toBe('');
    expect(product.special).not.toBeNull();
    expect(product.special_date_end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(reviews.rating?.count).toBeGreaterThan(0);

    const { status, html } = await pageHtml(request, `/${RATED_PATH}`);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(product.meta_title);
    expect(textOf(headValue(html, /<meta name="description" content="([^"]+)"/) ?? '').trim()).toBe(
      textOf(product.meta_description).trim(),
    );
    const offered = structuredData(html).find((node) => node['@type'] === 'Product');
    expect(richResultProblems(offered, { yandex: true })).toEqual([]);
    expect(offered).toMatchObject({
      offers: { price: product.special, priceValidUntil: product.special_date_end },
      // Over all published reviews (the server's sum), to one decimal.
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: Math.round((reviews.rating?.average ?? 0) * 10) / 10,
        ratingCount: reviews.rating?.count,
      },
    });
    // A Review for each rated review of the first page, the one the page shows.
    const shown = (offered?.review ?? []) as { author: { name: string }; reviewRating: { ratingValue: number } }[];
    expect(shown.map((review) => [review.author.name, review.reviewRating.ratingValue])).toEqual(
      reviews.reviews.flatMap((review) => (review.rating === null ? [] : [[review.author, review.rating]])),
    );
    expect(shown.length).toBeGreaterThan(0);
  });

  test('the home page names the shop and its search; the search page is not to be indexed', async ({ request }) => {
    const home = structuredData((await pageHtml(request, '/')).html);
    expect(home.map((node) => node['@type'])).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    for (const node of home) expect(richResultProblems(node)).toEqual([]);
    const search = await pageHtml(request, '/search?q=крем');
    expect(headValue(search.html, /<meta name="robots" content="([^"]+)"/)).toBe('noindex, follow');
  });

  test('an unknown address is the not-found page with 404; the cart is the shell, not to be indexed', async ({
    request,
  }) => {
    const missing = await pageHtml(request, '/no-such-page-here');
    expect(missing.status).toBe(404);
    expect(textOf(missing.html)).toContain('Страница не найдена');

    const cart = await pageHtml(request, '/cart');
    expect(cart.status).toBe(200);
    expect(cart.headers['x-robots-tag']).toBe('noindex');
    expect(cart.html).not.toContain('<h1');
  });
  test("a page's styles come once, in its <head>: the body holds no <style>, the head every rule its classes need", async ({
    request,
  }) => {
    for (const path of ['/', '/kremi', `/${PRODUCT_PATH}`]) {
      const { html } = await pageHtml(request, path);
      const bodyStart = html.indexOf('<body');
      const head = html.slice(0, bodyStart);
      const body = html.slice(bodyStart);
      expect(body.match(/<style[\s>]/g), `${path}: <style> in the body`).toBeNull();
      // The server's tags: `data-server-rules="id id…"` (classes, keyframes), `data-server-global="id"` (Chakra's reset,
      // global styles, tokens, layer order).
      const tags = [...head.matchAll(/<style data-server-(?:rules|global)="([^"]+)">([\s\S]*?)<\/style>/g)];
      const ids = tags.flatMap((tag) => (tag[1] ?? '').split(' '));
      expect(ids.length, path).toBeGreaterThan(50);
      expect(ids.length - new Set(ids).size, `${path}: a rule written twice`).toBe(0);
      const css = tags.map((tag) => tag[2]).join('');
      const classes = new Set(Array.from(body.matchAll(/\bcss-([a-z0-9]+)\b/g), (match) => match[1]));
      const unstyled = [...classes].filter((id) => !css.includes(`.css-${id}`));
      expect(unstyled, `${path}: classes without their rules`).toEqual([]);
    }
  });
});

test.describe('the home page without JavaScript', () => {
  test("is styled by its head alone: Chakra's global styles and every class the page uses", async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`${shop}/`);
    const styled = await page.evaluate(classRules);
    const rest = await page.evaluate(() => ({
      bodyFont: getComputedStyle(document.body).fontFamily,
      styleInBody: document.body.querySelectorAll('style').length,
    }));
    expect(rest.bodyFont).toContain('Inter');
    expect(styled.used).toBeGreaterThan(50);
    expect(styled.missing).toEqual([]);
    expect(rest.styleInBody).toBe(0);
    await browser.close();
  });
});

test.describe("Chakra's global styles in the browser", () => {
  /** How many of the page's style sheets define the brand colour's variable (Chakra's tokens), and the body's font. */
  const globalStyles = () => ({
    tokenSheets: [...document.styleSheets].filter((sheet) =>
      [...sheet.cssRules].some((rule) => rule.cssText.includes('--chakra-colors-brand-solid:')),
    ).length,
    bodyFont: getComputedStyle(document.body).fontFamily,
    tokenTags: [...document.querySelectorAll('style[data-server-global]')]
      .filter((tag) => tag.textContent?.includes('--chakra-colors-brand-solid:'))
      .map((tag) => tag.getAttribute('data-server-global') ?? ''),
  });

  test("a hydrated page keeps the server's global styles as they came, once; a page the browser draws gets its own", async () => {
    const browser = await launchBrowser();
    const page = waitingForHydration(await browser.newPage());
    const problems = pageProblems(page);
    await page.goto(`${shop}/`);
    const served = await page.evaluate(globalStyles);
    expect(served.tokenSheets).toBe(1);
    expect(served.bodyFont).toContain('Inter');
    // The server's tag is the one: the browser never worked the global styles out to write them again (issue 14).
    expect(served.tokenTags).toEqual([expect.stringMatching(/^\w+$/)]);
    // On to another page: still once.
    await page
      .getByRole('link', { name: /Корзина/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/cart$/);
    expect((await page.evaluate(globalStyles)).tokenSheets).toBe(1);
    expect(problems).toEqual([]);

    // The cart comes as the bare shell: the browser writes the global styles itself.
    const shell = await browser.newPage();
    await shell.goto(`${shop}/cart`);
    await expect(shell.getByRole('heading', { level: 1 })).toBeVisible();
    const drawn = await shell.evaluate(globalStyles);
    expect(drawn.tokenSheets).toBe(1);
    expect(drawn.bodyFont).toContain('Inter');
    await browser.close();
  });

  test("hydration leaves the server's style tags where they stand, and the page styled", async () => {
    const browser = await launchBrowser();
    const page = waitingForHydration(await browser.newPage());
    // Every <style> taken out of the document from its first moment (moving a tag takes it out and puts it back):
    // each such move has the browser work out the whole page's styles and layout again.
    await page.addInitScript(() => {
      const moved: string[] = [];
      window.movedStyleTags = moved;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof HTMLStyleElement) moved.push(node.getAttributeNames().join(' '));
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ['/', `/${PRODUCT_PATH}`]) {
      await page.goto(`${shop}${path}`);
      expect(await page.evaluate(() => window.movedStyleTags), path).toEqual([]);
      expect(await page.evaluate(globalStyles), path).toMatchObject({
        tokenSheets: 1,
        bodyFont: expect.stringContaining('Inter'),
      });
    }
    // What the browser draws itself after that gets its rules, as before: every class of the cart page has one.
    await page
      .getByRole('link', { name: /Корзина/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cartClasses = await page.evaluate(classRules);
    expect(cartClasses.used).toBeGreaterThan(5);
    expect(cartClasses.missing).toEqual([]);
    expect(await page.evaluate(() => window.movedStyleTags)).toEqual([]);
    await browser.close();
  });
});

test.describe('a product page in the browser', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser.close();
  });

  test('without JavaScript it shows the name, the price and the description', async ({ request }) => {
    const product = await demoProduct(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop}/${PRODUCT_PATH}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(rub(product.special ?? product.price), { exact: true }).first()).toBeVisible();
    const firstSentence = textOf(product.description).trim().split('. ')[0] ?? '';
    await expect(page.getByText(firstSentence, { exact: false }).first()).toBeVisible();
    await context.close();
  });

  test('with JavaScript it hydrates without a warning or any call, and adding to the cart works', async () => {
    const context = await browser.newContext();
    const page = waitingForHydration(await context.newPage());
    const problems = pageProblems(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (['xhr', 'fetch'].includes(request.resourceType())) calls.push(request.url());
    });

    await page.goto(`${shop}/${PRODUCT_PATH}`, { waitUntil: 'networkidle' });
    // A first visit asks the server nothing once the page is there: the page came with all it shows (the cookie
    // notice's text too), and a browser without a session has an empty cart, known without asking.
    await expect(page.getByRole('region', { name: 'Уведомление об использовании cookie' })).toContainText(
      'Мы используем файлы cookie',
    );
    await expect(page.getByRole('link', { name: 'Корзина' }).first()).toBeVisible();
    expect(calls).toEqual([]);
    await page.getByRole('button', { name: 'В корзину' }).first().click();
    await expect(page.getByRole('link', { name: /Корзина/ }).first()).toContainText('1');
    expect(problems).toEqual([]);

    // The shopper's own things (cart) are theirs after a reload too, and the page still hydrates cleanly.
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByRole('link', { name: /Корзина/ }).first()).toContainText('1');
    expect(problems).toEqual([]);
    await context.close();
  });
});

test.describe('the home page in the browser', () => {
  test("paints before the shop's code is asked for, and each script asks to be compiled as it streams in", async ({
    request,
  }) => {
    const browser = await launchBrowser();
    const page = waitingForHydration(await browser.newPage({ viewport: { width: 412, height: 823 } }));
    const problems = pageProblems(page);
    const scripts: string[] = [];
    page.on('request', (asked) => {
      if (asked.resourceType() === 'script' && asked.url().startsWith(shop)) scripts.push(asked.url());
    });
    await page.goto(`${shop}/`, { waitUntil: 'networkidle' });
    const { painted, code } = await page.evaluate(() => {
      const asked = performance.getEntriesByType('resource').find((entry) => /\/start\.js(\?|$)/.test(entry.name));
      return {
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        code: asked && { at: asked.startTime, path: new URL(asked.name).pathname + new URL(asked.name).search },
      };
    });
    expect(painted).toBeGreaterThan(0);
    expect(code?.at).toBeGreaterThanOrEqual(painted);
    // At the address the page names with the start's version, which the browser keeps without asking again.
    expect(code?.path).toMatch(/^\/start\.js\?v=[\w-]{16}$/);
    expect((await request.get(`${shop}${code?.path}`)).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    // The entry, the shop's code and the home page's: each starts with V8's hint to compile all its functions.
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const script of scripts) {
      expect((await (await request.get(script)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), script).toBe(
        true,
      );
    }
    await expect(page.getByRole('link', { name: 'Корзина' }).first()).toBeVisible();
    expect(problems).toEqual([]);
    await browser.close();
  });

  test("starts without reading an error's stack, and loads the page's parts as modules, not script elements", async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    // Chromium works out a stack's text when it is first read: every function on it gets its source positions, which
    // for the shop's code (its whole top level on the stack) means parsing the 700 KB script a second time.
    await context.addInitScript(() => {
      const reads: string[] = [];
      Object.assign(window, { stackReads: reads });
      Object.assign(Error, {
        prepareStackTrace: (error: Error, frames: { toString(): string }[]) => {
          reads.push(`${error.name}: ${error.message} at ${String(frames[0])}`);
          return [String(error), ...frames.map((frame) => `    at ${String(frame)}`)].join('\n');
        },
      });
    });
    const page = waitingForHydration(await context.newPage());
    const problems = pageProblems(page);
    await page.goto(`${shop}/piling-mindalnyj-30`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'В корзину' }).first()).toBeEnabled();
    expect(await page.evaluate(() => (window as unknown as { stackReads: string[] }).stackReads)).toEqual([]);
    // The shop's code and the entry's script; the product page's own code came by import(), as modules.
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script[src]')]
        .map((script) => ({
          src: new URL(script.getAttribute('src') ?? '', document.baseURI).pathname,
          type: script.getAttribute('type'),
        }))
        .sort((a, b) => a.src.localeCompare(b.src)),
    );
    expect(scripts).toEqual([
      { src: '/start.js', type: 'module' },
      { src: expect.stringMatching(/^\/web\.[0-9a-f]+\.js$/), type: 'module' },
    ]);
    expect(problems).toEqual([]);
    await browser.close();
  });

  test("words typed into the search before the page's script has run are kept, and searched", async () => {
    const browser = await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const release = await holdShopScript(page);
    await page.goto(`${shop}/`, { waitUntil: 'commit' });
    const search = page.getByRole('combobox', { name: 'Поиск по сайту' });
    await search.click();
    await search.pressSequentially('крем');
    release();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(search).toHaveValue('крем');
    await expect(page.getByRole('listbox', { name: 'Результаты поиска' })).toBeVisible();
    await browser.close();
  });

  /** Each block the server drew, marked as the HTML parser makes it; `live` once React has hydrated it. */
  const BLOCKS = ['footer', 'section[aria-labelledby="home-reviews-heading"]', 'header', 'h1'];
  const blockState = () =>
    `(${JSON.stringify(BLOCKS)}).map((selector) => {
      const element = document.querySelector(selector);
      return { selector, same: element === window.__parsed[selector], live: Object.keys(element ?? {}).some((key) => key.startsWith('__reactFiber')) };
    })`;

  test("the blocks below the first screen keep the server's markup, and hydrate when the shopper comes to them", async () => {
    const browser = await launchBrowser();
    const page = waitingForHydration(await browser.newPage({ viewport: { width: 375, height: 812 } }));
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(`(() => {
      window.__parsed = {};
      new MutationObserver(() => {
        for (const selector of ${JSON.stringify(BLOCKS)}) window.__parsed[selector] ??= document.querySelector(selector) ?? undefined;
      }).observe(document, { childList: true, subtree: true });
    })()`);
    await page.goto(`${shop}/`);
    // The first screen comes live (its blocks within moments of the page, as their turn comes); the footer and the
    // reviews far below it stay the server's markup, untouched.
    await expect
      .poll(() => page.evaluate(blockState()))
      .toEqual([
        { selector: BLOCKS[0], same: true, live: false },
        { selector: BLOCKS[1], same: true, live: false },
        { selector: BLOCKS[2], same: true, live: true },
        { selector: BLOCKS[3], same: true, live: true },
      ]);
    // The home page's loading layer does not show over a page that came whole.
    await expect(page.getByText('Загрузка главной страницы')).toHaveCount(0);

    // Scrolled to, they hydrate in place: the same elements (not drawn anew), now live, and their buttons work.
    await page.getByRole('heading', { name: 'Отзывы покупателей' }).scrollIntoViewIfNeeded();
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.evaluate(blockState()))
      .toEqual(BLOCKS.map((selector) => ({ selector, same: true, live: true })));
    const reviews = page.getByRole('region', { name: 'Отзывы покупателей' });
    await reviews.getByRole('button', { name: 'Отзывы: вперёд' }).click();
    await expect(reviews.locator('.swiper-slide-active')).not.toHaveAttribute('aria-label', /^1 /);
    expect(problems).toEqual([]);
    await browser.close();
  });
});

test.describe('a category page in the browser', () => {
  test("the -30% badges keep the server's markup; a badge's tooltip comes when a shopper points at or tabs to it", async () => {
    const browser = await launchBrowser();
    const page = waitingForHydration(await browser.newPage());
    const problems = pageProblems(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const tooltipScripts = () => scripts.filter((path) => path.startsWith('/badge-tooltip.'));

    await page.goto(`${shop}/ximicheskie-pilingi`, { waitUntil: 'networkidle' });
    // The page is live, and none of its badges has asked for the tooltip's script.
    const cards = page.getByRole('list', { name: 'Товары' }).getByRole('article');
    const badges = cards.getByRole('button', { name: '-30% для косметологов и врачей' });
    expect(await badges.count()).toBeGreaterThan(1);
    expect(tooltipScripts()).toEqual([]);

    await badges.first().hover();
    await expect(page.getByRole('tooltip')).toHaveText('для косметологов и врачей');
    expect(tooltipScripts()).not.toEqual([]);
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    // From the keyboard: Tab from the first card's last button to the next card's badge, not yet touched.
    await page.getByRole('article', { name: 'Пилинг миндальный 30%' }).getByRole('button').last().focus();
    await page.keyboard.press('Tab');
    const badge = page
      .getByRole('article', { name: 'Пилинг гликолевый 50%' })
      .getByRole('button', { name: '-30% для косметологов и врачей' });
    await expect(badge).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText('для косметологов и врачей');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(badge).toBeFocused();
    expect(problems).toEqual([]);
    await browser.close();
  });

  test("a page older than the storefront keeps its data (a kept page, a phone's clock ahead) hydrates without a call", async () => {
    const browser = await launchBrowser();
    const page = waitingForHydration(await browser.newPage());
    const problems = pageProblems(page);
    // The server may send a page it rendered minutes before (its page cache), and a phone's clock may be ahead of the
    // server's: either way the page's data looks older than the 60 s the storefront keeps data. Here the browser's
    // clock runs two minutes ahead.
    await page.addInitScript(() => {
      const now = Date.now.bind(Date);
      Date.now = () => now() + 2 * 60_000;
    });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (['xhr', 'fetch'].includes(request.resourceType())) calls.push(new URL(request.url()).pathname);
    });

    await page.goto(`${shop}/ximicheskie-pilingi`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Пилинги' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Товары' }).getByRole('article').first()).toBeVisible();
    // The data came with the page, just now: nothing is asked for again.
    expect(calls).toEqual([]);
    expect(problems).toEqual([]);
    await browser.close();
  });
});
