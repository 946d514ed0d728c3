import { Box, Button, Center, Heading, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { signInMachine } from '../../../machines/admin/sign-in.machine';
import { inspect } from '../../web/ui/inspect';
import { signIn } from '../api/admin-api';
import { useSetMe } from '../shell/staff-session';
import { AdminForm, FormAlert, TextField } from '../ui/form-parts';
import { afterSignIn } from './sign-in-path';

/** /admin/login (issue 15): 'E-mail', 'Пароль', 'Войти'; then the page the member was sent from. */
export function SignInPage() {
  const setMe = useSetMe();
  const navigate = useNavigate();
  const location = useLocation();
  const [machine] = useState(() =>
    signInMachine.provide({
      actors: {
        signIn: fromPromise(async ({ input }) => {
          setMe(await signIn(input.email, input.password));
        }),
      },
      actions: { signedIn: () => void navigate(afterSignIn(location.search), { replace: true }) },
    }),
  );
  const [state, send] = useMachine(machine, { inspect });
  const { email, password, problems, error } = state.context;
  const busy = !state.matches('editing');

  return (
    <Center minH="100dvh" bg="bg.subtle" px="4">
      <Box bg="bg" borderWidth="1px" borderRadius="l3" p={{ base: '5', md: '8' }} w="full" maxW="sm" boxShadow="sm">
        <Heading as="h1" size="xl" mb="6">
          Вход в панель управления
        </Heading>
        <AdminForm label="Вход в панель управления" onSubmit={() => send({ type: 'signIn.submit' })}>
          <Stack gap="4">
            <TextField
              label="E-mail"
              problem={problems.email}
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={(e) => send({ type: 'signIn.change', values: { email: e.target.value } })}
            />
            <TextField
              label="Пароль"
              problem={problems.password}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => send({ type: 'signIn.change', values: { password: e.target.value } })}
            />
            <FormAlert text={error} />
            <Button type="submit" colorPalette="brand" loading={busy} loadingText="Входим…">
              Войти
            </Button>
          </Stack>
        </AdminForm>
      </Box>
    </Center>
  );
}
