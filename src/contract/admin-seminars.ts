import Type, { type Static } from 'typebox';
import { RICH_TEXT_MAX } from '../domain/content-kinds';
import { SEMINAR_LIMITS } from '../domain/seminar-edit';
import { PAGING, Version } from './admin';
import { Closed, Nullable, OrNull } from './envelope';

/**
 * The back office's seminars and webinars (issue 16, 'Семинары'), under /admin/api/content/seminars: for the owner and
 * editors (area `content`). Who signed up stays with the customers (admin-webinars.ts).
 */

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const ShopDateTime = Type.String({ description: "'YYYY-MM-DD HH:mm', время магазина (Москва)" });

export const SeminarListQuery = Type.Object({ ...PAGING });
export type SeminarListQuery = Static<typeof SeminarListQuery>;

export const SeminarIdParams = Type.Object({ id: Id });

const values = {
  type: Type.Integer({ description: '1 — вебинар, 2 — семинар' }),
  title: Type.String({ maxLength: 1000 }),
  date: Type.String({ maxLength: 32, description: "Начало: 'YYYY-MM-DD HH:mm', время магазина (Москва)" }),
  date1: Type.String({ maxLength: 32, description: "Окончание в том же виде; '' — нет" }),
  text: Type.String({ maxLength: RICH_TEXT_MAX, description: 'HTML из редактора; магазин очищает его при показе' }),
  image: Type.String({ maxLength: 255, description: "Путь изображения под /image/; '' — нет" }),
  capacity: OrNull(
    Type.Integer({ description: `Сколько мест, до ${SEMINAR_LIMITS.capacity}; null — без ограничения` }),
  ),
  status: Type.Boolean({ description: 'Показывать на сайте' }),
};

export const SeminarBody = Type.Object(values);
export type SeminarBody = Static<typeof SeminarBody>;

export const SeminarSaveBody = Type.Object({ ...values, version: Version });
export type SeminarSaveBody = Static<typeof SeminarSaveBody>;

export const SeminarDeleteBody = Type.Object({ version: Version });

export const AdminSeminar = Closed({
  seminar_id: Id,
  type: Type.Integer({ description: '1 — вебинар, 2 — семинар' }),
  title: Type.String(),
  date: ShopDateTime,
  date1: Type.String({ description: "Окончание в том же виде; '' — нет" }),
  text: Type.String({ description: 'HTML как сохранён' }),
  image: Type.String({ description: "Путь изображения; '' — нет" }),
  image_url: Type.String({ description: "Где изображение показывается сейчас; '' — нет" }),
  capacity: Nullable(Type.Integer({ minimum: 1 })),
  status: Type.Boolean(),
  signups: Type.Integer({ minimum: 0, description: 'Сколько записалось' }),
  past: Type.Boolean({ description: 'Уже прошёл (окончание или, без него, начало раньше сейчас)' }),
  version: Type.Integer({ minimum: 1 }),
});
export type AdminSeminar = Static<typeof AdminSeminar>;

export const AdminSeminarList = Closed({
  items: Type.Array(AdminSeminar, {
    description: 'Предстоящие по дате, ближайшие первыми, затем прошедшие, недавние первыми',
  }),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
});
export type AdminSeminarList = Static<typeof AdminSeminarList>;
