import { chakra } from '@chakra-ui/react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { PROFESSIONAL_BADGE_TEXT, PROFESSIONAL_BADGE_TOOLTIP } from '../../../domain/discount-badge';
import { HydrateWhenTouched } from '../../ui/hydrate-when-seen';
import { lazyComponent } from '../../ui/once-opened';

const BadgeTooltip = lazyComponent(
  () => import('./badge-tooltip'),
  (module) => module.BadgeTooltip,
);

/**
 * The badge's own button: a thumb-sized (44 px) transparent button around the pill, so the tooltip is easy to tap on a
 * phone. Focusable, so the tooltip opens from the keyboard as well as on hover. Its props are the tooltip trigger's.
 */
const BadgeButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function BadgeButton(props, ref) {
  return (
    <chakra.button
      ref={ref}
      type="button"
      display="inline-flex"
      alignItems="center"
      minH="11"
      minW="11"
      bg="transparent"
      cursor="help"
      aria-label={`${PROFESSIONAL_BADGE_TEXT} ${PROFESSIONAL_BADGE_TOOLTIP}`}
      {...props}
    >
      <chakra.span
        px="2"
        py="0.5"
        borderRadius="full"
        bg="brand.solid"
        color="brand.contrast"
        fontSize="sm"
        fontWeight="600"
        lineHeight="1.4"
      >
        {PROFESSIONAL_BADGE_TEXT}
      </chakra.span>
    </chakra.button>
  );
});

/**
 * The -30% badge (product §1, §2): shown to everyone on the products it applies to, since it advertises the professional
 * price; its tooltip says who gets it. On a page the server rendered, the badge is the server's markup until a
 * shopper first points at, focuses or taps it, and only then are the tooltip's module and its state machine loaded:
 * a category page has a badge on most cards, and none of their tooltips is needed for the page to show or to work.
 */
export function ProfessionalBadge() {
  return (
    <HydrateWhenTouched fallback={<BadgeButton />}>
      <BadgeTooltip trigger={<BadgeButton />} />
    </HydrateWhenTouched>
  );
}
