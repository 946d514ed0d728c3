import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CART_TEXT } from './cart-text';
import { TrashIcon } from '../ui/icons';
import { useCartCommand } from './use-cart-command';

/** 'Очистить корзину' with the confirm 'Вы действительно хотите очистить корзину?' (product §2). */
export function ClearCartButton() {
  const send = useCartCommand();
  const [open, setOpen] = useState(false);
  const clear = () => {
    setOpen(false);
    void send({ type: 'cart.clear' });
  };
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(d) => setOpen(d.open)} size="sm" placement="center">
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" color="fg.muted" alignSelf="start">
          <TrashIcon />
          {CART_TEXT.clear}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{CART_TEXT.clear}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{CART_TEXT.clearConfirm}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{CART_TEXT.cancel}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={clear}>
                {CART_TEXT.clearYes}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Закрыть" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
