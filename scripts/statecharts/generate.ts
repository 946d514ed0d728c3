import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './discover-machines';
import { buildDocs, DOCS_DIR } from './docs-pages';
import { renderSvgs, sourceHash, svgSourceHash } from './render-svg';

/**
 * `npm run docs`: writes docs/statecharts/<name>.md (+ .svg) for every machine in machines/ and the README index,
 * and removes pages of machines that no longer exist. An SVG is re-rendered only when its Mermaid source changed
 * (its embedded source hash differs) or with `--force`; all renders share one Chromium session.
 */

const force = process.argv.includes('--force');
const dir = join(repoRoot, DOCS_DIR);
const started = Date.now();

const docs = await buildDocs();
mkdirSync(dir, { recursive: true });

const changed: string[] = [];
const write = (file: string, text: string) => {
  const path = join(dir, file);
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return;
  writeFileSync(path, text);
  changed.push(file);
};

for (const m of docs.machines) write(`${m.name}.md`, m.markdown);
write('README.md', docs.readme);

const stale = docs.machines.filter((m) => {
  const svg = join(dir, `${m.name}.svg`);
  return force || !existsSync(svg) || svgSourceHash(readFileSync(svg, 'utf8')) !== sourceHash(m.mermaid);
});
const svgs = await renderSvgs(stale.map((m) => ({ id: m.name, mermaid: m.mermaid })));
for (const [name, svg] of svgs) write(`${name}.svg`, svg);

const keep = new Set(['README.md', ...docs.machines.flatMap((m) => [`${m.name}.md`, `${m.name}.svg`])]);
const removed = readdirSync(dir).filter((f) => /\.(md|svg)$/.test(f) && !keep.has(f));
for (const f of removed) rmSync(join(dir, f));

console.log(
  `${DOCS_DIR}: ${docs.machines.length} machines, ${svgs.size} SVG(s) rendered, ` +
    `${changed.length ? `written: ${changed.join(', ')}` : 'nothing changed'}` +
    `${removed.length ? `, removed: ${removed.join(', ')}` : ''} (${Date.now() - started} ms)`,
);
