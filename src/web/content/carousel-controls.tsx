import { Flex, Heading, HStack, IconButton } from '@chakra-ui/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import type { Carousel } from './carousel';
import { shownWhileSlidesOverflow } from './carousel-layout';

/**
 * A carousel's heading row: its title and, once its slides are drawn, its buttons. The row is as high with the
 * buttons as without them, so it does not grow when they come.
 */
export function CarouselHeader({ id, title, controls }: { id: string; title: string; controls?: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap="4" mb="4" minH="9">
      <Heading as="h2" id={id} size="xl">
        {title}
      </Heading>
      {controls}
    </Flex>
  );
}

/**
 * Previous/next buttons for a carousel whose slides do not all fit (touch and keyboard move it too). They are there
 * from the server's page on, before Swiper has loaded: where all `slides` fit, CSS hides them until Swiper can say so
 * itself; a press before Swiper runs starts it and is made once it does (machines/content/carousel.machine.ts).
 */
export function CarouselButtons({ carousel, label, slides }: { carousel: Carousel; label: string; slides: number }) {
  const { position, actor } = carousel;
  const edges = useSyncExternalStore(position.subscribe, position.edges, position.unmeasured);
  if (edges.locked) return null;
  return (
    <HStack gap="2" css={shownWhileSlidesOverflow(slides)}>
      <IconButton
        aria-label={`${label}: назад`}
        variant="outline"
        size="sm"
        disabled={edges.start}
        onClick={() => actor.send({ type: 'carousel.previous' })}
      >
        <span aria-hidden="true">←</span>
      </IconButton>
      <IconButton
        aria-label={`${label}: вперёд`}
        variant="outline"
        size="sm"
        disabled={edges.end}
        onClick={() => actor.send({ type: 'carousel.next' })}
      >
        <span aria-hidden="true">→</span>
      </IconButton>
    </HStack>
  );
}
