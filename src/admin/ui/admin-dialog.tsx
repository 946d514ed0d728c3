import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The back office's dialogs: titled, the focus kept inside until the member answers or closes it (Escape, the close
 * button and a click outside all mean 'no').
 */
export function AdminDialog({
  open,
  title,
  role = 'dialog',
  size = 'sm',
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md';
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      role={role}
      open={open}
      onOpenChange={(d) => {
        if (!d.open) onClose();
      }}
      size={size}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Закрыть" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
