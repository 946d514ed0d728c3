import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';

/** 'Вы уверены?' before something that cannot be taken back: the focus stays inside until the member answers. */
export function ConfirmDialog({
  open,
  title,
  body,
  yes,
  onYes,
  onNo,
}: {
  open: boolean;
  title: string;
  body: string;
  yes: string;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(d) => {
        if (!d.open) onNo();
      }}
      size="sm"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{body}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onNo}>
                Нет, вернуться
              </Button>
              <Button colorPalette="red" onClick={onYes}>
                {yes}
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
