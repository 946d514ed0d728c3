import { formatRoubles } from '../../domain/money';
import { CERTIFICATE_DISABLED } from '../../domain/certificate';
import { pluralRu } from '../../domain/plural';

/** The Russian messages of checkout, payment and orders (product §8 texts verbatim where it has them). */
export const CHECKOUT_MESSAGES = {
  // product §8
  noPickupPoint: 'Вы не выбрали пункт выдачи',
  // ours
  emptyCart: 'Ваша корзина пуста, добавьте товары',
  unknownArea: 'Выберите зону доставки',
  unknownRegion: 'Выберите регион из списка',
  certificateNoDelivery: 'Сертификату доставка не нужна: выберите способ оплаты',
  areaFirst: 'Сначала выберите зону доставки',
  shippingNotOffered: 'Этот способ доставки недоступен для выбранной зоны',
  pickupPointUnknown: 'Пункт выдачи не найден',
  pickupPointElsewhere: 'Этот пункт выдачи находится в другом городе',
  shippingFirst: 'Сначала выберите способ доставки',
  paymentNotOffered: 'Этот способ оплаты недоступен',
  certificateCardOnly: 'Сертификат можно оплатить только банковской картой онлайн',
  paymentFirst: 'Сначала выберите способ оплаты',
  consentsRequired: 'Подтвердите согласие с политикой обработки персональных данных и правилами торговой площадки',
  staleCheckout: 'Данные оформления устарели: обновите страницу и оформите заказ ещё раз',
  orderNotFound: 'Заказ не найден',
  paymentUnavailable: 'Оплата этого заказа недоступна: выберите способ оплаты ещё раз',
  nothingToPay: 'Нет заказа, ожидающего оплаты',
  tooManyUnpaid: (max: number) =>
    `У вас уже ${max} ${pluralRu(max, ['неоплаченный заказ', 'неоплаченных заказа', 'неоплаченных заказов'])}: оплатите один из них или дождитесь их отмены, прежде чем оформлять новый.`,
  totalRequired: 'Не передана сумма заказа, которую вы подтверждаете: обновите страницу и оформите заказ ещё раз',
  totalChanged: (total: number) =>
    `Сумма заказа изменилась: теперь ${formatRoubles(total)}. Проверьте корзину и оформите заказ снова.`,
  /** The certificate the total counted on was switched off by the shop since the shopper saw the total. */
  certificateDisabled: (total: number) =>
    `${CERTIFICATE_DISABLED}. Сумма заказа без него — ${formatRoubles(total)}: проверьте корзину и оформите заказ снова.`,
  outOfStock: (name: string, left: number) =>
    left > 0
      ? `Товара «${name}» осталось ${left} шт.: уменьшите количество в корзине`
      : `Товара «${name}» нет в наличии`,
} as const;
