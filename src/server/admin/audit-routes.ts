import { AuditPage, AuditQuery, STAFF_SESSION } from '../../contract/admin';
import { replies } from '../../contract/envelope';
import { success } from '../http/envelope';
import type { TypedApp } from '../http/typed-app';
import { readAudit } from './audit-log';

/** The audit log, read by the owner: every change made in the back office or by `npm run staff`, by record. */
export function auditRoutes(app: TypedApp): void {
  app.get('/audit', {
    config: { staff: { area: 'audit' } },
    schema: {
      operationId: 'adminAuditLog',
      summary: 'Журнал изменений: кто, когда, что и как было до и после (только владелец)',
      tags: ['Панель управления'],
      security: STAFF_SESSION,
      querystring: AuditQuery,
      response: replies(AuditPage),
    },
    handler: async (request) => success(await readAudit(app.db, request.query)),
  });
}
