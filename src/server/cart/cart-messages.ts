import {
  CERTIFICATE_AMOUNT_TEXT,
  CERTIFICATE_DISABLED,
  certificateMixWarning,
  certificateTooLargeText,
} from '../../domain/certificate';

/** Every Russian text the cart calls answer with (the certificate warning is product §5's, from the domain). */
export const CART_MESSAGES = {
  added: 'Добавлено в корзину',
  certificateMix: certificateMixWarning,
  productNotFound: 'Товар не найден',
  outOfStock: 'Товара нет в наличии',
  noPrice: 'Этот товар нельзя купить: у него нет цены',
  certificateAmount: CERTIFICATE_AMOUNT_TEXT,
  certificateTooLarge: certificateTooLargeText,
  unknownOption: 'Выбран вариант, которого нет у этого товара',
  requiredOption: (name: string) => `Выберите «${name}»`,
  onlyInStock: (stock: number) => `Больше добавить нельзя: в наличии ${stock} шт.`,
  valueInStock: (value: string, stock: number) =>
    stock > 0 ? `Больше добавить нельзя: «${value}» в наличии ${stock} шт.` : `«${value}» нет в наличии`,
  lineNotFound: 'Этого товара уже нет в корзине',
  giftLine: 'Количество подарков меняется в блоке выбора подарков',
  certificateLine: 'Количество сертификата изменить нельзя: очистите корзину, чтобы его убрать',
  voucherApplied: 'Сертификат применён',
  voucherInvalid: 'Сертификат не найден или уже использован',
  voucherEmpty: 'Введите код сертификата',
  voucherDisabled: CERTIFICATE_DISABLED,
  giftNotOffered: 'Этот товар нельзя выбрать подарком',
  giftsUnavailable: 'Подарки сейчас недоступны: сумма заказа не достигла порога акции',
  giftsChosen: 'Вы уже выбрали все подарки',
  giftOutOfStock: 'Этого подарка больше нет в наличии',
} as const;
