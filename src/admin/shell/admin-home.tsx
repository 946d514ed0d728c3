import { Text } from '@chakra-ui/react';
import { Navigate } from 'react-router-dom';
import { PageMessage } from '../ui/page-state';
import { navItemsFor } from './nav-items';
import { useStaff } from './staff-session';

/** /admin opens the member's first section; a role with none built yet is told so plainly. */
export function AdminHome() {
  const staff = useStaff();
  const [first] = navItemsFor(staff.role);
  if (first) return <Navigate to={first.to} replace />;
  return (
    <PageMessage title="Панель управления">
      <Text>Разделы для вашей роли (каталог и материалы сайта) ещё не готовы: они появятся в панели позже.</Text>
    </PageMessage>
  );
}
