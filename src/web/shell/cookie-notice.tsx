import { Box, Button, Container, Flex, HStack, IconButton } from '@chakra-ui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef, type RefObject } from 'react';
import { SETTING_ID, STORAGE_KEY } from '../../domain/constants';
import { CloseIcon } from '../ui/icons';
import { SafeHtml } from '../ui/safe-html';
import { useServerPrefetch } from '../ui/server-prefetch';
import { settingQuery } from '../ui/setting-query';
import { useCookieNoticeActor } from './shell-actors';

/** product §4: Ctrl+F5 clears the stored acceptance, so the notice shows again after that hard reload. */
function useCtrlF5ClearsAcceptance(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.ctrlKey || event.key !== 'F5') return;
      try {
        localStorage.removeItem(STORAGE_KEY.COOKIE_WARNING);
      } catch {
        // Nothing stored, nothing to clear.
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

/**
 * While the notice is shown, the page keeps what the keyboard focuses clear of it: the browser scrolls a focused
 * control above the bar (scroll-padding-bottom the bar's height) instead of leaving it underneath, and the page ends
 * that much lower (padding-bottom), so its last lines can be scrolled above the bar too.
 */
function useKeepsFocusClear(bar: RefObject<HTMLElement | null>, visible: boolean): void {
  useEffect(() => {
    const element = bar.current;
    if (!visible || !element) return;
    const root = document.documentElement;
    const update = () => {
      root.style.setProperty('scroll-padding-bottom', `${element.offsetHeight}px`);
      document.body.style.setProperty('padding-bottom', `${element.offsetHeight}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
      document.body.style.removeProperty('padding-bottom');
    };
  }, [bar, visible]);
}

/** The cookie notice (product §2, §4): text from setting 3, 'Ок' (remembered) and a close button (this visit only). */
export function CookieNotice() {
  const notice = useCookieNoticeActor();
  useServerPrefetch(settingQuery(SETTING_ID.COOKIE_TEXT));
  const { visible, text } = useSelector(
    notice,
    (snapshot) => ({ visible: snapshot.matches('visible'), text: snapshot.context.text }),
    shallowEqual,
  );
  useCtrlF5ClearsAcceptance();
  const bar = useRef<HTMLDivElement>(null);
  useKeepsFocusClear(bar, visible);
  if (!visible) return null;

  return (
    // A short bar on a phone (text, 'Ок' and × in one row, about a tenth of the screen), a floating card from md.
    <Box
      ref={bar}
      data-print="hide"
      role="region"
      aria-label="Уведомление об использовании cookie"
      position="fixed"
      insetX={{ base: '0', md: '4' }}
      bottom={{ base: '0', md: '4' }}
      zIndex="banner"
      pointerEvents="none"
    >
      <Container maxW="page" px="0">
        <Flex
          pointerEvents="auto"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          borderRadius={{ base: '0', md: 'l3' }}
          boxShadow="lg"
          px={{ base: '3', md: '4' }}
          py={{ base: '2', md: '4' }}
          gap={{ base: '2', md: '4' }}
          align="center"
        >
          <SafeHtml
            html={text}
            flex="1"
            fontSize={{ base: 'xs', md: 'sm' }}
            lineHeight={{ base: '1.35', md: 'inherit' }}
            color="fg"
            css={{ '& a': { color: 'brand.fg', textDecoration: 'underline' } }}
          />
          <HStack gap={{ base: '0', md: '2' }} flexShrink={0}>
            <Button onClick={() => notice.send({ type: 'cookie.accept' })} minW={{ base: '11', md: '20' }} minH="11">
              Ок
            </Button>
            <IconButton
              aria-label="Закрыть"
              variant="ghost"
              colorPalette="gray"
              minW="11"
              minH="11"
              onClick={() => notice.send({ type: 'cookie.close' })}
            >
              <CloseIcon />
            </IconButton>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
