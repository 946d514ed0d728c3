import type { InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { TextField } from './form-parts';

/**
 * 'Код из приложения': the 6 digits of the member's authenticator app, with the phone's number pad and the browser's
 * one-time-code filling.
 */
export function CodeField({
  problem,
  ...input
}: InputProps & { problem?: string | null; ref?: Ref<HTMLInputElement> }) {
  return (
    <TextField
      label="Код из приложения"
      problem={problem}
      helper="6 цифр из Google Authenticator, Яндекс Ключа или другого приложения"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      maxW="12rem"
      {...input}
    />
  );
}
