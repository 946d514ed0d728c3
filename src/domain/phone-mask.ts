/** The profile/checkout phone mask in react-imask syntax (0 = any digit); the value is stored unmasked. */
export const PHONE_MASK = '+7(000)000-00-00';

/** The digits of a (masked) phone: '+7(912)345-67-89' → '79123456789'. */
export function unmaskPhone(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** A phone in the mask's format: '79123456789', '89123456789' or '9123456789' → '+7(912)345-67-89'. */
export function formatPhone(value: string | null | undefined): string {
  // Input that is not a full Russian number is returned unchanged, so nothing the shopper typed is lost.
  const raw = value ?? '';
  let digits = unmaskPhone(raw);
  if (digits.length === 10) digits = `7${digits}`;
  else if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  if (digits.length !== 11 || !digits.startsWith('7')) return raw;
  return `+7(${digits.slice(1, 4)})${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9, 11)}`;
}
