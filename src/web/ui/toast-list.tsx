import { Toaster as ChakraToaster, Portal, Stack, Toast, type CreateToasterReturn } from '@chakra-ui/react';

/** Light toasts (product §9): a white panel whose coloured edge and icon tell the kind, instead of a solid fill. */
const lightToast = {
  '&[data-type]': { bg: 'bg.panel', color: 'fg', borderInlineStartWidth: '4px' },
  '&[data-type=error]': { borderInlineStartColor: 'fg.error' },
  '&[data-type=success]': { borderInlineStartColor: 'fg.success' },
  '&[data-type=info]': { borderInlineStartColor: 'brand.solid' },
  '&[data-type=error] [data-part=indicator]': { color: 'fg.error' },
  '&[data-type=success] [data-part=indicator]': { color: 'fg.success' },
} as const;

/** The toasts of the shop's one toaster as they come and go (mounted by Toaster, toaster.tsx, when the first comes). */
export function ToastList({ toaster }: { toaster: CreateToasterReturn }) {
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
