import { assertEvent, assign, setup } from 'xstate';
import { isTrackingNumber, ORDER_STATUS, type OrderStatusId } from '../../src/domain/order-status';

/**
 * An order's life from placement to delivery, cancellation or refund: the one rule book of which status may follow
 * which. The server decides every change of an order with it (src/server/admin/order-life.ts), the back office shows
 * only the actions it allows, and checkout and the bank's callback move an order only along its edges.
 *
 * 'Новый' (paid on delivery) or 'Ожидает оплаты' (card) or 'Оплачен' (a certificate paid it all) → 'Собирается' →
 * 'Отправлен' (with a tracking number) → 'Доставлен'. 'Отменён' from any status before 'Отправлен': the goods, the
 * certificate's debit and the gifts come back (`returnGoods`), and money already taken goes back (`returnPayment`).
 * 'Возврат' (in full or in part, never more than was paid and not yet returned) from 'Оплачен' onward.
 */

/** How the order is paid: by card through the bank, on delivery, or in full by a certificate at checkout. */
export type OrderPayment = 'card' | 'onDelivery' | 'prepaid';

export interface OrderLifeInput {
  payment: OrderPayment;
  /** What the customer pays (roubles); 0 when a certificate paid everything. */
  total: number;
}

export interface OrderLifeContext extends OrderLifeInput {
  /** Money the shop has received for the order (roubles). */
  paid: number;
  /** Money returned so far (roubles). */
  refunded: number;
}

/** What staff do to an order in the back office. */
export type OrderStaffEvent =
  | { type: 'order.assemble' }
  | { type: 'order.ship'; trackingNumber: string }
  | { type: 'order.deliver' }
  | { type: 'order.cancel' }
  | { type: 'order.refund'; amount: number };

/** What the shop itself does: the bank's word on a card payment, the job that cancels unpaid card orders. */
export type OrderShopEvent = { type: 'bank.paid' } | { type: 'bank.declined' } | { type: 'hold.expired' };

export type OrderLifeEvent = OrderStaffEvent | OrderShopEvent;

const kopecks = (roubles: number) => Math.round(roubles * 100);

/** 'Возврат', from 'Оплачен' onward: within what was received and not yet returned. */
const REFUND = { guard: 'refundable', target: 'refunded', actions: ['recordRefund', 'countRefund'] } as const;
/** 'Отменён' once money may have come in: what the shop holds goes back with the goods. */
const CANCEL_AFTER_PAYMENT = [
  { guard: 'moneyHeld', target: 'cancelled', actions: 'returnPayment' },
  { target: 'cancelled' },
] as const;

export const orderLifeMachine = setup({
  types: {
    context: {} as OrderLifeContext,
    input: {} as OrderLifeInput,
    events: {} as OrderLifeEvent,
  },
  actions: {
    /** Stock, the certificate's debit and the gift lines come back, once. */
    returnGoods: () => {},
    /** The money the shop holds for the order goes back to the customer. */
    returnPayment: () => {},
    /** The tracking number is kept with the order and shown to the customer. */
    recordTracking: () => {},
    /** A refund row with its amount (and the bank's transaction for a card order). */
    recordRefund: () => {},
    countRefund: assign({
      refunded: ({ context, event }) => {
        assertEvent(event, 'order.refund');
        return (kopecks(context.refunded) + kopecks(event.amount)) / 100;
      },
    }),
  },
  guards: {
    payByCard: ({ context }) => context.payment === 'card',
    prepaid: ({ context }) => context.payment === 'prepaid',
    payOnDelivery: ({ context }) => context.payment === 'onDelivery',
    moneyHeld: ({ context }) => kopecks(context.paid) > kopecks(context.refunded),
    hasTrackingNumber: ({ event }) => {
      assertEvent(event, 'order.ship');
      return isTrackingNumber(event.trackingNumber);
    },
    refundable: ({ context, event }) => {
      assertEvent(event, 'order.refund');
      const amount = kopecks(event.amount);
      return amount > 0 && amount <= kopecks(context.paid) - kopecks(context.refunded);
    },
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'orderLife',
  context: ({ input }) => ({
    ...input,
    // Nothing is received yet: the bank pays a card order later, the carrier's courier an order paid on delivery, and a
    // certificate that paid everything left nothing to receive (total 0).
    paid: 0,
    refunded: 0,
  }),
  initial: 'placed',
  states: {
    placed: {
      always: [
        { guard: 'payByCard', target: 'awaitingPayment' },
        { guard: 'prepaid', target: 'paid' },
        { target: 'new' },
      ],
    },
    new: {
      description: 'Новый: оплата при получении',
      on: {
        'order.assemble': 'assembling',
        'order.cancel': 'cancelled',
      },
    },
    awaitingPayment: {
      description: 'Ожидает оплаты картой',
      on: {
        'bank.paid': { target: 'paid', actions: assign({ paid: ({ context }) => context.total }) },
        'bank.declined': 'cancelled',
        'hold.expired': 'cancelled',
        'order.cancel': 'cancelled',
      },
    },
    paid: {
      description: 'Оплачен',
      on: {
        'order.assemble': 'assembling',
        'order.cancel': CANCEL_AFTER_PAYMENT,
        'order.refund': REFUND,
      },
    },
    assembling: {
      description: 'Собирается',
      on: {
        'order.ship': { guard: 'hasTrackingNumber', target: 'shipped', actions: 'recordTracking' },
        'order.cancel': CANCEL_AFTER_PAYMENT,
        'order.refund': REFUND,
      },
    },
    shipped: {
      description: 'Отправлен: трек-номер у покупателя',
      on: {
        'order.deliver': [
          // Paid on delivery: the carrier took the money as the customer received the goods.
          {
            guard: 'payOnDelivery',
            target: 'delivered',
            actions: assign({ paid: ({ context }) => context.total }),
          },
          { target: 'delivered' },
        ],
        'order.refund': REFUND,
      },
    },
    delivered: {
      description: 'Доставлен',
      on: {
        'order.refund': REFUND,
      },
    },
    refunded: {
      description: 'Возврат: деньги возвращены полностью или частично',
      on: {
        // A further partial refund, up to what is left.
        'order.refund': REFUND,
      },
    },
    cancelled: {
      description: 'Отменён: товары, подарки и списание с сертификата вернулись',
      type: 'final',
      entry: 'returnGoods',
    },
  },
});

/** The status each state stands for (`placed` passes at once and stands for none). */
export const ORDER_LIFE_STATUS = {
  new: ORDER_STATUS.NEW,
  awaitingPayment: ORDER_STATUS.AWAITING_PAYMENT,
  paid: ORDER_STATUS.PAID,
  assembling: ORDER_STATUS.ASSEMBLING,
  shipped: ORDER_STATUS.SHIPPED,
  delivered: ORDER_STATUS.DELIVERED,
  refunded: ORDER_STATUS.REFUNDED,
  cancelled: ORDER_STATUS.CANCELLED,
} as const satisfies Record<string, OrderStatusId>;

export type OrderLifeState = keyof typeof ORDER_LIFE_STATUS;
