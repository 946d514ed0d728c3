import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Scrolls the page through once, as a reader would, so that every block that fades in when seen has faded in; left
 * hidden, a block would start fading when axe scrolls to it and be measured in half-way colours.
 */
async function readThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

/** axe's WCAG 2.1 A and AA rules on the page as it is: the serious and critical violations, each with where it is. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Measured once the page is still: a loader fading out or a block fading in has half-way colours.
  await expect(page.getByText('Загрузка магазина')).toHaveCount(0);
  await readThrough(page);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          // The element and what axe measured (colours, contrast ratio), to find it by.
          .map(
            (node) =>
              `${node.target.join(' ')} ${node.html.slice(0, 100)}: ${(node.failureSummary ?? '').slice(0, 200)}`,
          )
          .join(', ')}`,
    );
}
