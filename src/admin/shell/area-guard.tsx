import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { canOpen, STAFF_ROLE_NAME, type StaffArea } from '../../domain/staff';
import { PageMessage } from '../ui/page-state';
import { useStaff } from './staff-session';

/** A page of an area the member's role does not open says so (the server refuses its calls anyway). */
export function AreaGuard({ area, children }: { area: StaffArea; children: ReactNode }) {
  const staff = useStaff();
  if (canOpen(staff.role, area)) return children;
  return (
    <PageMessage title="Нет доступа">
      <Text>Этот раздел не открыт для роли «{STAFF_ROLE_NAME[staff.role]}».</Text>
    </PageMessage>
  );
}
