import { CONTENT_PATH } from './content-kinds';
import type { StaffArea } from './staff';

/**
 * The storefront's 'Редактировать' (product §6): what it edits, which back-office area that is, and which editor page
 * opens it. The storefront builds the link, the server checks it, the back office goes on to the page.
 */
export const ADMIN_EDITABLE = ['product', 'category', 'information', 'blog'] as const;
export type AdminEditable = (typeof ADMIN_EDITABLE)[number];

export const EDITABLE_AREA: Record<AdminEditable, StaffArea> = {
  product: 'catalogue',
  category: 'catalogue',
  information: 'content',
  blog: 'content',
};

/** Said when a link's token is missing, forged or older than its 10 minutes (the server says it too). */
export const EDIT_LINK_BROKEN = 'Ссылка «Редактировать» устарела или повреждена: откройте её в магазине ещё раз';

/** The back-office page (under /admin) that edits the record. */
export function editorPath(kind: AdminEditable, id: number): string {
  switch (kind) {
    case 'product':
      return `/products/${id}`;
    case 'category':
      return `/categories/${id}`;
    case 'information':
    case 'blog':
      return `/${CONTENT_PATH[kind]}/${id}`;
  }
}
