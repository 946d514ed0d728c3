import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { discoverMachines, repoRoot } from './discover-machines';
import { walkMachine } from './walk-machine';

/**
 * `npm run test:paths`: runs the statecharts' tests (the `machines` project: the model-based path tests
 * tests/machines/<name>.paths.test.ts, their UI walks, the diagrams and the inspector) once, and prints, per machine,
 * how many of its states and transitions the paths really took (recorded by the harness from the actors' inspection
 * events). Fails when a test fails, when a machine has no path-test file, or below 100 % for any machine. `npm test`
 * runs the other projects itself and leaves `machines` to this script, so no test runs twice.
 */

const started = Date.now();
const machines = await discoverMachines();
const testFile = (name: string) => `tests/machines/${name}.paths.test.ts`;
const withTests = machines.filter((m) => existsSync(join(repoRoot, testFile(m.name))));
const missing = machines.filter((m) => !withTests.includes(m));

const dir = mkdtempSync(join(tmpdir(), 'path-coverage-'));
let vitestFailed = false;
if (withTests.length) {
  const vitest = join(repoRoot, 'node_modules/vitest/vitest.mjs');
  const run = spawnSync(process.execPath, [vitest, 'run', '--project', 'machines'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, STATECHART_PATH_COVERAGE_DIR: dir },
  });
  vitestFailed = run.status !== 0;
}

const pct = (n: number, m: number) => (m ? Math.floor((100 * n) / m) : 100);
let failed = vitestFailed || missing.length > 0;
console.log('\nPath coverage (states and transitions taken by the generated path tests):');
const width = Math.max(...machines.map((m) => m.name.length));
for (const m of machines) {
  const walked = walkMachine(m.machine);
  const file = join(dir, `${m.name}.json`);
  if (!existsSync(file)) {
    console.log(
      `  ✗ ${m.name.padEnd(width)}  ${missing.includes(m) ? `no path tests: add ${testFile(m.name)}` : 'no coverage recorded'}`,
    );
    failed = true;
    continue;
  }
  const data = JSON.parse(readFileSync(file, 'utf8')) as { paths: number; states: string[]; transitions: string[] };
  const states = walked.states.filter((s) => data.states.includes(s.id));
  const transitions = walked.transitions.filter((t) => data.transitions.includes(t.key));
  const full = states.length === walked.states.length && transitions.length === walked.transitions.length;
  if (!full) failed = true;
  console.log(
    `  ${full ? '✓' : '✗'} ${m.name.padEnd(width)}  states ${states.length}/${walked.states.length} (${pct(states.length, walked.states.length)}%), ` +
      `transitions ${transitions.length}/${walked.transitions.length} (${pct(transitions.length, walked.transitions.length)}%), ${data.paths} paths`,
  );
  for (const s of walked.states.filter((x) => !states.includes(x)))
    console.log(`      state not reached: ${s.path.join('.')}`);
  for (const t of walked.transitions.filter((x) => !transitions.includes(x))) {
    console.log(
      `      transition not taken: ${t.source.path.join('.') || '(machine)'} → ${t.trigger}${t.guard ? ` [${t.guard}]` : ''}`,
    );
  }
}
rmSync(dir, { recursive: true, force: true });
if (vitestFailed) console.log('\nSome path tests failed (see above).');
if (missing.length)
  console.log(`\nEvery machine comes with its path tests; missing: ${missing.map((m) => testFile(m.name)).join(', ')}`);
console.log(
  `\n${failed ? 'FAILED' : 'OK'}: ${machines.length} machines (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(failed ? 1 : 0);
