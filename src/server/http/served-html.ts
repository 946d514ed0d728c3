import type { HtmlKind } from '../../domain/content-kinds';
import { rewriteImagePaths } from './content-image-paths';
import { sanitizeHtml } from './html-policy';

/**
 * A stored HTML field as the storefront's call serves it (decision 0010), by the kind of text it is: a product's
 * description without frames (its videos are their own field), an information page with its image paths under
 * /image/, every other text (news, blog, seminars, settings) with the policy's video frames. The public calls and the
 * back office's preview (POST /admin/api/content/preview) both go through here, so the preview is what the shop shows.
 */
const SERVE: Record<HtmlKind, (html: string | null | undefined) => string> = {
  product: (html) => sanitizeHtml(html, { frames: false }),
  information: (html) => rewriteImagePaths(sanitizeHtml(html)),
  article: (html) => sanitizeHtml(html),
};

export function servedHtml(kind: HtmlKind, html: string | null | undefined): string {
  return SERVE[kind](html);
}
