import { NewStaffBody, STAFF_SESSION, StaffList, StaffMember } from '../../contract/admin';
import { replies } from '../../contract/envelope';
import { success } from '../http/envelope';
import type { TypedApp } from '../http/typed-app';
import type { Actor } from './audit-log';
import { currentStaff } from './staff-guard';
import { createStaff, listStaff } from './staff-store';
import type { FastifyRequest } from 'fastify';

const TAG = 'Панель управления' as const;

/** The signed-in member as the audit log names them. */
export function actorOf(request: FastifyRequest): Actor {
  const staff = currentStaff(request);
  return { staffId: staff.staffId, name: staff.email };
}

/** The owner's staff calls: the list and a new member (the same code as `npm run staff`). */
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
    handler: async (request) => success(await createStaff(app.db, actorOf(request), request.body)),
  });
}
