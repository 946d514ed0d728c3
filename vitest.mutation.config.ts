import { defineConfig } from 'vitest/config';

// The tests Stryker runs against each mutant of machines/ (npm run test:mutation): the statecharts' path tests and examples
// (the diagram check would notice any change by comparing docs/ with the machine itself), in Node without the
// browser-like DOM, so that a mutant costs seconds rather than minutes. A test file that no longer loads under a
// mutant counts as a failed test (harness/mutation-runner.ts).
export default defineConfig({
  test: {
    globals: true,
    include: ['tests/machines/*.paths.test.ts', 'tests/machines/*.examples.test.ts'],
    environment: 'node',
    runner: './tests/machines/harness/mutation-runner.ts',
  },
});
