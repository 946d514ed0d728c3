import { EditLinkBody, EditLinkReply, STAFF_SESSION } from '../../contract/admin';
import { replies } from '../../contract/envelope';
import { EDITABLE_AREA, editorPath } from '../../domain/admin-edit';
import { canOpen } from '../../domain/staff';
import { adminTokenSecret, verifyAdminToken } from '../account/admin-token';
import { success } from '../http/envelope';
import { HttpError } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { currentStaff } from './staff-guard';

/**
 * The storefront's 'Редактировать' arrives here (product §6): its token, signed by the shop for the customer account
 * the owner linked to a staff member and good for 10 minutes, opens the editor only for that same member's own
 * back-office sign-in, and only where their role may edit. Neither the token alone (a customer's link copied or
 * leaked) nor another member's sign-in opens anything.
 */
export function editLinkRoutes(app: TypedApp): void {
  app.post('/edit-link', {
    config: { staff: 'signedIn' },
    schema: {
      operationId: 'editLinkOpen',
      summary: 'Открыть редактор по ссылке «Редактировать» из магазина: токен связанного покупателя и вход сотрудника',
      tags: ['Панель управления'],
      security: STAFF_SESSION,
      body: EditLinkBody,
      response: replies(EditLinkReply),
    },
    handler: async (request) => {
      const { kind, id, token } = request.body;
      const customerId = verifyAdminToken(await adminTokenSecret(app.config), token);
      if (customerId === null) throw new HttpError(400, M.editLinkBroken);
      const staff = currentStaff(request);
      const member = await app.db
        .selectFrom('staff')
        .select('customer_id')
        .where('staff_id', '=', staff.staffId)
        .executeTakeFirst();
      if (member?.customer_id !== customerId) throw new HttpError(403, M.editLinkOtherStaff);
      if (!canOpen(staff.role, EDITABLE_AREA[kind])) throw new HttpError(403, M.forbidden);
      return success({ path: editorPath(kind, id) });
    },
  });
}
