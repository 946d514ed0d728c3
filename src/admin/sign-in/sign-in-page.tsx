import { Alert, Box, Button, Center, Field, Heading, Input, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { signInMachine } from '../../../machines/admin/sign-in.machine';
import { inspect } from '../../web/ui/inspect';
import { signIn } from '../api/admin-api';
import { useSetMe } from '../shell/staff-session';
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
        <form
          aria-label="Вход в панель управления"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'signIn.submit' });
          }}
        >
          <Stack gap="4">
            <Field.Root invalid={Boolean(problems.email)}>
              <Field.Label>E-mail</Field.Label>
              <Input
                type="email"
                name="email"
                autoComplete="username"
                value={email}
                onChange={(e) => send({ type: 'signIn.change', values: { email: e.target.value } })}
              />
              <Field.ErrorText>{problems.email}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(problems.password)}>
              <Field.Label>Пароль</Field.Label>
              <Input
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => send({ type: 'signIn.change', values: { password: e.target.value } })}
              />
              <Field.ErrorText>{problems.password}</Field.ErrorText>
            </Field.Root>
            {error ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{error}</Alert.Title>
              </Alert.Root>
            ) : null}
            <Button type="submit" colorPalette="brand" loading={busy} loadingText="Входим…">
              Войти
            </Button>
          </Stack>
        </form>
      </Box>
    </Center>
  );
}
