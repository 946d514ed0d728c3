import { Box, CloseButton, Drawer, Flex, Heading, IconButton, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { MenuIcon } from '../../web/ui/icons';
import { AdminNav } from './admin-nav';

const SIDEBAR_WIDTH = '15rem';

/**
 * Every page of the back office but the sign-in and the print view: the sections in a sidebar from the storefront's
 * full-menu width (lg), behind a menu button in a drawer below it (a phone), and the page beside or below.
 */
export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <Box
        as="aside"
        display={{ base: 'none', lg: 'block' }}
        w={SIDEBAR_WIDTH}
        flexShrink={0}
        borderRightWidth="1px"
        bg="bg"
        p="4"
        position="sticky"
        top="0"
        h="100dvh"
        // The menu has outgrown a laptop's height: it scrolls within the sidebar rather than being cut off.
        overflowY="auto"
      >
        <Brand />
        <AdminNav />
      </Box>
      <Box flex="1" minW="0">
        <Flex
          as="header"
          display={{ base: 'flex', lg: 'none' }}
          align="center"
          gap="2"
          px="3"
          py="2"
          bg="bg"
          borderBottomWidth="1px"
          position="sticky"
          top="0"
          zIndex="sticky"
        >
          <Drawer.Root open={menuOpen} onOpenChange={(d) => setMenuOpen(d.open)} placement="start" size="xs">
            <Drawer.Trigger asChild>
              <IconButton aria-label="Открыть меню" variant="ghost">
                <MenuIcon />
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content>
                  <Drawer.Header>
                    <Drawer.Title>Панель управления</Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body pb="6">
                    <AdminNav onNavigate={() => setMenuOpen(false)} />
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton aria-label="Закрыть меню" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
          <Brand />
        </Flex>
        <Box as="main" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }} maxW="80rem">
          <Outlet />
        </Box>
      </Box>
    </Flex>
  );
}

function Brand() {
  return (
    <Heading as="p" size="md" mb={{ base: '0', lg: '6' }}>
      <Link to="/">Панель управления</Link>
    </Heading>
  );
}
