import { Box, Grid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { FadeInOnView } from '../ui/fade-in-on-view';
import { PageHead, useShopOrigin } from '../ui/page-head';
import { organizationJsonLd, webSiteJsonLd } from '../../domain/json-ld-site';
import { seminarsQuery } from './content-queries';
import { AboutText } from './home/about-text';
import { BannerCarousel } from './home/banner-carousel';
import { FaqTile } from './home/faq-tile';
import { HomeLoadingOverlay, HomeLoadingProvider, useBlockReport } from './home/home-loading';
import { NewArrivals } from './home/new-arrivals';
import { NewsColumn } from './home/news-column';
import { ReviewCarousel } from './home/review-carousel';
import { SeminarCarousel } from './seminar-carousel';

export { ABOUT_TEXT_FALLBACK } from './home/about-text';

/**
 * The home page (product §2 "Home page"): the banner carousel; the news column beside the goods column (about text,
 * 'Новинки', the FAQ tile, webinars, reviews). Blocks fade in as they scroll into view; a loading layer (a spinner over
 * the top of the page, hiding nothing) stays until the four data blocks have reported and the images have loaded.
 */
export function HomePage() {
  const root = useRef<HTMLDivElement>(null);
  const origin = useShopOrigin();
  return (
    <HomeLoadingProvider root={root}>
      <Box ref={root} position="relative" py={{ base: '4', lg: '8' }}>
        <PageHead jsonLd={[organizationJsonLd(origin), webSiteJsonLd(origin)]} />
        <Stack gap={{ base: '6', lg: '10' }}>
          <BannerCarousel />
          <Grid
            templateColumns={{ base: '1fr', lg: 'minmax(260px, 1fr) 2.6fr' }}
            gap={{ base: '8', lg: '10' }}
            alignItems="start"
          >
            <Box order={{ base: 2, lg: 1 }}>
              <FadeInOnView>
                <NewsColumn />
              </FadeInOnView>
            </Box>
            <Stack order={{ base: 1, lg: 2 }} gap={{ base: '8', lg: '12' }} minW="0">
              <FadeInOnView>
                <AboutText />
              </FadeInOnView>
              <FadeInOnView>
                <NewArrivals />
              </FadeInOnView>
              <FadeInOnView>
                <FaqTile />
              </FadeInOnView>
              <FadeInOnView>
                <HomeSeminars />
              </FadeInOnView>
              <FadeInOnView>
                <ReviewCarousel />
              </FadeInOnView>
            </Stack>
          </Grid>
        </Stack>
        <HomeLoadingOverlay />
      </Box>
    </HomeLoadingProvider>
  );
}

/** The webinar carousel, reporting to the loading overlay like the other blocks. */
function HomeSeminars() {
  useBlockReport('seminars', useQuery(seminarsQuery()).status);
  return <SeminarCarousel />;
}
