import Type, { type Static } from 'typebox';
import { Closed, Id, ImageUrl, Nullable } from './envelope';

/**
 * The content calls of product §7: information pages, news, blog, FAQ, seminars, banners and the home reviews. Dates
 * come as 'YYYY-MM-DD HH:mm:ss' in shop time ('' when there is none); images as URLs under /image/ with their version
 * and size (ImageUrl; banner file names may keep their spaces), null when there is no image; HTML fields are
 * sanitised by the server.
 */

const DateTime = Type.String({ description: "'YYYY-MM-DD HH:mm:ss', время магазина; '' — нет даты" });
const Image = Nullable(ImageUrl);
const Html = Type.String({ description: 'HTML, очищенный сервером' });

export const InformationPage = Closed({
  information_id: Id,
  title: Type.String(),
  description: Html,
  url: Type.String(),
  meta_title: Type.String(),
  meta_description: Type.String(),
});
export type InformationPage = Static<typeof InformationPage>;

const listItem = {
  title: Type.String(),
  description: Type.String({ description: 'Анонс, простой текст' }),
  image: Image,
  url: Type.String({ description: 'Страница статьи' }),
  date_added: DateTime,
};

/** A news item in a list (product §3); `description` is the plain-text teaser, `url` the article's page. */
export const NewsItem = Closed({ news_id: Id, ...listItem });
export type NewsItem = Static<typeof NewsItem>;

/** One news article: `description` is its HTML, `short_description` the teaser. */
export const NewsArticle = Closed({ news_id: Id, ...listItem, description: Html, short_description: Type.String() });
export type NewsArticle = Static<typeof NewsArticle>;

/** A blog article in a list (product §3); `description` is the plain-text teaser. */
export const BlogItem = Closed({ blog_id: Id, ...listItem });
export type BlogItem = Static<typeof BlogItem>;

export const BlogArticle = Closed({ blog_id: Id, ...listItem, description: Html, short_description: Type.String() });
export type BlogArticle = Static<typeof BlogArticle>;

export const BlogListBody = Nullable(
  Type.Object({ title: Type.Optional(Type.String({ maxLength: 255, description: 'Часть заголовка для поиска' })) }),
);
export const ProductIdBody = Type.Object({ product_id: Id });

export const Banner = Closed({
  banner_image_id: Id,
  title: Type.String(),
  image: Image,
  link: Type.String(),
});
export type Banner = Static<typeof Banner>;

/** product §3 "Seminar: seminar_id, type (1 = Вебинар), date, date1, image, text". */
export const Seminar = Closed({
  seminar_id: Id,
  type: Type.Integer({ description: '1 — вебинар' }),
  type_name: Type.String(),
  title: Type.String(),
  date: DateTime,
  date1: DateTime,
  image: Image,
  text: Html,
  full: Type.Boolean({ description: 'Все места заняты: запись закрыта' }),
});
export type Seminar = Static<typeof Seminar>;

/**
 * product §3 "Seminar signup". Each field is read leniently (a number or a string) and checked by the server with
 * the storefront's own messages, so the body schema only says which fields there are.
 */
export const SeminarSignupBody = Type.Object({
  seminar_id: Type.Optional(Type.Unknown({ description: 'Номер вебинара' })),
  seminar_name: Type.Optional(Type.Unknown({ description: 'ФИО' })),
  seminar_tele: Type.Optional(Type.Unknown({ description: 'Телефон в маске +7(000)000-00-00' })),
  seminar_city: Type.Optional(Type.Unknown({ description: 'Город' })),
});

/** A review as the home carousel shows it. */
export const HomeReview = Closed({
  review_id: Id,
  product_id: Id,
  name: Type.String(),
  author: Type.String(),
  text: Type.String({ description: 'Простой текст' }),
  rating: Nullable(Type.Integer({ minimum: 1, maximum: 5 })),
  date_modified: DateTime,
  product_title: Type.String(),
  product_href: Type.String(),
});
export type HomeReview = Static<typeof HomeReview>;

/** product §3 question "read form" (the FAQ page and the product page's 'Вопросы' tab). */
export const Question = Closed({
  faq_id: Id,
  author: Type.String(),
  text: Type.String(),
  answer: Type.String({ description: "'' — ещё нет ответа" }),
  date_added: DateTime,
  date_modified: Type.String({ description: 'Дата ответа, когда он есть' }),
  product_id: Type.Integer({ minimum: 0 }),
  product_href: Type.String(),
  product_title: Type.String(),
});
export type Question = Static<typeof Question>;

/** product §3 "FAQ submit payload: name, email, product_id, text", read leniently and checked with the form's texts. */
export const QuestionBody = Type.Object({
  name: Type.Optional(Type.Unknown()),
  email: Type.Optional(Type.Unknown()),
  product_id: Type.Optional(Type.Unknown()),
  text: Type.Optional(Type.Unknown()),
});
