import { PASSWORD_LIMIT } from './constants';
import { unmaskPhone } from './phone-mask';

// Every message below is copied from product §5 and §8.
export const MESSAGES = {
  RESET_PASSWORD_LENGTH: 'пароль не может быть короче 4 и длинее 20 символов',
  PASSWORDS_DIFFER: 'Пароли не совпадают',
  SETTINGS_PASSWORD_SHORT: 'Слишком короткий пароль',
  RECOVERY_EMAIL_EMPTY: 'Введите email',
  RECOVERY_EMAIL_INVALID: 'Некорректный email',
  CHECKOUT_EMAIL_ALERT: 'Некорректно введен E-mail!',
  CHECKOUT_EMAIL_INLINE: 'Некорректный эмайл адрес',
  MISSING_FIRSTNAME: 'Не указано имя',
  MISSING_LASTNAME: 'Не указана фамилия',
  MISSING_EMAIL: 'Не указано Email',
  MISSING_PHONE: 'Не указано телефон',
  MISSING_ADDRESS: 'Не указано адрес',
  REVIEW_NAME_REQUIRED: 'Введите ваше имя',
  REVIEW_TEXT_REQUIRED: 'Введите ваше сообщение',
  QUESTION_PRODUCT_REQUIRED: 'Выберите товар из списка',
} as const;

const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

// --- E-mail and phone -----------------------------------------------------------------------------------------------

// RFC 5322 "lite": a local part without spaces, quotes or brackets (no leading, trailing or double dot), one '@', and a
// domain of dot-separated labels (letters of any script, digits, inner hyphens) ending in a TLD of at least 2 letters
// or a punycode TLD (xn--…). So 'покупатель@пример.рф' and 'a.b+tag@mail.co.uk' pass; 'a@b', 'a@b.c', 'a b@c.ru' fail.
const LOCAL = /^[^\s@"(),:;<>[\]\\]+$/u;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;
const TLD = /^(?:\p{L}{2,}|xn--[a-z0-9-]+)$/iu;

/** Whether a string is a plausible e-mail address (see the rules above; surrounding spaces make it invalid). */
export function isValidEmail(value: string | null | undefined): boolean {
  const email = value ?? '';
  if (email.length > 254) return false;
  const parts = email.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts;
  if (local.length === 0 || local.length > 64 || !LOCAL.test(local)) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1];
  return TLD.test(tld) && labels.slice(0, -1).every((label) => LABEL.test(label) && label.length <= 63);
}

/** Whether a (masked) phone is a full Russian number: 11 digits starting with 7 once the mask is removed. */
export function isValidRussianPhone(value: string | null | undefined): boolean {
  return /^7\d{10}$/.test(unmaskPhone(value));
}

// --- Passwords ------------------------------------------------------------------------------------------------------

/** Password length in characters (code points, so an emoji counts once). */
const charCount = (value: string): number => Array.from(value).length;

/** Reset-password check (§5): length 4–20 first, then the two fields must match; null when fine. */
export function checkResetPassword(password: string, retry: string): string | null {
  const length = charCount(password);
  if (length < PASSWORD_LIMIT.RESET_MIN || length > PASSWORD_LIMIT.RESET_MAX) return MESSAGES.RESET_PASSWORD_LENGTH;
  if (password !== retry) return MESSAGES.PASSWORDS_DIFFER;
  return null;
}

/** Settings new-password check (§5): under 5 characters is too short; null when fine. */
export function checkSettingsPassword(password: string): string | null {
  return charCount(password) < PASSWORD_LIMIT.SETTINGS_MIN ? MESSAGES.SETTINGS_PASSWORD_SHORT : null;
}

/** Registration check (§5): the repeated password must match; null when fine. */
export function checkPasswordsMatch(password: string, retry: string): string | null {
  return password === retry ? null : MESSAGES.PASSWORDS_DIFFER;
}

// --- Recovery and checkout e-mail -----------------------------------------------------------------------------------

/** Recovery e-mail check (§5): empty → 'Введите email', malformed → 'Некорректный email'; null when sendable. */
export function checkRecoveryEmail(email: string): string | null {
  if (isBlank(email)) return MESSAGES.RECOVERY_EMAIL_EMPTY;
  return isValidEmail(email.trim()) ? null : MESSAGES.RECOVERY_EMAIL_INVALID;
}

/** Checkout step 4 alert on 'next' for a malformed e-mail (§5); null when fine. */
export function checkoutEmailAlert(email: string): string | null {
  return isValidEmail(email.trim()) ? null : MESSAGES.CHECKOUT_EMAIL_ALERT;
}

/** Checkout step 4 inline error on blur for a malformed e-mail (§5); null when fine. */
export function checkoutEmailInlineError(email: string): string | null {
  return isValidEmail(email.trim()) ? null : MESSAGES.CHECKOUT_EMAIL_INLINE;
}

// --- Checkout contact (steps 4 and 5) -------------------------------------------------------------------------------

/** The step-4 contact fields, named as in the shipping address payload (§3). */
export interface CheckoutContact {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  address_1: string;
}

/** A phone counts as given when it has digits beyond the mask's fixed '+7' (an untouched mask is not a phone). */
const phoneGiven = (telephone: string): boolean => unmaskPhone(telephone).length > 1;

/** The contact's required fields in the form's order, each with its step-5 alert (§5) when it is missing. */
const REQUIRED_CONTACT: readonly {
  field: keyof CheckoutContact;
  message: string;
  missing: (contact: CheckoutContact) => boolean;
}[] = [
  { field: 'firstname', message: MESSAGES.MISSING_FIRSTNAME, missing: (c) => isBlank(c.firstname) },
  { field: 'lastname', message: MESSAGES.MISSING_LASTNAME, missing: (c) => isBlank(c.lastname) },
  { field: 'email', message: MESSAGES.MISSING_EMAIL, missing: (c) => isBlank(c.email) },
  { field: 'telephone', message: MESSAGES.MISSING_PHONE, missing: (c) => !phoneGiven(c.telephone) },
  { field: 'address_1', message: MESSAGES.MISSING_ADDRESS, missing: (c) => isBlank(c.address_1) },
];

/** The required fields: the street address only when `needsAddress` (courier). */
const requiredContact = (needsAddress: boolean) =>
  REQUIRED_CONTACT.filter((required) => needsAddress || required.field !== 'address_1');

/** The step-5 alerts for missing contact fields, in docs/product.md order. */
export function finalSubmitProblems(contact: CheckoutContact, needsAddress: boolean): string[] {
  return requiredContact(needsAddress)
    .filter((required) => required.missing(contact))
    .map((required) => required.message);
}

/**
 * The step-4 fields to correct, in the form's order: a missing one, or an e-mail that is missing or malformed. Where
 * focus goes after a refused 'Далее'.
 */
export function contactFieldsToFix(contact: CheckoutContact, needsAddress: boolean): (keyof CheckoutContact)[] {
  return requiredContact(needsAddress)
    .filter(
      (required) => required.missing(contact) || (required.field === 'email' && !isValidEmail(contact.email.trim())),
    )
    .map((required) => required.field);
}

/** Whether step 4 is complete (§5): names, a well-formed e-mail and a phone given, plus the address for courier. */
export function isContactStepValid(contact: CheckoutContact, needsAddress: boolean): boolean {
  return finalSubmitProblems(contact, needsAddress).length === 0 && isValidEmail(contact.email.trim());
}

// --- Review and question forms --------------------------------------------------------------------------------------

/** Review form errors by field (§5): name and text are required; an empty object means it can be sent. */
export function checkReviewForm(form: { name: string; text: string }): { name?: string; text?: string } {
  const errors: { name?: string; text?: string } = {};
  if (isBlank(form.name)) errors.name = MESSAGES.REVIEW_NAME_REQUIRED;
  if (isBlank(form.text)) errors.text = MESSAGES.REVIEW_TEXT_REQUIRED;
  return errors;
}

/** The question-form product error (§5): a product must be chosen from the suggestions; null when chosen. */
export function checkQuestionProduct(productId: number | string | null | undefined): string | null {
  return Number(productId) > 0 ? null : MESSAGES.QUESTION_PRODUCT_REQUIRED;
}

/** Whether the question form can be sent (§5): name, a well-formed e-mail, a chosen product and a question. */
export function isQuestionFormComplete(form: {
  name: string;
  email: string;
  productId: number | string | null | undefined;
  question: string;
}): boolean {
  return (
    !isBlank(form.name) &&
    isValidEmail(form.email.trim()) &&
    checkQuestionProduct(form.productId) === null &&
    !isBlank(form.question)
  );
}
