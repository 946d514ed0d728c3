import { Button, Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { newStaffMachine } from '../../../machines/admin/new-staff.machine';
import { isStaffRole, STAFF_PASSWORD_MIN, STAFF_ROLE_NAME, STAFF_ROLES } from '../../domain/staff';
import { inspect } from '../../web/ui/inspect';
import { createStaff } from '../api/admin-api';
import { AdminForm, FormAlert, TextField } from '../ui/form-parts';
import { Panel } from '../ui/panel';

/** 'Добавить сотрудника': e-mail, name, password and role; the list shows the new member at once. */
export function NewStaffForm() {
  const client = useQueryClient();
  const [machine] = useState(() =>
    newStaffMachine.provide({
      actors: {
        addStaff: fromPromise(async ({ input }) => {
          await createStaff(input);
        }),
      },
      actions: { added: () => void client.invalidateQueries({ queryKey: ['admin', 'staff'] }) },
    }),
  );
  const [state, send] = useMachine(machine, { inspect });
  const { email, name, password, role, problems, error, added } = state.context;
  const busy = state.matches('submitting');

  return (
    <Panel title="Добавить сотрудника">
      <AdminForm label="Добавить сотрудника" onSubmit={() => send({ type: 'staff.submit' })}>
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <TextField
              label="E-mail"
              problem={problems.email}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => send({ type: 'staff.change', values: { email: e.target.value } })}
            />
            <TextField
              label="Имя"
              value={name}
              maxLength={128}
              onChange={(e) => send({ type: 'staff.change', values: { name: e.target.value } })}
            />
            <TextField
              label="Пароль"
              problem={problems.password}
              helper={`Не короче ${STAFF_PASSWORD_MIN} символов`}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => send({ type: 'staff.change', values: { password: e.target.value } })}
            />
            <Field.Root>
              <Field.Label>Роль</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={role}
                  onChange={(e) => {
                    if (isStaffRole(e.target.value)) send({ type: 'staff.change', values: { role: e.target.value } });
                  }}
                >
                  {STAFF_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {STAFF_ROLE_NAME[r]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </SimpleGrid>
          <FormAlert text={error} />
          <FormAlert status="success" text={added ? `Сотрудник ${added} добавлен` : null} />
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy} loadingText="Добавляем…">
            Добавить сотрудника
          </Button>
        </Stack>
      </AdminForm>
    </Panel>
  );
}
