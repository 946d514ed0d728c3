import Type, { type Static } from 'typebox';
import type * as Domain from '../domain/account';
import { PROFESSIONAL_STATUSES } from '../domain/account';
import { Closed, Nullable } from './envelope';

/**
 * The customer calls of product §7: "Auth" (session, registration, login and logout, password recovery, social
 * logins, uploads, the admin flag; CMS routes) and "Profile" (/back/…, with credentials). The customer record, the
 * order list and the order lines are src/domain's types (account.ts), because the account statecharts keep them and
 * machines import only src/domain; the schemas here are checked equal to them at compile time (the `Same` assertions
 * at the end), so the two cannot drift apart.
 */

/** A customer or order number in a body ('5' is accepted too). */
const BodyId = Type.Integer({ minimum: 1, maximum: 999_999_999 });
const Text = (maxLength: number, description?: string) =>
  Type.String(description === undefined ? { maxLength } : { maxLength, description });
/** 'Запомнить устройство': true, also 1, '1' or 'true' from a form. */
const Remember = Type.Optional(Type.Boolean({ description: 'Запомнить устройство (сессия на 30 дней)' }));

// --- The customer -----------------------------------------------------------------------------------------------

export const UserAvatar = Closed({
  image: Nullable(Type.String({ description: "Адрес картинки ('/image/avatar/…' или фото из соцсети); null — нет" })),
  password: Type.Union([Type.Literal('TG'), Type.Literal('VK'), Type.Literal('')], {
    description: "Аватар из соцсети: 'TG' или 'VK'; '' — загруженный или никакого",
  }),
});

/** product §3 "User": what the storefront keeps as `userInfo`. */
export const UserInfo = Closed({
  customer_id: Type.Integer({ minimum: 1 }),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String({ description: "'' — у аккаунта ещё нет e-mail (вход через Telegram)" }),
  telephone: Type.String({ description: "Только цифры ('79123456789')" }),
  address: Type.String(),
  customerGroupId: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], {
    description: '0 гость, 1 покупатель, 2 специалист (цены для специалистов)',
  }),
  userAuth: Type.Literal(true),
  avatar: UserAvatar,
  customer_type: Type.Union([Type.Literal(1), Type.Literal(2)], {
    description: '1 частное лицо, 2 специалист (как при регистрации)',
  }),
  professional_status: Type.Enum(PROFESSIONAL_STATUSES, {
    description:
      "Специалист ждёт проверки документа ('pending'), пока цены для специалистов ему не открыты; 'rejected' — " +
      'магазин отклонил заявку, покупатель остаётся частным лицом',
  }),
  is_admin: Type.Boolean(),
});
export type UserInfo = Static<typeof UserInfo>;

/** `api/sess`: whether the session cookie still logs someone in. */
export const SessionReply = Closed({ userAuth: Type.Boolean(), user: Nullable(UserInfo) });
export type SessionReply = Static<typeof SessionReply>;

// --- Registration, login, logout --------------------------------------------------------------------------------

export const RegistrationBody = Type.Object({
  customer_type: Type.Unsafe<1 | 2>(Type.Integer({ enum: [1, 2], description: '1 частное лицо, 2 специалист' })),
  name: Text(64),
  surname: Text(64),
  phone: Text(32, '+7(000)000-00-00'),
  email: Text(254),
  password: Text(128),
  retry: Type.Optional(Text(128, 'Пароль ещё раз')),
  remember: Remember,
  sertificat: Type.Optional(Text(64, 'Код, которым ответила загрузка документа (специалист)')),
});
export type RegistrationBody = Static<typeof RegistrationBody>;

/** A private person is logged in at once; a professional waits for the shop to check the document (product §6). */
export const RegistrationReply = Type.Union([
  Closed({ user: UserInfo }, { description: 'Частное лицо: вошёл' }),
  Closed(
    { cosmetolog_message: Type.String() },
    { description: 'Специалист: не вошёл, магазин проверит документ и пришлёт письмо' },
  ),
]);
export type RegistrationReply = Static<typeof RegistrationReply>;

export const LoginBody = Type.Object({ email: Text(254), password: Text(128), remember: Remember });
export type LoginBody = Static<typeof LoginBody>;

export const LoggedOut = Closed({ userAuth: Type.Literal(false) });
export type LoggedOut = Static<typeof LoggedOut>;

/** `api/customer/isAdmin`: an admin gets a short-lived token for the editor and the editor's address. */
export const AdminInfo = Closed({
  is_admin: Type.Boolean(),
  token: Nullable(Type.String()),
  editor_url: Type.Optional(Type.String({ description: "Адрес редактора ('/admin' или https://…); только админу" })),
});
export type AdminInfo = Static<typeof AdminInfo>;

// --- Password recovery, password change -------------------------------------------------------------------------

/** A reply that is only a Russian sentence for the shopper. */
export const Message = Closed({ message: Type.String() });
export type Message = Static<typeof Message>;

export const PasswordRecoveryRequestBody = Type.Object({ email: Text(254) });

export const PasswordRecoveryChangeBody = Type.Object({
  password: Text(128),
  retry: Text(128),
  token: Text(200, 'Из ссылки в письме: /change/{token}'),
});
export type PasswordRecoveryChangeBody = Static<typeof PasswordRecoveryChangeBody>;

// --- Social logins ------------------------------------------------------------------------------------------------

/** Which social logins this shop offers (null: not configured; the storefront hides it). */
export const SocialConfig = Closed({
  telegram: Nullable(Closed({ bot_name: Type.String() })),
  vk: Nullable(
    Closed({
      app_id: Type.String(),
      authorize_url: Type.String({ description: 'Куда отправить браузер, чтобы начать вход через VK ID' }),
    }),
  ),
});
export type SocialConfig = Static<typeof SocialConfig>;

/** The Telegram widget's fields as received (id, first_name, last_name, username, photo_url, auth_date, hash). */
export const TelegramLoginBody = Type.Object(
  {
    id: Type.String({ pattern: '^\\d{1,19}$' }),
    auth_date: Type.String({ pattern: '^\\d{1,12}$' }),
    hash: Text(128),
  },
  { maxProperties: 10, additionalProperties: Type.String({ maxLength: 1000 }) },
);

export const VkLoginBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 2000 }),
  state: Type.String({ minLength: 32, maxLength: 128 }),
  device_id: Type.String({ minLength: 1, maxLength: 500 }),
});
export type VkLoginBody = Static<typeof VkLoginBody>;

// --- Uploads ------------------------------------------------------------------------------------------------------

/**
 * The uploads are multipart forms, read as they stream (the body is not parsed ahead): the fields are listed for the
 * document only, and are checked by the upload itself.
 */
export const CertificateUploadForm = Nullable(
  Type.Object({
    file: Type.Optional(Type.Unknown({ description: 'Диплом или карта клиента: JPEG, PNG, WebP или PDF, до 5 МБ' })),
  }),
);

export const AvatarUploadForm = Nullable(
  Type.Object({
    customer_id: Type.Optional(Type.Unknown({ description: 'Свой номер покупателя; поле идёт перед файлом' })),
    file: Type.Optional(Type.Unknown({ description: 'Картинка: JPEG, PNG или WebP, до 5 МБ' })),
  }),
);

export const CertificateUpload = Closed({
  success: Type.String({ description: "'Файл «…» загружен'" }),
  code: Type.String({ description: 'Отправить при регистрации в поле sertificat' }),
});
export type CertificateUpload = Static<typeof CertificateUpload>;

export const AvatarUpload = Closed({
  image: Nullable(Type.String({ description: 'Адрес нового аватара' })),
  user: UserInfo,
});
export type AvatarUpload = Static<typeof AvatarUpload>;

// --- Profile --------------------------------------------------------------------------------------------------------

/** Profile calls may name the customer; it must be the caller (else 403). A missing body is fine. */
export const OwnerBody = Nullable(Type.Object({ customer_id: Type.Optional(BodyId) }));

export const ProfileSaveBody = Type.Object({
  customer_id: Type.Optional(BodyId),
  firstname: Type.Optional(Text(64)),
  lastname: Type.Optional(Text(64)),
  telephone: Type.Optional(Text(32)),
  address: Type.Optional(Text(500)),
  email: Type.Optional(Text(254, 'Принимается, только пока у аккаунта нет e-mail')),
});
export type ProfileSaveBody = Static<typeof ProfileSaveBody>;

export const PasswordChangeBody = Type.Object({ customer_id: Type.Optional(BodyId), password: Text(128) });
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

/** product §3 "Order (list)": one order in 'Мои заказы'. */
export const OrderSummary = Closed({
  order_id: Type.Integer({ minimum: 1 }),
  status_name: Type.String(),
  date_added: Type.String({ description: "'YYYY-MM-DD hh:mm:ss', время магазина" }),
  payment_zone: Type.String(),
  shipping_address_1: Type.String(),
  total: Type.Number({ description: 'Рубли' }),
  products_count: Type.Integer({ minimum: 0, description: 'Единиц товара в заказе' }),
});
export type OrderSummary = Static<typeof OrderSummary>;

/** A value chosen for an order line's option (beyond product §3). */
export const OrderLineOption = Closed({
  name: Type.String({ description: "Опция: 'Объём'" }),
  value: Type.String({ description: "Выбранное значение: '50 мл'" }),
  product_option_id: Nullable(Type.Integer({ description: 'Опция товара; null — её больше нет' })),
  product_option_value_id: Nullable(Type.Integer({ description: 'Значение опции; null — его больше нет' })),
});

/** product §3 "Order line", with the option values chosen (beyond it). */
export const OrderLine = Closed({
  product_id: Type.Integer(),
  product_keyword: Type.String({ description: "Адрес страницы товара; '' — товара больше нет" }),
  image: Type.String({ description: "'/image/…' или ''" }),
  name: Type.String(),
  quantity: Type.Integer(),
  price: Type.Number({ description: 'Рубли за единицу' }),
  options: Type.Array(OrderLineOption, { description: 'Выбранные значения опций строки' }),
});
export type OrderLine = Static<typeof OrderLine>;

export const OrderLinesBody = Type.Object({ order_id: BodyId });

/** One step of an order's history the customer sees (beyond product §7: issue 15). */
export const OrderHistoryEntry = Closed({
  status_name: Type.String(),
  date_added: Type.String({ description: "'YYYY-MM-DD hh:mm:ss', время магазина" }),
  comment: Type.String({ description: "Комментарий магазина покупателю; '' — без комментария" }),
});
export type OrderHistoryEntry = Static<typeof OrderHistoryEntry>;

/** True when A and B are the same type (each assignable to the other). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameTypes: [
  Same<UserInfo, Domain.UserInfo>,
  Same<OrderSummary, Domain.OrderSummary>,
  Same<OrderLine, Domain.OrderLine>,
  Same<OrderHistoryEntry, Domain.OrderHistoryEntry>,
] = [true, true, true, true];
void sameTypes;
