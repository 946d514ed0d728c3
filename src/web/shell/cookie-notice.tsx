import { Box, Button, Container, Flex, HStack, IconButton } from '@chakra-ui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { STORAGE_KEY } from '../../domain/constants';
import { CloseIcon } from '../ui/icons';
import { SafeHtml } from '../ui/safe-html';
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

/** The cookie notice (product §2, §4): text from setting 3, 'Ок' (remembered) and a close button (this visit only). */
export function CookieNotice() {
  const notice = useCookieNoticeActor();
  const { visible, text } = useSelector(
    notice,
    (snapshot) => ({ visible: snapshot.matches('visible'), text: snapshot.context.text }),
    shallowEqual,
  );
  useCtrlF5ClearsAcceptance();
  if (!visible) return null;

  return (
    <Box
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
          p="4"
          gap="4"
          align={{ base: 'stretch', md: 'center' }}
          direction={{ base: 'column', md: 'row' }}
        >
          <SafeHtml
            html={text}
            flex="1"
            fontSize="sm"
            color="fg"
            css={{ '& a': { color: 'brand.fg', textDecoration: 'underline' } }}
          />
          <HStack gap="2" justify="flex-end">
            <Button onClick={() => notice.send({ type: 'cookie.accept' })} minW="20">
              Ок
            </Button>
            <IconButton
              aria-label="Закрыть"
              variant="ghost"
              colorPalette="gray"
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
