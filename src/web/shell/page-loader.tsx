import { Flex, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { LOADER_FADE_MS } from '../../../machines/shell/loader.machine';
import { MAINTENANCE_TEXT } from '../../domain/shop-settings';
import { Logo } from './logo';
import { useLoaderActor } from './shell-actors';

export { MAINTENANCE_TEXT } from '../../domain/shop-settings';

/**
 * The full-page loader (product §2 "Shell"): the logo over the page while the shop starts, fading out (CSS opacity over
 * 0.4 s) once the loader machine reaches `fading`; with maintenance on it stays and says so.
 */
export function PageLoader() {
  const loader = useLoaderActor();
  const state = useSelector(loader, (snapshot) => snapshot.value);
  if (state === 'hidden') return null;

  const maintenance = state === 'maintenance';
  const fading = state === 'fading';
  return (
    <Flex
      role="status"
      aria-live="polite"
      aria-busy={state === 'checking'}
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="bg"
      direction="column"
      align="center"
      justify="center"
      gap="6"
      px="4"
      textAlign="center"
      opacity={fading ? 0 : 1}
      transition={`opacity ${LOADER_FADE_MS / 1000}s ease`}
      pointerEvents={fading ? 'none' : 'auto'}
    >
      <Logo size="lg" />
      {maintenance ? (
        <Text fontSize="lg" maxW="md" color="fg">
          {MAINTENANCE_TEXT}
        </Text>
      ) : (
        <>
          <Spinner size="sm" color="brand.solid" />
          <VisuallyHidden>Загрузка магазина</VisuallyHidden>
        </>
      )}
    </Flex>
  );
}

/** The shop under the loader: while maintenance is on it cannot be reached by keyboard or assistive technology. */
export function BehindLoader({ children }: { children: ReactNode }) {
  const maintenance = useSelector(useLoaderActor(), (snapshot) => snapshot.matches('maintenance'));
  return (
    <div inert={maintenance || undefined} aria-hidden={maintenance || undefined}>
      {children}
    </div>
  );
}
