import Type, { type Static } from 'typebox';
import { DateTime, PAGING } from './admin';
import { Closed, Nullable } from './envelope';

/**
 * Webinar signups in the back office (issue 15): who signed up for which seminar, with their contacts, and the same
 * list as CSV. People's contacts, so for the owner and managers (area `customers`).
 */

const signupFilters = {
  seminar_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'Один семинар' })),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Имя, телефон, e-mail или город' })),
};

export const SignupExportQuery = Type.Object(signupFilters);
export type SignupExportQuery = Static<typeof SignupExportQuery>;

export const SignupListQuery = Type.Object({ ...signupFilters, ...PAGING });
export type SignupListQuery = Static<typeof SignupListQuery>;

export const WebinarSignup = Closed({
  seminar_signup_id: Type.Integer({ minimum: 1 }),
  seminar_id: Type.Integer({ minimum: 1 }),
  seminar_title: Type.String(),
  seminar_date: DateTime,
  name: Type.String(),
  phone: Type.String({ description: 'Только цифры, 7XXXXXXXXXX' }),
  email: Type.String({ description: "'' — не указан (форма его не спрашивает)" }),
  city: Type.String(),
  customer_id: Nullable(Type.Integer({ minimum: 1, description: 'Покупатель, если записался, войдя на сайт' })),
  date_added: DateTime,
});
export type WebinarSignup = Static<typeof WebinarSignup>;

export const WebinarSignups = Closed({
  signups: Type.Array(WebinarSignup, { description: 'Записи, новые первыми' }),
  seminars: Type.Array(
    Closed({
      seminar_id: Type.Integer({ minimum: 1 }),
      title: Type.String(),
      date: DateTime,
      signups: Type.Integer({ minimum: 0 }),
    }),
    { description: 'Семинары, на которые записывались, ближайшие и новые первыми, со счётом записей' },
  ),
  total: Type.Integer({ minimum: 0, description: 'Сколько записей подходит под фильтры' }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
});
export type WebinarSignups = Static<typeof WebinarSignups>;
