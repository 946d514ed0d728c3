import { STAFF_SESSION } from '../../contract/admin';
import { SignupExportQuery, SignupListQuery, WebinarSignups } from '../../contract/admin-webinars';
import { replies } from '../../contract/envelope';
import { success } from '../http/envelope';
import type { TypedApp } from '../http/typed-app';
import { CSV_REPLIES, sendCsv, toCsv } from './csv';
import { CUSTOMERS } from './customer-routes';
import { exportSignups, listSignups } from './webinar-queries';

const TAG = 'Панель управления' as const;
const CSV_HEADER = ['Семинар', 'Дата семинара', 'Имя', 'Телефон', 'E-mail', 'Город', 'Записался'];

/** Webinar signups (manager and owner): the list per seminar and its CSV export for Excel. */
export function webinarRoutes(app: TypedApp): void {
  app.get('/webinars/signups', {
    config: CUSTOMERS,
    schema: {
      operationId: 'adminWebinarSignups',
      summary: 'Записи на вебинары: по семинару, с поиском и страницами; семинары со счётом записей',
      tags: [TAG],
      security: STAFF_SESSION,
      querystring: SignupListQuery,
      response: replies(WebinarSignups),
    },
    handler: async (request) => success(await listSignups(app.db, request.query)),
  });

  app.get('/webinars/signups.csv', {
    config: CUSTOMERS,
    schema: {
      operationId: 'adminWebinarSignupExport',
      summary: 'Записи на вебинары с теми же фильтрами одним файлом CSV (Excel, точка с запятой)',
      tags: [TAG],
      security: STAFF_SESSION,
      querystring: SignupExportQuery,
      response: CSV_REPLIES,
    },
    handler: async (request, reply) => {
      const rows = await exportSignups(app.db, request.query);
      const csv = toCsv(
        CSV_HEADER,
        rows.map((s) => [s.seminar_title, s.seminar_date, s.name, s.phone, s.email, s.city, s.date_added]),
      );
      return sendCsv(reply, 'webinar-signups.csv', csv);
    },
  });
}
