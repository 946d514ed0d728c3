import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { passwordLockMachine } from '../../../machines/account/password-lock.machine';
import { changePassword } from '../../api/account';
import { useAuthActor, useUser } from '../session/auth';
import { inspect } from '../ui/inspect';
import { toastSuccess } from '../ui/toaster';
import { TEXT, shown } from './account-text';
import { FormStack, PasswordInput } from './account-ui';

/** Settings (product §2): the e-mail read-only, the password locked until 'Изменить'. */
export function SettingsTab({ customerId }: { customerId: number }) {
  const auth = useAuthActor();
  const user = useUser();
  const [visible, setVisible] = useState(false);
  const [machine] = useState(() =>
    passwordLockMachine.provide({
      actors: {
        changePassword: fromPromise(({ input }) =>
          shown(changePassword({ customer_id: customerId, password: input.password }), TEXT.saveFailed),
        ),
      },
      actions: {
        changed: () => {
          toastSuccess(TEXT.passwordChanged);
          auth.send({ type: 'auth.logout' });
        },
      },
    }),
  );
  const [state, send] = useMachine(machine, { inspect });
  const locked = state.matches('locked');

  return (
    <FormStack label="Настройки" onSubmit={() => send({ type: 'password.save' })}>
      <Field.Root readOnly>
        <Field.Label>E-mail</Field.Label>
        <Input value={user?.email ?? ''} readOnly />
      </Field.Root>
      <Field.Root invalid={Boolean(state.context.error)} disabled={locked}>
        <Field.Label>Пароль</Field.Label>
        <HStack align="start">
          <Stack flex="1" gap="1">
            <PasswordInput
              name="password"
              autoComplete="new-password"
              placeholder={locked ? '••••••••' : 'Новый пароль, не короче 5 символов'}
              value={state.context.password}
              disabled={locked}
              visible={visible}
              onToggleVisible={() => setVisible((v) => !v)}
              onChange={(e) => send({ type: 'password.change', password: e.target.value })}
            />
          </Stack>
          <Button
            type="button"
            variant="outline"
            onClick={() => send({ type: locked ? 'password.unlock' : 'password.cancel' })}
          >
            {locked ? 'Изменить' : 'Отменить'}
          </Button>
        </HStack>
        {state.context.error ? <Field.ErrorText>{state.context.error}</Field.ErrorText> : null}
      </Field.Root>
      <Button type="submit" colorPalette="brand" alignSelf="start" disabled={locked} loading={state.matches('saving')}>
        Сохранить
      </Button>
    </FormStack>
  );
}
