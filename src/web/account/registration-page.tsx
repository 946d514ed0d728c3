import { Button, Checkbox, Field, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import {
  registrationComplete,
  registrationFormMachine,
  type RegistrationValues,
} from '../../../machines/account/registration-form.machine';
import { register, uploadCertificate } from '../../api/account';
import { CERTIFICATE_MIME_TYPES, CUSTOMER_TYPE_OPTIONS, UPLOAD_MAX_BYTES } from '../../domain/account';
import { CUSTOMER_TYPE } from '../../domain/constants';
import { checkPasswordsMatch } from '../../domain/validation';
import { useAuthActor, useUser } from '../session/auth';
import { inspect } from '../ui/inspect';
import { PhoneInput } from '../ui/phone-input';
import { toaster, toastSuccess } from '../ui/toaster';
import { TEXT, shown } from './account-text';
import { AuthFrame, FormMessage, FormStack, Muted, PasswordField, TextLink } from './account-ui';

const TOO_LARGE = 'Файл слишком большой: не больше 5 МБ';

/** Registration (product §2, §3, §5, §6, §8). A logged-in shopper goes to /my-account. */
export function RegistrationPage({ title = 'Регистрация' }: { title?: string }) {
  const user = useUser();
  const [pending, setPending] = useState(false);
  // A professional is not logged in: the notice shows and the shop goes home (set before navigating away).
  if (user && !pending) return <Navigate to="/my-account" replace />;
  return (
    <AuthFrame title={title}>
      <RegistrationForm onPending={() => setPending(true)} />
    </AuthFrame>
  );
}

function RegistrationForm({ onPending }: { onPending: () => void }) {
  const auth = useAuthActor();
  const navigate = useNavigate();
  const [machine] = useState(() =>
    registrationFormMachine.provide({
      actors: {
        uploadCertificate: fromPromise(async ({ input }) => {
          const file = input.file;
          if (file.size > UPLOAD_MAX_BYTES) throw new Error(TOO_LARGE);
          const reply = await shown(uploadCertificate(file), TEXT.uploadFailed);
          return { code: reply.code, name: file instanceof File ? file.name : 'файл' };
        }),
        register: fromPromise(({ input }) => shown(register(input), TEXT.registrationFailed)),
      },
      actions: {
        registered: (_, reply) => {
          if ('user' in reply) auth.send({ type: 'auth.login', user: reply.user });
          toastSuccess(TEXT.registrationSuccess);
          void navigate('/my-account');
        },
        awaitingApproval: (_, reply) => {
          onPending();
          // A notice that stays until closed: the professional must read it.
          toaster.create({
            type: 'info',
            title: 'cosmetolog_message' in reply ? reply.cosmetolog_message : '',
            duration: Infinity,
            closable: true,
          });
          void navigate('/');
        },
      },
    }),
  );
  const [state, send] = useMachine(machine, { inspect });
  const { values, certificate, uploadError, error } = state.context;
  const change = (next: Partial<RegistrationValues>) => send({ type: 'registration.change', values: next });
  const mismatch = values.retry !== '' ? checkPasswordsMatch(values.password, values.retry) : null;
  const professional = values.customer_type === CUSTOMER_TYPE.PROFESSIONAL;
  const busy = state.matches('submitting') || state.status === 'done';

  return (
    <FormStack label="Регистрация" onSubmit={() => send({ type: 'registration.submit' })}>
      <Field.Root required>
        <Field.Label>Категория покупателя</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={String(values.customer_type)}
            onChange={(e) => change({ customer_type: Number(e.target.value) === 2 ? 2 : 1 })}
          >
            {CUSTOMER_TYPE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {professional ? (
        <Field.Root required invalid={Boolean(uploadError)}>
          <Field.Label>Диплом или карта клиента</Field.Label>
          <Input
            type="file"
            p="1.5"
            accept={CERTIFICATE_MIME_TYPES.join(',')}
            disabled={state.matches('uploading')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) send({ type: 'registration.file', file });
              // The same file can be chosen again (after a failed upload).
              e.target.value = '';
            }}
          />
          <Field.HelperText>
            Изображение или PDF, не больше 5 МБ. Скидка для специалистов действует после проверки документа.
          </Field.HelperText>
          {state.matches('uploading') ? <Muted>Загружаем файл…</Muted> : null}
          {certificate ? (
            <Text fontSize="sm" color="brand.fg">
              Файл «{certificate.name}» загружен
            </Text>
          ) : null}
          {uploadError ? <Field.ErrorText>{uploadError}</Field.ErrorText> : null}
        </Field.Root>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root required>
          <Field.Label>Имя</Field.Label>
          <Input
            name="name"
            autoComplete="given-name"
            value={values.name}
            onChange={(e) => change({ name: e.target.value })}
          />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Фамилия</Field.Label>
          <Input
            name="surname"
            autoComplete="family-name"
            value={values.surname}
            onChange={(e) => change({ surname: e.target.value })}
          />
        </Field.Root>
      </SimpleGrid>
      <Field.Root required>
        <Field.Label>Телефон</Field.Label>
        <PhoneInput name="phone" value={values.phone} onValueChange={(digits) => change({ phone: digits })} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>E-mail</Field.Label>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => change({ email: e.target.value })}
        />
      </Field.Root>
      <PasswordField
        label="Пароль"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => change({ password: e.target.value })}
      />
      <PasswordField
        label="Повторите пароль"
        name="retry"
        autoComplete="new-password"
        value={values.retry}
        error={mismatch}
        onChange={(e) => change({ retry: e.target.value })}
      />
      <Checkbox.Root checked={values.remember} onCheckedChange={(d) => change({ remember: d.checked === true })}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Запомнить устройство</Checkbox.Label>
      </Checkbox.Root>
      {error ? <FormMessage>{error}</FormMessage> : null}
      <Button type="submit" colorPalette="brand" loading={busy} disabled={!registrationComplete(state.context)}>
        Зарегистрироваться
      </Button>
      <Stack gap="1" align="center" pt="2">
        <TextLink to="/recovery">Забыли пароль?</TextLink>
        <Muted>Уже есть аккаунт?</Muted>
        <TextLink to="/login">Войти</TextLink>
      </Stack>
    </FormStack>
  );
}
