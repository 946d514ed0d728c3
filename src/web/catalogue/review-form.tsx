import { Box, Button, chakra, Field, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { reviewFormMachine } from '../../../machines/catalogue/review-form.machine';
import { addReview } from '../../api/catalogue';
import { useUser } from '../session/auth';
import { inspect } from '../ui/inspect';
import { toastError } from '../ui/toaster';

/** product §4, §8. */
export const REVIEW_FORM_TEXT = {
  sendError: 'Не удалось оставить отзыв. Попробуйте позже',
  sent: (number: number) => `Отзыв №${number} отправлен!`,
} as const;

/**
 * The review form under a product's reviews (product §2, §5): name (the logged-in shopper's first name to start with),
 * the product's name read-only, the text. The flow is the review-form machine; a review sent reloads the list so it
 * shows at once.
 */
export function ReviewForm({ productId, productName }: { productId: number; productName: string }) {
  const queryClient = useQueryClient();
  const user = useUser();
  const [machine] = useState(() =>
    reviewFormMachine.provide({
      actors: { sendReview: fromPromise(({ input }) => addReview(input)) },
      actions: {
        notifySendError: () => toastError(REVIEW_FORM_TEXT.sendError),
        reviewSent: () => void queryClient.invalidateQueries({ queryKey: ['product', productId, 'reviews'] }),
      },
    }),
  );
  const [input] = useState(() => ({ productId, name: user?.firstname ?? '' }));
  const actor = useActorRef(machine, { input, inspect });
  const state = useSelector(actor, (snapshot) => snapshot);
  const { name, text, errors, number } = state.context;
  const sending = state.matches('submitting');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'review.submit' });
  };

  return (
    <chakra.form onSubmit={submit} noValidate aria-labelledby="review-form-heading" borderTopWidth="1px" pt="6" mt="6">
      <Heading as="h3" id="review-form-heading" size="lg" mb="4">
        Оставить отзыв
      </Heading>
      <Stack gap="4" maxW="2xl">
        <Field.Root invalid={Boolean(errors.name)} disabled={sending}>
          <Field.Label>Ваше имя</Field.Label>
          <Input
            value={name}
            autoComplete="given-name"
            maxLength={128}
            onChange={(event) => actor.send({ type: 'review.name.change', value: event.target.value })}
          />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root readOnly>
          <Field.Label>Товар</Field.Label>
          <Input value={productName} readOnly bg="bg.subtle" />
        </Field.Root>
        <Field.Root invalid={Boolean(errors.text)} disabled={sending}>
          <Field.Label>Ваш отзыв</Field.Label>
          <Textarea
            value={text}
            rows={5}
            maxLength={4000}
            onChange={(event) => actor.send({ type: 'review.text.change', value: event.target.value })}
          />
          <Field.ErrorText>{errors.text}</Field.ErrorText>
        </Field.Root>
        <Box>
          <Button type="submit" loading={sending} loadingText="Отправить">
            Отправить
          </Button>
        </Box>
        {number !== null ? (
          <Text role="status" color="fg.success" fontWeight="600">
            {REVIEW_FORM_TEXT.sent(number)}
          </Text>
        ) : null}
      </Stack>
    </chakra.form>
  );
}
