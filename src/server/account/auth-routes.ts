import {
  AdminInfo,
  LoggedOut,
  LoginBody,
  RegistrationBody,
  RegistrationReply,
  SessionReply,
  UserInfo,
} from '../../contract/account';
import { replies } from '../../contract/envelope';
import { CUSTOMER_TYPE } from '../../domain/constants';
import { unmaskPhone } from '../../domain/phone-mask';
import { checkResetPassword, isValidEmail, isValidRussianPhone } from '../../domain/validation';
import { publicBaseUrl } from '../config';
import { registerCmsRoute } from '../http/cms-dispatch';
import { success } from '../http/envelope';
import { HttpError } from '../http/http-error';
import type { Mailer } from '../integrations/mail';
import { ACCOUNT_MESSAGES, requireCustomer } from './account-errors';
import { adminTokenSecret, signAdminToken } from './admin-token';
import { findCustomer, findCustomerByEmail, isUniqueViolation, normaliseEmail, toUserInfo } from './customers';
import { newApplicationEmail, professionalReceivedEmail, welcomeEmail, PROFESSIONALS_PAGE } from './emails';
import { loginSucceeded, recordLoginAttempt, reserveLoginAttempt } from './login-throttle';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { endSession, startCustomerSession } from './session-plugin';
import { takeLimit } from '../http/rate-limits';
import type { TypedApp } from '../http/typed-app';
import { ownerMail } from '../db/shop-settings';

/** What a professional sees instead of being logged in (product §6 cosmetolog_message). */
export const COSMETOLOG_MESSAGE =
  'Спасибо за регистрацию! Мы проверим ваш документ и откроем цены для специалистов: о подтверждении придёт письмо. ' +
  'До этого вы можете войти и покупать по обычным ценам.';

// Fastify's Ajv coerces '1', 'true', 1 to true (`remember` is a boolean in the schema); this reads it either way.
const isOn = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true' || value === 'on';

/** Checks a registration the way the form does, with the same Russian texts; null when fine. */
function registrationProblem(body: RegistrationBody): string | null {
  if (!body.name.trim()) return 'Введите имя';
  if (!body.surname.trim()) return 'Введите фамилию';
  if (!isValidRussianPhone(body.phone)) return 'Введите телефон полностью: +7(000)000-00-00';
  if (!isValidEmail(body.email.trim())) return ACCOUNT_MESSAGES.invalidEmail;
  const password = checkResetPassword(body.password, body.retry ?? body.password);
  if (password) return password;
  return null;
}

/**
 * product §7 "Auth" under /cms/index.php?route=…: session check, registration, login, logout, customer info, admin flag.
 * Password recovery, social logins and uploads are in their own files.
 */
export function authRoutes(app: TypedApp, mailer: Mailer): void {
  registerCmsRoute(app, 'api/sess', {
    method: 'GET',
    schema: {
      operationId: 'customerSession',
      summary: 'Кто вошёл на этом браузере: покупатель по cookie сессии или никто',
      tags: ['Покупатель'],
      response: replies(SessionReply),
    },
    handler: async (request) => {
      const customer = await request.customer();
      const row = customer ? await findCustomer(app.db, customer.customer_id) : undefined;
      return success({ userAuth: Boolean(row), user: row ? toUserInfo(row) : null });
    },
  });

  registerCmsRoute(app, 'api/customer/registration', {
    method: 'POST',
    schema: {
      operationId: 'customerRegistration',
      summary: 'Регистрация: частное лицо входит сразу, специалист ждёт проверки документа',
      tags: ['Покупатель'],
      body: RegistrationBody,
      response: replies(RegistrationReply),
    },
    handler: async (request, reply) => {
      const body = request.body;
      const problem = registrationProblem(body);
      if (problem) throw new HttpError(400, problem);
      const professional = body.customer_type === CUSTOMER_TYPE.PROFESSIONAL;
      const email = body.email.trim();
      if (await findCustomerByEmail(app.db, email)) throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken);
      await takeLimit(app.db, 'registrations', request.ip);

      const password_hash = await hashPassword(body.password);
      let customerId: number;
      try {
        customerId = await app.db.transaction().execute(async (trx) => {
          const { customer_id } = await trx
            .insertInto('customer')
            .values({
              customer_group_id: 1,
              customer_type: professional ? 2 : 1,
              professional_status: professional ? 'pending' : 'none',
              firstname: body.name.trim(),
              lastname: body.surname.trim(),
              email,
              telephone: unmaskPhone(body.phone),
              password_hash,
            })
            .returning('customer_id')
            .executeTakeFirstOrThrow();
          if (professional) {
            const claimed = await trx
              .updateTable('customer_upload')
              .set({ customer_id })
              .where('code', '=', body.sertificat ?? '')
              .where('purpose', '=', 'certificate')
              .where('customer_id', 'is', null)
              .executeTakeFirst();
            if (Number(claimed.numUpdatedRows) !== 1) throw new HttpError(400, ACCOUNT_MESSAGES.certificateMissing);
          }
          return customer_id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken);
        throw error;
      }

      if (professional) {
        // Not logged in yet: the shop checks the document first (product §6). The shop's mailbox hears of the
        // application, so it does not wait unseen in the back office's queue.
        const applicant = {
          firstname: body.name.trim(),
          lastname: body.surname.trim(),
          email,
          telephone: unmaskPhone(body.phone),
        };
        const backOffice = `${publicBaseUrl(app.config)}${PROFESSIONALS_PAGE}`;
        const owner = await ownerMail(app.db, app.config.shopEmail);
        await Promise.all([
          mailer.send({ to: email, ...professionalReceivedEmail(body.name.trim()) }),
          ...(owner.professional ? [mailer.send({ to: owner.to, ...newApplicationEmail(applicant, backOffice) })] : []),
        ]).catch((error: unknown) => {
          request.log.error({ err: error }, 'Не удалось отправить письмо о регистрации специалиста');
        });
        return success({ cosmetolog_message: COSMETOLOG_MESSAGE });
      }
      await startCustomerSession(app, request, reply, customerId, isOn(body.remember));
      await mailer
        .send({ to: email, ...welcomeEmail(body.name.trim(), publicBaseUrl(app.config)) })
        .catch((error: unknown) => request.log.error({ err: error }, 'Не удалось отправить письмо о регистрации'));
      return success({ user: toUserInfo((await findCustomer(app.db, customerId))!) });
    },
  });

  registerCmsRoute(app, 'api/customer/authentication', {
    method: 'POST',
    schema: {
      operationId: 'customerLogin',
      summary: 'Вход по e-mail и паролю',
      tags: ['Покупатель'],
      body: LoginBody,
      response: replies(UserInfo),
    },
    handler: async (request, reply) => {
      const { email, password, remember } = request.body;
      const key = normaliseEmail(email);
      const customer = await findCustomerByEmail(app.db, key);
      const reservation = await reserveLoginAttempt(app.db, request, key, customer?.customer_id ?? null);
      const valid = await verifyPassword(password, customer?.password_hash ?? null);
      await recordLoginAttempt(app.db, key, request.ip, valid);
      if (!customer || !valid) throw new HttpError(401, ACCOUNT_MESSAGES.wrongCredentials);
      await loginSucceeded(app, request, reply, reservation, customer.customer_id);
      if (!customer.status) throw new HttpError(403, ACCOUNT_MESSAGES.disabled);
      if (needsRehash(customer.password_hash!)) {
        await app.db
          .updateTable('customer')
          .set({ password_hash: await hashPassword(password) })
          .where('customer_id', '=', customer.customer_id)
          .execute();
      }
      await startCustomerSession(app, request, reply, customer.customer_id, isOn(remember));
      return success(toUserInfo(customer));
    },
  });

  registerCmsRoute(app, 'api/customer/logout', {
    method: 'POST',
    schema: {
      operationId: 'customerLogout',
      summary: 'Выход: сессия этого браузера заканчивается',
      tags: ['Покупатель'],
      response: replies(LoggedOut),
    },
    handler: async (request, reply) => {
      await endSession(app, request, reply);
      return success<LoggedOut>({ userAuth: false });
    },
  });

  registerCmsRoute(app, 'api/customer/getCustomerInfo', {
    method: 'POST',
    schema: {
      operationId: 'customerInfo',
      summary: 'Данные вошедшего покупателя',
      tags: ['Покупатель'],
      response: replies(UserInfo),
    },
    handler: async (request) => {
      const customer = await requireCustomer(request);
      const row = await findCustomer(app.db, customer.customer_id);
      if (!row) throw new HttpError(401, ACCOUNT_MESSAGES.notLoggedIn);
      return success(toUserInfo(row));
    },
  });

  registerCmsRoute(app, 'api/customer/isAdmin', {
    method: 'GET',
    schema: {
      operationId: 'customerAdminStatus',
      summary: 'Админ ли покупатель; админу — токен и адрес редактора для ссылок «Редактировать»',
      tags: ['Покупатель'],
      response: replies(AdminInfo),
    },
    handler: async (request) => {
      const customer = await request.customer();
      if (!customer?.is_admin) return success({ is_admin: false, token: null });
      const token = signAdminToken(await adminTokenSecret(app.config), customer.customer_id);
      // The editor's address comes with the token, so the storefront builds 'Редактировать' links (product §6).
      return success({ is_admin: true, token, editor_url: app.config.adminEditorUrl });
    },
  });
}
