import Type, { type Static } from 'typebox';
import { Money } from './admin';
import { Closed, Nullable } from './envelope';

/**
 * The back office's first page (issue 15): what needs the staff today. Each part comes only to a role that opens its
 * area (null otherwise): orders and money to whoever runs orders, applications to whoever runs customers, the
 * moderation queues to moderators, low stock to the catalogue's people.
 */

const Day = Type.String({ description: 'День по московскому времени, YYYY-MM-DD' });
const Count = Type.Integer({ minimum: 0 });

export const SalesFigures = Closed(
  { orders: Count, revenue: Money },
  {
    description:
      'Заказы, оформленные за период, кроме отменённых и ждущих оплаты картой, и их сумма за вычетом возвратов; ' +
      'тестовые оплаты (песочница банка) не считаются',
  },
);
export type SalesFigures = Static<typeof SalesFigures>;

export const DashboardOrders = Closed({
  today: SalesFigures,
  month: SalesFigures,
  waiting: Type.Array(Closed({ status_id: Type.Integer({ minimum: 1 }), name: Type.String(), count: Count }), {
    description: 'Заказы, ждущие действия сотрудника, по статусам (новые, оплаченные, собирающиеся)',
  }),
  by_day: Type.Array(Closed({ date: Day, orders: Count, revenue: Money }), {
    description: 'Последние 30 дней, старые первыми, сегодня последним; дни без заказов — нули',
  }),
});
export type DashboardOrders = Static<typeof DashboardOrders>;

export const LowStockProduct = Closed({
  product_id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  sku: Type.String(),
  quantity: Type.Integer(),
  keyword: Type.String({ description: 'Адрес товара в магазине' }),
});
export type LowStockProduct = Static<typeof LowStockProduct>;

export const Dashboard = Closed({
  today: Day,
  orders: Nullable(DashboardOrders),
  applications: Nullable(Type.Integer({ minimum: 0, description: 'Заявки специалистов, ждущие решения' })),
  moderation: Nullable(Closed({ reviews: Count, questions: Count }, { description: 'Ждут модерации' })),
  low_stock: Nullable(
    Closed({
      threshold: Type.Integer({ minimum: 0, description: 'Остаток, с которого товар считается заканчивающимся' }),
      total: Count,
      products: Type.Array(LowStockProduct, {
        description: 'Включённые товары с остатком не больше порога, меньшие первыми',
      }),
    }),
  ),
});
export type Dashboard = Static<typeof Dashboard>;
