import { defineConfig } from 'vitest/config';

// Four projects (tests/<project>/); `npm test` runs them with the browser tests (Playwright, playwright.config.ts).
// CI runs `server` a second time against PostgreSQL (DATABASE_URL).
export default defineConfig({
  test: {
    globals: true,
    projects: [
      { test: { name: 'domain', globals: true, include: ['tests/domain/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'machines',
          globals: true,
          include: ['tests/machines/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/web/setup.ts'],
          // Room for a few waits of up to 5 s each (tests/web/setup.ts) on a loaded machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'web',
          globals: true,
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/web/setup.ts'],
          // Room for a few waits of up to 5 s each (tests/web/setup.ts) on a loaded machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          globals: true,
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
