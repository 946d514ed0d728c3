import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, never a downloaded one; the flags keep it quiet on a machine without internet. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Quiet on a machine without internet: no sandbox (CI runs as root), no GPU, no background fetches. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** For scripts (screenshots, the bundle benchmark); the browser tests get theirs from playwright.config.ts. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 375, height: 812 } as const;

/**
 * A page whose `goto` and `reload` return once the page the server rendered has hydrated (`<html data-hydrated>`):
 * before that its buttons and fields are drawn but not yet alive, and a shopper's click or typing would be lost. A
 * page the browser draws itself (the private pages' shell) has no server data and returns as soon as it loads.
 */
export function waitingForHydration(page: Page): Page {
  const hydrated = () =>
    page.waitForFunction(
      () => !document.getElementById('shop-state') || document.documentElement.dataset.hydrated === 'true',
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
  return page;
}

/** A fresh page (own cookies and storage) at the given width. */
export async function openPage(browser: Browser, viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'ru-RU' });
  return waitingForHydration(await context.newPage());
}

/**
 * What goes wrong in the page as it runs: its console's errors and warnings (React's hydration warnings among them)
 * and its uncaught errors, as they come.
 */
export function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Holds back the storefront's script on this page, as on a slow phone: the server's page is there and can be typed
 * into, the shop not live yet. The returned function lets the script through.
 */
export function holdShopScript(page: Page): Promise<() => void> {
  return holdRequests(page, /\/web\.[a-z0-9]+\.js$/);
}

/** Holds back every request of this page whose address matches, as on a slow network; the function lets them through. */
export async function holdRequests(page: Page, address: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(address, async (route) => {
    await held;
    // The page may be gone by then (its test ended): nothing to continue.
    await route.continue().catch(() => undefined);
  });
  return release;
}
