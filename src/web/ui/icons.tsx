import { createIcon } from '@chakra-ui/react';
import type { ReactElement } from 'react';

/**
 * Line icons drawn for the shop (24×24, stroke = currentColor). Decorative: every control that shows one carries
 * its own Russian accessible name.
 */
function lineIcon(displayName: string, path: ReactElement) {
  return createIcon({
    displayName,
    viewBox: '0 0 24 24',
    path: (
      <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        {path}
      </g>
    ),
    // 1em: an icon takes the size of the text beside it unless a button or a prop sizes it.
    defaultProps: { 'aria-hidden': true, focusable: false, boxSize: '1em' },
  });
}

export const SearchIcon = lineIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4.2-4.2" />
  </>,
);

export const MenuIcon = lineIcon('MenuIcon', <path d="M3 6h18M3 12h18M3 18h18" />);

export const CloseIcon = lineIcon('CloseIcon', <path d="M18 6 6 18M6 6l12 12" />);

export const UserIcon = lineIcon(
  'UserIcon',
  <>
    <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </>,
);

export const HeartIcon = lineIcon(
  'HeartIcon',
  <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1 7.8 7.8 7.8-7.8 1-1.1a5.5 5.5 0 0 0 0-7.8z" />,
);

export const CartIcon = lineIcon(
  'CartIcon',
  <>
    <circle cx="9" cy="20" r="1.2" />
    <circle cx="18" cy="20" r="1.2" />
    <path d="M2 3h3l2.6 12.4a2 2 0 0 0 2 1.6h8.7a2 2 0 0 0 2-1.6L22 7H6" />
  </>,
);

export const PhoneIcon = lineIcon(
  'PhoneIcon',
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8.1 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />,
);

export const ClockIcon = lineIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const TruckIcon = lineIcon(
  'TruckIcon',
  <>
    <path d="M1 4h14v12H1zM15 8h4l3 3v5h-7z" />
    <circle cx="5.5" cy="18.5" r="2" />
    <circle cx="18.5" cy="18.5" r="2" />
  </>,
);

// Simplified marks of the networks the shop is on (not their official logos).

export const TelegramIcon = lineIcon(
  'TelegramIcon',
  <>
    <path d="M21.5 3.5 2.5 11l6.5 2.5 2.5 6.5 3.5-4.5 5 3.5z" />
    <path d="m9 13.5 7.5-6" />
  </>,
);

export const InstagramIcon = lineIcon(
  'InstagramIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </>,
);

export const VkIcon = lineIcon(
  'VkIcon',
  <>
    <rect x="2" y="4" width="20" height="16" rx="5" />
    <path d="m6 9 2.5 6L11 9M13.5 9v6M13.5 12l3.5-3M14.5 11.5 17.5 15" />
  </>,
);

export const YoutubeIcon = lineIcon(
  'YoutubeIcon',
  <>
    <rect x="2" y="5" width="20" height="14" rx="4" />
    <path d="m10 9 5 3-5 3z" />
  </>,
);

export const RutubeIcon = lineIcon(
  'RutubeIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <path d="M9 17V7h4a3 3 0 0 1 0 6H9M13 13l3 4" />
  </>,
);

export const WhatsappIcon = lineIcon(
  'WhatsappIcon',
  <>
    <path d="M3 21l1.6-4.7A9 9 0 1 1 8 19.6z" />
    <path d="M9 8.5c0 3.5 2.5 6.5 6.5 6.5l1-1.5-2-1-1 .8a4.5 4.5 0 0 1-2.8-2.8l.8-1-1-2z" />
  </>,
);

export const ViberIcon = lineIcon(
  'ViberIcon',
  <>
    <path d="M12 2.5c5 0 8.5 2 8.5 8s-3.5 8-8.5 8H9.5L6 21.5v-3.6c-2-1.2-2.5-3.4-2.5-7.4 0-6 3.5-8 8.5-8z" />
    <path d="M9 7.5c0 3.5 2.5 6 6 6l1-1.4-1.8-1-1 .7a4 4 0 0 1-2.5-2.5l.7-1-1-1.8z" />
  </>,
);

// Cart rows and the gift picker.
export const PlusIcon = lineIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const MinusIcon = lineIcon('MinusIcon', <path d="M5 12h14" />);
export const ArrowDownIcon = lineIcon('ArrowDownIcon', <path d="M12 5v14M6 13l6 6 6-6" />);
export const TrashIcon = lineIcon('TrashIcon', <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />);
export const GiftIcon = lineIcon(
  'GiftIcon',
  <path d="M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z" />,
);
