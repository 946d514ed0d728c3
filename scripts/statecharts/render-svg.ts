import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';

/**
 * Renders Mermaid diagrams to SVG offline, all in one Chromium session (mermaid-cli's `renderMermaid` with our own
 * puppeteer browser), and stamps each SVG with the hash of its Mermaid source so a test can tell a stale SVG without
 * launching a browser.
 */

export function sourceHash(mermaid: string): string {
  return createHash('sha256').update(mermaid).digest('hex');
}

export function hashComment(mermaid: string): string {
  return `<!-- source-sha256: ${sourceHash(mermaid)} -->`;
}

/** The hash an SVG was rendered from, or undefined when it carries none. */
export function svgSourceHash(svg: string): string | undefined {
  return /<!-- source-sha256: ([0-9a-f]{64}) -->/.exec(svg.slice(0, 200))?.[1];
}

const CHROMIUM = process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium';

export const puppeteerConfig = {
  executablePath: CHROMIUM,
  headless: true,
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export interface Diagram {
  /** Used as the SVG's element id, so two SVGs inlined in one page do not share ids. */
  id: string;
  mermaid: string;
}

export async function renderSvgs(diagrams: Diagram[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!diagrams.length) return out;
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM} (install it with apt, or set PUPPETEER_EXECUTABLE_PATH)`);
  }
  process.env.PUPPETEER_SKIP_DOWNLOAD = '1';
  const [{ default: puppeteer }, { renderMermaid }] = await Promise.all([
    import('puppeteer'),
    import('@mermaid-js/mermaid-cli'),
  ]);
  const browser = await puppeteer.launch(puppeteerConfig);
  try {
    for (const d of diagrams) {
      const { data } = await renderMermaid(browser, d.mermaid, 'svg', {
        svgId: d.id,
        backgroundColor: 'white',
        mermaidConfig: { theme: 'default', deterministicIds: true, deterministicIDSeed: d.id },
      });
      out.set(d.id, `${hashComment(d.mermaid)}\n${new TextDecoder().decode(data)}\n`);
    }
  } finally {
    await browser.close();
  }
  return out;
}
