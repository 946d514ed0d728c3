/**
 * The texts the back office edits (issue 16, 'Контент'), shared by the contract, the server and the back office.
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

/** The texts with a page of their own on the storefront, each edited in its own list. */
export const CONTENT_KINDS = ['news', 'blog', 'information'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Where each kind's list is in the API and the back office: /admin/api/content/<path>, /admin/<path>. */
export const CONTENT_PATH: Record<ContentKind, string> = { news: 'news', blog: 'blog', information: 'pages' };

export const CONTENT_LIMITS = { title: 255, teaser: 1000, metaTitle: 255, metaDescription: 500 } as const;
