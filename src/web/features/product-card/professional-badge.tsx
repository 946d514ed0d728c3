import { chakra, Portal, Tooltip } from '@chakra-ui/react';
import { BADGE_TOOLTIP_WIDTH_PX } from '../../../domain/constants';
import { PROFESSIONAL_BADGE_TEXT, PROFESSIONAL_BADGE_TOOLTIP } from '../../../domain/discount-badge';

/**
 * The -30% badge (product §1, §2): shown to everyone on the products it applies to, since it advertises the professional
 * price; its tooltip says who gets it. Focusable, so the tooltip opens from the keyboard as well as on hover.
 */
export function ProfessionalBadge() {
  return (
    <Tooltip.Root openDelay={150} closeDelay={100} positioning={{ placement: 'bottom-start' }}>
      <Tooltip.Trigger asChild>
        {/* A thumb-sized (44 px) transparent button around the pill, so the tooltip is easy to tap on a phone. */}
        <chakra.button
          type="button"
          display="inline-flex"
          alignItems="center"
          minH="11"
          minW="11"
          bg="transparent"
          cursor="help"
          aria-label={`${PROFESSIONAL_BADGE_TEXT} ${PROFESSIONAL_BADGE_TOOLTIP}`}
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
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content
            minW={`${BADGE_TOOLTIP_WIDTH_PX.MIN}px`}
            maxW={`${BADGE_TOOLTIP_WIDTH_PX.MAX}px`}
            textAlign="center"
            fontSize="sm"
          >
            {PROFESSIONAL_BADGE_TOOLTIP}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
