import { createIcon } from '@chakra-ui/react';

/** The quick-view icon (the button carries the accessible name 'Быстрый просмотр'). */
export const EyeIcon = createIcon({
  displayName: 'EyeIcon',
  viewBox: '0 0 24 24',
  path: (
    <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </g>
  ),
  defaultProps: { 'aria-hidden': true, focusable: false, boxSize: '1em' },
});
