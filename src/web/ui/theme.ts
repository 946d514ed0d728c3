import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { breadcrumbAnatomy, tabsAnatomy } from '@chakra-ui/react/anatomy';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { BREAKPOINT_PX } from '../../domain/constants';
import { STOREFRONT_RECIPES, STOREFRONT_SLOT_RECIPES } from './storefront-recipes';

/**
 * The shop's one design system (docs/design.md): quiet surfaces, one deep-teal accent, a restrained red for sale prices,
 * Inter with system fallbacks, 8 px radii. Components use the semantic tokens below, never raw colours.
 */

const fontStack =
  "'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The shop's own layer over Chakra's theme, shared by the storefront and the back office. */
export const shopConfig = defineConfig({
  theme: {
    // Chakra's names, our widths: `lg` is where the full menu replaces the burger (product §9: burger below 975 px);
    // sm/md are the product-card steps, xl/2xl the carousel steps.
    breakpoints: {
      sm: `${BREAKPOINT_PX.CARD_NARROWEST}px`,
      md: `${BREAKPOINT_PX.CARD_NARROW}px`,
      lg: `${BREAKPOINT_PX.BURGER_MENU}px`,
      xl: `${BREAKPOINT_PX.CAROUSEL_ONE_SLIDE}px`,
      '2xl': `${BREAKPOINT_PX.CAROUSEL_WIDE}px`,
    },
    recipes: {
      // A thumb's size below the full menu's width: 44 px buttons and fields, whatever their label; Chakra's sizes
      // (32/36/40 px) from lg.
      button: {
        variants: {
          size: {
            xs: { minH: { base: '11', lg: '8' }, minW: { base: '11', lg: '8' } },
            sm: { minH: { base: '11', lg: '9' }, minW: { base: '11', lg: '9' } },
            md: { minH: { base: '11', lg: '10' }, minW: { base: '11', lg: '10' } },
          },
        },
      },
      input: { variants: { size: { md: { minH: { base: '11', lg: '10' } } } } },
    },
    slotRecipes: {
      // The breadcrumb's links and the tabs likewise: 44 px tall on a phone.
      breadcrumb: {
        slots: breadcrumbAnatomy.keys(),
        base: { link: { minH: { base: '11', lg: 'auto' }, display: 'inline-flex', alignItems: 'center' } },
      },
      tabs: { slots: tabsAnatomy.keys(), base: { trigger: { minH: { base: '11', lg: '10' } } } },
    },
    tokens: {
      colors: {
        brand: {
          50: { value: '#effaf8' },
          100: { value: '#d3f1ec' },
          200: { value: '#a8e2d9' },
          300: { value: '#6fcbbd' },
          400: { value: '#34a99a' },
          500: { value: '#148f82' },
          600: { value: '#0f766e' },
          700: { value: '#115e59' },
          800: { value: '#124b47' },
          900: { value: '#0f3a37' },
          950: { value: '#062220' },
        },
        ink: {
          text: { value: '#1f2328' },
          muted: { value: '#5b6470' },
          line: { value: '#e6e8eb' },
          surface: { value: '#f6f7f9' },
        },
        sale: { value: '#c2410c' },
      },
      fonts: {
        body: { value: fontStack },
        heading: { value: fontStack },
      },
      sizes: {
        page: { value: '1320px' },
      },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: '{colors.white}' },
          subtle: { value: '{colors.ink.surface}' },
          panel: { value: '{colors.white}' },
        },
        fg: {
          DEFAULT: { value: '{colors.ink.text}' },
          muted: { value: '{colors.ink.muted}' },
        },
        border: {
          DEFAULT: { value: '{colors.ink.line}' },
        },
        // The accent as a Chakra colour palette, so `colorPalette="brand"` works on every component.
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.brand.700}' },
          subtle: { value: '{colors.brand.50}' },
          muted: { value: '{colors.brand.100}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
          border: { value: '{colors.brand.600}' },
          hover: { value: '{colors.brand.700}' },
        },
        price: {
          sale: { value: '{colors.sale}' },
        },
        /** The dimmed page behind an open panel. */
        backdrop: { value: '{colors.blackAlpha.500}' },
      },
      radii: {
        l2: { value: '8px' },
        l3: { value: '8px' },
      },
    },
  },
  globalCss: {
    html: {
      colorPalette: 'brand',
      fontSize: '100%',
    },
    body: {
      fontFamily: 'body',
      fontSize: 'md',
      lineHeight: '1.5',
      color: 'fg',
      bg: 'bg',
    },
    'h1, h2, h3, h4': {
      fontWeight: '600',
    },
    // A printed page (an order's success page, an order in the account) is the page's content alone: no header,
    // menu, cookie notice, footer, toasts or buttons that only work on screen (marked data-print="hide").
    'header, footer, [data-print="hide"], [data-scope="toast"]': { '@media print': { display: 'none !important' } },
    'a:focus-visible, button:focus-visible, input:focus-visible, [tabindex]:focus-visible': {
      outline: '2px solid',
      outlineColor: 'brand.focusRing',
      outlineOffset: '2px',
    },
  },
});

/**
 * Chakra's colour palettes the shop never shows: every palette is some 20 tokens and their CSS variables, in every
 * page's first stylesheet and in the token dictionary the browser builds before the page hydrates. Those kept: gray
 * (neutral controls), red, orange, green and blue (the error, warning, success and info statuses of alerts and
 * toasts), black and white with their alpha scales.
 */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);

function withoutUnused<T>(palettes: Record<string, T> | undefined): Record<string, T> | undefined {
  return palettes && Object.fromEntries(Object.entries(palettes).filter(([name]) => !UNUSED_PALETTES.has(name)));
}

/**
 * Chakra's semantic tokens as the storefront shows them: light only. Each of Chakra's is a pair (`_light`, `_dark`),
 * and the shop has no dark colour mode (its design is one light scheme; nothing sets the `.dark` class). Both sides
 * cost: the dark side was a rule of some 100 variables in every page's <head> (4.6 KB) and a fifth of the token
 * dictionary the browser builds before the page hydrates. A light value becomes the token's plain value, which Chakra
 * writes on the same root as the tokens themselves.
 */
function lightOnly<T>(tokens: T): T {
  if (typeof tokens !== 'object' || tokens === null) return tokens;
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]: [string, unknown]) =>
      key === 'value' && typeof value === 'object' && value !== null && '_light' in value
        ? [key, value._light]
        : [key, lightOnly(value)],
    ),
  ) as T;
}

/**
 * Chakra's theme as the storefront uses it: its tokens and styles whole (less the unused palettes and the dark colour
 * mode), its recipes only those the storefront's components ask for (storefront-recipes.ts). Built from Chakra's
 * parts, as its defaultThemeConfig is, because importing that object brings every recipe into the page's script.
 */
const storefrontThemeConfig: SystemConfig = {
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnused(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnused(semanticTokens.colors) }),
    recipes: STOREFRONT_RECIPES,
    slotRecipes: STOREFRONT_SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
};

let built: SystemContext | undefined;

/**
 * The storefront's design system, built when first asked for rather than as the script loads: its token dictionary
 * takes some 30 ms of a fast machine (4× that on a phone). In the browser it is first asked for by the hydration's
 * first render, which React runs in slices between the browser's own work; built at load, it lengthened the script's
 * one long evaluation, the task a tap waits behind (issue 14: the blocking time).
 *
 * Layers, lowest first, all on Chakra's one z-index scale (zIndex tokens; never a number in a component): docked (the
 * home page's loading overlay, over its own blocks only) < sticky (the main menu bar) < banner (the cookie notice) <
 * overlay (the burger menu's backdrop, the full-page loader) < modal (the burger menu's panel) < popover (dialogs and
 * their backdrops, the search dropdown) < skipNav < toast. So an open dialog or menu covers the sticky bar and the
 * cookie notice (tests/e2e/dialog-focus.test.ts checks it where a tap would land).
 */
export function storefrontSystem(): SystemContext {
  // Chakra's defaultConfig is not imported: its module also builds Chakra's own default system as it loads (a second
  // token dictionary and recipe set, ~75 ms of a fast machine's start, 4× that on a phone), which the shop never uses.
  built ??= createSystem(defaultBaseConfig, storefrontThemeConfig, shopConfig);
  return built;
}
