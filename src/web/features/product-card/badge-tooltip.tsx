import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { BADGE_TOOLTIP_WIDTH_PX } from '../../../domain/constants';
import { PROFESSIONAL_BADGE_TOOLTIP } from '../../../domain/discount-badge';

/**
 * The -30% badge's tooltip around the badge's button (`trigger`): a module of its own, with Chakra's tooltip and what
 * places it (Floating UI), loaded when a shopper first points at, focuses or taps a badge (ProfessionalBadge). React
 * hands the tooltip that first pointer move or focus once it is there, so it opens as if it had always been.
 */
export function BadgeTooltip({ trigger }: { trigger: ReactElement }) {
  return (
    <Tooltip.Root openDelay={150} closeDelay={100} positioning={{ placement: 'bottom-start' }}>
      <Tooltip.Trigger asChild>{trigger}</Tooltip.Trigger>
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
