import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useState, type ReactNode, type RefObject } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { homeLoadingMachine, type HomeBlock } from '../../../../machines/content/home-loading.machine';
import { TIMING_MS } from '../../../domain/constants';
import { useMountedInServerPage } from '../../session/hydration';
import { inspect } from '../../ui/inspect';

type HomeLoadingActor = ActorRefFrom<typeof homeLoadingMachine>;

const HomeLoadingContext = createContext<HomeLoadingActor | null>(null);

/** An image the shopper sees without scrolling: it starts above the bottom of the window. */
function inFirstScreen(img: HTMLImageElement): boolean {
  return img.getBoundingClientRect().top < window.innerHeight;
}

/**
 * Resolves when every image of the first screen under `root` has loaded or failed (decision 0017). Lazy images and
 * those further down are not waited for: they would keep the loading layer until the shopper scrolls.
 */
export function imagesLoaded(root: HTMLElement | null): Promise<void> {
  if (!root) return Promise.resolve();
  const pending = Array.from(root.querySelectorAll('img')).filter(
    (img) => !img.complete && img.loading !== 'lazy' && inFirstScreen(img),
  );
  return Promise.all(
    pending.map(
      (img) =>
        new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

/** The home page's loading overlay actor, shared with the blocks that report to it. */
export function HomeLoadingProvider({ root, children }: { root: RefObject<HTMLElement | null>; children: ReactNode }) {
  const [machine] = useState(() =>
    homeLoadingMachine.provide({ actors: { waitForImages: fromPromise(() => imagesLoaded(root.current)) } }),
  );
  // The layer's start must be the same in the server's markup and in the hydrating browser.
  const served = useMountedInServerPage();
  const actor = useActorRef(machine, { inspect, input: { served } });
  return <HomeLoadingContext.Provider value={actor}>{children}</HomeLoadingContext.Provider>;
}

/**
 * A block's mount callback (product §2): 500 ms after its data has loaded it reports mounted; a failed load reports
 * at once, so the overlay never waits for a block that will not come.
 */
export function useBlockReport(block: HomeBlock, status: 'pending' | 'success' | 'error'): void {
  const actor = useContext(HomeLoadingContext);
  useEffect(() => {
    if (!actor) return;
    if (status === 'error') {
      actor.send({ type: 'home.block.failed', block });
      return;
    }
    if (status !== 'success') return;
    const timer = setTimeout(() => actor.send({ type: 'home.block.mounted', block }), TIMING_MS.MOUNT_CALLBACK_DELAY);
    return () => clearTimeout(timer);
  }, [actor, block, status]);
}

/**
 * The home page's loading layer, until its blocks and images are there; fades out over 0.4 s. It lies over the top of
 * the page as a small spinner and hides nothing: the blocks' own placeholders (the news column's 10 skeletons) are
 * what the shopper watches meanwhile, and the content shows as soon as it arrives.
 */
export function HomeLoadingOverlay() {
  const actor = useContext(HomeLoadingContext);
  if (!actor) throw new Error('HomeLoadingProvider is missing');
  const state = useSelector(actor, (snapshot) => snapshot.value);
  if (state === 'done') return null;
  const fading = state === 'fading';
  return (
    <Center
      role="status"
      aria-live="polite"
      aria-busy={!fading}
      position="absolute"
      top="2"
      insetX="0"
      zIndex="docked"
      pointerEvents="none"
      opacity={fading ? 0 : 1}
      transition={`opacity ${TIMING_MS.LOADER_FADE / 1000}s ease`}
    >
      <Center bg="bg" borderRadius="full" boxShadow="md" boxSize="11">
        <Spinner size="sm" color="brand.solid" />
      </Center>
      <VisuallyHidden>Загрузка главной страницы</VisuallyHidden>
    </Center>
  );
}
