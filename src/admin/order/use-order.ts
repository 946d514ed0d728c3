import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '../../contract/admin';
import { fetchOrder } from '../api/admin-api';

export const orderKey = (orderId: number) => ['admin', 'order', orderId] as const;

/**
 * One order as the server has it now. Not refetched on focus: a copy changed under the member's eyes would hide that
 * someone else changed it; their next save learns it (409) and loads it then.
 */
export function useOrder(orderId: number) {
  return useQuery({ queryKey: orderKey(orderId), queryFn: () => fetchOrder(orderId), refetchOnWindowFocus: false });
}

/** Shows the order the server answered a save with, and lets the orders list ask again. */
export function useShowOrder() {
  const client = useQueryClient();
  return (order: AdminOrder) => {
    client.setQueryData(orderKey(order.order_id), order);
    void client.invalidateQueries({ queryKey: ['admin', 'orders'] });
  };
}

/** Loads the order afresh (after someone else changed it). */
export function useReloadOrder() {
  const client = useQueryClient();
  return (orderId: number) => client.invalidateQueries({ queryKey: orderKey(orderId) });
}
