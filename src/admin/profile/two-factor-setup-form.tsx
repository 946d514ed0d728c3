import { Box, Code, List, QrCode, Stack } from '@chakra-ui/react';
import { CodeField } from '../ui/code-field';
import { TwoFactorForm, type TwoFactorFormProps } from './two-factor-form';

/** The secret in groups of four, as the apps ask for it when typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Setting the app up: the QR code, the secret in text, and the first code that turns two-factor sign-in on. */
export function TwoFactorSetupForm({ state, send }: TwoFactorFormProps) {
  const { setup, code, problems, error } = state.context;
  if (!setup) return null;
  return (
    <TwoFactorForm
      label="Включение двухфакторного входа"
      send={send}
      error={error}
      submit="Подтвердить и включить"
      busy={state.matches('confirming')}
      busyText="Проверяем…"
    >
      <List.Root as="ol" gap="2" ps="5">
        <List.Item>Установите на телефон Google Authenticator, Яндекс Ключ или другое приложение для кодов.</List.Item>
        <List.Item>Отсканируйте QR-код приложением или введите ключ вручную.</List.Item>
        <List.Item>Введите 6 цифр, которые покажет приложение, и нажмите «Подтвердить и включить».</List.Item>
      </List.Root>
      <Box bg="white" color="black" p="3" borderWidth="1px" borderRadius="l2" alignSelf="start">
        <QrCode.Root value={setup.otpauthUrl} size="xl">
          <QrCode.Frame role="img" aria-label="QR-код для приложения-аутентификатора">
            <QrCode.Pattern />
          </QrCode.Frame>
        </QrCode.Root>
      </Box>
      <Stack gap="1">
        <Box as="span" fontSize="sm" color="fg.muted" id="totp-secret-label">
          Ключ для ввода вручную
        </Box>
        <Code aria-labelledby="totp-secret-label" fontSize="md" p="2" alignSelf="start" wordBreak="break-all">
          {grouped(setup.secret)}
        </Code>
      </Stack>
      <CodeField
        problem={problems.code}
        value={code}
        onChange={(e) => send({ type: 'twoFactor.change', values: { code: e.target.value } })}
      />
    </TwoFactorForm>
  );
}
