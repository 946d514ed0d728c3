import { Box, Button, Center, Heading, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { signInMachine } from '../../../machines/admin/sign-in.machine';
import { inspect } from '../../web/ui/inspect';
import { signIn } from '../api/admin-api';
import { useSetMe } from '../shell/staff-session';
import { AdminForm, FormAlert, TextField } from '../ui/form-parts';
import { CodeStep } from './code-step';
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
          const reply = await signIn(input);
          if ('code_required' in reply) return 'codeRequired' as const;
          setMe(reply);
          return 'signedIn' as const;
        }),
      },
      actions: { signedIn: () => void navigate(afterSignIn(location.search), { replace: true }) },
    }),
  );
  const [state, send] = useMachine(machine, { inspect });
  const { email, password, problems, error } = state.context;
  const busy = !state.matches('editing');
  const secondStep = state.matches('askingCode') || state.matches('checkingCode');

  return (
    <Center minH="100dvh" bg="bg.subtle" px="4">
      <Box bg="bg" borderWidth="1px" borderRadius="l3" p={{ base: '5', md: '8' }} w="full" maxW="sm" boxShadow="sm">
        <Heading as="h1" size="xl" mb="6">
          Вход в панель управления
        </Heading>
        {secondStep ? (
          <CodeStep
            email={email}
            code={state.context.code}
            problem={problems.code}
            error={error}
            busy={state.matches('checkingCode')}
            onChange={(code) => send({ type: 'signIn.change', values: { code } })}
            onSubmit={() => send({ type: 'signIn.submit' })}
            onBack={() => send({ type: 'signIn.back' })}
          />
        ) : (
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
        )}
      </Box>
    </Center>
  );
}
