import type { FastifyRequest } from 'fastify';
import type { SessionCustomer } from '../http/request-session';
import { HttpError } from '../http/http-error';

export const ACCOUNT_MESSAGES = {
  notLoggedIn: 'Войдите в аккаунт',
  foreign: 'Нет доступа: это данные другого покупателя',
  wrongCredentials: 'Неверный e-mail или пароль',
  disabled: 'Учётная запись отключена. Обратитесь в магазин.',
  emailTaken: 'Пользователь с таким e-mail уже зарегистрирован. Войдите или восстановите пароль.',
  invalidEmail: 'Некорректный email',
  telegramOff: 'Вход через Telegram не настроен в этом магазине',
  telegramForged: 'Данные Telegram не прошли проверку подписи',
  telegramStale: 'Данные входа через Telegram устарели, войдите ещё раз',
  vkOff: 'Вход через VK ID не настроен в этом магазине',
  vkState: 'Вход через VK ID не удался: запрос устарел или открыт в другом браузере. Попробуйте ещё раз.',
  vkFailed: 'VK ID не подтвердил вход, попробуйте позже',
  socialTaken: 'Этот аккаунт уже привязан к другому покупателю',
  resetLink: 'Ссылка для смены пароля недействительна или устарела. Запросите восстановление пароля ещё раз.',
  recoverySent: 'Проверьте свой почтовый ящик.',
  passwordReset: 'Пароль успешно изменен!',
  passwordChanged: 'Пароль успешно изменён',
  certificateMissing: 'Загрузите диплом или карту клиента (изображение или PDF)',
} as const;

/** The logged-in customer, or 401. */
export async function requireCustomer(request: FastifyRequest): Promise<SessionCustomer> {
  const customer = await request.customer();
  if (!customer) throw new HttpError(401, ACCOUNT_MESSAGES.notLoggedIn);
  return customer;
}

/** A customer_id sent in a body must be the caller's own (product §6: profile calls belong to their owner). */
export function assertOwner(customer: SessionCustomer, customerId: unknown): void {
  if (customerId === undefined || customerId === null || customerId === '') return;
  if (Number(customerId) !== customer.customer_id) throw new HttpError(403, ACCOUNT_MESSAGES.foreign);
}
