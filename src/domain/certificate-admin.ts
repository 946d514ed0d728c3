import { CERTIFICATE_AMOUNT_TEXT, certificateTooLargeText, isValidCertificateAmount } from './certificate';
import { parseRoubles } from './money';
import { isValidEmail } from './validation';

/**
 * The gift certificates as the owner sees them in the back office's 'Сертификаты' (issue 16): their state, and one
 * check of a certificate issued by hand, used by the form before sending and by the server before saving. The amount
 * follows the rule of a bought certificate (whole roubles above 100, src/domain/certificate.ts).
 */

export const CERTIFICATE_STATES = ['active', 'used', 'disabled'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

export const CERTIFICATE_STATE_NAME: Record<CertificateState, string> = {
  active: 'Действует',
  used: 'Израсходован',
  disabled: 'Отключён',
};

/** A certificate switched off is 'disabled' whatever is left on it; else 'used' once nothing is left. */
export function certificateState(c: { status: boolean; balance: number }): CertificateState {
  if (!c.status) return 'disabled';
  return c.balance > 0 ? 'active' : 'used';
}

export const CERTIFICATE_MESSAGE_MAX = 500;

export const CERTIFICATE_ISSUE_TEXT = {
  amount: CERTIFICATE_AMOUNT_TEXT,
  tooLarge: certificateTooLargeText,
  email: 'Укажите e-mail получателя, например anna@example.ru',
  message: `Сообщение получателю — не длиннее ${CERTIFICATE_MESSAGE_MAX} знаков`,
} as const;

/** A certificate issued by hand, as typed: the amount as text (or a number from JSON), the e-mail, the message. */
export interface CertificateIssueInput {
  amount: string | number;
  email: string;
  message: string;
}

export type CertificateIssueField = keyof CertificateIssueInput;

/**
 * What is wrong with a certificate to issue, by field (empty when it can be issued). `maxRub`: the shop's largest
 * certificate (the server's CERTIFICATE_MAX_RUB, which the back office's list answer carries to the form).
 */
export function certificateIssueProblems(
  input: CertificateIssueInput,
  maxRub: number = Number.POSITIVE_INFINITY,
): Partial<Record<CertificateIssueField, string>> {
  const problems: Partial<Record<CertificateIssueField, string>> = {};
  const amount = parseRoubles(typeof input.amount === 'string' ? input.amount.trim() : input.amount);
  if (!isValidCertificateAmount(input.amount)) problems.amount = CERTIFICATE_ISSUE_TEXT.amount;
  else if (amount !== null && amount > maxRub) problems.amount = CERTIFICATE_ISSUE_TEXT.tooLarge(maxRub);
  if (!isValidEmail(input.email.trim())) problems.email = CERTIFICATE_ISSUE_TEXT.email;
  if (input.message.trim().length > CERTIFICATE_MESSAGE_MAX) problems.message = CERTIFICATE_ISSUE_TEXT.message;
  return problems;
}

/** The values to save once the input has no problems: whole roubles, the e-mail and the message trimmed. */
export function certificateIssueValues(input: CertificateIssueInput): {
  amount: number;
  email: string;
  message: string;
} {
  const amount = parseRoubles(typeof input.amount === 'string' ? input.amount.trim() : input.amount) ?? 0;
  return { amount, email: input.email.trim(), message: input.message.trim() };
}

/** A certificate as the back office shows it (the HTTP contract's AdminCertificate, src/contract/admin-certificates.ts). */
export interface CertificateRecord {
  voucher_id: number;
  code: string;
  amount: number;
  balance: number;
  order_id: number | null;
  issued_by: string | null;
  email: string;
  message: string | null;
  state: CertificateState;
  test_payment: boolean;
  date_added: string;
  version: number;
}

/** One row of a certificate's ledger, read only. */
export interface CertificateLedgerEntry {
  kind: 'issued' | 'spent' | 'returned' | 'disabled' | 'enabled';
  date: string;
  amount: number | null;
  order_id: number | null;
  by: string | null;
}

export interface CertificateCardRecord {
  certificate: CertificateRecord;
  ledger: CertificateLedgerEntry[];
}
