import { Box, Container, Flex, SkipNavLink } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { WEB_MANIFEST_PATH } from '../../domain/shop-identity';
import { HydrateWhenSeen } from '../ui/hydrate-when-seen';
import { PageSpinner } from '../ui/page-spinner';
import { Footer } from './footer';
import { Header } from './header';
import { HydrationMark } from './hydration-mark';
import { useScrollOnRouteChange } from './route-scroll';
import { SiteMenu } from './site-menu';

const MAIN_ID = 'main-content';

/** The page shell every route renders in: skip link, header, fixed menu, the page, footer. */
export function Layout() {
  useScrollOnRouteChange();
  return (
    <Flex direction="column" minH="100dvh">
      {/* React hoists it into <head>. Not in index.html: Parcel would take the server's manifest for a file to bundle. */}
      <link rel="manifest" href={WEB_MANIFEST_PATH} />
      <SkipNavLink id={MAIN_ID} zIndex="skipNav" data-print="hide">
        Перейти к содержимому
      </SkipNavLink>
      <Header />
      <SiteMenu />
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" outline="none">
        <Container maxW="page" px={{ base: '4', lg: '6' }}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
            <HydrationMark />
          </Suspense>
        </Container>
      </Box>
      {/* Below every page's first screen: it hydrates when the shopper comes to it. */}
      <HydrateWhenSeen>
        <Footer />
      </HydrateWhenSeen>
    </Flex>
  );
}
