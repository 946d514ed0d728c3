import { Button } from '@chakra-ui/react';
import { CodeField } from '../ui/code-field';
import { TextField } from '../ui/form-parts';
import { TwoFactorForm, type TwoFactorFormProps } from './two-factor-form';

/** Turning two-factor sign-in off: a current code from the app, or the password when the phone is not at hand. */
export function TwoFactorOffForm({ state, send }: TwoFactorFormProps) {
  const { proof, code, password, problems, error } = state.context;
  return (
    <TwoFactorForm
      label="Выключение двухфакторного входа"
      send={send}
      error={error}
      submit="Выключить"
      busy={state.matches('turningOff')}
      busyText="Выключаем…"
      danger
    >
      {proof === 'code' ? (
        <CodeField
          problem={problems.code}
          value={code}
          onChange={(e) => send({ type: 'twoFactor.change', values: { code: e.target.value } })}
        />
      ) : (
        <TextField
          label="Пароль"
          type="password"
          autoComplete="current-password"
          problem={problems.password}
          value={password}
          onChange={(e) => send({ type: 'twoFactor.change', values: { password: e.target.value } })}
        />
      )}
      <Button
        variant="plain"
        alignSelf="start"
        px="0"
        h="auto"
        whiteSpace="normal"
        textAlign="start"
        textDecoration="underline"
        onClick={() => send({ type: 'twoFactor.proof', proof: proof === 'code' ? 'password' : 'code' })}
      >
        {proof === 'code' ? 'Телефона нет под рукой? Подтвердить паролем' : 'Подтвердить кодом из приложения'}
      </Button>
    </TwoFactorForm>
  );
}
