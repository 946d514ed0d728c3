import { Button, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { twoFactorMachine } from '../../../machines/admin/two-factor.machine';
import { inspect } from '../../web/ui/inspect';
import { confirmTwoFactor, startTwoFactor, turnOffTwoFactor } from '../api/security-api';
import { ME_KEY, useStaff } from '../shell/staff-session';
import { FormAlert } from '../ui/form-parts';
import { Panel } from '../ui/panel';
import { TwoFactorOffForm } from './two-factor-off-form';
import { TwoFactorSetupForm } from './two-factor-setup-form';

/** 'Двухфакторный вход': on or off, setting it up with the app, turning it off. */
export function TwoFactorPanel() {
  const staff = useStaff();
  const client = useQueryClient();
  const [machine] = useState(() =>
    twoFactorMachine.provide({
      actors: {
        startSetup: fromPromise(async () => {
          const { secret, otpauth_url } = await startTwoFactor();
          return { secret, otpauthUrl: otpauth_url };
        }),
        confirm: fromPromise(async ({ input }) => {
          await confirmTwoFactor(input.code);
        }),
        turnOff: fromPromise(async ({ input }) => {
          await turnOffTwoFactor(input);
        }),
      },
      actions: { changed: () => void client.invalidateQueries({ queryKey: ME_KEY }) },
    }),
  );
  const [state, send] = useMachine(machine, { input: { enabled: staff.two_factor }, inspect });
  const { enabled, notice, error } = state.context;
  const idle = state.matches('off') || state.matches('on') || state.matches('starting');

  return (
    <Panel title="Двухфакторный вход">
      <Stack gap="3">
        <Text>
          {enabled
            ? 'Включён: после пароля при входе спрашивается код из приложения на вашем телефоне.'
            : 'Выключен: для входа достаточно пароля. С кодом из приложения украденный пароль не откроет панель.'}
        </Text>
        <FormAlert status="success" text={notice} />
        {idle ? <FormAlert text={error} /> : null}
        {state.matches('off') || state.matches('starting') ? (
          <Button
            alignSelf="start"
            colorPalette="brand"
            loading={state.matches('starting')}
            loadingText="Готовим QR-код…"
            onClick={() => send({ type: 'twoFactor.start' })}
          >
            Включить двухфакторный вход
          </Button>
        ) : null}
        {state.matches('on') ? (
          <Button alignSelf="start" variant="outline" onClick={() => send({ type: 'twoFactor.stop' })}>
            Выключить двухфакторный вход
          </Button>
        ) : null}
        {state.matches('showing') || state.matches('confirming') ? (
          <TwoFactorSetupForm state={state} send={send} />
        ) : null}
        {state.matches('stopping') || state.matches('turningOff') ? (
          <TwoFactorOffForm state={state} send={send} />
        ) : null}
      </Stack>
    </Panel>
  );
}
