import { isValidEmail } from '../../src/domain/validation';

/** What the back office's forms say about an e-mail before sending it: missing, or not an address. */
export function emailProblem(email: string, text: { missing: string; invalid: string }): string | undefined {
  if (email.trim() === '') return text.missing;
  if (!isValidEmail(email.trim())) return text.invalid;
  return undefined;
}

/**
 * A form's problems after an edit: the edited fields' problems go (the member is fixing them), the others stay until
 * the next send.
 */
export function problemsAfterEdit(
  problems: Partial<Record<string, string>>,
  edited: object,
): Partial<Record<string, string>> {
  const kept = { ...problems };
  for (const field of Object.keys(edited)) delete kept[field];
  return kept;
}

/** What the back office says of a code from the authenticator app before sending it. */
export const CODE_TEXT = {
  missing: 'Введите код из приложения',
  invalid: 'Код из приложения — 6 цифр',
} as const;

/** A code from the app: 6 digits (spaces between the groups of three, as some apps show it, are allowed). */
export function codeProblem(code: string): string | undefined {
  const digits = code.replace(/\s/g, '');
  if (digits === '') return CODE_TEXT.missing;
  if (!/^\d{6}$/.test(digits)) return CODE_TEXT.invalid;
  return undefined;
}
