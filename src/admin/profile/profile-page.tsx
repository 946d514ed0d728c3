import { Heading, Stack, Text } from '@chakra-ui/react';
import { STAFF_ROLE_NAME } from '../../domain/staff';
import { useStaff } from '../shell/staff-session';
import { OwnPasswordPanel } from './own-password-panel';
import { TwoFactorPanel } from './two-factor-panel';

/** 'Мой профиль' (every role): who is signed in, their two-factor sign-in and their password. */
export function ProfilePage() {
  const staff = useStaff();
  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h1" size="2xl">
        Мой профиль
      </Heading>
      <Text>
        {staff.name ? `${staff.name}, ` : ''}
        {staff.email} — {STAFF_ROLE_NAME[staff.role]}
      </Text>
      <TwoFactorPanel />
      <OwnPasswordPanel />
    </Stack>
  );
}
