import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Browser tests run against the shop started exactly the way the README starts it (`npm start`), on a free port and
 * a fresh data folder, so they see what a newcomer sees: the build, the migrations, the demo data.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
    /** The shop's DATA_DIR (outbox, `npm run customers` against the running shop). */
    shopDataDir: string;
    /** The bot token the shop checks Telegram logins with (tests sign widget data with it). */
    telegramBotToken: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

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

/** Telegram login is on for the browser tests, with a test bot's token (no Telegram server is involved). */
const TELEGRAM_BOT_TOKEN = '123456789:AAE_e2e_test_bot_token_not_real';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const shop = spawn('npm', ['start'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      TELEGRAM_BOT_TOKEN,
      TELEGRAM_BOT_NAME: 'shop_e2e_bot',
      // Every reply the browser tests meet is checked against the HTTP contract.
      CHECK_REPLIES: '1',
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
  project.provide('shopUrl', url);
  project.provide('shopDataDir', dataDir);
  project.provide('telegramBotToken', TELEGRAM_BOT_TOKEN);

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
