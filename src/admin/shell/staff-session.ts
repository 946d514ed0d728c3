import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { StaffMe } from '../../contract/admin';
import { fetchMe } from '../api/admin-api';

/** The signed-in member (GET /admin/api/me), cached under one key that the sign-in fills and the sign-out clears. */
export const ME_KEY = ['admin', 'me'] as const;

export function useMeQuery() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe, refetchOnWindowFocus: false });
}

export function useSetMe() {
  const client = useQueryClient();
  return (me: StaffMe | null) => {
    if (me) client.setQueryData(ME_KEY, me);
    // Signed out: nothing of the member's stays in the cache.
    else client.clear();
  };
}

export const StaffContext = createContext<StaffMe | null>(null);

/** The member the pages inside RequireStaff work for. */
export function useStaff(): StaffMe {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside RequireStaff');
  return staff;
}
