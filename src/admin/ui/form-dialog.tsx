import { Button, Dialog, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AdminDialog } from './admin-dialog';
import { AdminForm, FormAlert } from './form-parts';

/** A small form in a dialog (a reason, an answer, an edit): its fields, the server's refusal, send and 'Отмена'. */
export function FormDialog({
  open,
  title,
  submit,
  busy,
  error,
  danger = false,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  /** The send button's words. */
  submit: string;
  busy: boolean;
  error: string | null;
  danger?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <AdminDialog open={open} title={title} size="md" onClose={onClose}>
      <AdminForm label={title} onSubmit={onSubmit}>
        <Dialog.Body>
          <Stack gap="3">
            {children}
            <FormAlert text={error} />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            Отмена
          </Button>
          <Button type="submit" colorPalette={danger ? 'red' : 'brand'} loading={busy} loadingText="Сохраняем…">
            {submit}
          </Button>
        </Dialog.Footer>
      </AdminForm>
    </AdminDialog>
  );
}
