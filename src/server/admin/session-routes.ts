import { CodeRequired, SignedOut, STAFF_SESSION, StaffMe, StaffSignInBody } from '../../contract/admin';
import { replies, SuccessReply } from '../../contract/envelope';
import { adminTokenSecret } from '../account/admin-token';
import { ROLE_AREAS, type StaffRole } from '../../domain/staff';
import { giveBackLoginAttempt, reserveLoginAttempt } from '../account/login-throttle';
import { needsRehash, hashPassword, verifyPassword } from '../account/passwords';
import { success } from '../http/envelope';
import { HttpError } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { currentStaff } from './staff-guard';
import { endStaffSession, startStaffSession } from './staff-session';
import { spendSignInCode } from './staff-security';
import { findStaffByEmail } from './staff-store';

const TAG = 'Панель управления' as const;

export function me(staff: {
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
  twoFactor: boolean;
}): StaffMe {
  return {
    staff_id: staff.staffId,
    email: staff.email,
    name: staff.name,
    role: staff.role,
    areas: [...ROLE_AREAS[staff.role]],
    two_factor: staff.twoFactor,
  };
}

/**
 * The staff sign-in (POST), sign-out (DELETE) and who is signed in (GET /admin/api/me). The sign-in counts against the
 * same login limits as the customers' (decision 0007: per e-mail and address, and per address), taken before the
 * password is checked and given back when it was right; a wrong e-mail and a wrong password get one message. A member
 * with the second step on is answered 202 'code_required' after a right password without a code, and signed in only
 * when the same call brings the password and a code of their app not used before: a wrong or used code is a failed
 * attempt like a wrong password.
 */
export function sessionRoutes(app: TypedApp): void {
  app.post('/session', {
    config: { staff: 'open' },
    schema: {
      operationId: 'staffSignIn',
      summary: 'Вход сотрудника по e-mail и паролю: cookie сессии сотрудника',
      tags: [TAG],
      body: StaffSignInBody,
      response: { ...replies(StaffMe), 202: SuccessReply(CodeRequired) },
    },
    handler: async (request, reply) => {
      const { email, password, code } = request.body;
      const staff = await findStaffByEmail(app.db, email);
      // The limits' e-mail key apart from the customers': a customer's failures never slow a staff member's sign-in.
      const reservation = await reserveLoginAttempt(app.db, request, `staff:${email.trim().toLowerCase()}`, null);
      const valid = await verifyPassword(password, staff?.password_hash ?? null);
      if (!staff || !valid) throw new HttpError(401, M.wrongCredentials);
      if (staff.disabled) {
        await giveBackLoginAttempt(app.db, reservation);
        throw new HttpError(403, M.disabled);
      }
      if (staff.totp_secret !== null) {
        if (code === undefined) {
          await giveBackLoginAttempt(app.db, reservation);
          return reply.code(202).send(success<CodeRequired>({ code_required: true }));
        }
        await spendSignInCode(app.db, await adminTokenSecret(app.config), staff, code);
      }
      await giveBackLoginAttempt(app.db, reservation);
      if (needsRehash(staff.password_hash)) {
        await app.db
          .updateTable('staff')
          .set({ password_hash: await hashPassword(password) })
          .where('staff_id', '=', staff.staff_id)
          .execute();
      }
      await startStaffSession(app, request, reply, staff.staff_id);
      return success(
        me({
          staffId: staff.staff_id,
          email: staff.email,
          name: staff.name,
          role: staff.role,
          twoFactor: staff.totp_secret !== null,
        }),
      );
    },
  });

  app.delete('/session', {
    config: { staff: 'open' },
    schema: {
      operationId: 'staffSignOut',
      summary: 'Выход сотрудника: сессия этого браузера заканчивается',
      tags: [TAG],
      response: replies(SignedOut),
    },
    handler: async (request, reply) => {
      await endStaffSession(app, request, reply);
      return success<SignedOut>({ signedIn: false });
    },
  });

  app.get('/me', {
    config: { staff: 'signedIn' },
    schema: {
      operationId: 'staffMe',
      summary: 'Вошедший сотрудник, его роль и открытые ему разделы',
      tags: [TAG],
      security: STAFF_SESSION,
      response: replies(StaffMe),
    },
    handler: async (request) => success(me(currentStaff(request))),
  });
}
