import { Button } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { resetFormMachine } from '../../../machines/account/reset-form.machine';
import { changePasswordByToken } from '../../api/account';
import { inspect } from '../ui/inspect';
import { toastSuccess } from '../ui/toaster';
import { TEXT, shown } from './account-text';
import { AuthFrame, FormMessage, FormStack, Muted, PasswordField, TextLink } from './account-ui';

const RESET_FAILED = 'Не удалось сменить пароль, попробуйте позже';

/** The new password from a recovery link, change/{token} (product §2, §5, §8). */
export function ResetPasswordPage({ title = 'Новый пароль' }: { title?: string }) {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [machine] = useState(() =>
    resetFormMachine.provide({
      actors: { changePassword: fromPromise(({ input }) => shown(changePasswordByToken(input), RESET_FAILED)) },
      actions: {
        changed: () => {
          toastSuccess(TEXT.resetDone);
          void navigate('/login');
        },
      },
    }),
  );
  const [state, send] = useMachine(machine, { input: { token }, inspect });
  const { password, retry, error } = state.context;

  return (
    <AuthFrame title={title}>
      <FormStack label="Новый пароль" onSubmit={() => send({ type: 'reset.submit' })}>
        <Muted>Придумайте новый пароль: от 4 до 20 символов.</Muted>
        <PasswordField
          label="Новый пароль"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => send({ type: 'reset.change', values: { password: e.target.value } })}
        />
        <PasswordField
          label="Повторите пароль"
          name="retry"
          autoComplete="new-password"
          value={retry}
          onChange={(e) => send({ type: 'reset.change', values: { retry: e.target.value } })}
        />
        {error ? <FormMessage>{error}</FormMessage> : null}
        <Button type="submit" colorPalette="brand" loading={state.matches('submitting')}>
          Сохранить пароль
        </Button>
        <TextLink to="/recovery">Запросить ссылку ещё раз</TextLink>
      </FormStack>
    </AuthFrame>
  );
}
