import { Button, Stack, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { STAFF_ROLE_NAME } from '../../domain/staff';
import { navItemsFor } from './nav-items';
import { useSignOut } from './use-sign-out';
import { useStaff } from './staff-session';

/** The link of the page open now. */
const CURRENT = { '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' } };

/** The sections the member's role opens, who is signed in, and 'Выйти': the sidebar's and the drawer's content. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const staff = useStaff();
  const signOut = useSignOut();
  return (
    <Stack as="nav" aria-label="Разделы панели" gap="1" h="full">
      {navItemsFor(staff.role).map((item) => (
        <Button key={item.to} asChild variant="ghost" justifyContent="start" css={CURRENT}>
          <NavLink to={item.to} end={item.to === '/'} onClick={onNavigate}>
            {item.label}
          </NavLink>
        </Button>
      ))}
      <Stack gap="1" mt="auto" pt="6" borderTopWidth="1px">
        <Text fontSize="sm" fontWeight="medium" truncate>
          {staff.name || staff.email}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {STAFF_ROLE_NAME[staff.role]}
        </Text>
        <Button asChild variant="ghost" size="sm" justifyContent="start" css={CURRENT}>
          <NavLink to="/profile" onClick={onNavigate}>
            Мой профиль
          </NavLink>
        </Button>
        <Button variant="outline" size="sm" mt="2" onClick={() => void signOut()}>
          Выйти
        </Button>
      </Stack>
    </Stack>
  );
}
