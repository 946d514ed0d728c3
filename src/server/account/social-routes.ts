import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { SocialConfig, TelegramLoginBody, UserInfo, VkLoginBody } from '../../contract/account';
import { ErrorReply, replies } from '../../contract/envelope';
import { formatPhone, unmaskPhone } from '../../domain/phone-mask';
import { isValidEmail, isValidRussianPhone } from '../../domain/validation';
import { publicBaseUrl } from '../config';
import { registerCmsRoute } from '../http/cms-dispatch';
import { success } from '../http/envelope';
import { HttpError } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';
import { ACCOUNT_MESSAGES } from './account-errors';
import {
  findCustomer,
  findCustomerByEmail,
  isAdminExpression,
  isUniqueViolation,
  toUserInfo,
  type CustomerRow,
} from './customers';
import { cookieOptions, startCustomerSession } from './session-plugin';
import { verifyTelegramLogin, type TelegramFields } from './telegram-login';
import { VkIdError, vkAuthorizeRequest, vkSignIn, type VkUser } from './vk-id';

export const VK_STATE_COOKIE = 'vkid_state';
const VK_REQUEST_TTL_MS = 10 * 60 * 1000;

interface SocialPerson {
  network: 'TG' | 'VK';
  id: number;
  firstname: string;
  lastname: string;
  /** https only: anything else is not shown. */
  photo: string | null;
  email: string | null;
  /** A Russian phone as the shop stores it ('79161234567'), when the network gives one. */
  phone: string | null;
}

/** The network's phone when it is a Russian number, in the shop's stored form; anything else is not kept. */
const russianPhoneOrNull = (phone: string | null | undefined) => {
  const digits = unmaskPhone(formatPhone(phone));
  return isValidRussianPhone(digits) ? digits : null;
};

const httpsOrNull = (url: string | null | undefined) =>
  url && /^https:\/\/[^\s"'<>]+$/.test(url) ? url.slice(0, 1000) : null;

/**
 * The customer a verified social person logs in as: the one already linked to that network id; else (VK, with an
 * e-mail) the account with that e-mail; else the customer logged in on this browser, who links it now; else a new
 * customer. The social photo becomes the avatar unless the customer uploaded one; the network's phone fills an empty
 * phone.
 */
async function customerForSocial(app: TypedApp, request: FastifyRequest, person: SocialPerson): Promise<CustomerRow> {
  const column = person.network === 'TG' ? 'telegram_id' : 'vk_id';
  let customer = await app.db
    .selectFrom('customer')
    .selectAll('customer')
    .select(isAdminExpression)
    .where(column, '=', person.id)
    .executeTakeFirst();
  if (!customer && person.email) customer = await findCustomerByEmail(app.db, person.email);
  if (!customer) {
    const current = await request.customer();
    if (current) customer = await findCustomer(app.db, current.customer_id);
  }
  if (customer) {
    if (customer[column] !== null && Number(customer[column]) !== person.id)
      throw new HttpError(409, ACCOUNT_MESSAGES.socialTaken);
    const keepsUploadedAvatar = customer.avatar !== null && customer.avatar_source === null;
    await app.db
      .updateTable('customer')
      .set({
        [column]: person.id,
        ...(keepsUploadedAvatar || !person.photo ? {} : { avatar: person.photo, avatar_source: person.network }),
        ...(customer.firstname ? {} : { firstname: person.firstname }),
        ...(customer.lastname ? {} : { lastname: person.lastname }),
        ...(customer.telephone || !person.phone ? {} : { telephone: person.phone }),
        date_modified: new Date(),
      })
      .where('customer_id', '=', customer.customer_id)
      .execute();
    return (await findCustomer(app.db, customer.customer_id))!;
  }
  try {
    const created = await app.db
      .insertInto('customer')
      .values({
        [column]: person.id,
        firstname: person.firstname.slice(0, 64),
        lastname: person.lastname.slice(0, 64),
        email: person.email,
        telephone: person.phone ?? '',
        password_hash: null,
        avatar: person.photo,
        avatar_source: person.photo ? person.network : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // A new account is linked to no staff member yet.
    return { ...created, is_admin: false };
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, ACCOUNT_MESSAGES.socialTaken);
    throw error;
  }
}

async function logIn(app: TypedApp, request: FastifyRequest, reply: FastifyReply, person: SocialPerson) {
  const customer = await customerForSocial(app, request, person);
  if (!customer.status) throw new HttpError(403, ACCOUNT_MESSAGES.disabled);
  await startCustomerSession(app, request, reply, customer.customer_id, true);
  return success(toUserInfo(customer));
}

/** Telegram widget and VK ID logins (product §7 authenticationTg / authenticationVk; integrations §2, §3). */
export function socialRoutes(app: TypedApp): void {
  const { telegram, vkId } = app.config;

  // Our path for "which social logins does this shop offer" (product §7: not shown): the storefront hides the rest.
  registerCmsRoute(app, 'api/customer/socialConfig', {
    method: 'GET',
    schema: {
      operationId: 'socialLoginConfig',
      summary: 'Какие входы через соцсети есть в этом магазине (Telegram, VK ID)',
      tags: ['Покупатель'],
      response: replies(SocialConfig),
    },
    handler: async () =>
      success({
        telegram: telegram ? { bot_name: telegram.botName } : null,
        vk: vkId ? { app_id: vkId.appId, authorize_url: '/cms/index.php?route=api/customer/vkAuthorize' } : null,
      }),
  });

  registerCmsRoute(app, 'api/customer/authenticationTg', {
    method: 'POST',
    schema: {
      operationId: 'telegramLogin',
      summary: 'Вход через Telegram: поля виджета, проверенные по подписи бота',
      tags: ['Покупатель'],
      body: TelegramLoginBody,
      response: replies(UserInfo),
    },
    handler: async (request, reply) => {
      if (!telegram) throw new HttpError(403, ACCOUNT_MESSAGES.telegramOff);
      const fields: TelegramFields = Object.fromEntries(Object.entries(request.body).map(([k, v]) => [k, String(v)]));
      const check = verifyTelegramLogin(fields, telegram.botToken);
      if (check === 'bad-hash') throw new HttpError(403, ACCOUNT_MESSAGES.telegramForged);
      if (check === 'stale') throw new HttpError(403, ACCOUNT_MESSAGES.telegramStale);
      return logIn(app, request, reply, {
        network: 'TG',
        id: Number(fields.id),
        firstname: fields.first_name ?? fields.username ?? '',
        lastname: fields.last_name ?? '',
        photo: httpsOrNull(fields.photo_url),
        email: null,
        phone: null,
      });
    },
  });

  // Our path that starts a VK ID login: a fresh state and PKCE verifier, then off to VK.
  registerCmsRoute(app, 'api/customer/vkAuthorize', {
    method: 'GET',
    schema: {
      operationId: 'vkLoginStart',
      summary: 'Начало входа через VK ID: переадресация на VK',
      tags: ['Покупатель'],
      response: {
        302: Type.Null({ description: 'Переадресация на VK ID (заголовок Location)' }),
        '4xx': ErrorReply,
        '5xx': ErrorReply,
      },
    },
    handler: async (_request, reply) => {
      if (!vkId) throw new HttpError(403, ACCOUNT_MESSAGES.vkOff);
      const started = vkAuthorizeRequest(vkId.baseUrl, vkId.appId, `${publicBaseUrl(app.config)}/vkauth`);
      await app.db
        .insertInto('oauth_request')
        .values({
          state: started.state,
          code_verifier: started.codeVerifier,
          expires_at: new Date(Date.now() + VK_REQUEST_TTL_MS),
        })
        .execute();
      // The state is also bound to this browser: a code started elsewhere cannot be finished here.
      reply.setCookie(VK_STATE_COOKIE, started.state, cookieOptions(app, VK_REQUEST_TTL_MS));
      return reply.redirect(started.url, 302);
    },
  });

  registerCmsRoute(app, 'api/customer/authenticationVk', {
    method: 'POST',
    schema: {
      operationId: 'vkLogin',
      summary: 'Вход через VK ID: код, который VK вернул на /vkauth',
      tags: ['Покупатель'],
      body: VkLoginBody,
      response: replies(UserInfo),
    },
    handler: async (request, reply) => {
      if (!vkId) throw new HttpError(403, ACCOUNT_MESSAGES.vkOff);
      const { code, state, device_id } = request.body;
      if (request.cookies[VK_STATE_COOKIE] !== state) throw new HttpError(403, ACCOUNT_MESSAGES.vkState);
      reply.clearCookie(VK_STATE_COOKIE, cookieOptions(app, null));
      // Single use: the row goes in the statement that reads it.
      const started = await app.db
        .deleteFrom('oauth_request')
        .where('state', '=', state)
        .where('expires_at', '>', new Date())
        .returning('code_verifier')
        .executeTakeFirst();
      if (!started) throw new HttpError(403, ACCOUNT_MESSAGES.vkState);
      let user: VkUser;
      try {
        user = await vkSignIn({
          baseUrl: vkId.baseUrl,
          appId: vkId.appId,
          redirectUri: `${publicBaseUrl(app.config)}/vkauth`,
          code,
          codeVerifier: started.code_verifier,
          deviceId: device_id,
          state,
        });
      } catch (error) {
        if (!(error instanceof VkIdError)) throw error;
        request.log.warn({ err: error }, 'VK ID: вход не подтверждён');
        throw new HttpError(502, ACCOUNT_MESSAGES.vkFailed);
      }
      return logIn(app, request, reply, {
        network: 'VK',
        id: Number(user.user_id),
        firstname: user.first_name,
        lastname: user.last_name,
        photo: httpsOrNull(user.avatar),
        email: user.email && isValidEmail(user.email) ? user.email.slice(0, 254) : null,
        phone: russianPhoneOrNull(user.phone),
      });
    },
  });
}
