import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { BREAKPOINT_PX, TIMING_MS, TOAST_ID } from '../../domain/constants';

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

/** Light toasts (product §9): a white panel whose coloured edge and icon tell the kind, instead of a solid fill. */
const lightToast = {
  '&[data-type]': { bg: 'bg.panel', color: 'fg', borderInlineStartWidth: '4px' },
  '&[data-type=error]': { borderInlineStartColor: 'fg.error' },
  '&[data-type=success]': { borderInlineStartColor: 'fg.success' },
  '&[data-type=info]': { borderInlineStartColor: 'brand.solid' },
  '&[data-type=error] [data-part=indicator]': { color: 'fg.error' },
  '&[data-type=success] [data-part=indicator]': { color: 'fg.success' },
} as const;

/** Rendered once, inside the ChakraProvider. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} borderWidth="1px" borderColor="border" css={lightToast}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label="Закрыть уведомление" /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
