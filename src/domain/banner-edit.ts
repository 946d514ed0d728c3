import { dayRangeProblems } from './calendar-day';

/**
 * The home page's banners as editors change them in the back office's 'Баннеры' (issue 16; product §2: the carousel
 * of the slider call, each slide a picture linking to the banner's link). One check of a banner's values, used by the
 * form before sending and by the server before saving.
 */

export const BANNER_LIMITS = { image: 255, title: 255, link: 255 } as const;

/** A banner's values as saved. */
export interface BannerValues {
  /** The picture's path under /image/ ('catalog/upload/…' once uploaded in the back office). */
  image: string;
  /** What the picture says, for screen readers and search engines ('' — 'Баннер N'). */
  title: string;
  /** Where the slide leads: a full http(s) address or a path of the shop ('/kosmetologam'). */
  link: string;
  /** 'YYYY-MM-DD' or null: the first and the last day it is shown (the last day counts). */
  date_from: string | null;
  date_to: string | null;
  /** Shown on the home page (within its dates). */
  status: boolean;
}

export type BannerField = 'image' | 'title' | 'link' | 'date_from' | 'date_to';

export const BANNER_TEXT = {
  image: 'Загрузите картинку баннера',
  imageUnknown: 'Картинка не найдена: загрузите её заново',
  title: `Описание картинки — не длиннее ${BANNER_LIMITS.title} символов`,
  link: 'Укажите ссылку: адрес https://… или путь магазина, начиная с /',
  linkInvalid: 'Ссылка — адрес https://… или путь магазина, начиная с /',
  linkLong: `Ссылка — не длиннее ${BANNER_LIMITS.link} символов`,
  date: 'Дата — ДД.ММ.ГГГГ',
  dateOrder: 'Баннер заканчивается раньше, чем начинается',
  notFound: 'Баннер не найден',
} as const;

/** A full http(s) address with a host, or a path of the shop ('/…', not '//host'); no spaces either way. */
export function isBannerLink(link: string): boolean {
  if (/[\s\\]/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  if (!/^https?:\/\//i.test(link)) return false;
  try {
    return new URL(link).hostname !== '';
  } catch {
    return false;
  }
}

/** A picture's path under /image/: relative, inside the folder (no '..', no scheme, no backslash). */
const isImagePath = (path: string) =>
  path.length <= BANNER_LIMITS.image && !path.startsWith('/') && !/\\|\.\.|:/.test(path);

/** What is wrong with a banner's values, by field (empty when it can be saved). */
export function bannerProblems(values: BannerValues): Partial<Record<BannerField, string>> {
  const problems: Partial<Record<BannerField, string>> = {};
  if (values.image === '') problems.image = BANNER_TEXT.image;
  else if (!isImagePath(values.image)) problems.image = BANNER_TEXT.imageUnknown;
  if (values.title.length > BANNER_LIMITS.title) problems.title = BANNER_TEXT.title;
  if (values.link === '') problems.link = BANNER_TEXT.link;
  else if (values.link.length > BANNER_LIMITS.link) problems.link = BANNER_TEXT.linkLong;
  else if (!isBannerLink(values.link)) problems.link = BANNER_TEXT.linkInvalid;
  const dates = dayRangeProblems([values.date_from, values.date_to], ['date_from', 'date_to'], {
    date: BANNER_TEXT.date,
    order: BANNER_TEXT.dateOrder,
  });
  return { ...problems, ...dates };
}

/** The values as they are kept: texts trimmed, an empty date none. */
export function bannerValuesOf(values: BannerValues): BannerValues {
  return {
    image: values.image.trim(),
    title: values.title.trim(),
    link: values.link.trim(),
    date_from: values.date_from?.trim() || null,
    date_to: values.date_to?.trim() || null,
    status: values.status,
  };
}
