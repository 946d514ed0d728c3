import Type from 'typebox';
import { Seminar, SeminarSignupBody } from '../../contract/content';
import { Id, replies } from '../../contract/envelope';
import type { TypedApp } from '../http/typed-app';
import { sql } from 'kysely';
import { unmaskPhone } from '../../domain/phone-mask';
import { isValidRussianPhone } from '../../domain/validation';
import { CACHED } from '../http/cached-answers';
import { success } from '../http/envelope';
import { servedHtml } from '../http/served-html';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { shopDateTime } from '../http/shop-time';
import { imageUrl } from './content-format';
import { takeLimit } from '../http/rate-limits';
import { SEMINAR_TEXT } from '../../domain/seminar-edit';

/** What the signup call answers when something is wrong; the storefront shows these texts as they are (product §8). */
export const SIGNUP_MESSAGES = {
  seminar: 'Не выбран вебинар для записи',
  notFound: 'Вебинар не найден',
  closed: 'Запись на этот вебинар закрыта: он уже прошёл',
  name: 'Укажите ваше ФИО',
  nameTooLong: 'ФИО должно быть не длиннее 128 символов',
  phone: 'Укажите номер телефона в формате +7(000)000-00-00',
  city: 'Укажите ваш город',
  cityTooLong: 'Название города должно быть не длиннее 128 символов',
  duplicate: 'Вы уже записаны на этот вебинар с этим номером телефона',
  full: SEMINAR_TEXT.full,
} as const;

/** Signups for the seminar in the row at hand. */
const SIGNUPS = sql<number>`(select count(*)::int from seminar_signup where seminar_signup.seminar_id = seminar.seminar_id)`;
/** No place is left: a capacity is set and that many signed up (domain/seminar-edit.ts seminarFull). */
const FULL = sql<boolean>`seminar.capacity is not null and ${SIGNUPS} >= seminar.capacity`;

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/**
 * product §7 `/back/seminar/getSeminar` (the seminars and webinars still to come, soonest first) and
 * `/back/seminar/addUserSeminar {seminar_id, seminar_name, seminar_tele, seminar_city}` (reply data: the signup's
 * number). Seminar: seminar_id, type (1 = Вебинар), type_name, title, date, date1, image, text (sanitised HTML), and
 * full: its places are taken (the back office's capacity), so the card shows that instead of the signup.
 */
export async function seminarRoutes(app: TypedApp): Promise<void> {
  const upcoming = {
    operationId: 'seminars',
    summary: 'Семинары и вебинары, которые ещё впереди, ближайшие первыми',
    tags: ['Контент'],
    response: replies(Type.Array(Seminar)),
  };
  app.post('/back/seminar/getSeminar', { schema: upcoming, config: CACHED }, async () => {
    const rows = await app.db
      .selectFrom('seminar')
      .innerJoin('seminar_type', 'seminar_type.seminar_type_id', 'seminar.type')
      .select([
        'seminar.seminar_id',
        'seminar.type',
        'seminar_type.name as type_name',
        'seminar.title',
        'seminar.date',
        'seminar.date1',
        'seminar.image',
        'seminar.text',
        FULL.as('full'),
      ])
      .where('seminar.status', '=', true)
      .where(sql<boolean>`coalesce(seminar.date1, seminar.date) >= now()`)
      .orderBy('seminar.date', 'asc')
      .orderBy('seminar.seminar_id', 'asc')
      .execute();
    return success(
      rows.map((row) => ({
        seminar_id: row.seminar_id,
        type: row.type,
        type_name: row.type_name,
        title: row.title,
        date: shopDateTime(row.date),
        date1: shopDateTime(row.date1),
        image: imageUrl(row.image),
        text: servedHtml('article', row.text),
        full: Boolean(row.full),
      })),
    );
  });

  app.post(
    '/back/seminar/addUserSeminar',
    {
      schema: {
        operationId: 'seminarSignup',
        summary: 'Записаться на вебинар; в ответе — номер записи',
        tags: ['Контент'],
        body: SeminarSignupBody,
        response: replies(Id),
      },
    },
    async (request) => {
      const seminarId = Number(text(request.body.seminar_id));
      const name = text(request.body.seminar_name);
      const phone = text(request.body.seminar_tele);
      const city = text(request.body.seminar_city);
      if (!Number.isInteger(seminarId) || seminarId <= 0 || seminarId > 2147483647)
        throw badRequest(SIGNUP_MESSAGES.seminar);
      if (name === '') throw badRequest(SIGNUP_MESSAGES.name);
      if (name.length > 128) throw badRequest(SIGNUP_MESSAGES.nameTooLong);
      if (!isValidRussianPhone(phone)) throw badRequest(SIGNUP_MESSAGES.phone);
      if (city === '') throw badRequest(SIGNUP_MESSAGES.city);
      if (city.length > 128) throw badRequest(SIGNUP_MESSAGES.cityTooLong);

      const digits = unmaskPhone(phone);
      await takeLimit(app.db, 'seminarSignups', request.ip);
      // The seminar's row is locked first, so signups for one seminar take their turns: the count below sees every
      // signup committed before, and the last place goes to one person only (PostgreSQL reads committed rows afresh
      // in each statement once the lock is granted).
      return app.db.transaction().execute(async (trx) => {
        const seminar = await trx
          .selectFrom('seminar')
          .select([sql<boolean>`coalesce(seminar.date1, seminar.date) >= now()`.as('upcoming')])
          .where('seminar_id', '=', seminarId)
          .where('status', '=', true)
          .forUpdate()
          .executeTakeFirst();
        if (!seminar) throw notFound(SIGNUP_MESSAGES.notFound);
        if (!seminar.upcoming) throw badRequest(SIGNUP_MESSAGES.closed);
        const already = await trx
          .selectFrom('seminar_signup')
          .select('seminar_signup_id')
          .where('seminar_id', '=', seminarId)
          .where('phone', '=', digits)
          .executeTakeFirst();
        if (already) throw new HttpError(409, SIGNUP_MESSAGES.duplicate);
        const { full } = await trx
          .selectFrom('seminar')
          .select(FULL.as('full'))
          .where('seminar_id', '=', seminarId)
          .executeTakeFirstOrThrow();
        if (full) throw new HttpError(409, SIGNUP_MESSAGES.full);
        const row = await trx
          .insertInto('seminar_signup')
          .values({ seminar_id: seminarId, customer_id: null, name, phone: digits, city })
          .returning('seminar_signup_id')
          .executeTakeFirstOrThrow();
        return success(row.seminar_signup_id);
      });
    },
  );
}
