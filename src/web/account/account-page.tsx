import { Box, Button, Tabs } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useAuthActor, useUser } from '../session/auth';
import { SectionPage } from '../ui/section-page';
import { FadeInOnView as FadeIn } from '../ui/fade-in-on-view';
import { OrdersTab } from './orders-tab';
import { ProfileTab } from './profile-tab';
import { ReturnsTab, TransactionsTab } from './static-tabs';
import { SettingsTab } from './settings-tab';
import type { LoginReturn } from './login-return';

const TABS = [
  { value: 'profile', label: 'Профиль' },
  { value: 'orders', label: 'Мои заказы' },
  { value: 'returns', label: 'Возврат товаров' },
  { value: 'transactions', label: 'История транзакций' },
  { value: 'settings', label: 'Настройки' },
] as const;

/** An order number from the address, or null. */
function orderIdParam(value: string | null): number | null {
  const id = Number(value);
  return value !== null && /^\d{1,9}$/.test(value) && id > 0 ? id : null;
}

/**
 * The account area, /my-account and /profile (product §2: title 'Профиль', heading 'Управление аккаунтом'): side tabs
 * and logout. A shopper who is not logged in goes to /login.
 */
export function AccountPage({ title = 'Профиль' }: { title?: string }) {
  const user = useUser();
  const location = useLocation();
  // Entered logged out: to /login, which comes back here after the login (an e-mail's link to an order keeps it).
  // Logged out here (logout goes to /, an expired session to /login): the auth actor and the profile tab navigate
  // themselves, so this page does not redirect a second time.
  const [enteredLoggedIn] = useState(user !== null);
  if (!user) {
    const back: LoginReturn = { next: `${location.pathname}${location.search}` };
    return enteredLoggedIn ? null : <Navigate to="/login" replace state={back} />;
  }
  return (
    <SectionPage title={title} heading="Управление аккаунтом">
      <AccountTabs customerId={user.customer_id} />
    </SectionPage>
  );
}

function AccountTabs({ customerId }: { customerId: number }) {
  const auth = useAuthActor();
  const loggingOut = useAuthLoggingOut();
  // ?order=N (the link in an order's e-mails): 'Мои заказы' with that order open.
  const [params, setParams] = useSearchParams();
  const [linkedOrder] = useState(() => orderIdParam(params.get('order')));
  const forgetLink = () =>
    setParams(
      (now) => {
        now.delete('order');
        return now;
      },
      { replace: true },
    );
  return (
    <Tabs.Root
      defaultValue={linkedOrder === null ? 'profile' : 'orders'}
      orientation="vertical"
      variant="subtle"
      colorPalette="brand"
      lazyMount
      display="flex"
      flexDirection={{ base: 'column', lg: 'row' }}
      gap={{ base: '4', lg: '8' }}
    >
      <Box flexShrink={0} w={{ lg: '60' }}>
        <Tabs.List
          aria-label="Разделы аккаунта"
          flexDirection={{ base: 'row', lg: 'column' }}
          flexWrap={{ base: 'wrap', lg: 'nowrap' }}
          gap="1"
          borderWidth="0"
        >
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} justifyContent="flex-start">
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Button
          mt="4"
          variant="outline"
          size="sm"
          loading={loggingOut}
          onClick={() => auth.send({ type: 'auth.logout' })}
        >
          Выйти
        </Button>
      </Box>
      <Box flex="1" minW="0">
        <Tabs.Content value="profile" pt="0" ps="0">
          <FadeIn>
            <ProfileTab customerId={customerId} />
          </FadeIn>
        </Tabs.Content>
        <Tabs.Content value="orders" pt="0" ps="0">
          <FadeIn>
            <OrdersTab customerId={customerId} openOrderId={linkedOrder} onClosed={forgetLink} />
          </FadeIn>
        </Tabs.Content>
        <Tabs.Content value="returns" pt="0" ps="0">
          <FadeIn>
            <ReturnsTab />
          </FadeIn>
        </Tabs.Content>
        <Tabs.Content value="transactions" pt="0" ps="0">
          <FadeIn>
            <TransactionsTab />
          </FadeIn>
        </Tabs.Content>
        <Tabs.Content value="settings" pt="0" ps="0">
          <FadeIn>
            <SettingsTab customerId={customerId} />
          </FadeIn>
        </Tabs.Content>
      </Box>
    </Tabs.Root>
  );
}

function useAuthLoggingOut(): boolean {
  return useSelector(useAuthActor(), (snapshot) => snapshot.matches('loggingOut'));
}
