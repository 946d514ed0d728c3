import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { StaffMember } from '../../contract/admin';
import { STAFF_ROLE_NAME } from '../../domain/staff';
import { fetchStaff } from '../api/admin-api';
import { formatDateTime } from '../ui/dates';
import { columnHelper, DataTable } from '../ui/data-table';
import { LoadError, Loading } from '../ui/page-state';
import { NewStaffForm } from './new-staff-form';

export const STAFF_KEY = ['admin', 'staff'] as const;

const column = columnHelper<StaffMember>();
const columns = column.columns([
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('name', { header: 'Имя' }),
  column.accessor('role', { header: 'Роль', cell: (info) => STAFF_ROLE_NAME[info.getValue()] }),
  column.accessor('disabled', {
    header: 'Доступ',
    cell: (info) =>
      info.getValue() ? <Badge colorPalette="gray">Отключён</Badge> : <Badge colorPalette="green">Активен</Badge>,
  }),
  column.accessor('date_modified', { header: 'Изменён', cell: (info) => formatDateTime(info.getValue()) }),
]);

/** 'Сотрудники' (the owner only): who may sign in to the back office, with which role; a new member. */
export function StaffPage() {
  const staff = useQuery({ queryKey: STAFF_KEY, queryFn: fetchStaff });
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Сотрудники
      </Heading>
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
        Роль, пароль и доступ сотрудника меняет команда <code>npm run staff</code> (см. руководство владельца).
      </Text>
      <NewStaffForm />
    </Stack>
  );
}
