import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { HydrateWhenSeen } from './hydrate-when-seen';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Whether the block starts below the window: only such a block waits to fade in, unseen meanwhile. */
function belowTheWindow(element: HTMLElement): boolean {
  return element.getBoundingClientRect().top >= window.innerHeight;
}

/**
 * A block that fades in once, the first time it scrolls into view (product §2 "Blocks fade in once when they scroll
 * into view"; also the account views). It is there from the start, in the server's page too (a crawler, a phone
 * without script and a full-page screenshot see it); once the page runs, a block below the window is hidden until
 * it scrolls into view, then fades in. With reduced motion asked for, or without IntersectionObserver, it simply
 * stays. On a page the server rendered, the block also hydrates only when it comes near the window (HydrateWhenSeen).
 */
export function FadeInOnView({ children, ...props }: BoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(true);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    if (!belowTheWindow(element)) return;
    setShown(false);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Box
      ref={ref}
      opacity={shown ? 1 : 0}
      transform={shown ? 'none' : 'translateY(24px)'}
      transition="opacity 0.6s ease, transform 0.6s ease"
      {...props}
    >
      <HydrateWhenSeen>{children}</HydrateWhenSeen>
    </Box>
  );
}
