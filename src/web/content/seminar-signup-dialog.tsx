import { Alert, Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { seminarSignupMachine } from '../../../machines/content/seminar-signup.machine';
import { PhoneInput } from '../ui/phone-input';

export type SeminarSignupActor = ActorRefFrom<typeof seminarSignupMachine>;

/**
 * The webinar signup dialog (product §2, §4): full name, phone (mask +7(000)000-00-00) and city. Focus stays inside
 * while it is open; it closes on success, and a refusal shows the server's message above the button.
 */
export function SeminarSignupDialog({ actor }: { actor: SeminarSignupActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const open = !snapshot.matches('closed');
  const submitting = snapshot.matches({ open: 'submitting' });
  const { seminar, name, phone, city, error } = snapshot.context;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'seminar.submit' });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) actor.send({ type: 'seminar.close' });
      }}
      placement="center"
      size="md"
      closeOnInteractOutside={!submitting}
      closeOnEscape={!submitting}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
                <Dialog.Title>Запись на вебинар</Dialog.Title>
                {seminar ? <Text color="fg.muted">{seminar.title}</Text> : null}
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root>
                    <Field.Label>ФИО</Field.Label>
                    <Input
                      name="seminar_name"
                      autoComplete="name"
                      value={name}
                      onChange={(e) => actor.send({ type: 'seminar.name.change', value: e.target.value })}
                    />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Телефон</Field.Label>
                    <PhoneInput
                      name="seminar_tele"
                      value={phone}
                      onValueChange={(digits) => actor.send({ type: 'seminar.phone.change', value: digits })}
                    />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Город</Field.Label>
                    <Input
                      name="seminar_city"
                      autoComplete="address-level2"
                      value={city}
                      onChange={(e) => actor.send({ type: 'seminar.city.change', value: e.target.value })}
                    />
                  </Field.Root>
                  {error ? (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="submit" loading={submitting} loadingText="Отправка" width={{ base: 'full', md: 'auto' }}>
                  Записаться
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Закрыть" disabled={submitting} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
