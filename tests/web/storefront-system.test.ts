import { describe, expect, it } from 'vitest';
import { storefrontSystem } from '../../src/web/ui/theme';

describe("the storefront's design system", () => {
  it('has one colour scheme, the light one: its tokens are written once, on the root, with no dark rule', () => {
    const tokenCss = storefrontSystem().getTokenCss();
    const blocks = Object.values(tokenCss).flatMap((layer: Record<string, Record<string, string>>) =>
      Object.entries(layer),
    );
    expect(blocks.map(([selector]) => selector)).toEqual(['&:where(html, .chakra-theme)']);
    const [, variables] = blocks[0];
    // Chakra's pairs (light, dark) are now their light side: the surfaces white and grey, the shadows grey.
    expect(variables['--chakra-colors-bg-muted']).toBe('var(--chakra-colors-gray-100)');
    expect(variables['--chakra-colors-fg-error']).toBe('var(--chakra-colors-red-500)');
    expect(variables['--chakra-shadows-xs']).toContain('color-mix(in srgb, var(--chakra-colors-gray-900) 10%');
    // The shop's own semantic colours, plain values, are as they were.
    expect(variables['--chakra-colors-bg']).toBe('var(--chakra-colors-white)');
  });
});
