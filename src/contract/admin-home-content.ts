import Type, { type Static } from 'typebox';
import { BANNER_LIMITS } from '../domain/banner-edit';
import { FAQ_LIMITS } from '../domain/faq-edit';
import { DateTime, Version } from './admin';
import { Closed, Nullable } from './envelope';

/**
 * The home page's banners ('Баннеры') and the shop's own questions ('Вопрос-ответ') in the back office (issue 16;
 * owner and editors, area `content`), under /admin/api/content/banners and /admin/api/content/faq: each list in its
 * order, a new record, a save, the switch, a deletion and a new order, each against the versions on screen; every
 * change answers the list as it is now (409 with it when a copy was stale).
 */

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Day = Nullable(Type.String({ maxLength: 10, description: 'ГГГГ-ММ-ДД (день по Москве), null — без даты' }));

export const RecordIdParams = Type.Object({ id: Id });
export const VersionQuery = Type.Object({ version: Version });

export const StatusBody = Type.Object({
  status: Type.Boolean({ description: 'Показывать в магазине' }),
  version: Version,
});
export type StatusBody = Static<typeof StatusBody>;

export const OrderBody = Type.Object({
  order: Type.Array(Type.Object({ id: Id, version: Version }), {
    maxItems: 500,
    description: 'Все записи списка в новом порядке, каждая с открытой версией',
  }),
});
export type OrderBody = Static<typeof OrderBody>;

const listed = { id: Id, version: Type.Integer({ minimum: 1 }) };

// --- Banners --------------------------------------------------------------------------------------------------------

const bannerFields = {
  image: Type.String({
    maxLength: BANNER_LIMITS.image,
    description: "Картинка: путь под /image/ ('catalog/upload/…')",
  }),
  title: Type.String({ maxLength: BANNER_LIMITS.title, description: 'Описание картинки для незрячих и поисковиков' }),
  link: Type.String({ maxLength: BANNER_LIMITS.link, description: 'Ссылка: https://… или путь магазина /…' }),
  date_from: Day,
  date_to: Day,
  status: Type.Boolean({ description: 'Показывать на главной (в своих датах)' }),
};

export const AdminBanner = Closed({
  ...listed,
  ...bannerFields,
  image_url: Type.String({ description: 'Адрес картинки в магазине' }),
  shown_now: Type.Boolean({ description: 'Сейчас в слайдере: показывается и в своих датах' }),
  date_modified: DateTime,
});
export type AdminBanner = Static<typeof AdminBanner>;

export const BannerList = Closed({ banners: Type.Array(AdminBanner) });
export type BannerList = Static<typeof BannerList>;

export const BannerBody = Type.Object(bannerFields);
export type BannerBody = Static<typeof BannerBody>;

export const BannerSaveBody = Type.Object({ ...bannerFields, version: Version });
export type BannerSaveBody = Static<typeof BannerSaveBody>;

// --- The shop's questions -------------------------------------------------------------------------------------------

const faqFields = {
  author: Type.String({ maxLength: FAQ_LIMITS.author, description: "Имя над вопросом ('' — без имени)" }),
  question: Type.String({ maxLength: FAQ_LIMITS.question, description: 'Вопрос, простым текстом' }),
  answer: Type.String({ maxLength: FAQ_LIMITS.answer, description: 'Ответ, простым текстом' }),
  status: Type.Boolean({ description: 'Опубликован на /faq' }),
};

export const AdminFaq = Closed({
  ...listed,
  ...faqFields,
  date_added: DateTime,
});
export type AdminFaq = Static<typeof AdminFaq>;

export const FaqList = Closed({ questions: Type.Array(AdminFaq) });
export type FaqList = Static<typeof FaqList>;

export const FaqBody = Type.Object(faqFields);
export type FaqBody = Static<typeof FaqBody>;

export const FaqSaveBody = Type.Object({ ...faqFields, version: Version });
export type FaqSaveBody = Static<typeof FaqSaveBody>;
