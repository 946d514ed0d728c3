import { Button, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { twoFactorMachine, TwoFactorEvent } from '../../../machines/admin/two-factor.machine';
import { AdminForm, FormAlert } from '../ui/form-parts';

export interface TwoFactorFormProps {
  state: SnapshotFrom<typeof twoFactorMachine>;
  send: (event: TwoFactorEvent) => void;
}

/** The frame of the two-factor panel's forms: their fields, the server's refusal, the send button and 'Отмена'. */
export function TwoFactorForm({
  label,
  send,
  error,
  submit,
  busy,
  busyText,
  danger = false,
  children,
}: {
  label: string;
  send: TwoFactorFormProps['send'];
  error: string | null;
  submit: string;
  busy: boolean;
  busyText: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <AdminForm label={label} onSubmit={() => send({ type: 'twoFactor.submit' })}>
      <Stack gap="4" borderTopWidth="1px" pt="4">
        {children}
        <FormAlert text={error} />
        <HStack gap="2" wrap="wrap">
          <Button type="submit" colorPalette={danger ? 'red' : 'brand'} loading={busy} loadingText={busyText}>
            {submit}
          </Button>
          <Button variant="ghost" onClick={() => send({ type: 'twoFactor.cancel' })}>
            Отмена
          </Button>
        </HStack>
      </Stack>
    </AdminForm>
  );
}
