import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Where the shopper had scrolled on each history entry (by location key), for Back and Forward. */
const positions = new Map<string, number>();
/** How long Back keeps the restored place while the page takes its shape (its list reloading), at most. */
const RESTORE_WITHIN_MS = 8000;
/** The page has taken its shape when its height has not changed for this long. */
const STABLE_MS = 800;
/** What the shopper does that ends the restoring: their own scrolling wins. */
const INTERACTIONS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * product §2: every route change scrolls smoothly to the top; Back and Forward return to where the shopper was on that
 * page (a catalogue or search results left for a product), once the page is tall enough to scroll there.
 */
export function useScrollOnRouteChange(): void {
  const { key, pathname } = useLocation();
  const navigation = useNavigationType();

  useEffect(() => {
    // The shop restores positions itself, once the page has its content; the browser's own attempt comes too early.
    window.history.scrollRestoration = 'manual';
  }, []);

  // A layout effect: its listener is gone before the next page is painted, so the scrolls that page causes (the
  // browser clamping to its height, the smooth scroll to its top) are never recorded as this page's place.
  useLayoutEffect(() => {
    const save = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);

  useEffect(() => {
    const saved = positions.get(key);
    if (navigation !== NavigationType.Pop || saved === undefined) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    return restoreWhenTallEnough(saved);
    // Only a new page scrolls: a change of the query alone (filters, paging) keeps the place.
  }, [pathname]);
}

/**
 * Scrolls to `top` and keeps it there while the page is still taking its shape (lists and blocks arriving from the
 * cache or the server change its height above that point), until its height has not changed for STABLE_MS,
 * RESTORE_WITHIN_MS have passed, or the shopper scrolls, taps or types. Scroll anchoring is off meanwhile: it would follow whatever
 * element happened to be on screen while the page was still short.
 */
function restoreWhenTallEnough(top: number): () => void {
  const root = document.documentElement;
  const started = performance.now();
  let frame = 0;
  let height = -1;
  let heightSince = started;
  const stop = () => {
    cancelAnimationFrame(frame);
    root.style.removeProperty('overflow-anchor');
    for (const type of INTERACTIONS) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    const now = performance.now();
    if (root.scrollHeight !== height) {
      height = root.scrollHeight;
      heightSince = now;
    }
    if (Math.abs(window.scrollY - top) > 1) window.scrollTo({ top, behavior: 'instant' });
    const settled = now - heightSince > STABLE_MS && height - window.innerHeight >= top;
    if (settled || now - started > RESTORE_WITHIN_MS) stop();
    else frame = requestAnimationFrame(attempt);
  };
  root.style.setProperty('overflow-anchor', 'none');
  for (const type of INTERACTIONS) window.addEventListener(type, stop, { passive: true, once: true });
  attempt();
  return stop;
}
