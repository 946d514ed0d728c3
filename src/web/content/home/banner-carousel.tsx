import { AspectRatio, Box, Skeleton } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { A11y, Autoplay, EffectFade, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { TIMING_MS } from '../../../domain/constants';
import { imagePathWithSpaces } from '../../../domain/text';
import { CAROUSEL_A11Y } from '../carousel-layout';
import { ContentImage } from '../content-image';
import { bannersQuery } from '../content-queries';

/** Banners are drawn 1200×400; the box keeps that shape while they load, so the page does not jump. */
const BANNER_RATIO = 3;

/**
 * The home banner carousel (product §2): banners from the slider call, fading from one to the next every 3000 ms,
 * pausing under the pointer, moved by touch and keyboard, without indicators. Each slide is an image that opens the
 * banner's link in a new tab; spaces in image file names become %20.
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
        <Swiper
          modules={[A11y, Autoplay, EffectFade, Keyboard]}
          effect="fade"
          fadeEffect={{ crossFade: true }}
          autoplay={{ delay: TIMING_MS.CAROUSEL_INTERVAL, pauseOnMouseEnter: true, disableOnInteraction: false }}
          keyboard={{ enabled: true, onlyInViewport: true }}
          a11y={CAROUSEL_A11Y}
          loop={items.length > 1}
          allowTouchMove
          slidesPerView={1}
        >
          {items.map((banner, index) => (
            <SwiperSlide key={banner.banner_image_id}>
              <a href={banner.link} target="_blank" rel="noopener noreferrer" style={{ display: 'block' }}>
                {/* The picture keeps the banner's shape itself (a <picture> has no box to fill); the first banner is
                    the home page's largest picture (its LCP): asked for first, preloaded from the head. */}
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
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </Box>
  );
}
