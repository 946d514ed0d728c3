/** The back office's Russian messages, word for word where the issue gives them. */
export const ADMIN_MESSAGES = {
  signInFirst: 'Войдите в панель управления магазином',
  wrongCredentials: 'Неверный e-mail или пароль',
  disabled: 'Учётная запись сотрудника отключена. Обратитесь к владельцу магазина.',
  forbidden: 'Нет доступа: этот раздел не открыт для вашей роли',
  customerSession: 'Вход покупателя не открывает панель управления: войдите как сотрудник на странице /admin/login',
  stale: 'Запись изменена другим сотрудником',
  orderNotFound: 'Заказ не найден',
  staffNotFound: (email: string) => `Сотрудник с e-mail ${email} не найден`,
  emailTaken: 'Сотрудник с таким e-mail уже есть',
  invalidEmail: 'Некорректный e-mail',
  unknownRole: 'Роль — owner (владелец), manager (менеджер) или editor (редактор)',
  lastOwner: 'Нельзя отключить или понизить последнего владельца магазина',
  notAllowed: (status: string, action: string) => `Заказ в статусе «${status}» нельзя ${action}`,
  trackingNeeded: 'Укажите трек-номер отправления: до 64 символов без пробелов',
  notYet: 'Это действие пока не подключено к банку: верните деньги в личном кабинете Модульбанка',
} as const;
