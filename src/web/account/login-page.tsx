import { Button, Checkbox, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { loginFormMachine } from '../../../machines/account/login-form.machine';
import { authenticate } from '../../api/account';
import { useAuthActor, useUser } from '../session/auth';
import { inspect } from '../ui/inspect';
import { toastSuccess } from '../ui/toaster';
import { TEXT, shown } from './account-text';
import { AuthFrame, FormMessage, FormStack, Muted, PasswordInput, TextLink } from './account-ui';
import { SocialLogin } from './social-login';
import { loginDestination } from './login-return';

/** Login (product §2: 'Авторизация', heading 'Вход'). A logged-in shopper goes straight to /my-account. */
export function LoginPage({ title = 'Авторизация' }: { title?: string }) {
  const user = useUser();
  const location = useLocation();
  if (user) return <Navigate to={loginDestination(location.state)} replace />;
  return (
    <AuthFrame title={title} heading="Вход">
      <LoginForm />
    </AuthFrame>
  );
}

function LoginForm() {
  const auth = useAuthActor();
  const navigate = useNavigate();
  const location = useLocation();
  const [machine] = useState(() =>
    loginFormMachine.provide({
      actors: { authenticate: fromPromise(({ input }) => shown(authenticate(input), TEXT.loginFailed)) },
      actions: {
        loggedIn: (_, user) => {
          auth.send({ type: 'auth.login', user });
          toastSuccess(TEXT.loginSuccess);
          void navigate(loginDestination(location.state));
        },
      },
    }),
  );
  const [state, send] = useMachine(machine, { inspect });
  const { email, password, remember, showPassword, error } = state.context;
  const busy = state.matches('submitting') || state.matches('done');
  const change = (values: Partial<typeof state.context>) => send({ type: 'login.change', values });

  return (
    <FormStack label="Вход" onSubmit={() => send({ type: 'login.submit' })}>
      <Field.Root required>
        <Field.Label>E-mail</Field.Label>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => change({ email: e.target.value })}
        />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Пароль</Field.Label>
        <PasswordInput
          name="password"
          autoComplete="current-password"
          value={password}
          visible={showPassword}
          onToggleVisible={() => send({ type: 'login.togglePassword' })}
          onChange={(e) => change({ password: e.target.value })}
        />
      </Field.Root>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Checkbox.Root checked={remember} onCheckedChange={(d) => change({ remember: d.checked === true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Запомнить устройство</Checkbox.Label>
        </Checkbox.Root>
        <TextLink to="/recovery">Забыли пароль</TextLink>
      </HStack>
      {error ? <FormMessage>{error}</FormMessage> : null}
      <Button
        type="submit"
        colorPalette="brand"
        loading={busy}
        loadingText="Входим…"
        disabled={email.trim() === '' || password === ''}
      >
        Войти
      </Button>
      <SocialLogin />
      <Stack gap="1" pt="2" align="center">
        <Muted>Ещё нет аккаунта?</Muted>
        <TextLink to="/create-account">Зарегистрироваться</TextLink>
      </Stack>
    </FormStack>
  );
}
