import { HStack, IconButton } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';

interface Edges {
  locked: boolean;
  start: boolean;
  end: boolean;
}

/**
 * Previous/next buttons for a carousel whose slides do not all fit (touch and keyboard move it too). Returns the
 * handlers to give the Swiper and the buttons to show beside the carousel's heading.
 */
export function useCarouselControls(label: string) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState<Edges>({ locked: true, start: true, end: true });
  const follow = useCallback(
    (s: SwiperInstance) => setEdges({ locked: s.isLocked, start: s.isBeginning, end: s.isEnd }),
    [],
  );

  const swiperProps = {
    onSwiper: (s: SwiperInstance) => {
      setSwiper(s);
      follow(s);
    },
    onSlideChange: follow,
    onResize: follow,
    onBreakpoint: follow,
    onLock: follow,
    onUnlock: follow,
  };

  const controls = edges.locked ? null : (
    <HStack gap="2">
      <IconButton
        aria-label={`${label}: назад`}
        variant="outline"
        size="sm"
        disabled={edges.start}
        onClick={() => swiper?.slidePrev()}
      >
        <span aria-hidden="true">←</span>
      </IconButton>
      <IconButton
        aria-label={`${label}: вперёд`}
        variant="outline"
        size="sm"
        disabled={edges.end}
        onClick={() => swiper?.slideNext()}
      >
        <span aria-hidden="true">→</span>
      </IconButton>
    </HStack>
  );

  return { swiperProps, controls };
}
