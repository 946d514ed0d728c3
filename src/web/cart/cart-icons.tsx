import { createIcon } from '@chakra-ui/react';
import type { ReactElement } from 'react';

/** The cart rows' line icons, drawn like src/web/ui/icons.tsx (decorative: every button has its own name). */
function lineIcon(displayName: string, path: ReactElement) {
  return createIcon({
    displayName,
    viewBox: '0 0 24 24',
    path: (
      <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        {path}
      </g>
    ),
    defaultProps: { 'aria-hidden': true, focusable: false, boxSize: '1em' },
  });
}

export const PlusIcon = lineIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const MinusIcon = lineIcon('MinusIcon', <path d="M5 12h14" />);
export const TrashIcon = lineIcon(
  'TrashIcon',
  <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />,
);
export const GiftIcon = lineIcon(
  'GiftIcon',
  <path d="M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z" />,
);
