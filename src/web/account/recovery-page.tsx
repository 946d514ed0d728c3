import { Button, Field, Input, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { recoveryMachine } from '../../../machines/account/recovery.machine';
import { requestPasswordRecovery } from '../../api/account';
import { RECOVERY_RESEND_SECONDS } from '../../domain/constants';
import { checkRecoveryEmail } from '../../domain/validation';
import { inspect } from '../ui/inspect';
import { TEXT, shown } from './account-text';
import { AuthFrame, FormMessage, FormStack, Muted, TextLink } from './account-ui';

/** Password recovery by e-mail (product §2, §4, §5, §8). */
export function RecoveryPage({ title = 'Восстановление пароля' }: { title?: string }) {
  const [machine] = useState(() =>
    recoveryMachine.provide({
      actors: {
        requestRecovery: fromPromise(({ input }) => shown(requestPasswordRecovery(input.email), TEXT.recoveryFailed)),
      },
    }),
  );
  const [state, send] = useMachine(machine, { input: { resendSeconds: RECOVERY_RESEND_SECONDS }, inspect });
  const { email, secondsLeft, sent, sentTo, error } = state.context;
  const problem = checkRecoveryEmail(email);
  const [touched, setTouched] = useState(false);
  const waiting = state.matches('waiting');
  // The countdown holds back a resend to the same address only; a corrected address can be sent at once.
  const resendBlocked = waiting && email.trim() === sentTo;

  return (
    <AuthFrame title={title}>
      <FormStack label="Восстановление пароля" onSubmit={() => send({ type: 'recovery.send' })}>
        <Muted>Укажите e-mail, с которым вы регистрировались: мы пришлём ссылку для смены пароля.</Muted>
        <Field.Root required invalid={touched && problem !== null}>
          <Field.Label>E-mail</Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onBlur={() => setTouched(true)}
            onChange={(e) => {
              setTouched(true);
              send({ type: 'recovery.change', email: e.target.value });
            }}
          />
          {touched && problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
        </Field.Root>
        {waiting ? <FormMessage status="success">{TEXT.recoverySent}</FormMessage> : null}
        {error ? <FormMessage>{error}</FormMessage> : null}
        {waiting ? (
          <Text color="fg.muted" aria-live="polite">
            Повторная отправка возможна через: {secondsLeft} с.
          </Text>
        ) : null}
        <Button
          type="submit"
          colorPalette="brand"
          loading={state.matches('sending')}
          disabled={problem !== null || resendBlocked}
        >
          {sent ? 'Отправить повторно' : 'Отправить'}
        </Button>
        <TextLink to="/login">Вернуться ко входу</TextLink>
      </FormStack>
    </AuthFrame>
  );
}
