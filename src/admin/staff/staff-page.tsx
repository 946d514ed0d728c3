import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { StaffMember } from '../../contract/admin';
import { staffChangeMachine, type StaffChangeRequest } from '../../../machines/admin/staff-change.machine';
import { STAFF_ROLE_NAME } from '../../domain/staff';
import { inspect } from '../../web/ui/inspect';
import { changeStaff, fetchStaff } from '../api/admin-api';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { formatDateTime } from '../ui/dates';
import { columnHelper, DataTable } from '../ui/data-table';
import { FormDialog } from '../ui/form-dialog';
import { FormAlert, TextField } from '../ui/form-parts';
import { LoadError, Loading } from '../ui/page-state';
import { NewStaffForm } from './new-staff-form';
import { StaffRowActions } from './staff-row-actions';

export const STAFF_KEY = ['admin', 'staff'] as const;

const column = columnHelper<StaffMember>();
const dataColumns = () => [
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('name', { header: 'Имя' }),
  column.accessor('role', { header: 'Роль', cell: (info) => STAFF_ROLE_NAME[info.getValue()] }),
  column.accessor('disabled', {
    header: 'Доступ',
    cell: (info) =>
      info.getValue() ? <Badge colorPalette="gray">Отключён</Badge> : <Badge colorPalette="green">Активен</Badge>,
  }),
  column.accessor('two_factor', {
    header: 'Вход',
    cell: (info) => (info.getValue() ? <Badge colorPalette="blue">Пароль и код</Badge> : 'Пароль'),
  }),
  column.accessor('customer_email', {
    header: 'Покупатель в магазине',
    cell: (info) => info.getValue() ?? '—',
  }),
  column.accessor('date_modified', { header: 'Изменён', cell: (info) => formatDateTime(info.getValue()) }),
];

/** What the owner is asked before a change that takes something from a member. */
function confirmation(request: StaffChangeRequest | null) {
  const email = request?.email ?? '';
  if (request && 'two_factor' in request.change)
    return {
      title: 'Сбросить двухфакторный вход?',
      body: `${email} будет входить только с паролем, пока снова не включит код из приложения в «Мой профиль». Сбросьте, если сотрудник потерял телефон.`,
      yes: 'Да, сбросить',
    };
  if (request && 'customer_email' in request.change)
    return {
      title: 'Отвязать покупателя?',
      body: `Покупатель, связанный с ${email}, больше не увидит в магазине ссылки «Редактировать». Связать можно снова.`,
      yes: 'Да, отвязать',
    };
  return {
    title: 'Отключить сотрудника?',
    body: `${email} больше не сможет войти в панель управления; его открытые сессии закроются. Доступ можно включить снова.`,
    yes: 'Да, отключить',
  };
}

/**
 * 'Сотрудники' (the owner only): who may sign in to the back office and with which role; the owner changes a role,
 * takes access away or gives it back, and adds a member.
 */
export function StaffPage() {
  const client = useQueryClient();
  const staff = useQuery({ queryKey: STAFF_KEY, queryFn: fetchStaff });
  const [machine] = useState(() =>
    staffChangeMachine.provide({
      actors: {
        changeStaff: fromPromise(({ input }: { input: StaffChangeRequest }) =>
          changeStaff(input.staffId, { version: input.version, ...input.change }),
        ),
      },
      actions: { reload: () => void client.invalidateQueries({ queryKey: STAFF_KEY }) },
    }),
  );
  const [state, send] = useMachine(machine, { inspect });
  const { request, error, stale, customerEmail } = state.context;
  const busy = state.matches('saving');
  const linking =
    state.matches('linking') ||
    (busy && request !== null && 'customer_email' in request.change && request.change.customer_email !== null);

  const [columns] = useState(() =>
    column.columns([
      ...dataColumns(),
      column.display({
        id: 'change',
        header: 'Изменить',
        cell: (info) => <StaffRowActions member={info.row.original} ask={(change) => send(change)} />,
      }),
    ]),
  );

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Сотрудники
      </Heading>
      <FormAlert status={stale ? 'warning' : 'error'} text={linking ? null : error}>
        {stale ? 'Список загружен заново: проверьте сотрудника и измените его ещё раз.' : null}
      </FormAlert>
      {busy ? (
        <Text role="status" color="fg.muted">
          Сохраняем…
        </Text>
      ) : null}
      {staff.isPending ? <Loading label="Загружаем сотрудников…" /> : null}
      {staff.isError ? <LoadError error={staff.error} retry={() => void staff.refetch()} /> : null}
      {staff.data ? (
        <DataTable
          caption="Сотрудники"
          columns={columns}
          rows={staff.data.staff}
          rowId={(member) => String(member.staff_id)}
          look={{ wrap: ['email', 'name'] }}
        />
      ) : null}
      <Text color="fg.muted" fontSize="sm">
        Свой пароль и код из приложения сотрудник меняет в «Мой профиль»; забытый пароль задаёт команда{' '}
        <code>npm run staff -- password</code> (см. руководство владельца).
      </Text>
      <NewStaffForm />
      <FormDialog
        open={linking}
        title="Связать с покупателем"
        submit="Связать"
        busy={busy}
        error={error}
        onSubmit={() => send({ type: 'staff.confirm' })}
        onClose={() => send({ type: 'staff.back' })}
      >
        <TextField
          label="E-mail покупателя"
          type="email"
          required
          value={customerEmail}
          onChange={(e) => send({ type: 'staff.customerEmailChanged', value: e.target.value })}
          helper={`Этот покупатель увидит в магазине ссылки «Редактировать»; они откроют редактор только после входа ${request?.email ?? ''} в панель управления.`}
        />
      </FormDialog>
      <ConfirmDialog
        open={state.matches('confirming')}
        {...confirmation(request)}
        onYes={() => send({ type: 'staff.confirm' })}
        onNo={() => send({ type: 'staff.back' })}
      />
    </Stack>
  );
}
