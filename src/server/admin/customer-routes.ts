import {
  AdminCustomer,
  CustomerGroupBody,
  CustomerIdParams,
  CustomerList,
  CustomerListQuery,
} from '../../contract/admin-customers';
import { STAFF_SESSION, staleReplies } from '../../contract/admin';
import { replies } from '../../contract/envelope';
import { success } from '../http/envelope';
import { HttpError } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';
import type { Mailer } from '../integrations/mail';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { changeCustomerGroup } from './customer-change';
import { listCustomers, loadAdminCustomer } from './customer-queries';
import { savedOrStale } from './stale-record';
import { actorOf } from './staff-routes';

const TAG = 'Панель управления' as const;
export const CUSTOMERS = { staff: { area: 'customers' } } as const;

/** 'Покупатели' (manager and owner): the list, one customer's page, a change of group. */
export function customerRoutes(app: TypedApp, mailer: Mailer): void {
  const customerOr404 = async (customerId: number) => {
    const customer = await loadAdminCustomer(app.db, customerId);
    if (!customer) throw new HttpError(404, M.customerNotFound);
    return customer;
  };

  app.get('/customers', {
    config: CUSTOMERS,
    schema: {
      operationId: 'adminCustomerList',
      summary: 'Покупатели: страница списка с поиском (имя, e-mail, телефон), фильтром по группе и сортировкой',
      tags: [TAG],
      security: STAFF_SESSION,
      querystring: CustomerListQuery,
      response: replies(CustomerList),
    },
    handler: async (request) => success(await listCustomers(app.db, request.query)),
  });

  app.get('/customers/:id', {
    config: CUSTOMERS,
    schema: {
      operationId: 'adminCustomer',
      summary: 'Покупатель: контакты, группа, заказы и суммы, сертификаты, решения по заявке специалиста',
      tags: [TAG],
      security: STAFF_SESSION,
      params: CustomerIdParams,
      response: replies(AdminCustomer),
    },
    handler: async (request) => success(await customerOr404(request.params.id)),
  });

  app.post('/customers/:id/group', {
    config: CUSTOMERS,
    schema: {
      operationId: 'adminCustomerGroup',
      summary: 'Перевести покупателя в группу частных покупателей или специалистов; письмо покупателю',
      tags: [TAG],
      security: STAFF_SESSION,
      params: CustomerIdParams,
      body: CustomerGroupBody,
      response: staleReplies(AdminCustomer),
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      return savedOrStale(
        reply,
        () => changeCustomerGroup(app, mailer, request.log, actorOf(request), id, request.body),
        () => customerOr404(id),
      );
    },
  });
}
