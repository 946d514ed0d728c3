import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { defaultThemeConfig } from '@chakra-ui/react/theme';
import { shopConfig } from '../../web/ui/theme';

/**
 * The back office's design system: the shop's theme over Chakra's whole, every recipe and every palette (its badges
 * tell the order statuses apart by hue, its editors use components the storefront never shows). It lives here so
 * that Chakra's full theme stays out of the storefront's script.
 */
export const backOfficeSystem = createSystem(defaultBaseConfig, defaultThemeConfig, shopConfig);
