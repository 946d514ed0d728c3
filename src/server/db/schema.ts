import type { AccountTables, CustomerTable, OrderHistoryTable, OrderTable } from './tables/account-tables';
import type { CartTables, VoucherTable } from './tables/cart-tables';
import type { CatalogueTables, ProductImageTable, ProductTable } from './tables/catalogue-tables';
import type { CheckoutTables, OrderCheckoutColumns } from './tables/checkout-tables';
import type { ContentTables } from './tables/content-tables';
import type { CustomerDecisionTables, CustomerVersionColumns } from './tables/customer-decision-tables';
import type { OrderHistoryLifeColumns, OrderLifeColumns, OrderLifeTables } from './tables/order-life-tables';
import type { RedirectTables } from './tables/redirect-tables';
import type { ShellTables } from './tables/shell-tables';
import type { ShopSettingsTables } from './tables/shop-settings-tables';
import type { SafetyTables } from './tables/safety-tables';
import type { StaffTables } from './tables/staff-tables';
import type { TestPaymentColumns } from './tables/test-payment-tables';
import type {
  ProductImageAltColumn,
  ProductImageAltColumns,
  UploadedImageTables,
} from './tables/uploaded-image-tables';

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
    RedirectTables,
    StaffTables,
    OrderLifeTables,
    CustomerDecisionTables,
    ShopSettingsTables,
    UploadedImageTables {
  /** 006's customer plus the version of 022. */
  customer: CustomerTable & CustomerVersionColumns;
  /** 006's order plus the columns checkout adds in 008, the test-payment mark of 013 and the back office's of 020. */
  order: OrderTable & OrderCheckoutColumns & TestPaymentColumns & OrderLifeColumns;
  /** 006's history plus who made the change and whether the customer sees it (020). */
  order_history: OrderHistoryTable & OrderHistoryLifeColumns;
  /** 001's product plus its main picture's text (027). */
  product: ProductTable & ProductImageAltColumn;
  /** 001's extra pictures plus their text (027). */
  product_image: ProductImageTable & ProductImageAltColumns;
  /** 007's voucher plus the test-payment mark of 013. */
  voucher: VoucherTable & TestPaymentColumns;
}
