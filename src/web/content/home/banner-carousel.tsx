import { AspectRatio, Box, Skeleton } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { SwiperOptions } from 'swiper/types';
import type { Banner } from '../../../api/content';
import { TIMING_MS } from '../../../domain/constants';
import { imagePathWithSpaces } from '../../../domain/text';
import { CarouselFrame, CarouselSlide, useCarousel } from '../carousel';
import { CAROUSEL_A11Y } from '../carousel-layout';
import { ContentImage } from '../content-image';
import { bannersQuery } from '../content-queries';

/** Banners are drawn 1200×400; the box keeps that shape while they load, so the page does not jump. */
const BANNER_RATIO = 3;

/**
 * The home banner carousel (product §2): banners from the slider call, fading from one to the next every 3000 ms,
 * pausing under the pointer, moved by touch and keyboard, without indicators. Each slide is an image that opens the
 * banner's link in a new tab; spaces in image file names become %20. The page paints and hydrates the banners without
 * Swiper (the first banner in place); Swiper starts on them when the browser is idle after the page's load, or at once
 * when the shopper touches or points at them (carousel.tsx).
 */
export function BannerCarousel() {
  const banners = useQuery(bannersQuery());
  const items = banners.data ?? [];
  if (banners.isError || (banners.isSuccess && items.length === 0)) return null;

  return (
    <Box as="section" aria-label="Баннеры" borderRadius="l3" overflow="hidden">
      {banners.isPending ? (
        <AspectRatio ratio={BANNER_RATIO}>
          <Skeleton />
        </AspectRatio>
      ) : (
        <BannerSlides key={items.map((banner) => banner.banner_image_id).join()} banners={items} />
      )}
    </Box>
  );
}

/** Swiper's options for the banners: fading every 3000 ms, pausing under the pointer, in a loop from two banners on. */
function bannerOptions(count: number): SwiperOptions {
  return {
    effect: 'fade',
    fadeEffect: { crossFade: true },
    autoplay: { delay: TIMING_MS.CAROUSEL_INTERVAL, pauseOnMouseEnter: true, disableOnInteraction: false },
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: CAROUSEL_A11Y,
    loop: count > 1,
    allowTouchMove: true,
    slidesPerView: 1,
  };
}

function BannerSlides({ banners }: { banners: Banner[] }) {
  const carousel = useCarousel(bannerOptions(banners.length), 'idle');
  return (
    <CarouselFrame carousel={carousel}>
      {banners.map((banner, index) => (
        <CarouselSlide key={banner.banner_image_id}>
          <a href={banner.link} target="_blank" rel="noopener noreferrer" style={{ display: 'block' }}>
            {/* The picture keeps the banner's shape itself (a <picture> has no box to fill); the first banner is the
                home page's largest picture (its LCP): asked for first, preloaded from the head. */}
            <ContentImage
              src={imagePathWithSpaces(banner.image)}
              alt={banner.title || `Баннер ${index + 1}`}
              sizes="(min-width: 1320px) 1272px, 100vw"
              priority={index === 0}
              aspectRatio={BANNER_RATIO}
              objectFit="cover"
              width="full"
              height="auto"
            />
          </a>
        </CarouselSlide>
      ))}
    </CarouselFrame>
  );
}
