import { Link, type LinkProps } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { fetchAdminInfo } from '../../api/account';
import type { AdminEditable } from '../../domain/admin-edit';
import { useOptionalAuthActor } from '../session/auth';
import { useAfterHydration } from '../session/hydration';

export const ADMIN_EDIT_TEXT = 'Редактировать';

/** The token lives 10 minutes (server ADMIN_TOKEN_TTL_S): ask for a new one well before it expires. */
const TOKEN_REFRESH_MS = 5 * 60 * 1000;

/** `${base}/product/edit?product_id=N&token=…` (and category_id, information_id, blog_id for the others). */
export function adminEditorHref(base: string, kind: AdminEditable, id: number, token: string): string {
  const params = new URLSearchParams({ [`${kind}_id`]: String(id), token });
  return `${base.replace(/\/+$/, '')}/${kind}/edit?${params.toString()}`;
}

/**
 * 'Редактировать' for an admin (product §6 "when user info has is_admin, a 'Редактировать' link to the admin editor …
 * opens in a new tab with an admin token"): shown only while the logged-in customer's record says is_admin and the
 * server's isAdmin call confirms it with a short-lived token and the editor's address. Nothing for anyone else.
 */
export function AdminEditLink({
  kind,
  id,
  ...rest
}: { kind: AdminEditable; id: number } & Omit<LinkProps, 'href' | 'target' | 'id'>) {
  const auth = useOptionalAuthActor();
  const user = useAfterHydration(
    useSelector(auth ?? undefined, (snapshot) => snapshot?.context.user ?? null),
    null,
  );
  const isAdmin = user?.is_admin === true;
  const info = useQuery({
    queryKey: ['admin-info', user?.customer_id ?? 0],
    queryFn: fetchAdminInfo,
    enabled: isAdmin,
    staleTime: TOKEN_REFRESH_MS,
    refetchInterval: TOKEN_REFRESH_MS,
  });
  const data = info.data;
  if (!isAdmin || !data?.is_admin || !data.token || !data.editor_url || !(id > 0)) return null;
  return (
    <Link
      href={adminEditorHref(data.editor_url, kind, id, data.token)}
      target="_blank"
      rel="noopener noreferrer"
      alignSelf="start"
      fontSize="sm"
      color="brand.fg"
      textDecoration="underline"
      {...rest}
    >
      {ADMIN_EDIT_TEXT}
    </Link>
  );
}
