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

/** A fresh page (own cookies and storage) at the given width. */
export async function openPage(browser: Browser, viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'ru-RU' });
  return context.newPage();
}
