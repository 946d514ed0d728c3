import { test } from 'vitest';
import { VitestTestRunner } from 'vitest/runners';
import type { VitestRunnerImportSource } from '@vitest/runner';

/**
 * The test runner of `npm run test:mutation`. A mutant that breaks a machine where it is defined (an emptied
 * `setup({})`, an initial state that does not exist) makes its path test file fail to load; Vitest then reports the
 * file as failed with no tests, and Stryker reads "no test failed" as a surviving mutant. Here a file that fails to
 * load reports one failing test with the error instead, which is what it is: the tests noticed the change.
 */
export default class MutationRunner extends VitestTestRunner {
  override async importFile(filepath: string, source: VitestRunnerImportSource): Promise<unknown> {
    try {
      return await super.importFile(filepath, source);
    } catch (error) {
      if (source !== 'collect') throw error;
      test('loads its machine and generates its paths', () => {
        throw error;
      });
      return undefined;
    }
  }
}
