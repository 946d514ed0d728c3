import Type from 'typebox';
import { sql } from 'kysely';
import {
  Message,
  OrderLine,
  OrderLinesBody,
  OrderSummary,
  OwnerBody,
  PasswordChangeBody,
  ProfileSaveBody,
  UserInfo,
} from '../../contract/account';
import { replies } from '../../contract/envelope';
import { unmaskPhone } from '../../domain/phone-mask';
import { checkSettingsPassword, isValidEmail, isValidRussianPhone } from '../../domain/validation';
import { success } from '../http/envelope';
import { HttpError } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';
import { ACCOUNT_MESSAGES, assertOwner, requireCustomer } from './account-errors';
import { findCustomer, findCustomerByEmail, isUniqueViolation, toUserInfo } from './customers';
import { hashPassword } from './passwords';
import { requireOwnOrder } from './own-order';
import { endOtherSessions } from './session-plugin';

/** Order dates are shown in shop time (Moscow), 'YYYY-MM-DD hh:mm:ss'. */
const SHOP_TIME_ZONE = 'Europe/Moscow';

/**
 * product §7 "Profile" (with credentials): the profile, its save, the password change, the customer's orders and one
 * order's lines. Each answers only its owner: a body's customer_id must be the session's (else 403), and an order
 * must belong to the caller.
 */
export async function profileRoutes(app: TypedApp): Promise<void> {
  app.post(
    '/back/profile/profile',
    {
      schema: {
        operationId: 'customerProfile',
        summary: 'Профиль вошедшего покупателя',
        tags: ['Покупатель'],
        body: OwnerBody,
        response: replies(UserInfo),
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      assertOwner(customer, request.body?.customer_id);
      const row = await findCustomer(app.db, customer.customer_id);
      if (!row) throw new HttpError(401, ACCOUNT_MESSAGES.notLoggedIn);
      return success(toUserInfo(row));
    },
  );

  app.post(
    '/back/profile/save',
    {
      schema: {
        operationId: 'customerProfileSave',
        summary: 'Сохранение профиля (e-mail — только если его ещё нет)',
        tags: ['Покупатель'],
        body: ProfileSaveBody,
        response: replies(UserInfo),
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const body = request.body;
      assertOwner(customer, body.customer_id);
      const current = (await findCustomer(app.db, customer.customer_id))!;
      const telephone = body.telephone === undefined ? current.telephone : unmaskPhone(body.telephone);
      if (telephone !== '' && !isValidRussianPhone(telephone))
        throw new HttpError(400, 'Введите телефон полностью: +7(000)000-00-00');
      // The e-mail is read-only once set (product §2); an account without one (Telegram) may add it.
      let email = current.email;
      const wanted = body.email?.trim();
      if (!current.email && wanted) {
        if (!isValidEmail(wanted)) throw new HttpError(400, ACCOUNT_MESSAGES.invalidEmail);
        if (await findCustomerByEmail(app.db, wanted)) throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken);
        email = wanted;
      }
      try {
        await app.db
          .updateTable('customer')
          .set({
            firstname: body.firstname?.trim() ?? current.firstname,
            lastname: body.lastname?.trim() ?? current.lastname,
            telephone,
            address: body.address?.trim() ?? current.address,
            email,
            date_modified: new Date(),
          })
          .where('customer_id', '=', customer.customer_id)
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken);
        throw error;
      }
      return success(toUserInfo((await findCustomer(app.db, customer.customer_id))!));
    },
  );

  app.post(
    '/back/profile/settings',
    {
      schema: {
        operationId: 'customerPasswordChange',
        summary: 'Смена пароля; другие браузеры покупателя выходят',
        tags: ['Покупатель'],
        body: PasswordChangeBody,
        response: replies(Message),
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const { customer_id, password } = request.body;
      assertOwner(customer, customer_id);
      const problem = checkSettingsPassword(password);
      if (problem) throw new HttpError(400, problem);
      await app.db
        .updateTable('customer')
        .set({ password_hash: await hashPassword(password), date_modified: new Date() })
        .where('customer_id', '=', customer.customer_id)
        .execute();
      // Other browsers are logged out; this one logs out itself after the message (product §8).
      const session = await request.session();
      await endOtherSessions(app, customer.customer_id, session?.sessionId ?? null);
      return success({ message: ACCOUNT_MESSAGES.passwordChanged });
    },
  );

  app.post(
    '/back/order/users',
    {
      schema: {
        operationId: 'customerOrders',
        summary: 'Заказы вошедшего покупателя, новые первыми',
        tags: ['Покупатель'],
        body: OwnerBody,
        response: replies(Type.Array(OrderSummary)),
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      assertOwner(customer, request.body?.customer_id);
      const rows = await app.db
        .selectFrom('order')
        .innerJoin('order_status', 'order_status.order_status_id', 'order.status_id')
        .select([
          'order.order_id',
          'order_status.name as status_name',
          sql<string>`to_char(${sql.ref('order.date_added')} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS')`.as(
            'date_added',
          ),
          'order.payment_zone',
          'order.shipping_address_1',
          'order.total',
          (eb) =>
            eb
              .selectFrom('order_product')
              .select(sql<number>`coalesce(sum(quantity), 0)::int`.as('n'))
              .whereRef('order_product.order_id', '=', 'order.order_id')
              .as('products_count'),
        ])
        .where('order.customer_id', '=', customer.customer_id)
        .orderBy('order.date_added', 'desc')
        .orderBy('order.order_id', 'desc')
        .execute();
      const orders: OrderSummary[] = rows.map((r) => ({
        ...r,
        total: Number(r.total),
        products_count: Number(r.products_count ?? 0),
      }));
      return success(orders);
    },
  );

  app.post(
    '/back/product/orders',
    {
      schema: {
        operationId: 'customerOrderLines',
        summary: 'Товары одного заказа вошедшего покупателя',
        tags: ['Покупатель'],
        body: OrderLinesBody,
        response: replies(Type.Array(OrderLine)),
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const orderId = request.body.order_id;
      await requireOwnOrder(app.db, customer.customer_id, orderId);
      const rows = await app.db
        .selectFrom('order_product')
        .leftJoin('product', 'product.product_id', 'order_product.product_id')
        .select([
          'order_product.order_product_id',
          'order_product.product_id',
          'product.keyword as product_keyword',
          sql<string | null>`coalesce(${sql.ref('order_product.image')}, ${sql.ref('product.image')})`.as('image'),
          'order_product.name',
          'order_product.quantity',
          'order_product.price',
        ])
        .where('order_product.order_id', '=', orderId)
        .orderBy('order_product.order_product_id')
        .execute();
      // The values chosen, with the product's ids only while that value still exists (the order keeps its own copy
      // of the names; a value the shop removed since cannot be chosen again).
      const options = await app.db
        .selectFrom('order_option')
        .leftJoin(
          'product_option_value',
          'product_option_value.product_option_value_id',
          'order_option.product_option_value_id',
        )
        .select([
          'order_option.order_product_id',
          'order_option.name',
          'order_option.value',
          'product_option_value.product_option_id',
          'product_option_value.product_option_value_id',
        ])
        .where('order_option.order_id', '=', orderId)
        .orderBy('order_option.order_option_id')
        .execute();
      const lines: OrderLine[] = rows.map((r) => ({
        product_id: r.product_id,
        product_keyword: r.product_keyword ?? '',
        image: r.image ? `/image/${r.image}` : '',
        name: r.name,
        quantity: r.quantity,
        price: Number(r.price),
        options: options
          .filter((o) => o.order_product_id === r.order_product_id)
          .map(({ name, value, product_option_id, product_option_value_id }) => ({
            name,
            value,
            product_option_id,
            product_option_value_id,
          })),
      }));
      return success(lines);
    },
  );
}
