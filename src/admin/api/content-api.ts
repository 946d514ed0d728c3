import type {
  AboutText,
  ContentList,
  ContentListQuery,
  ContentNewBody,
  ContentRecord,
  HtmlPreview,
} from '../../contract/admin-content';
import { CONTENT_PATH, type ContentKind, type HtmlKind } from '../../domain/content-kinds';
import { getJson, postJson } from '../../api/http';
import { ADMIN_API, staleAware } from './admin-api';

/** 'Контент' (src/server/admin/content-routes.ts): the owner's and editors' texts of the shop. */

/** A text as the storefront will serve it, through the shop's one HTML policy. */
export const previewHtml = async (html: string, kind: HtmlKind = 'article') =>
  (await postJson<HtmlPreview>(`${ADMIN_API}/content/preview`, { html, kind })).html;

const base = (kind: ContentKind) => `${ADMIN_API}/content/${CONTENT_PATH[kind]}`;

export const fetchContentList = (kind: ContentKind, query: ContentListQuery) =>
  getJson<ContentList>(base(kind), { ...query });

export const fetchContent = (kind: ContentKind, id: number) => getJson<ContentRecord>(`${base(kind)}/${id}`);

/** A new record, or a save of the one opened at `version` (409 'Запись изменена другим сотрудником': StaleCopy). */
export const saveContent = (kind: ContentKind, id: number | null, body: ContentNewBody, version: number) =>
  id === null
    ? postJson<ContentRecord>(base(kind), body)
    : staleAware(() => postJson<ContentRecord>(`${base(kind)}/${id}`, { ...body, version }));

export const deleteContent = (kind: ContentKind, id: number, version: number) =>
  staleAware(() => postJson<null>(`${base(kind)}/${id}/delete`, { version }));

export const fetchAboutText = () => getJson<AboutText>(`${ADMIN_API}/content/about`);

/** Saves the about text opened at `version` (409 'Запись изменена другим сотрудником': StaleCopy). */
export const saveAboutText = (html: string, version: number) =>
  staleAware(() => postJson<AboutText>(`${ADMIN_API}/content/about`, { html, version }));
