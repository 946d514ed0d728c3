import {
  NewStaffBody,
  STAFF_SESSION,
  StaffChangeBody,
  StaffIdParams,
  StaffList,
  StaffMember,
  staleReplies,
} from '../../contract/admin';
import { replies } from '../../contract/envelope';
import { success } from '../http/envelope';
import type { TypedApp } from '../http/typed-app';
import type { Actor } from './audit-log';
import { currentStaff } from './staff-guard';
import { HttpError } from '../http/http-error';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { savedOrStale } from './stale-record';
import { resetStaffTwoFactor } from './staff-security';
import { createStaff, findStaffView, listStaff, setStaffCustomer, setStaffDisabled, setStaffRole } from './staff-store';
import type { FastifyRequest } from 'fastify';

const TAG = 'Панель управления' as const;

/** The signed-in member as the audit log names them. */
export function actorOf(request: FastifyRequest): Actor {
  const staff = currentStaff(request);
  return { staffId: staff.staffId, name: staff.email };
}

/** The owner's staff calls: the list, a new member, a member's role and access (the same code as `npm run staff`). */
export function staffRoutes(app: TypedApp): void {
  app.get('/staff', {
    config: { staff: { area: 'staff' } },
    schema: {
      operationId: 'staffList',
      summary: 'Сотрудники магазина, их роли и кто отключён (только владелец)',
      tags: [TAG],
      security: STAFF_SESSION,
      response: replies(StaffList),
    },
    handler: async () => success({ staff: await listStaff(app.db) }),
  });

  app.post('/staff', {
    config: { staff: { area: 'staff' } },
    schema: {
      operationId: 'staffCreate',
      summary: 'Новый сотрудник с ролью (только владелец)',
      tags: [TAG],
      security: STAFF_SESSION,
      body: NewStaffBody,
      response: replies(StaffMember),
    },
    // A new member is linked to no customer yet.
    handler: async (request) =>
      success({ ...(await createStaff(app.db, actorOf(request), request.body)), customer_email: null }),
  });

  app.patch('/staff/:id', {
    config: { staff: { area: 'staff' } },
    schema: {
      operationId: 'staffChange',
      summary:
        'Сменить роль сотрудника, отключить/включить его вход, сбросить его двухфакторный вход или связать с ним ' +
        'аккаунт покупателя для ссылок «Редактировать» (только владелец), с открытой версией',
      tags: [TAG],
      security: STAFF_SESSION,
      params: StaffIdParams,
      body: StaffChangeBody,
      response: staleReplies(StaffMember),
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const { version, role, disabled, two_factor, customer_email } = request.body;
      const member = await findStaffView(app.db, id);
      if (!member) throw new HttpError(404, M.staffMemberNotFound);
      if ([role, disabled, two_factor, customer_email].filter((v) => v !== undefined).length !== 1)
        throw new HttpError(400, M.staffChangeOne);
      const fresh = async () => (await findStaffView(app.db, id)) ?? member;
      return savedOrStale(
        reply,
        async () => {
          if (role !== undefined) await setStaffRole(app.db, actorOf(request), member.email, role, version);
          if (disabled !== undefined) await setStaffDisabled(app.db, actorOf(request), member.email, disabled, version);
          if (two_factor !== undefined) await resetStaffTwoFactor(app.db, actorOf(request), member.email, version);
          if (customer_email !== undefined)
            await setStaffCustomer(app.db, actorOf(request), member.email, customer_email, version);
        },
        fresh,
      );
    },
  });
}
