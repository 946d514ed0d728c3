import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { CodeField } from '../ui/code-field';
import { AdminForm, FormAlert } from '../ui/form-parts';

/** The sign-in's second step: the code from the member's app, or back to sign in as someone else. */
export function CodeStep({
  email,
  code,
  problem,
  error,
  busy,
  onChange,
  onSubmit,
  onBack,
}: {
  email: string;
  code: string;
  problem?: string;
  error: string | null;
  busy: boolean;
  onChange: (code: string) => void;
  onSubmit: () => void;
  onBack: () => void;
}) {
  const field = useRef<HTMLInputElement>(null);
  // The step replaces the form the member was typing in: the caret goes where the next keys belong.
  useEffect(() => field.current?.focus(), []);
  return (
    <AdminForm label="Второй шаг входа" onSubmit={onSubmit}>
      <Stack gap="4">
        <Text>
          Для {email.trim()} включён двухфакторный вход. Откройте приложение-аутентификатор и введите код для
          «Космецевтика».
        </Text>
        <CodeField ref={field} problem={problem} value={code} onChange={(e) => onChange(e.target.value)} />
        <FormAlert text={error} />
        <Button type="submit" colorPalette="brand" loading={busy} loadingText="Проверяем…">
          Подтвердить
        </Button>
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          Войти под другой учётной записью
        </Button>
      </Stack>
    </AdminForm>
  );
}
