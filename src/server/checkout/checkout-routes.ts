import type { TypedApp } from '../http/typed-app';
import { createCdekClient } from '../integrations/cdek';
import { shopContacts } from '../db/shop-settings';
import { createMailer } from '../integrations/mail';
import { reportCardPaymentMode } from './card-payment-mode';
import { orderRoutes } from './order-routes';
import { paymentRoutes } from './payment-routes';
import { pickupPointRoutes } from './pickup-point-routes';
import { sandboxRoutes } from './sandbox-routes';
import { stepRoutes } from './step-routes';
import { scheduleUnpaidOrderExpiry } from './unpaid-orders';

/**
 * Checkout, orders, stock and card payment (product §2 "Checkout steps"/"Success page", §4, §7 "Cart and checkout";
 * integrations §1 Modulbank, §4 CDEK). Registered once in buildApp.
 */
export async function checkoutRoutes(app: TypedApp): Promise<void> {
  const mailer = createMailer(app.config, () => shopContacts(app.db));
  reportCardPaymentMode(app);
  // A CDEK account makes pickup points real; without one the seeded stand-in serves them.
  const cdek = app.config.cdek ? createCdekClient(app.config.cdek) : null;
  stepRoutes(app, cdek);
  orderRoutes(app, mailer);
  paymentRoutes(app, mailer);
  sandboxRoutes(app);
  pickupPointRoutes(app, cdek);
  scheduleUnpaidOrderExpiry(app, mailer);
}
