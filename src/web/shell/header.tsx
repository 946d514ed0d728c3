import { Box, Container, Grid, GridItem, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { SHOP_NAME } from '../../domain/shop-identity';
import { HydrateWhenSeen } from '../ui/hydrate-when-seen';
import { HeaderShortcuts } from './header-shortcuts';
import { Logo } from './logo';
import { EXTRA_LINKS } from '../../domain/site-links';
import { SearchBox } from './search-box';
import { BurgerButton } from './site-menu';
import { TopBar } from './top-bar';

/**
 * The sections linked beside the fixed menu (product §2 "Also linked"), under the search field wherever the fixed
 * menu shows (from 975 px); below that the burger's panel lists them.
 */
function ExtraLinks() {
  return (
    <Box as="nav" aria-label="Дополнительное меню" display={{ base: 'none', lg: 'block' }} mt="2">
      {/* Hidden on a phone: it hydrates only where it shows (a hidden block never comes into view). */}
      <HydrateWhenSeen>
        <HStack as="ul" listStyle="none" columnGap={{ lg: '4', xl: '5' }} rowGap="1" wrap="wrap" fontSize="sm">
          {EXTRA_LINKS.map((link) => (
            <li key={link.href}>
              <Link asChild color="fg.muted" _hover={{ color: 'brand.fg' }}>
                <RouterLink to={link.href}>{link.label}</RouterLink>
              </Link>
            </li>
          ))}
        </HStack>
      </HydrateWhenSeen>
    </Box>
  );
}

/** The header (product §2 "Shell"): top bar, then logo, search, shortcuts and (below 975 px) the burger. */
export function Header() {
  return (
    <Box as="header" bg="bg">
      <TopBar />
      <Container maxW="page" px={{ base: '4', lg: '6' }}>
        <Grid
          py={{ base: '3', lg: '4' }}
          gap={{ base: '3', lg: '8' }}
          alignItems="center"
          templateColumns={{ base: 'minmax(0, 1fr) auto', lg: 'auto minmax(0, 1fr) auto' }}
          templateAreas={{ base: '"logo actions" "search search"', lg: '"logo search actions"' }}
        >
          <GridItem area="logo">
            <Link asChild _hover={{ textDecoration: 'none' }} borderRadius="l2" minH="11">
              <RouterLink to="/" aria-label={`${SHOP_NAME} — на главную`}>
                <Logo />
              </RouterLink>
            </Link>
          </GridItem>
          <GridItem area="search" maxW={{ lg: '2xl' }} width="full" justifySelf="center">
            <SearchBox />
            <ExtraLinks />
          </GridItem>
          <GridItem area="actions" display="flex" alignItems="center" gap="1">
            <HeaderShortcuts />
            <BurgerButton />
          </GridItem>
        </Grid>
      </Container>
    </Box>
  );
}
