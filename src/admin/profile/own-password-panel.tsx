import { Button, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  OWN_PASSWORD_TEXT,
  ownPasswordMachine,
  type OwnPasswordValues,
} from '../../../machines/admin/own-password.machine';
import { STAFF_PASSWORD_MIN } from '../../domain/staff';
import { inspect } from '../../web/ui/inspect';
import { changeOwnPassword } from '../api/security-api';
import { AdminForm, FormAlert, TextField } from '../ui/form-parts';
import { Panel } from '../ui/panel';

const FIELDS: [keyof OwnPasswordValues, string, string][] = [
  ['current', 'Текущий пароль', 'current-password'],
  ['next', 'Новый пароль', 'new-password'],
  ['repeat', 'Повторите новый пароль', 'new-password'],
];

/** 'Смена пароля': the current password, the new one twice; the member's other sessions end. */
export function OwnPasswordPanel() {
  const [machine] = useState(() =>
    ownPasswordMachine.provide({
      actors: {
        changePassword: fromPromise(async ({ input }) => {
          await changeOwnPassword({ current_password: input.current, new_password: input.next });
        }),
      },
    }),
  );
  const [state, send] = useMachine(machine, { inspect });
  const { problems, error, saved } = state.context;

  return (
    <Panel title="Смена пароля">
      <AdminForm label="Смена пароля" onSubmit={() => send({ type: 'password.submit' })}>
        <Stack gap="3">
          {FIELDS.map(([field, label, autoComplete]) => (
            <TextField
              key={field}
              label={label}
              type="password"
              autoComplete={autoComplete}
              helper={field === 'next' ? `Не короче ${STAFF_PASSWORD_MIN} символов` : undefined}
              problem={problems[field]}
              value={state.context[field]}
              onChange={(e) => send({ type: 'password.change', values: { [field]: e.target.value } })}
            />
          ))}
          <FormAlert text={error} />
          <FormAlert status="success" text={saved ? OWN_PASSWORD_TEXT.saved : null} />
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="start"
            loading={state.matches('saving')}
            loadingText="Сохраняем…"
          >
            Сменить пароль
          </Button>
        </Stack>
      </AdminForm>
    </Panel>
  );
}
