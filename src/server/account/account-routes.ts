import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../domain/account';
import type { TypedApp } from '../http/typed-app';
import { shopContacts } from '../db/shop-settings';
import { createMailer } from '../integrations/mail';
import { authRoutes } from './auth-routes';
import { startControlSocket } from './control-socket';
import { runCustomerCommand } from './customer-commands';
import { scheduleHousekeeping } from './housekeeping';
import { orderHistoryRoutes } from './order-history-routes';
import { profileRoutes } from './profile-routes';
import { recoveryRoutes } from './recovery-routes';
import { sessionPlugin } from './session-plugin';
import { socialRoutes } from './social-routes';
import { uploadRoutes } from './upload-routes';

/**
 * Customer accounts: sessions for the whole app (request.session(), request.customer()), then the product §7 auth and
 * profile calls, uploads, social logins, the `npm run customers` control socket and hourly clean-up.
 * Registered once in buildApp.
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(sessionPlugin);
  await app.register(async (scope: TypedApp) => {
    // multipart only for the routes of this scope (the two uploads).
    // One file and a few fields is all either form sends: more parts is refused before it is read.
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 10_000, headerPairs: 50 },
    });
    const mailer = createMailer(app.config, () => shopContacts(app.db));
    authRoutes(scope, mailer);
    recoveryRoutes(scope, mailer);
    socialRoutes(scope);
    uploadRoutes(scope);
    await profileRoutes(scope);
    orderHistoryRoutes(scope);
    startControlSocket(app, (args) => runCustomerCommand(app.db, mailer, app.config, args));
    scheduleHousekeeping(app);
  });
}
// Not encapsulated: the session decorations it registers reach every route of the app.
(accountRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
