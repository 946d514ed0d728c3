import type { HtmlKind, HtmlPreview } from '../../contract/admin-content';
import { postJson } from '../../api/http';
import { ADMIN_API } from './admin-api';

/** 'Контент' (src/server/admin/content-routes.ts): the owner's and editors' texts of the shop. */

/** A text as the storefront will serve it, through the shop's one HTML policy. */
export const previewHtml = async (html: string, kind: HtmlKind = 'article') =>
  (await postJson<HtmlPreview>(`${ADMIN_API}/content/preview`, { html, kind })).html;
