import Type, { type Static } from 'typebox';
import { CONTENT_LIMITS, HTML_KINDS, RICH_TEXT_MAX } from '../domain/content-kinds';
import { PAGING, Version } from './admin';
import { Closed } from './envelope';

/**
 * The back office's content calls (issue 16, 'Контент'), under /admin/api/content: for the owner and editors (area
 * `content`).
 */

export const HtmlPreviewBody = Type.Object({
  html: Type.String({ maxLength: RICH_TEXT_MAX, description: 'HTML из редактора' }),
  kind: Type.Optional(
    Type.Enum(HTML_KINDS, {
      description:
        'Как магазин покажет текст: article — новость, статья, семинар, тексты настроек (по умолчанию); ' +
        'information — информационная страница; product — описание товара (без видео)',
    }),
  ),
});
export type HtmlPreviewBody = Static<typeof HtmlPreviewBody>;

export const HtmlPreview = Closed({
  html: Type.String({ description: 'HTML ровно таким, каким его покажет магазин (после единой политики HTML)' }),
});
export type HtmlPreview = Static<typeof HtmlPreview>;

export { CONTENT_KINDS, CONTENT_PATH, HTML_KINDS, type ContentKind, type HtmlKind } from '../domain/content-kinds';

// --- News, blog articles, information pages -------------------------------------------------------------------------

const {
  title: TITLE_MAX,
  teaser: TEASER_MAX,
  metaTitle: META_TITLE_MAX,
  metaDescription: META_DESCRIPTION_MAX,
} = CONTENT_LIMITS;

export const ContentListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Слова заголовка или адрес' })),
  status: Type.Optional(
    Type.Enum(['published', 'hidden'], { description: 'published — на сайте, hidden — снятые; без него — все' }),
  ),
  ...PAGING,
});
export type ContentListQuery = Static<typeof ContentListQuery>;

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const ContentListRow = Closed({
  id: Id,
  title: Type.String(),
  url: Type.String({ description: "Адрес на сайте: '/keyword'" }),
  status: Type.Boolean({ description: 'Опубликовано на сайте' }),
  date: Type.String({ description: "Дата публикации 'YYYY-MM-DD HH:mm:ss' (время магазина); '' у страниц" }),
  sort_order: Type.Integer({ description: 'Порядок страницы (у новостей и статей 0)' }),
  version: Type.Integer({ minimum: 1 }),
});
export type ContentListRow = Static<typeof ContentListRow>;

export const ContentList = Closed({
  items: Type.Array(ContentListRow),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
});
export type ContentList = Static<typeof ContentList>;

export const ContentIdParams = Type.Object({ id: Id });

const contentFields = {
  title: Type.String({ maxLength: TITLE_MAX, description: 'Заголовок' }),
  keyword: Type.String({
    maxLength: 255,
    description: "Адрес страницы без «/»; '' — из заголовка (транслитерацией)",
  }),
  status: Type.Boolean({ description: 'Опубликовано на сайте' }),
  description: Type.String({ maxLength: RICH_TEXT_MAX, description: 'Текст (HTML из редактора)' }),
  short_description: Type.String({
    maxLength: TEASER_MAX,
    description: 'Анонс в списках новостей и статей (простой текст)',
  }),
  image: Type.String({ maxLength: 255, description: "Путь изображения новости или статьи; '' — без него" }),
  date: Type.String({
    maxLength: 19,
    description: "Дата публикации новости или статьи 'YYYY-MM-DD HH:mm' по Москве; '' — сейчас (при создании)",
  }),
  sort_order: Type.Integer({ minimum: -100000, maximum: 100000, description: 'Порядок информационной страницы' }),
  meta_title: Type.String({ maxLength: META_TITLE_MAX, description: "Заголовок для поисковиков; '' — заголовок" }),
  meta_description: Type.String({ maxLength: META_DESCRIPTION_MAX, description: 'Описание для поисковиков' }),
};

export const ContentRecord = Closed({
  id: Id,
  ...contentFields,
  url: Type.String({ description: "Адрес на сайте: '/keyword'" }),
  image_url: Type.String({ description: "Адрес изображения на сайте; '' — нет" }),
  version: Type.Integer({ minimum: 1 }),
});
export type ContentRecord = Static<typeof ContentRecord>;

/** A new record: what the form holds. Fields a kind does not have (a page's date, a news item's order) are ignored. */
export const ContentNewBody = Type.Object({
  title: Type.String({ maxLength: TITLE_MAX, description: 'Заголовок' }),
  keyword: Type.Optional(contentFields.keyword),
  status: Type.Optional(contentFields.status),
  description: Type.Optional(contentFields.description),
  short_description: Type.Optional(contentFields.short_description),
  image: Type.Optional(contentFields.image),
  date: Type.Optional(contentFields.date),
  sort_order: Type.Optional(contentFields.sort_order),
  meta_title: Type.Optional(contentFields.meta_title),
  meta_description: Type.Optional(contentFields.meta_description),
});
export type ContentNewBody = Static<typeof ContentNewBody>;

/** A save of the record opened at `version`. */
export const ContentSaveBody = Type.Object({ ...ContentNewBody.properties, version: Version });
export type ContentSaveBody = Static<typeof ContentSaveBody>;

export const ContentDeleteBody = Type.Object({ version: Version });
export type ContentDeleteBody = Static<typeof ContentDeleteBody>;

// --- The home page's about text (setting 1) -------------------------------------------------------------------------

export const AboutText = Closed({
  html: Type.String({ description: 'Текст «О магазине» на главной (настройка 1), HTML как сохранён' }),
  version: Type.Integer({
    minimum: 1,
    description: 'Версия текста (по его содержимому): сохранение поверх чужого изменения отклоняется (409)',
  }),
});
export type AboutText = Static<typeof AboutText>;

export const AboutTextBody = Type.Object({
  html: Type.String({ maxLength: RICH_TEXT_MAX, description: 'HTML из редактора' }),
  version: Version,
});
export type AboutTextBody = Static<typeof AboutTextBody>;
