import Type, { type Static, type TSchema } from 'typebox';
import { ADMIN_EDITABLE } from '../domain/admin-edit';
import { STAFF_AREAS, STAFF_ROLES } from '../domain/staff';
import { TRACKING_NUMBER_MAX } from '../domain/order-status';
import { Closed, ErrorReply, Nullable, OrNull, SuccessReply } from './envelope';

/**
 * The back office's calls under /admin/api/ (decision 0021): the staff sign-in, the owner's staff list, the orders.
 * Every call but the sign-in needs a staff session (its own cookie, path /admin) whose role opens the call's area.
 */

const Email = Type.String({ minLength: 1, maxLength: 254, description: 'E-mail сотрудника' });
const Password = Type.String({ minLength: 1, maxLength: 200 });
const StaffRoleSchema = Type.Enum(STAFF_ROLES, {
  description: 'owner — владелец, manager — менеджер, editor — редактор',
});
export const Version = Type.Integer({
  minimum: 1,
  maximum: 2147483647,
  description: 'Версия записи, открытая сотрудником: сохранение поверх чужого изменения отклоняется (409)',
});
export const DateTime = Type.String({ description: 'Дата и время, ISO 8601' });

/** A list's page (from 1) and page size (at most 100) in its query. */
export const PAGING = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

/** The OpenAPI security of every call but the sign-in and sign-out: the staff session cookie (staff_session). */
export const STAFF_SESSION = [{ staffSession: [] }];

// --- Sign-in and the staff ---------------------------------------------------------------------------------------

/** A code from the member's authenticator app: 6 digits (spaces between them are ignored). */
export const TotpCode = Type.String({ minLength: 1, maxLength: 20, description: 'Код из приложения: 6 цифр' });

export const StaffSignInBody = Type.Object({
  email: Email,
  password: Password,
  code: Type.Optional(TotpCode),
});
export type StaffSignInBody = Static<typeof StaffSignInBody>;

export const StaffMe = Closed({
  staff_id: Type.Integer({ minimum: 1 }),
  email: Type.String(),
  name: Type.String(),
  role: StaffRoleSchema,
  areas: Type.Array(Type.Enum(STAFF_AREAS), { description: 'Разделы, которые открывает роль' }),
  two_factor: Type.Boolean({ description: 'Включён ли второй шаг входа (код из приложения)' }),
});
export type StaffMe = Static<typeof StaffMe>;

/** 202 of the sign-in: the password was right, and this member's second step asks for the code from their app. */
export const CodeRequired = Closed({ code_required: Type.Literal(true) });
export type CodeRequired = Static<typeof CodeRequired>;

export const SignedOut = Closed({ signedIn: Type.Literal(false) });
export type SignedOut = Static<typeof SignedOut>;

export const StaffMember = Closed({
  staff_id: Type.Integer({ minimum: 1 }),
  email: Type.String(),
  name: Type.String(),
  role: StaffRoleSchema,
  disabled: Type.Boolean(),
  two_factor: Type.Boolean({ description: 'Включён ли второй шаг входа (TOTP)' }),
  customer_id: Nullable(Type.Integer({ minimum: 1, description: 'Связанный аккаунт покупателя' })),
  customer_email: Nullable(
    Type.String({ description: 'E-mail связанного аккаунта: этот покупатель видит «Редактировать» в магазине' }),
  ),
  version: Type.Integer({ minimum: 1 }),
  date_added: DateTime,
  date_modified: DateTime,
});
export type StaffMember = Static<typeof StaffMember>;

export const StaffList = Closed({ staff: Type.Array(StaffMember) });
export type StaffList = Static<typeof StaffList>;

export const StaffIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** One change of a member from 'Сотрудники': another role, access taken away or given back, or a linked customer. */
export const StaffChangeBody = Type.Object({
  version: Version,
  role: Type.Optional(StaffRoleSchema),
  disabled: Type.Optional(Type.Boolean({ description: 'true — отключить вход, false — включить снова' })),
  two_factor: Type.Optional(
    Type.Literal(false, { description: 'false — сбросить двухфакторный вход сотрудника (потерял телефон)' }),
  ),
  customer_email: Type.Optional(
    OrNull(
      Type.String({
        maxLength: 254,
        description: 'E-mail аккаунта покупателя, который видит «Редактировать» в магазине; null — отвязать',
      }),
    ),
  ),
});
export type StaffChangeBody = Static<typeof StaffChangeBody>;

export const NewStaffBody = Type.Object({
  email: Email,
  password: Password,
  role: StaffRoleSchema,
  name: Type.Optional(Type.String({ maxLength: 128 })),
});
export type NewStaffBody = Static<typeof NewStaffBody>;

// --- Orders -------------------------------------------------------------------------------------------------------

/** What staff may do to an order through this API (the order statechart decides when). */
export const ORDER_ACTIONS = ['assemble', 'ship', 'deliver', 'cancel', 'refund'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
const OrderActionSchema = Type.Enum(ORDER_ACTIONS, {
  description:
    "assemble — 'Собирается', ship — 'Отправлен' (с трек-номером), deliver — 'Доставлен', cancel — 'Отменён', " +
    "refund — 'Возврат' (с суммой)",
});

export const ORDER_SORTS = ['date', 'number', 'total', 'status', 'customer'] as const;
const CalendarDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'ГГГГ-ММ-ДД' });

/** The filters of the orders list, also of its CSV export. */
const orderFilters = {
  status: Type.Optional(Type.Integer({ minimum: 1, maximum: 8, description: 'Статус заказа (order_status_id)' })),
  date_from: Type.Optional(CalendarDay),
  date_to: Type.Optional(CalendarDay),
  payment: Type.Optional(Type.String({ maxLength: 64, description: 'Способ оплаты (payment_code)' })),
  delivery: Type.Optional(Type.String({ maxLength: 64, description: 'Способ доставки (shipping_code)' })),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Номер, имя, телефон или e-mail' })),
  sort: Type.Optional(Type.Enum(ORDER_SORTS)),
  order: Type.Optional(Type.Enum(['asc', 'desc'])),
};

export const OrderExportQuery = Type.Object(orderFilters);
export type OrderExportQuery = Static<typeof OrderExportQuery>;

export const OrderListQuery = Type.Object({
  ...orderFilters,
  ...PAGING,
});
export type OrderListQuery = Static<typeof OrderListQuery>;

export const Money = Type.Number({ description: 'Рубли' });

export const OrderListRow = Closed({
  order_id: Type.Integer({ minimum: 1 }),
  date_added: DateTime,
  customer: Type.String({ description: 'Имя и фамилия получателя' }),
  telephone: Type.String(),
  email: Type.String(),
  total: Money,
  payment_method: Type.String(),
  payment_code: Type.String(),
  shipping_method: Type.String(),
  shipping_code: Type.String(),
  status_id: Type.Integer(),
  status: Type.String(),
});
export type OrderListRow = Static<typeof OrderListRow>;

export const OrderList = Closed({
  orders: Type.Array(OrderListRow),
  total: Type.Integer({ minimum: 0, description: 'Сколько заказов подходит под фильтры' }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
});
export type OrderList = Static<typeof OrderList>;

export const OrderIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const AdminOrder = Closed({
  order_id: Type.Integer({ minimum: 1 }),
  version: Type.Integer({ minimum: 1 }),
  date_added: DateTime,
  date_modified: DateTime,
  status_id: Type.Integer(),
  status: Type.String(),
  customer_id: Nullable(Type.Integer({ minimum: 1 })),
  customer_group_id: Type.Integer(),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  telephone: Type.String(),
  comment: Type.String({ description: 'Комментарий покупателя' }),
  delivery: Closed({
    zone: Type.String(),
    method: Type.String(),
    code: Type.String(),
    city: Type.String(),
    address: Type.String(),
    pickup_point: Nullable(Type.String()),
    cost: Money,
    tracking_number: Nullable(Type.String()),
  }),
  payment: Closed({
    method: Type.String(),
    code: Type.String(),
    transaction_id: Nullable(Type.String()),
    test_payment: Type.Boolean(),
    voucher_code: Nullable(Type.String()),
  }),
  lines: Type.Array(
    Closed({
      product_id: Type.Integer(),
      name: Type.String(),
      model: Type.String(),
      quantity: Type.Integer(),
      price: Money,
      total: Money,
      is_present: Type.Boolean({ description: 'Подарок по акции' }),
      options: Type.Array(Type.String()),
    }),
  ),
  totals: Type.Array(Closed({ code: Type.String(), title: Type.String(), value: Money })),
  history: Type.Array(
    Closed({
      status_id: Type.Integer(),
      status: Type.String(),
      comment: Type.String(),
      notify: Type.Boolean({ description: 'Покупателю отправлено письмо' }),
      customer_visible: Type.Boolean({ description: 'Покупатель видит запись в личном кабинете' }),
      staff: Nullable(Type.String({ description: 'Сотрудник; null — сам магазин (оформление, банк)' })),
      date_added: DateTime,
    }),
  ),
  refunds: Type.Array(
    Closed({
      state: Type.Enum(['pending', 'done'], {
        description: 'pending — банк ещё не ответил (сумма считается возвращённой)',
      }),
      amount: Money,
      transaction_id: Nullable(Type.String()),
      staff: Nullable(Type.String()),
      date_added: DateTime,
    }),
  ),
  staff_note: Type.String({ description: 'Заметка сотрудников, покупатель её не видит' }),
  allowed_actions: Type.Array(OrderActionSchema, { description: 'Действия, которые сейчас разрешает статус заказа' }),
});
export type AdminOrder = Static<typeof AdminOrder>;

export const OrderTransitionBody = Type.Object({
  action: OrderActionSchema,
  version: Version,
  comment: Type.Optional(Type.String({ maxLength: 2000 })),
  notify: Type.Optional(Type.Boolean({ description: "'Уведомить покупателя' (по умолчанию да)" })),
  tracking_number: Type.Optional(Type.String({ maxLength: TRACKING_NUMBER_MAX })),
  amount: Type.Optional(
    Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000, description: 'Сумма возврата в рублях (refund)' }),
  ),
});
export type OrderTransitionBody = Static<typeof OrderTransitionBody>;

export const OrderNoteBody = Type.Object({ staff_note: Type.String({ maxLength: 5000 }), version: Version });
export type OrderNoteBody = Static<typeof OrderNoteBody>;

// --- The audit log ------------------------------------------------------------------------------------------------

/** The kinds of record the audit log names: staff, orders, customers, reviews and questions, the shop's settings. */
export const AUDIT_RECORDS = [
  'staff',
  'order',
  'customer',
  'review',
  'question',
  'settings',
  'product',
  'category',
  'news',
  'blog',
  'information',
  'setting',
  'promotion',
  'seminar',
  'certificate',
  'banner',
  'faq',
  'delivery',
  'pickup_point',
] as const;
export type AuditRecord = (typeof AUDIT_RECORDS)[number];

export const AuditQuery = Type.Object({
  record_type: Type.Optional(Type.Enum(AUDIT_RECORDS, { description: 'Вид записи' })),
  record_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'Номер записи' })),
  ...PAGING,
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntry = Closed({
  audit_log_id: Type.Integer({ minimum: 1 }),
  date_added: DateTime,
  staff_id: Nullable(Type.Integer({ minimum: 1 })),
  actor: Type.String({ description: "E-mail сотрудника или 'npm run staff'" }),
  record_type: Type.String(),
  record_id: Type.Integer(),
  action: Type.String(),
  before: Type.Unknown({ description: 'Запись до изменения (null — её не было)' }),
  after: Type.Unknown({ description: 'Запись после изменения' }),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditPage = Closed({
  entries: Type.Array(AuditEntry),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
});
export type AuditPage = Static<typeof AuditPage>;

/**
 * A save's replies: its 409 is either a refusal of the change (the error alone) or a save from a stale copy
 * ('Запись изменена другим сотрудником') with the record as it is now in `data` (`fresh`, when a change answers with
 * something else than the record: a bulk change's count).
 */
export function staleReplies<T extends TSchema, F extends TSchema = T>(data: T, fresh?: F) {
  return {
    200: SuccessReply(data),
    409: Closed(
      {
        result: Type.Literal('error'),
        error: Type.String(),
        data: Type.Optional(fresh ?? data),
      },
      { description: 'Изменение не разрешено, или запись изменена другим сотрудником: тогда свежая версия в data' },
    ),
    '4xx': ErrorReply,
    '5xx': ErrorReply,
  } as const;
}

// --- The storefront's 'Редактировать' -------------------------------------------------------------------------------

/** What a 'Редактировать' link carries to the back office: the record and the storefront's short-lived token. */
export const EditLinkBody = Type.Object({
  kind: Type.Enum(ADMIN_EDITABLE, { description: 'Что редактировать: товар, категорию, страницу или статью блога' }),
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  token: Type.String({ minLength: 1, maxLength: 512, description: 'Токен из ответа isAdmin магазина' }),
});
export type EditLinkBody = Static<typeof EditLinkBody>;

export const EditLinkReply = Closed({
  path: Type.String({ description: 'Страница редактора в панели управления (без /admin)' }),
});
export type EditLinkReply = Static<typeof EditLinkReply>;
