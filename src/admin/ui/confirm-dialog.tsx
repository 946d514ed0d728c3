import { Button, Dialog, Text } from '@chakra-ui/react';
import { AdminDialog } from './admin-dialog';

/** 'Вы уверены?' before something that cannot be taken back: the focus stays inside until the member answers. */
export function ConfirmDialog({
  open,
  title,
  body,
  yes,
  onYes,
  onNo,
  busy = false,
  danger = true,
}: {
  open: boolean;
  title: string;
  body: string;
  yes: string;
  onYes: () => void;
  onNo: () => void;
  /** The answer is being carried out. */
  busy?: boolean;
  /** The yes-button in red (something taken away) or the brand's colour. */
  danger?: boolean;
}) {
  return (
    <AdminDialog open={open} title={title} role="alertdialog" onClose={onNo}>
      <Dialog.Body>
        <Text>{body}</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onNo}>
          Нет, вернуться
        </Button>
        <Button colorPalette={danger ? 'red' : 'brand'} loading={busy} onClick={onYes}>
          {yes}
        </Button>
      </Dialog.Footer>
    </AdminDialog>
  );
}
