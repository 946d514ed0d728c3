import { readFileSync } from 'node:fs';
import path from 'node:path';

// Each lazily loaded page names its module (src/web/pages.ts) for the server, which preloads that module's files by
// that name (the build's dist/server/lazy-bundles.json): the name must be the module the page imports.
describe('the pages name the modules they load', () => {
  it("each page's name is its import's path from the project's root", () => {
    const source = readFileSync(path.join(import.meta.dirname, '..', '..', 'src', 'web', 'pages.ts'), 'utf8');
    const pages = [...source.matchAll(/lazyPage\(\s*'([^']+)',\s*\(\) => import\('([^']+)'\)/g)];
    const calls = source.match(/= lazyPage\(/g) ?? [];
    expect(pages.length).toBeGreaterThan(10);
    expect(pages).toHaveLength(calls.length);
    for (const [, name, imported] of pages) expect(name).toBe(path.posix.join('src/web', imported ?? ''));
  });
});
