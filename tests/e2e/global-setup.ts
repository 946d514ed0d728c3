import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { E2E } from './shop-env';

/**
 * Playwright's global setup: browser tests run against the shop started exactly the way the README starts it
 * (`npm start`), on its own port and a fresh data folder (tests/e2e/shop-env.ts), so they see what a newcomer sees:
 * the build, the migrations, the demo data.
 */

async function waitUntilServing(url: string, shop: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (shop.exitCode !== null) throw new Error(`npm start ended with code ${shop.exitCode}`);
    try {
      const reply = await fetch(`${url}/back/setting/get/1`, { method: 'POST' });
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The shop did not answer at ${url} within ${timeoutMs / 1000} s`);
}

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
  const { port, url, dataDir } = E2E;
  await assertPortFree(port);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const log: string[] = [];
  const shop = spawn('npm', ['start'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      TELEGRAM_BOT_TOKEN: E2E.telegramBotToken,
      TELEGRAM_BOT_NAME: E2E.telegramBotName,
      // Every reply the browser tests meet is checked against the HTTP contract.
      CHECK_REPLIES: '1',
      // Each test's shopper comes from an address of their own (freshPage's X-Forwarded-For, believed from loopback
      // only): the per-address limits (5 registrations an hour…) count per shopper, as they would on the internet.
      TRUST_PROXY: 'loopback',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shop.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  shop.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  try {
    await waitUntilServing(url, shop, 300_000);
  } catch (error) {
    console.error(log.join(''));
    if (shop.pid) process.kill(-shop.pid, 'SIGKILL');
    throw error;
  }

  return async () => {
    if (shop.pid && shop.exitCode === null) {
      const ended = new Promise((resolve) => shop.once('exit', resolve));
      process.kill(-shop.pid, 'SIGTERM');
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (shop.exitCode === null) process.kill(-shop.pid, 'SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
