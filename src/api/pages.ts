import type { ResolvedPage } from '../contract/shell';
import { isApiError, postJson } from './http';

export type { ResolvedPage } from '../contract/shell';

export const NOT_FOUND_PAGE: ResolvedPage = { module: '404', id: 0 };

/**
 * POST /back/url/{segment} (no body). product §7: the segment is omitted when it is a single character. An unknown
 * address (HTTP 404) resolves to the not-found module instead of failing.
 */
export async function resolvePage(segment: string): Promise<ResolvedPage> {
  const path = `/back/url/${segment.length > 1 ? encodeURIComponent(segment) : ''}`;
  try {
    const data = await postJson<Partial<ResolvedPage> | null>(path);
    if (!data || typeof data.module !== 'string' || data.module === '') return NOT_FOUND_PAGE;
    return { module: data.module, id: data.id ?? 0 };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return NOT_FOUND_PAGE;
    throw error;
  }
}
