import type { CreatedAt } from './column-types';

/** 017's old addresses of products and categories (see migrations/017-url-redirect.ts, decision 0016). */
export interface RedirectTables {
  url_redirect: {
    /** '/old-keyword', as it was written (keywords are case-sensitive). */
    old_path: string;
    /** 'product' or 'category': the record the old address now leads to, at its current keyword. */
    module: string;
    target_id: number;
    created_at: CreatedAt;
  };
}
