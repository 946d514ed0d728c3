import type { FastifyInstance } from 'fastify';
import { addControlCommands } from '../account/control-socket';
import type { TypedApp } from '../http/typed-app';
import { shopContacts } from '../db/shop-settings';
import { createMailer } from '../integrations/mail';
import { registerJob } from '../jobs/scheduler';
import { auditRoutes } from './audit-routes';
import { categoryRoutes } from './category-routes';
import { certificateRoutes } from './certificate-routes';
import { contentRoutes } from './content-routes';
import { customerRoutes } from './customer-routes';
import { dashboardRoutes } from './dashboard-routes';
import { editLinkRoutes } from './edit-link-routes';
import { homeContentRoutes } from './home-content-routes';
import { moderationRoutes } from './moderation-routes';
import { orderRoutes } from './order-routes';
import { productEditorRoutes } from './product-editor-routes';
import { productImportRoutes } from './product-import-routes';
import { productRoutes } from './product-routes';
import { promotionAdminRoutes } from './promotion-routes';
import { professionalRoutes } from './professional-routes';
import { sessionRoutes } from './session-routes';
import { securityRoutes } from './security-routes';
import { settingsRoutes } from './settings-routes';
import { deliveryRoutes } from './delivery-routes';
import { previewRoutes } from './shop-preview';
import { registerStaffGuard } from './staff-guard';
import { forgetExpiredStaffSessions } from './staff-session';
import { forgetUnusedImages } from '../images/uploaded-images';
import { imageUploadRoutes } from './image-upload-routes';
import { runStaffCommand } from './staff-commands';
import { staffRoutes } from './staff-routes';
import { webinarRoutes } from './webinar-routes';
import { seminarAdminRoutes } from './seminar-routes';

export const ADMIN_API_PREFIX = '/admin/api';
const HOUR_MS = 60 * 60 * 1000;

/**
 * The back office's server (decision 0021) under /admin/api: the staff sign-in, the role guard in front of every
 * route of the scope, the staff, order and audit-log calls, the customers and professionals' applications, moderation,
 * webinar signups, the shop's settings; `npm run staff` through the control socket; expired staff sessions removed
 * hourly. It sits above the capabilities (it cancels an order the way checkout's hold job does, hashes passwords the
 * way accounts do), and none of them imports it.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  addControlCommands(app, 'staff', (args) => runStaffCommand(app.db, args));
  registerJob(app, {
    name: 'forget-staff-sessions',
    everyMs: HOUR_MS,
    run: (now) => forgetExpiredStaffSessions(app, now),
  });
  registerJob(app, {
    name: 'forget-unused-images',
    everyMs: HOUR_MS,
    run: async (now) => void (await forgetUnusedImages(app, now)),
  });
  await app.register(
    async (scope: TypedApp) => {
      registerStaffGuard(scope);
      announceOwnChanges(scope, app);
      const mailer = createMailer(app.config, () => shopContacts(app.db));
      sessionRoutes(scope);
      dashboardRoutes(scope);
      editLinkRoutes(scope);
      securityRoutes(scope);
      staffRoutes(scope);
      orderRoutes(scope, mailer);
      auditRoutes(scope);
      customerRoutes(scope, mailer);
      professionalRoutes(scope, mailer);
      moderationRoutes(scope, mailer);
      webinarRoutes(scope);
      seminarAdminRoutes(scope);
      await imageUploadRoutes(scope, app);
      settingsRoutes(scope);
      previewRoutes(scope);
      productRoutes(scope);
      productEditorRoutes(scope);
      await productImportRoutes(scope);
      categoryRoutes(scope);
      promotionAdminRoutes(scope);
      certificateRoutes(scope, mailer);
      deliveryRoutes(scope);
      contentRoutes(scope);
      homeContentRoutes(scope);
    },
    { prefix: ADMIN_API_PREFIX },
  );
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A change made in the back office shows on the storefront at the staff member's next click: their own process
 * rereads the catalogue version before the reply leaves. PostgreSQL's NOTIFY reaches this process's listener on a
 * connection of its own, a moment after the commit, and a reload made in that moment would still get the kept answer.
 * Other processes follow on that notification.
 */
function announceOwnChanges(scope: FastifyInstance, app: FastifyInstance): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    if (!READS.has(request.method) && reply.statusCode < 400) app.answers.version.changed();
    return payload;
  });
}
