import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

/**
 * `npm run fuzz -- --runs 100000 [--seed 42]`: the hostile-input test of `npm test` (tests/server/fuzz.test.ts), run
 * longer or with another seed. Add DATABASE_URL to run it against PostgreSQL.
 */
const { values } = parseArgs({ options: { runs: { type: 'string', default: '10000' }, seed: { type: 'string' } } });
if (!/^\d+$/.test(values.runs)) throw new Error(`--runs ожидает целое число, получено «${values.runs}»`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', 'tests/server/fuzz.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: values.runs, ...(values.seed ? { FUZZ_SEED: values.seed } : {}) },
});
process.exit(result.status ?? 1);
