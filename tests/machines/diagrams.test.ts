import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/statecharts/discover-machines';
import { buildDocs, DOCS_DIR } from '../../scripts/statecharts/docs-pages';
import { sourceHash, svgSourceHash } from '../../scripts/statecharts/render-svg';

// The diagrams in docs/statecharts/ are generated from machines/ and committed; this fails as soon as a machine
// changes without `npm run docs`. SVGs are checked through the Mermaid hash they carry, so no browser is needed.

const FIX = 'run `npm run docs` and commit docs/statecharts/';
const dir = join(repoRoot, DOCS_DIR);
const read = (file: string) => (existsSync(join(dir, file)) ? readFileSync(join(dir, file), 'utf8') : undefined);
const docs = await buildDocs();

describe('statechart diagrams in docs/statecharts/', () => {
  it('finds the machines in machines/', () => {
    expect(docs.machines.map((m) => m.name)).toEqual(expect.arrayContaining(['shell-cookie-notice', 'shell-menu']));
  });

  describe.each(docs.machines.map((m) => [m.name, m] as const))('%s', (name, machine) => {
    it('has a Markdown page identical to what the machine generates', () => {
      expect(read(`${name}.md`), `${DOCS_DIR}/${name}.md is missing or stale: ${FIX}`).toBe(machine.markdown);
    });

    it('has an SVG rendered from the current diagram', () => {
      const svg = read(`${name}.svg`);
      expect(svg, `${DOCS_DIR}/${name}.svg is missing: ${FIX}`).toBeDefined();
      expect(svg).toContain('<svg');
      expect(svgSourceHash(svg!), `${DOCS_DIR}/${name}.svg is stale: ${FIX}`).toBe(sourceHash(machine.mermaid));
    });
  });

  it('has an index listing every machine', () => {
    expect(read('README.md'), `${DOCS_DIR}/README.md is missing or stale: ${FIX}`).toBe(docs.readme);
  });

  it('has no page left over from a removed machine', () => {
    const expected = new Set(['README.md', ...docs.machines.flatMap((m) => [`${m.name}.md`, `${m.name}.svg`])]);
    const stale = readdirSync(dir).filter((f) => /\.(md|svg)$/.test(f) && !expected.has(f));
    expect(stale, `stale diagrams: ${FIX}`).toEqual([]);
  });
});
