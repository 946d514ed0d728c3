import { HStack, IconButton } from '@chakra-ui/react';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';

interface Edges {
  locked: boolean;
  start: boolean;
  end: boolean;
}

const LOCKED: Edges = { locked: true, start: true, end: true };

/**
 * Where the carousel stands, kept outside React state: only the buttons read it. Kept in the carousel's own state, each
 * Swiper event (its start, every resize and slide change) redrew the whole carousel, every slide with it.
 */
function carouselPosition() {
  let swiper: SwiperInstance | null = null;
  let edges = LOCKED;
  const listeners = new Set<() => void>();
  const follow = (s: SwiperInstance) => {
    swiper = s;
    if (edges.locked === s.isLocked && edges.start === s.isBeginning && edges.end === s.isEnd) return;
    edges = { locked: s.isLocked, start: s.isBeginning, end: s.isEnd };
    listeners.forEach((listener) => listener());
  };
  return {
    swiperProps: {
      onSwiper: follow,
      onSlideChange: follow,
      onResize: follow,
      onBreakpoint: follow,
      onLock: follow,
      onUnlock: follow,
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    edges: () => edges,
    previous: () => swiper?.slidePrev(),
    next: () => swiper?.slideNext(),
  };
}

type CarouselPosition = ReturnType<typeof carouselPosition>;

/**
 * Previous/next buttons for a carousel whose slides do not all fit (touch and keyboard move it too). Returns the
 * handlers to give the Swiper and the buttons to show beside the carousel's heading.
 */
export function useCarouselControls(label: string): {
  swiperProps: CarouselPosition['swiperProps'];
  controls: ReactNode;
} {
  const [position] = useState(carouselPosition);
  return { swiperProps: position.swiperProps, controls: <CarouselButtons position={position} label={label} /> };
}

function CarouselButtons({ position, label }: { position: CarouselPosition; label: string }) {
  // The server and hydration see a carousel that has not measured itself yet: no buttons (Swiper decides after).
  const edges = useSyncExternalStore(position.subscribe, position.edges, () => LOCKED);
  if (edges.locked) return null;
  return (
    <HStack gap="2">
      <IconButton
        aria-label={`${label}: назад`}
        variant="outline"
        size="sm"
        disabled={edges.start}
        onClick={position.previous}
      >
        <span aria-hidden="true">←</span>
      </IconButton>
      <IconButton
        aria-label={`${label}: вперёд`}
        variant="outline"
        size="sm"
        disabled={edges.end}
        onClick={position.next}
      >
        <span aria-hidden="true">→</span>
      </IconButton>
    </HStack>
  );
}
