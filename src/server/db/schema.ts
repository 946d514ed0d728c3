import type { AccountTables, OrderTable } from './tables/account-tables';
import type { CartTables, VoucherTable } from './tables/cart-tables';
import type { CatalogueTables } from './tables/catalogue-tables';
import type { CheckoutTables, OrderCheckoutColumns } from './tables/checkout-tables';
import type { ContentTables } from './tables/content-tables';
import type { RedirectTables } from './tables/redirect-tables';
import type { ShellTables } from './tables/shell-tables';
import type { SafetyTables } from './tables/safety-tables';
import type { TestPaymentColumns } from './tables/test-payment-tables';

/** Every table Kysely knows. A later capability adds its own `tables/<area>-tables.ts` and extends this list. */
export interface Database
  extends
    CatalogueTables,
    ContentTables,
    ShellTables,
    AccountTables,
    CartTables,
    CheckoutTables,
    SafetyTables,
    RedirectTables {
  /** 006's order plus the columns checkout adds in 008 and the test-payment mark of 013. */
  order: OrderTable & OrderCheckoutColumns & TestPaymentColumns;
  /** 007's voucher plus the test-payment mark of 013. */
  voucher: VoucherTable & TestPaymentColumns;
}
