import { Alert, Box, Button, Field, Heading, Input, Stack, Textarea } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { questionFormMachine, type QuestionProduct } from '../../../../machines/content/question-form.machine';
import { addQuestion } from '../../../api/content';
import { inspect } from '../../ui/inspect';
import { ProductSuggestField } from './product-suggest-field';
import { readStoredIdentity } from './stored-identity';

/** product §4: what the shopper sees once the question is sent. */
export function sentText(number: number): string {
  return `Форма отправлена №${number}! Мы ответим вам в ближайшее время`;
}

export interface QuestionFormProps {
  /** On a product page: the product the question is about (shown, not editable). */
  product?: QuestionProduct;
  /** Called with the question's number once it is sent (e.g. to refresh a list of questions). */
  onSent?: (number: number) => void;
  /** The form's heading; the product page's tab may pass its own. */
  heading?: string;
}

/**
 * The question form (product §2 '/faq' and the product page's 'Вопросы' tab; §4, §5): name, e-mail, product (from the
 * suggestions) and question, all required. A logged-in shopper's name and e-mail are filled in and locked.
 * The flow is the question-form machine.
 */
export function QuestionForm({ product, onSent, heading = 'Задать вопрос' }: QuestionFormProps) {
  const [identity] = useState(readStoredIdentity);
  const sentRef = useRef(onSent);
  useEffect(() => {
    sentRef.current = onSent;
  }, [onSent]);
  const [machine] = useState(() =>
    questionFormMachine.provide({
      actors: { submitQuestion: fromPromise(({ input }) => addQuestion(input)) },
      actions: { notifySent: (_, number) => sentRef.current?.(number) },
    }),
  );
  const locked = Boolean(identity?.name && identity.email);
  const [state, send] = useMachine(machine, {
    input: { name: identity?.name, email: identity?.email, identityLocked: locked, product: product ?? null },
    inspect,
  });
  const { context } = state;
  const submitting = state.matches('submitting');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'question.submit' });
  };

  return (
    <Box as="section" aria-labelledby="question-form-heading">
      <Heading as="h2" id="question-form-heading" size="xl" mb="4">
        {heading}
      </Heading>
      <form onSubmit={submit} noValidate aria-labelledby="question-form-heading">
        <Stack gap="4" maxW="2xl">
          <Field.Root invalid={Boolean(context.errors.name)} required>
            <Field.Label>
              Ваше имя
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="name"
              autoComplete="given-name"
              value={context.name}
              readOnly={context.identityLocked}
              onChange={(e) => send({ type: 'question.name.change', value: e.target.value })}
            />
            {context.errors.name ? <Field.ErrorText>{context.errors.name}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root invalid={Boolean(context.errors.email)} required>
            <Field.Label>
              E-mail
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              value={context.email}
              readOnly={context.identityLocked}
              onChange={(e) => send({ type: 'question.email.change', value: e.target.value })}
            />
            {context.errors.email ? <Field.ErrorText>{context.errors.email}</Field.ErrorText> : null}
          </Field.Root>
          <ProductSuggestField
            value={context.productQuery}
            chosen={context.productId !== null}
            fixed={context.productFixed}
            error={context.errors.product}
            onType={(value) => send({ type: 'question.product.type', value })}
            onChoose={(found) =>
              send({ type: 'question.product.choose', product: { productId: found.product_id, name: found.name } })
            }
          />
          <Field.Root invalid={Boolean(context.errors.text)} required>
            <Field.Label>
              Ваш вопрос
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              name="text"
              rows={4}
              value={context.text}
              onChange={(e) => send({ type: 'question.text.change', value: e.target.value })}
            />
            {context.errors.text ? <Field.ErrorText>{context.errors.text}</Field.ErrorText> : null}
          </Field.Root>
          {context.serverError ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{context.serverError}</Alert.Title>
            </Alert.Root>
          ) : null}
          {state.matches({ idle: 'sent' }) && context.number !== null ? (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Title>{sentText(context.number)}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Box>
            <Button type="submit" loading={submitting} loadingText="Отправка">
              Отправить вопрос
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
