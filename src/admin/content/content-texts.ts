import type { ContentKind } from '../../domain/content-kinds';
import type { SitePlacement } from '../../domain/site-links';

/** How the back office names each kind of text (issue 16, 'Контент'). */
export const KIND_TEXT: Record<
  ContentKind,
  {
    /** The list's heading and the menu's item. */
    list: string;
    /** 'Новая новость'. */
    create: string;
    /** The record in questions and headings: 'новость'. */
    one: string;
    /** The list's count: one, two to four, five and more. */
    forms: readonly [string, string, string];
  }
> = {
  news: { list: 'Новости', create: 'Новая новость', one: 'новость', forms: ['новость', 'новости', 'новостей'] },
  blog: { list: 'Статьи блога', create: 'Новая статья', one: 'статью', forms: ['статья', 'статьи', 'статей'] },
  information: {
    list: 'Информационные страницы',
    create: 'Новая страница',
    one: 'страницу',
    forms: ['страница', 'страницы', 'страниц'],
  },
};

/** Where a page is linked from on the storefront (its menus and footer, src/domain/site-links.ts). */
export const PLACEMENT_TEXT: Record<SitePlacement, string> = {
  menu: 'меню сайта и подвал',
  header: 'шапка сайта и подвал',
  policy: 'подвал, «Правила и документы»',
};

/** A date the server gives in shop time ('YYYY-MM-DD HH:mm') as staff read dates: 'ДД.ММ.ГГГГ, ЧЧ:ММ'. */
export function shopDateText(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}:\d{2})/.exec(date);
  return match ? `${match[3]}.${match[2]}.${match[1]}, ${match[4]}` : date;
}
