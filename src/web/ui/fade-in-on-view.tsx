import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A block that fades in once, the first time it scrolls into view (product §2 "Blocks fade in once when they scroll
 * into view"; also the account views). With reduced motion asked for, or without IntersectionObserver, it is
 * simply there.
 */
export function FadeInOnView({ children, ...props }: BoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => prefersReducedMotion() || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
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
  }, [shown]);

  return (
    <Box
      ref={ref}
      opacity={shown ? 1 : 0}
      transform={shown ? 'none' : 'translateY(24px)'}
      transition="opacity 0.6s ease, transform 0.6s ease"
      {...props}
    >
      {children}
    </Box>
  );
}
