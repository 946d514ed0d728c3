import { defineConfig } from 'vitest/config';

// One runner, five projects (tests/<project>/): `npm test` runs them all; CI runs `server` a second time against
// PostgreSQL (DATABASE_URL). Browser tests (e2e) start the shop the way the README does, so they run one file at a time.
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
      {
        test: {
          name: 'e2e',
          globals: true,
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
