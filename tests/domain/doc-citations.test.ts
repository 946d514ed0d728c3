import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Code comments cite docs/product.md and docs/integrations.md as `product §N "words"` and `integrations §N "words"`.
// A citation is only worth something while the section exists and still says those words, so this test reads every
// citation in the repository and looks the words up in the section it names ('…' in a quote skips text). The project
// stands alone: nothing points at a document outside the repository.

const ROOTS = ['src', 'machines', 'tests', 'scripts', 'docs'];
const EXTENSIONS = /\.(ts|tsx|md|js|cjs|mjs)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return EXTENSIONS.test(name) ? [path] : [];
  });
}

/** The text of each numbered `## N.` section of a document, whitespace folded. */
function sectionsOf(document: string): Map<string, string> {
  const sections = new Map<string, string>();
  let current: string | null = null;
  for (const line of document.split('\n')) {
    const heading = /^## (\d+)\. /.exec(line);
    if (heading) current = heading[1];
    if (current) sections.set(current, `${sections.get(current) ?? ''} ${line}`);
  }
  return new Map([...sections].map(([n, text]) => [n, fold(text)]));
}

const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
/** A quote that runs over several comment lines, without the comment markers. */
const unwrap = (quote: string) => quote.replace(/\n\s*(\*|\/\/)\s*/g, ' ');

function says(section: string, quote: string): boolean {
  let from = 0;
  for (const part of unwrap(quote).split('…').map(fold)) {
    const at = section.indexOf(part, from);
    if (at < 0) return false;
    from = at + part.length;
  }
  return true;
}

const DOCUMENTS = {
  product: sectionsOf(readFileSync('docs/product.md', 'utf8')),
  integrations: sectionsOf(readFileSync('docs/integrations.md', 'utf8')),
};
const FILES = [...ROOTS.flatMap(filesUnder), 'README.md'].filter((f) => !f.endsWith('doc-citations.test.ts'));

interface Citation {
  file: string;
  document: keyof typeof DOCUMENTS;
  section: string;
  quote?: string;
}

function citationsIn(file: string): Citation[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/\b(product|integrations) §(\d+)(?:\s*"([^"]+)")?/g)].map((m) => ({
    file,
    document: m[1] as Citation['document'],
    section: m[2],
    quote: m[3],
  }));
}

const CITATIONS = FILES.flatMap(citationsIn);

describe('citations of the shop’s own documents', () => {
  it('finds the citations (the scan itself works)', () => {
    expect(CITATIONS.length).toBeGreaterThan(300);
    expect(CITATIONS.filter((c) => c.quote).length).toBeGreaterThan(100);
  });

  it('name sections that exist', () => {
    const missing = CITATIONS.filter((c) => !DOCUMENTS[c.document].has(c.section)).map(
      (c) => `${c.file}: ${c.document} §${c.section}`,
    );
    expect(missing).toEqual([]);
  });

  it('quote words their section still says', () => {
    const stale = CITATIONS.filter((c) => c.quote && DOCUMENTS[c.document].has(c.section))
      .filter((c) => !says(DOCUMENTS[c.document].get(c.section)!, c.quote!))
      .map((c) => `${c.file}: ${c.document} §${c.section} "${unwrap(c.quote!)}"`);
    expect(stale).toEqual([]);
  });

  it('point at nothing outside the repository', () => {
    const outside = FILES.filter((f) =>
      /\.\.\/shared\/|\b(SPEC|INTEGRATIONS|ARCHITECTURE|DESIGN)\.md\b/.test(readFileSync(f, 'utf8')),
    );
    expect(outside).toEqual([]);
  });
});
