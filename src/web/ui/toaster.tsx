import { createToaster } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { BREAKPOINT_PX, TIMING_MS, TOAST_ID } from '../../domain/constants';
import { lazyComponent } from './once-opened';
import { whenIdle } from './when-idle';

/**
 * The one toaster (product §4 "Toasts: added, updated, removed; beyond a set limit they queue", §9: 3000 ms). One error
 * toast and one success toast at a time: a new text replaces the one shown instead of stacking a copy.
 */

const onPhone =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(`(max-width: ${BREAKPOINT_PX.CARD_NARROW - 1}px)`).matches;

export const toaster = createToaster({
  placement: onPhone ? 'top' : 'top-end',
  // Below the header's shortcuts (account, wishlist, cart): a toast over them paused while hovered, so the cart
  // could not be reached for as long as the pointer rested there.
  offsets: { top: onPhone ? '6.5rem' : '8rem', right: '1rem', bottom: '1rem', left: '1rem' },
  duration: TIMING_MS.TOAST,
  max: 3,
  pauseOnPageIdle: true,
});

/** The id of the error toast and of the success toast last shown (they may have closed since). */
const shown: { error?: string; success?: string } = {};
let created = 0;

/**
 * Replaces the toast of this kind by a new one, under a new id, so the new text gets its whole 3000 ms. (Zag's toaster
 * keeps a toast's timer when only its title changes under the same id: a text that came while the previous one was
 * closing, say 'Информация сохранена' 3 s after 'Вы успешно авторизовались!', was gone at once, never read.)
 */
function replaceToast(type: 'error' | 'success', text: string): void {
  const previous = shown[type];
  if (previous !== undefined) toaster.remove(previous);
  created += 1;
  const id = `${type === 'error' ? TOAST_ID.ERROR : TOAST_ID.SUCCESS}-${created}`;
  shown[type] = toaster.create({ id, type, title: text, closable: true });
}

export function toastError(text: string): void {
  replaceToast('error', text);
}

export function toastSuccess(text: string): void {
  replaceToast('success', text);
}

const loadToastList = () => import('./toast-list');
/** The list of toasts, from its own module: the first toast mounts it. */
const ToastList = lazyComponent(loadToastList, (module) => module.ToastList);

/** Fetches the list's module once the page is idle, so that the first toast does not wait for the network. */
function prefetchWhenIdle(): () => void {
  return whenIdle(() => void loadToastList().catch(() => undefined), 5000);
}

/**
 * Rendered once, inside the ChakraProvider. The toasts' list (Chakra's toast group, a state machine of its own) is
 * not built while the page starts, only when a toast first comes: it is a good part of the work of hydrating a
 * page (~80 ms of a phone's start, 4× CPU). The list then shows the toasts the store already holds.
 */
export function Toaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(prefetchWhenIdle, []);
  useEffect(() => {
    if (needed) return;
    if (toaster.getVisibleToasts().length > 0) {
      setNeeded(true);
      return;
    }
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToastList toaster={toaster} />
    </Suspense>
  ) : null;
}
