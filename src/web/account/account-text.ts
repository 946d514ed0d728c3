import { isApiError } from '../../api/http';

/** Every account text the pages show (copied from product §2, §3, §8; the few docs/product.md leaves open are ours). */
export const TEXT = {
  loginSuccess: 'Вы успешно авторизовались!',
  loginFailed: 'Ошибка авторизации, попробуйте позже',
  registrationSuccess: 'Вы успешно зарегистрировались!',
  registrationFailed: 'Ошибка регистрации, попробуйте позже',
  socialSuccess: 'Вы успешно вошли!',
  socialFailed: 'Ошибка аунтефикации, попробуйте позже',
  recoverySent: 'Проверьте свой почтовый ящик.',
  recoveryFailed: 'Проблема на стороне сервера. Пожалуйста, обратитесь к администратору.',
  resetDone: 'Пароль успешно изменен!',
  profileSaved: 'Информация сохранена',
  avatarFailed: 'Не удалось загрузить аватар',
  passwordChanged: 'Пароль успешно изменён',
  noOrders: 'Нет заказов',
  uploadFailed: 'Не удалось загрузить файл, попробуйте ещё раз',
  saveFailed: 'Не удалось сохранить, попробуйте позже',
} as const;

/**
 * The text to show for a failed call: the server's own message when it answered with one (a 4xx: wrong password,
 * taken e-mail, expired link…), else the page's fallback (no answer, timeout, a 5xx).
 */
export function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.kind === 'server' && (error.status ?? 500) < 500) return error.message;
  return fallback;
}

/** Rejects with an Error carrying the text to show (what the form machines display). */
export function shown<T>(promise: Promise<T>, fallback: string): Promise<T> {
  return promise.catch((error: unknown) => {
    throw new Error(failureText(error, fallback), { cause: error });
  });
}
