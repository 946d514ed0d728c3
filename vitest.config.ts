import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Four projects (tests/<project>/); `npm test` runs them with the browser tests (Playwright, playwright.config.ts).
// CI runs `server` a second time against PostgreSQL (DATABASE_URL).
// A worker keeps the modules it imported from one test file to the next instead of importing the app again for each
// (about half of the run was imports). Tests therefore leave no state behind: each server test file opens a database of
// its own, and tests/web/setup.ts clears the DOM, storage and toasts after every test. (Set per project: projects do not
// inherit the root's test options.)
const isolate = false;

export default defineConfig({
  test: {
    globals: true,
    // Every core: Vitest's default leaves one free (a single worker on a 2-core machine), and the suite is mostly
    // waiting on imports and the event loop, not on each other (each server test file has a database of its own).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'domain', globals: true, isolate, include: ['tests/domain/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'machines',
          globals: true,
          isolate,
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
          // Each file in a fresh module graph: with modules kept, the shop rendered by earlier files left work behind
          // (a header test of 1 s alone took 11–20 s late in a CI run and timed out), so a file's time depended on
          // which files its worker ran before it.
          isolate: true,
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
          isolate,
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
