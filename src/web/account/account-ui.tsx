import { Alert, Box, Field, IconButton, Input, InputGroup, Link, Stack, Text, type InputProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SectionPage } from '../ui/section-page';

/** The narrow card the login, registration, recovery and reset forms sit in. */
export function AuthFrame({ title, heading, children }: { title: string; heading?: string; children: ReactNode }) {
  return (
    <SectionPage title={title} heading={heading}>
      <Box maxW="md" borderWidth="1px" borderColor="border" borderRadius="l3" p={{ base: '5', md: '8' }} bg="bg.panel">
        {children}
      </Box>
    </SectionPage>
  );
}

/** A message under a form: the server's error or a notice (role alert, so it is read out). */
export function FormMessage({
  status = 'error',
  children,
}: {
  status?: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <Alert.Root status={status} borderRadius="l2">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{children}</Alert.Title>
    </Alert.Root>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="m3 3 18 18" />}
    </svg>
  );
}

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  visible: boolean;
  onToggleVisible: () => void;
}

/** A password input with the show/hide button (product §2 "password with show/hide toggle"). */
export function PasswordInput({ visible, onToggleVisible, ...rest }: PasswordInputProps) {
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          me="-2"
          aria-label={visible ? 'Скрыть пароль' : 'Показать пароль'}
          aria-pressed={visible}
          onClick={onToggleVisible}
        >
          <EyeIcon open={!visible} />
        </IconButton>
      }
    >
      <Input type={visible ? 'text' : 'password'} {...rest} />
    </InputGroup>
  );
}

/** A password field whose visibility it keeps itself. */
export function PasswordField({
  label,
  error,
  ...rest
}: Omit<InputProps, 'type'> & { label: string; error?: string | null }) {
  const [visible, setVisible] = useState(false);
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{label}</Field.Label>
      <PasswordInput visible={visible} onToggleVisible={() => setVisible((v) => !v)} {...rest} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg" textDecoration="underline" textUnderlineOffset="3px">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

export function FormStack({ children, onSubmit, label }: { children: ReactNode; onSubmit: () => void; label: string }) {
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="4">{children}</Stack>
    </form>
  );
}

export function Muted({ children }: { children: ReactNode }) {
  return (
    <Text color="fg.muted" fontSize="sm">
      {children}
    </Text>
  );
}
