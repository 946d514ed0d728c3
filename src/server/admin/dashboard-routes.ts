import { STAFF_SESSION } from '../../contract/admin';
import { Dashboard } from '../../contract/admin-dashboard';
import { replies } from '../../contract/envelope';
import { success } from '../http/envelope';
import type { TypedApp } from '../http/typed-app';
import { loadDashboard } from './dashboard-queries';
import { currentStaff } from './staff-guard';

/** The dashboard: any staff member, each part of it by their role (dashboard-queries.ts). */
export function dashboardRoutes(app: TypedApp): void {
  app.get('/dashboard', {
    config: { staff: 'signedIn' },
    schema: {
      operationId: 'adminDashboard',
      summary: 'Сводка: заказы и выручка за сегодня и месяц, ждущее действия, выручка по дням, заканчивающиеся товары',
      tags: ['Панель управления'],
      security: STAFF_SESSION,
      response: replies(Dashboard),
    },
    handler: async (request) => success(await loadDashboard(app.db, currentStaff(request).role)),
  });
}
