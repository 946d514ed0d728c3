import type { AdminCertificate, CertificateLedgerRow } from '../../contract/admin-certificates';
import { formatRoubles } from '../../domain/money';

/** Where a certificate came from: bought in an order, or issued by hand by a staff member. */
export function originText(c: Pick<AdminCertificate, 'order_id' | 'issued_by'>): string {
  if (c.order_id !== null) return `Куплен в заказе № ${c.order_id}`;
  return c.issued_by ? `Выпущен вручную: ${c.issued_by}` : 'Выпущен вручную';
}

export const LEDGER_KIND_NAME: Record<CertificateLedgerRow['kind'], string> = {
  issued: 'Выпуск',
  spent: 'Оплата заказа',
  returned: 'Возврат из отменённого заказа',
  disabled: 'Отключён',
  enabled: 'Включён',
};

/** '+3 000 ₽', '−1 200 ₽', or '' for a row without money. */
export function signedRoubles(amount: number | null): string {
  if (amount === null) return '';
  return `${amount < 0 ? '−' : '+'}${formatRoubles(Math.abs(amount))}`;
}
