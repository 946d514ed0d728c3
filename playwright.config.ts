import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP } from './tests/e2e/browser';

/**
 * Browser tests (`npx playwright test`, part of `npm test`): Debian's Chromium (never a downloaded browser) against
 * the shop started by tests/e2e/global-setup.ts. One worker: the files share one running shop and its data. No
 * retries: a flaky test is a bug to fix. A failing test keeps its trace and screenshot under test-results/
 * (`npx playwright show-trace test-results/<test>/trace.zip`).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.test.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    locale: 'ru-RU',
    viewport: DESKTOP,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 30_000,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
