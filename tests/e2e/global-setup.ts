import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { E2E } from './shop-env';
import { startShop } from './start-shop';

/**
 * Playwright's global setup: browser tests run against the shop started exactly the way the README starts it
 * (`npm start`), on its own port and a fresh data folder (tests/e2e/shop-env.ts), so they see what a newcomer sees:
 * the build, the migrations, the demo data.
 */

/** Refuses a port something already listens on: the tests would otherwise talk to that other shop. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`Port ${port} is taken (another shop or test run?): set E2E_PORT to a free port`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

export default async function setup(): Promise<() => Promise<void>> {
  const { port, dataDir } = E2E;
  await assertPortFree(port);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const shop = await startShop({
    port,
    dataDir,
    env: {
      TELEGRAM_BOT_TOKEN: E2E.telegramBotToken,
      TELEGRAM_BOT_NAME: E2E.telegramBotName,
      // Every reply the browser tests meet is checked against the HTTP contract.
      CHECK_REPLIES: '1',
      // Each test's shopper comes from an address of their own (freshPage's X-Forwarded-For, believed from loopback
      // only): the per-address limits (5 registrations an hour…) count per shopper, as they would on the internet.
      TRUST_PROXY: 'loopback',
    },
  });

  return async () => {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
