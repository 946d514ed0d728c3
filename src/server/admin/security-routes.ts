import type { FastifyRequest } from 'fastify';
import { STAFF_SESSION, StaffMe } from '../../contract/admin';
import { OwnPasswordBody, TwoFactorCodeBody, TwoFactorOffBody, TwoFactorSetup } from '../../contract/admin-security';
import { replies } from '../../contract/envelope';
import { adminTokenSecret } from '../account/admin-token';
import { giveBackLoginAttempt, reserveLoginAttempt } from '../account/login-throttle';
import { success } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { ADMIN_MESSAGES as M } from './admin-messages';
import type { TypedApp } from '../http/typed-app';
import { me } from './session-routes';
import { actorOf } from './staff-routes';
import { changeOwnPassword, confirmTwoFactor, startTwoFactorSetup, turnOffTwoFactor } from './staff-security';
import { currentStaff } from './staff-guard';
import { startStaffSession } from './staff-session';
import type { StaffView } from './staff-store';
import { otpauthUri } from './totp';

const TAG = 'Панель управления' as const;

/**
 * The member's own page ('Мой профиль', any role): the second step of their sign-in and their password. What proves it
 * is them (a code, the current password) counts against the sign-in's limits, taken before the check and given back
 * when it was right, so a session left open on someone's screen is no way to guess the password or the codes.
 */
export function securityRoutes(app: TypedApp): void {
  const master = () => adminTokenSecret(app.config);

  /** Runs a check of the member's proof under the login limits of their e-mail and this address. */
  async function proven<T>(request: FastifyRequest, check: () => Promise<T>): Promise<T> {
    const key = `staff:${currentStaff(request).email.toLowerCase()}`;
    const reservation = await reserveLoginAttempt(app.db, request, key, null);
    const result = await check();
    await giveBackLoginAttempt(app.db, reservation);
    return result;
  }

  const meOf = (view: StaffView): StaffMe =>
    me({ staffId: view.staff_id, email: view.email, name: view.name, role: view.role, twoFactor: view.two_factor });

  const common = { config: { staff: 'signedIn' as const }, tags: [TAG], security: STAFF_SESSION };

  app.post('/me/two-factor/setup', {
    config: common.config,
    schema: {
      operationId: 'staffTwoFactorSetup',
      summary: 'Новый секрет для приложения-аутентификатора (показывается один раз, до подтверждения кодом)',
      tags: common.tags,
      security: common.security,
      response: replies(TwoFactorSetup),
    },
    handler: async (request) => {
      const staff = currentStaff(request);
      const secret = await startTwoFactorSetup(app.db, await master(), staff.staffId);
      return success({ secret, otpauth_url: otpauthUri(secret, staff.email) });
    },
  });

  app.post('/me/two-factor/confirm', {
    config: common.config,
    schema: {
      operationId: 'staffTwoFactorConfirm',
      summary: 'Включить двухфакторный вход: код из приложения по новому секрету',
      tags: common.tags,
      security: common.security,
      body: TwoFactorCodeBody,
      response: replies(StaffMe),
    },
    handler: async (request) => {
      const key = await master();
      const view = await proven(request, () =>
        confirmTwoFactor(app.db, key, actorOf(request), currentStaff(request).email, request.body.code),
      );
      return success(meOf(view));
    },
  });

  app.post('/me/two-factor/off', {
    config: common.config,
    schema: {
      operationId: 'staffTwoFactorOff',
      summary: 'Выключить двухфакторный вход: текущий код из приложения или пароль',
      tags: common.tags,
      security: common.security,
      body: TwoFactorOffBody,
      response: replies(StaffMe),
    },
    handler: async (request) => {
      const { code, password } = request.body;
      if ((code === undefined) === (password === undefined)) throw new HttpError(400, M.proofOne);
      const key = await master();
      const view = await proven(request, () =>
        turnOffTwoFactor(app.db, key, actorOf(request), currentStaff(request).email, request.body),
      );
      return success(meOf(view));
    },
  });

  app.post('/me/password', {
    config: common.config,
    schema: {
      operationId: 'staffOwnPassword',
      summary: 'Сменить свой пароль: другие сессии сотрудника закрываются, эта продолжается',
      tags: common.tags,
      security: common.security,
      body: OwnPasswordBody,
      response: replies(StaffMe),
    },
    handler: async (request, reply) => {
      const { current_password, new_password } = request.body;
      const view = await proven(request, () =>
        changeOwnPassword(app.db, actorOf(request), currentStaff(request).email, current_password, new_password),
      );
      // Every session of the member ended with the change; this browser goes on under a new one.
      await startStaffSession(app, request, reply, view.staff_id);
      return success(meOf(view));
    },
  });
}
