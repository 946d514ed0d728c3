import { AspectRatio, Box, chakra, Heading, SimpleGrid } from '@chakra-ui/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { PAGE_SIZE } from '../../domain/constants';
import { autoplayAddress, videoPlayer, type VideoPlayer } from '../../domain/video-embed';

const PROVIDER = { youtube: 'YouTube', vk: 'VK Видео' } as const;

/** How near the window a video comes before its still is asked for: a quick scroll finds it drawn. */
const AHEAD = '300px';

/**
 * Whether the element has come near the window, once the page runs (never in the server's page nor its first render,
 * so hydration matches). The browser's own lazy loading would not do for the stills: Chromium fetches a lazy image
 * 1,250–2,500 px ahead of the window, which on the product page is at first paint, on a phone too.
 */
function useNearWindow(ref: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!watch || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watch]);
  return near;
}

/**
 * Up to 2 videos about the product (product §2), YouTube or VK links played in their own players. Until the shopper
 * presses play, each is a facade of the player's size: no frame, so none of the players' third-party scripts load
 * with the page (issue 14, fast first paint).
 */
export function ProductVideos({ videos, name }: { videos: { href: string }[]; name: string }) {
  const players = videos
    .map((video) => videoPlayer(video.href))
    .filter((player): player is VideoPlayer => player !== null)
    .slice(0, PAGE_SIZE.PRODUCT_VIDEOS);
  if (players.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="product-videos-heading">
      <Heading as="h2" id="product-videos-heading" size="lg" mb="4">
        Видео
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {players.map((player, index) => (
          <ProductVideo
            key={player.src}
            player={player}
            title={`${name}: видео ${index + 1}`}
            label={players.length > 1 ? `Смотреть видео ${index + 1} из ${players.length}` : 'Смотреть видео'}
          />
        ))}
      </SimpleGrid>
    </Box>
  );
}

/**
 * One video: a play button over YouTube's still (VK gives none; the still is asked for once the box comes near the
 * window) until pressed, then the player itself, autoplaying, in the same 16:9 box (nothing below moves) and with the
 * keyboard's focus, so Space or K goes on to the player. A pressed flag is all its state: nothing goes back.
 */
function ProductVideo({ player, title, label }: { player: VideoPlayer; title: string; label: string }) {
  const [playing, setPlaying] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const near = useNearWindow(box, player.poster !== null);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <AspectRatio ref={box} ratio={16 / 9} borderRadius="l3" overflow="hidden" bg="bg.subtle">
      {playing ? (
        <iframe
          ref={frame}
          src={autoplayAddress(player.src)}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <chakra.button
          type="button"
          aria-label={`${label}, ${PROVIDER[player.provider]}`}
          onClick={() => setPlaying(true)}
          cursor="pointer"
          // The box clips what is outside it: the focus ring goes inside.
          _focusVisible={{ outlineOffset: '-4px' }}
          css={{ '&:hover [data-part=play]': { bg: 'rgba(0, 0, 0, 0.85)', transform: 'scale(1.06)' } }}
        >
          {player.poster && near && (
            // YouTube's 4:3 still has black bands above and below: covering the 16:9 box crops them off.
            <chakra.img
              src={player.poster}
              alt=""
              loading="lazy"
              decoding="async"
              width={480}
              height={360}
              position="absolute"
              inset="0"
              w="full"
              h="full"
              objectFit="cover"
              // A still that fails to load (offline, blocked) draws no broken-image mark: only a broken image
              // renders its ::after, which covers it with the box's own background.
              _after={{ content: '""', position: 'absolute', inset: '0', bg: 'bg.subtle' }}
            />
          )}
          <Box
            data-part="play"
            position="relative"
            display="flex"
            alignItems="center"
            justifyContent="center"
            boxSize="16"
            borderRadius="full"
            bg="rgba(0, 0, 0, 0.7)"
            color="white"
            transition="transform 0.15s, background-color 0.15s"
          >
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
            </svg>
          </Box>
          <Box
            aria-hidden="true"
            position="absolute"
            left="3"
            bottom="3"
            px="2"
            py="0.5"
            borderRadius="l2"
            bg="rgba(0, 0, 0, 0.7)"
            color="white"
            fontSize="sm"
          >
            {PROVIDER[player.provider]}
          </Box>
        </chakra.button>
      )}
    </AspectRatio>
  );
}
