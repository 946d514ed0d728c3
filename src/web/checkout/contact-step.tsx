import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ContactField } from '../../../machines/checkout/checkout-context';
import type { CheckoutContact } from '../../domain/validation';
import { PhoneInput } from '../ui/phone-input';
import { CheckoutAlert } from './checkout-alert';
import { TEXT } from './checkout-text';

/**
 * Step 4: first and last name, e-mail ('Некорректный эмайл адрес' under it after leaving a malformed one), phone
 * through the mask +7(000)000-00-00, and the street address for a courier. Each field is saved when left. A refused
 * 'Далее' marks the fields to correct and moves focus to the first of them.
 */
export function ContactStep({
  contact,
  needsAddress,
  emailError,
  alert,
  fieldsToFix,
  busy,
  onChange,
  onBlur,
  onNext,
}: {
  contact: CheckoutContact;
  needsAddress: boolean;
  emailError: string | null;
  alert: string | null;
  /** The fields the alert asks to correct: marked invalid. */
  fieldsToFix: ContactField[];
  busy: boolean;
  onChange: (values: Partial<CheckoutContact>) => void;
  onBlur: (field: ContactField) => void;
  /** 'Далее'; returns the fields to correct when it was refused (focus goes to the first). */
  onNext: () => ContactField[];
}) {
  const text = (field: 'firstname' | 'lastname' | 'address_1', label: string, autoComplete: string) => (
    <Field.Root required invalid={fieldsToFix.includes(field)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name={field}
        autoComplete={autoComplete}
        value={contact[field]}
        onChange={(event) => onChange({ [field]: event.target.value })}
        onBlur={() => onBlur(field)}
      />
    </Field.Root>
  );
  return (
    <Stack asChild gap="4">
      <form
        noValidate
        aria-label={TEXT.stepTitles[3]}
        onSubmit={(event) => {
          event.preventDefault();
          const [first] = onNext();
          if (first) event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
        }}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {text('firstname', TEXT.firstname, 'given-name')}
          {text('lastname', TEXT.lastname, 'family-name')}
          <Field.Root required invalid={Boolean(emailError) || fieldsToFix.includes('email')}>
            <Field.Label>
              {TEXT.email}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              value={contact.email}
              onChange={(event) => onChange({ email: event.target.value })}
              onBlur={() => onBlur('email')}
            />
            {emailError ? <Field.ErrorText>{emailError}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root required invalid={fieldsToFix.includes('telephone')}>
            <Field.Label>
              {TEXT.telephone}
              <Field.RequiredIndicator />
            </Field.Label>
            <PhoneInput
              name="telephone"
              value={contact.telephone}
              onValueChange={(digits) => {
                if (digits !== contact.telephone) onChange({ telephone: digits });
              }}
              onBlur={() => onBlur('telephone')}
            />
          </Field.Root>
        </SimpleGrid>
        {needsAddress ? text('address_1', TEXT.address, 'street-address') : null}
        {alert ? <CheckoutAlert text={alert} /> : null}
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf={{ base: 'stretch', md: 'start' }}
          loading={busy}
          loadingText={TEXT.saving}
        >
          {TEXT.next}
        </Button>
      </form>
    </Stack>
  );
}
