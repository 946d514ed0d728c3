// Mutation testing of the statecharts (npm run test:mutation): Stryker changes machines/ one mutant at a time (a
// guard's condition, a transition's target, an action's assignment…) and runs the path tests; a mutant that no test
// notices is a gap in the tests. The build fails under 85%.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner', './scripts/mutation/statechart-ignorer.mjs'],
  ignorers: ['statechart-setup'],
  // The checkout (about 800 mutants at 15 s each) runs apart: npm run test:mutation:checkout.
  mutate: ['machines/**/*.ts', '!machines/not-provided.ts', '!machines/checkout/checkout*.ts'],
  // Each mutant runs the path tests that import its file (Vitest's related files): the machines' paths are generated
  // while a test file loads, so Stryker counts every mutant as static and would otherwise run all the tests for each.
  coverageAnalysis: 'perTest',
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 85, break: 85 },
  timeoutMS: 10000,
  // Only what the tests import goes into Stryker's sandbox.
  ignorePatterns: ['dist', 'reports', 'data', '.parcel-cache', 'docs', 'tests/e2e', 'tests/server', 'tests/web'],
  disableTypeChecks: 'machines/**/*.ts',
};
