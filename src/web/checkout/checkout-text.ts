import { BUSINESS_HOURS } from '../../domain/constants';

/**
 * The checkout's Russian texts. Those docs/product.md names are copied from it (§2, §5, §8); the step titles and helper lines
 * render the product description's English step names in Russian.
 */
export const TEXT = {
  stepTitles: [
    'Зона доставки',
    'Способ доставки',
    'Способ оплаты',
    'Адрес доставки и контакты',
    'Комментарий и согласие',
  ],
  change: 'Изменить',
  locked: 'Станет доступно после предыдущих шагов',
  notNeeded: 'Не требуется: сертификат приходит на e-mail',
  loading: 'Загружаем оформление заказа',
  refreshing: 'Обновляем данные заказа',
  initError: 'Не удалось загрузить оформление заказа',
  retry: 'Повторить',
  region: 'Регион',
  regionPlaceholder: 'Выберите регион',
  pickPoint: 'Выберите точку выдачи',
  pointNotChosen: 'Вы не выбрали пункт выдачи',
  pointSearch: 'Город, улица или метро',
  pointsEmpty: 'Пункты выдачи не найдены',
  pointsLoading: 'Загружаем пункты выдачи',
  pointsError: 'Не удалось загрузить пункты выдачи',
  choosePoint: 'Выбрать',
  closePicker: 'Закрыть',
  changePoint: 'Выбрать другой пункт',
  selfPickupAddress: 'Адрес самовывоза',
  selfPickupHours: 'Часы работы',
  paymentsMissing: 'Ошибка загрузки способов оплаты',
  paymentFailed: 'Оплата не прошла. Выберите способ оплаты и попробуйте ещё раз.',
  certificateCardOnly: 'Сертификат оплачивается только банковской картой.',
  firstname: 'Имя',
  lastname: 'Фамилия',
  email: 'E-mail',
  telephone: 'Телефон',
  address: 'Адрес доставки',
  next: 'Далее',
  comment: 'Комментарий к заказу',
  agreePrivacy: 'Я согласен(на) с политикой обработки персональных данных',
  agreeRules: 'Я принимаю правила пользования торговой площадкой и условия возврата',
  pay: 'Перейти к оплате',
  placing: 'Оформляем заказ…',
  toBank: 'Переходим на страницу оплаты…',
  total: 'Итого к оплате',
  saving: 'Сохраняем…',
} as const;

/** 'Понедельник–пятница с 10 до 18' from the shop's hours (product §1: Monday–Friday 10:00–18:00). */
export const HOURS_TEXT = `Понедельник–пятница с ${Number.parseInt(BUSINESS_HOURS.OPENS, 10)} до ${Number.parseInt(BUSINESS_HOURS.CLOSES, 10)}`;
