import { Alert, Field, Input, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

/**
 * The back office's forms: named for assistive technology, checked by their statecharts rather than the browser's
 * English bubbles (noValidate), sent without leaving the page.
 */
export function AdminForm({ label, onSubmit, children }: { label: string; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A labelled input with its helper text and, when the form found one, what is wrong with it. */
export function TextField({
  label,
  problem,
  helper,
  required,
  ...input
}: InputProps & { label: string; problem?: string | null; helper?: ReactNode; ref?: Ref<HTMLInputElement> }) {
  return (
    <Field.Root invalid={Boolean(problem)} required={required}>
      <Field.Label>{label}</Field.Label>
      <Input {...input} />
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{problem}</Field.ErrorText>
    </Field.Root>
  );
}

/** A labelled text area (a reason, an answer, a review's text), with what is wrong with it. */
export function TextAreaField({
  label,
  problem,
  helper,
  required,
  ...area
}: TextareaProps & { label: string; problem?: string | null; helper?: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(problem)} required={required}>
      <Field.Label>{label}</Field.Label>
      <Textarea rows={4} {...area} />
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{problem}</Field.ErrorText>
    </Field.Root>
  );
}

/** A form's message: the server's refusal (error), a stale copy (warning), or what went well (success). */
export function FormAlert({
  text,
  status = 'error',
  children,
}: {
  text: string | null | undefined;
  status?: 'error' | 'warning' | 'success';
  children?: ReactNode;
}) {
  if (!text) return null;
  return (
    <Alert.Root status={status} role={status === 'success' ? 'status' : 'alert'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{text}</Alert.Title>
        {children ? <Alert.Description>{children}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
