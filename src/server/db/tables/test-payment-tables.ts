import type { Generated } from './column-types';

/** 013's mark on `order` and `voucher`: paid with test money (no money moved), see migrations/013-test-payments.ts. */
export interface TestPaymentColumns {
  test_payment: Generated<boolean>;
}
