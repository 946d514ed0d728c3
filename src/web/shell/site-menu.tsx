import { Box, Container, Flex, IconButton, Link, Portal } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { HydrateWhenSeen } from '../ui/hydrate-when-seen';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { EXTRA_LINKS, MAIN_MENU, type NavLink } from '../../domain/site-links';
import { useMenuActor } from './shell-actors';

const PANEL_ID = 'site-menu';
const TOGGLE_ID = 'site-menu-toggle';

function useMenuOpen(): boolean {
  return useSelector(useMenuActor(), (snapshot) => snapshot.matches('open'));
}

/** The burger button shown below 975 px (product §2); the menu machine decides whether the menu is open. */
export function BurgerButton() {
  const menu = useMenuActor();
  const open = useMenuOpen();
  return (
    <IconButton
      id={TOGGLE_ID}
      aria-label={open ? 'Закрыть меню' : 'Открыть меню'}
      aria-expanded={open}
      aria-controls={PANEL_ID}
      variant="ghost"
      colorPalette="gray"
      display={{ base: 'inline-flex', lg: 'none' }}
      onClick={() => menu.send({ type: 'menu.toggle' })}
    >
      {open ? <CloseIcon boxSize="6" /> : <MenuIcon boxSize="6" />}
    </IconButton>
  );
}

function MenuLinks({ label, links, onNavigate }: { label: string; links: readonly NavLink[]; onNavigate: () => void }) {
  return (
    <nav aria-label={label}>
      <Flex
        as="ul"
        listStyle="none"
        direction={{ base: 'column', lg: 'row' }}
        justify={{ lg: 'space-between' }}
        gap={{ base: '0', lg: '4' }}
      >
        {links.map((link) => (
          <li key={link.href}>
            <Link
              asChild
              display="block"
              py={{ base: '3', lg: '3.5' }}
              fontWeight="500"
              color="fg"
              _hover={{ color: 'brand.fg', textDecoration: 'none' }}
              css={{ '&[aria-current=page]': { color: 'brand.fg' } }}
            >
              <RouterNavLink to={link.href} onClick={onNavigate}>
                {link.label}
              </RouterNavLink>
            </Link>
          </li>
        ))}
      </Flex>
    </nav>
  );
}

/**
 * The fixed menu: a sticky bar from 975 px; below it a panel the burger opens over the page, closed by a link
 * click, a click outside it, or Escape (product §2, §4). The machine holds open/closed; this only renders it and
 * translates DOM events into the machine's events.
 */
export function SiteMenu() {
  const menu = useMenuActor();
  const open = useMenuOpen();
  const panel = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // Any navigation (a link, the back button) closes the panel.
  useEffect(() => {
    menu.send({ type: 'menu.close' });
  }, [pathname, menu]);

  useEffect(() => {
    if (!open) return;
    const close = () => menu.send({ type: 'menu.close' });
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target || panel.current?.contains(target)) return;
      // The burger toggles by itself; a second close here would reopen it on the same click.
      if (document.getElementById(TOGGLE_ID)?.contains(target)) return;
      close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      document.getElementById(TOGGLE_ID)?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    panel.current?.querySelector<HTMLElement>('a')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, menu]);

  const closeMenu = () => menu.send({ type: 'menu.close' });

  return (
    <>
      <Box
        data-print="hide"
        display={{ base: 'none', lg: 'block' }}
        position="sticky"
        top="0"
        zIndex="sticky"
        bg="bg"
        borderBottomWidth="1px"
        borderColor="border"
      >
        <Container maxW="page" px="6">
          {/* Hidden on a phone (the burger's panel has these links): it hydrates only where it shows. */}
          <HydrateWhenSeen>
            <MenuLinks label="Главное меню" links={MAIN_MENU} onNavigate={closeMenu} />
          </HydrateWhenSeen>
        </Container>
      </Box>
      {open ? (
        // The phone panel lives at the end of the document, over the page, and only while open.
        <Portal>
          <Backdrop />
          <Box
            ref={panel}
            id={PANEL_ID}
            display={{ base: 'block', lg: 'none' }}
            position="fixed"
            top="0"
            insetStart="0"
            bottom="0"
            width="min(20rem, 85vw)"
            overflowY="auto"
            zIndex="modal"
            bg="bg"
            boxShadow="lg"
            px="5"
            py="4"
          >
            <MenuLinks label="Главное меню" links={MAIN_MENU} onNavigate={closeMenu} />
            <Box mt="4" pt="4" borderTopWidth="1px" borderColor="border">
              <MenuLinks label="Дополнительное меню" links={EXTRA_LINKS} onNavigate={closeMenu} />
            </Box>
          </Box>
        </Portal>
      ) : null}
    </>
  );
}

function Backdrop(): ReactNode {
  return (
    <Box
      aria-hidden="true"
      display={{ base: 'block', lg: 'none' }}
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="backdrop"
    />
  );
}
