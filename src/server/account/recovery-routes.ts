import { sql } from 'kysely';
import { Message, PasswordRecoveryChangeBody, PasswordRecoveryRequestBody } from '../../contract/account';
import { replies } from '../../contract/envelope';
import { checkResetPassword, isValidEmail } from '../../domain/validation';
import { publicBaseUrl } from '../config';
import { registerCmsRoute } from '../http/cms-dispatch';
import { success } from '../http/envelope';
import { HttpError } from '../http/http-error';
import type { Mailer } from '../integrations/mail';
import { ACCOUNT_MESSAGES } from './account-errors';
import { findCustomerByEmail } from './customers';
import { recoveryEmail } from './emails';
import { hashPassword } from './passwords';
import { endOtherSessions } from './session-plugin';
import { randomToken, sha256Hex } from './tokens';
import { takeLimit } from '../http/rate-limits';
import type { TypedApp } from '../http/typed-app';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** One e-mail a minute (the storefront's resend countdown) and five an hour per account; more are dropped silently. */
const RESEND_AFTER_MS = 60 * 1000;
const MAX_PER_HOUR = 5;

/**
 * Password recovery (product §2, §7): an e-mail with a single-use link to /change/{token} valid for an hour (the database
 * keeps the token's hash only), then a new password for that link. The request's reply is the same whether or not
 * the address is registered, so nobody learns who shops here.
 */
export function recoveryRoutes(app: TypedApp, mailer: Mailer): void {
  registerCmsRoute(app, 'api/customer/passwordRecoveryRequest', {
    method: 'POST',
    schema: {
      operationId: 'passwordRecoveryRequest',
      summary: 'Письмо со ссылкой для смены пароля (ответ один и тот же, есть такой адрес или нет)',
      tags: ['Покупатель'],
      body: PasswordRecoveryRequestBody,
      response: replies(Message),
    },
    handler: async (request) => {
      const email = request.body.email.trim();
      if (!isValidEmail(email)) throw new HttpError(400, ACCOUNT_MESSAGES.invalidEmail);
      // Counted for every address asked about, registered or not, so the reply tells nothing about who has an account.
      await takeLimit(app.db, 'recoveryByAddress', request.ip);
      await takeLimit(app.db, 'recoveryByEmail', email.toLowerCase());
      const customer = await findCustomerByEmail(app.db, email);
      if (customer?.status && customer.email) {
        const recent = await app.db
          .selectFrom('password_reset')
          .select([sql<number>`count(*)::int`.as('n'), sql<Date | null>`max(date_added)`.as('last')])
          .where('customer_id', '=', customer.customer_id)
          .where('date_added', '>', new Date(Date.now() - 60 * 60 * 1000))
          .executeTakeFirstOrThrow();
        const tooSoon = recent.last !== null && Date.now() - new Date(recent.last).getTime() < RESEND_AFTER_MS;
        if (!tooSoon && Number(recent.n) < MAX_PER_HOUR) {
          const token = randomToken();
          await app.db
            .insertInto('password_reset')
            .values({
              customer_id: customer.customer_id,
              token_hash: sha256Hex(token),
              ip: request.ip.slice(0, 45),
              expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
            })
            .execute();
          const link = `${publicBaseUrl(app.config)}/change/${token}`;
          // A failed send is logged, not told: the reply must not differ for registered addresses.
          await mailer.send({ to: customer.email, ...recoveryEmail(link) }).catch((error: unknown) => {
            request.log.error({ err: error }, 'Не удалось отправить письмо для восстановления пароля');
          });
        }
      }
      return success({ message: ACCOUNT_MESSAGES.recoverySent });
    },
  });

  registerCmsRoute(app, 'api/customer/passwordRecoveryChange', {
    method: 'POST',
    schema: {
      operationId: 'passwordRecoveryChange',
      summary: 'Новый пароль по ссылке из письма; все сессии покупателя заканчиваются',
      tags: ['Покупатель'],
      body: PasswordRecoveryChangeBody,
      response: replies(Message),
    },
    handler: async (request) => {
      const { password, retry, token } = request.body;
      const problem = checkResetPassword(password, retry);
      if (problem) throw new HttpError(400, problem);
      const password_hash = await hashPassword(password);
      const customerId = await app.db.transaction().execute(async (trx) => {
        // Used in the same statement that checks it: two clicks on one link cannot both win.
        const used = await trx
          .updateTable('password_reset')
          .set({ used_at: new Date() })
          .where('token_hash', '=', sha256Hex(token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', new Date())
          .returning('customer_id')
          .executeTakeFirst();
        if (!used) return null;
        await trx
          .updateTable('customer')
          .set({ password_hash, date_modified: new Date() })
          .where('customer_id', '=', used.customer_id)
          .execute();
        // Older links of the same account stop working too.
        await trx
          .updateTable('password_reset')
          .set({ used_at: new Date() })
          .where('customer_id', '=', used.customer_id)
          .where('used_at', 'is', null)
          .execute();
        return used.customer_id;
      });
      if (customerId === null) throw new HttpError(400, ACCOUNT_MESSAGES.resetLink);
      // Whoever knew the old password is logged out everywhere.
      await endOtherSessions(app, customerId, null);
      return success({ message: ACCOUNT_MESSAGES.passwordReset });
    },
  });
}
