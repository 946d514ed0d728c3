import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the browser tests' shop runs. Worked out from the environment the same way in every process (Playwright's
 * runner, its global setup and its workers), so nothing has to be handed from one to the other. E2E_PORT moves it
 * when two runs share a machine.
 */
const port = Number(process.env.E2E_PORT ?? 41739);

export const E2E = {
  port,
  url: `http://127.0.0.1:${port}`,
  /** The shop's DATA_DIR (outbox, `npm run customers` against the running shop), emptied before each run. */
  dataDir: process.env.E2E_DATA_DIR ?? join(tmpdir(), `shop-e2e-${port}`),
  /** Telegram login is on for the browser tests, with a test bot's token (no Telegram server is involved). */
  telegramBotToken: '123456789:AAE_e2e_test_bot_token_not_real',
  telegramBotName: 'shop_e2e_bot',
} as const;
