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
