import { Alert, Field, Input, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';

/**
 * The back office's forms: named for assistive technology, checked by their statecharts rather than the browser's
 * English bubbles (noValidate), sent without leaving the page. When sending finds problems, the focus moves to the
 * first field marked wrong, so that a keyboard or screen-reader user lands where the fixing starts.
 */
export function AdminForm({ label, onSubmit, children }: { label: string; onSubmit: () => void; children: ReactNode }) {
  const form = useRef<HTMLFormElement>(null);
  // Counts the sends; after the render that shows a send's outcome, the first field marked wrong takes the focus.
  const [sends, setSends] = useState(0);
  useEffect(() => {
    if (sends > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [sends]);
  return (
    <form
      ref={form}
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
        setSends((n) => n + 1);
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
