import type { OrderActionKind } from '../../../machines/admin/order-action.machine';
import { ORDER_STATUS, ORDER_STATUS_NAME } from '../../domain/order-status';

/** The status each action leads to. */
export const ACTION_STATUS: Record<OrderActionKind, string> = {
  assemble: ORDER_STATUS_NAME[ORDER_STATUS.ASSEMBLING],
  ship: ORDER_STATUS_NAME[ORDER_STATUS.SHIPPED],
  deliver: ORDER_STATUS_NAME[ORDER_STATUS.DELIVERED],
  cancel: ORDER_STATUS_NAME[ORDER_STATUS.CANCELLED],
  refund: ORDER_STATUS_NAME[ORDER_STATUS.REFUNDED],
};

/** The buttons of the order's actions: the status each leads to, as the issue names them; cancelling says so. */
export const ACTION_LABEL: Record<OrderActionKind, string> = { ...ACTION_STATUS, cancel: 'Отменить заказ' };

/** What 'Вы уверены?' says before what cannot be taken back. */
export const CONFIRM_TEXT: Partial<Record<OrderActionKind, { title: string; body: string; yes: string }>> = {
  cancel: {
    title: 'Отменить заказ?',
    body: 'Товары вернутся на склад, подарки и списания с сертификата — тоже; оплаченное картой банк вернёт покупателю. Отменённый заказ нельзя вернуть в работу.',
    yes: 'Да, отменить',
  },
  refund: {
    title: 'Вернуть деньги?',
    body: 'Сумма уйдёт покупателю: за оплату картой — через банк, за оплату при получении — записью о возврате наличных.',
    yes: 'Да, вернуть',
  },
};
