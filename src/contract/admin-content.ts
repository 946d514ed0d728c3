import Type, { type Static } from 'typebox';
import { Closed } from './envelope';

/**
 * The back office's content calls (issue 16, 'Контент'), under /admin/api/content: for the owner and editors (area
 * `content`).
 */

/**
 * The kinds of stored HTML, each served its own way (src/server/http/served-html.ts): a product's description (no
 * video frames: its videos are a field of their own), an information page (image paths under /image/), and every
 * other text (news, blog articles, seminars, the settings texts), which may embed a YouTube or VK player.
 */
export const HTML_KINDS = ['article', 'information', 'product'] as const;
export type HtmlKind = (typeof HTML_KINDS)[number];

/** The longest HTML a rich-text field takes (a long article with its markup). */
export const RICH_TEXT_MAX = 200_000;

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
