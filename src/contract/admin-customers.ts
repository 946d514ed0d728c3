import Type, { type Static } from 'typebox';
import { PROFESSIONAL_STATUSES } from '../domain/account';
import { DateTime, Money, PAGING, Version } from './admin';
import { Closed, Nullable } from './envelope';

/**
 * The back office's customers ('Покупатели') and professionals' applications (issue 15), under /admin/api/: for the
 * owner and managers (area `customers`).
 */

const Group = Type.Integer({
  minimum: 1,
  maximum: 2,
  description: '1 — частный покупатель, 2 — специалист (цены −30%)',
});
const ProfessionalStatus = Type.Enum(PROFESSIONAL_STATUSES, {
  description:
    'none — частное лицо, pending — документ ждёт проверки, approved — одобрен, rejected — отклонён (остаётся частным)',
});

export const CUSTOMER_SORTS = ['date', 'name', 'email', 'orders', 'spent'] as const;

export const CustomerListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Имя, фамилия, e-mail или телефон' })),
  group: Type.Optional(Group),
  sort: Type.Optional(Type.Enum(CUSTOMER_SORTS)),
  order: Type.Optional(Type.Enum(['asc', 'desc'])),
  ...PAGING,
});
export type CustomerListQuery = Static<typeof CustomerListQuery>;

const customerFields = {
  customer_id: Type.Integer({ minimum: 1 }),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String({ description: "'' — аккаунт соцсети без e-mail" }),
  telephone: Type.String({ description: 'Только цифры' }),
  customer_group_id: Group,
  professional_status: ProfessionalStatus,
  date_added: DateTime,
};

const orderFigures = {
  orders: Type.Integer({ minimum: 0, description: 'Сколько заказов' }),
  spent: Money,
};

export const CustomerListRow = Closed({ ...customerFields, ...orderFigures });
export type CustomerListRow = Static<typeof CustomerListRow>;

export const CustomerList = Closed({
  customers: Type.Array(CustomerListRow),
  total: Type.Integer({ minimum: 0, description: 'Сколько покупателей подходит под поиск и фильтр' }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
});
export type CustomerList = Static<typeof CustomerList>;

export const CustomerIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const AdminCustomer = Closed({
  ...customerFields,
  version: Type.Integer({ minimum: 1 }),
  address: Type.String(),
  customer_type: Type.Integer({
    minimum: 1,
    maximum: 2,
    description: 'Как регистрировался: 1 частное лицо, 2 специалист',
  }),
  status: Type.Boolean({ description: 'Может входить на сайт' }),
  ...orderFigures,
  order_list: Type.Array(
    Closed({
      order_id: Type.Integer({ minimum: 1 }),
      date_added: DateTime,
      status_id: Type.Integer(),
      status: Type.String(),
      total: Money,
    }),
    { description: 'Заказы, новые первыми' },
  ),
  certificates: Type.Array(
    Closed({
      code: Type.String(),
      amount: Money,
      balance: Money,
      order_id: Nullable(Type.Integer({ minimum: 1 })),
      active: Type.Boolean({ description: 'Оплачен и действует' }),
      date_added: DateTime,
    }),
    { description: 'Подарочные сертификаты, купленные покупателем' },
  ),
  decisions: Type.Array(
    Closed({
      decision: Type.Enum(['approved', 'rejected']),
      reason: Type.String(),
      actor: Type.String({ description: "E-mail сотрудника или 'npm run customers'" }),
      date_added: DateTime,
    }),
    { description: 'Решения по заявке специалиста, по порядку' },
  ),
});
export type AdminCustomer = Static<typeof AdminCustomer>;

export const CustomerGroupBody = Type.Object({
  customer_group_id: Group,
  version: Version,
  notify: Type.Optional(Type.Boolean({ description: 'Письмо покупателю о новой группе (по умолчанию да)' })),
});
export type CustomerGroupBody = Static<typeof CustomerGroupBody>;

// --- Professionals' applications ------------------------------------------------------------------------------------

export const ProfessionalQueueQuery = Type.Object({
  status: Type.Optional(
    Type.Enum(['pending', 'approved', 'rejected'], { description: 'По умолчанию pending — ждут решения' }),
  ),
  ...PAGING,
});
export type ProfessionalQueueQuery = Static<typeof ProfessionalQueueQuery>;

export const ProfessionalApplication = Closed({
  ...customerFields,
  version: Type.Integer({ minimum: 1 }),
  document: Nullable(
    Closed({
      filename: Type.String({ description: 'Имя файла, как его загрузил покупатель' }),
      mime: Type.String(),
      size: Type.Integer({ minimum: 0 }),
      url: Type.String({ description: 'Адрес документа для сотрудников (изображение или PDF)' }),
    }),
  ),
  decided: Nullable(
    Closed({
      decision: Type.Enum(['approved', 'rejected']),
      reason: Type.String(),
      actor: Type.String(),
      date_added: DateTime,
    }),
  ),
});
export type ProfessionalApplication = Static<typeof ProfessionalApplication>;

export const ProfessionalQueue = Closed({
  applications: Type.Array(ProfessionalApplication),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
});
export type ProfessionalQueue = Static<typeof ProfessionalQueue>;

export const ApproveBody = Type.Object({ version: Version });
export type ApproveBody = Static<typeof ApproveBody>;

export const RejectBody = Type.Object({
  version: Version,
  reason: Type.String({ maxLength: 2000, description: 'Причина отказа: уходит покупателю письмом' }),
});
export type RejectBody = Static<typeof RejectBody>;
