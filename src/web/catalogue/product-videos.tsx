import { AspectRatio, Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { PAGE_SIZE } from '../../domain/constants';
import { videoEmbedUrl } from '../../domain/video-embed';

/** Up to 2 videos about the product (product §2), YouTube or VK links played in their own players. */
export function ProductVideos({ videos, name }: { videos: { href: string }[]; name: string }) {
  const players = videos
    .map((video) => videoEmbedUrl(video.href))
    .filter((url): url is string => url !== null)
    .slice(0, PAGE_SIZE.PRODUCT_VIDEOS);
  if (players.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="product-videos-heading">
      <Heading as="h2" id="product-videos-heading" size="lg" mb="4">
        Видео
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {players.map((src, index) => (
          <AspectRatio key={src} ratio={16 / 9} borderRadius="l3" overflow="hidden" bg="bg.subtle">
            <iframe
              src={src}
              title={`${name}: видео ${index + 1}`}
              loading="lazy"
              allow="encrypted-media; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </AspectRatio>
        ))}
      </SimpleGrid>
    </Box>
  );
}
