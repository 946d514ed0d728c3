import type { FastifyRequest } from 'fastify';
import { toCustomerGroup, type CustomerGroupId } from '../../domain/customer-group';
import { sessionCustomerOf } from './request-session';

/**
 * The caller's customer group, which decides prices and specials on the server (product §5, §6). Every route that prices
 * anything asks here. A guest (no session, or a session without a customer) is group 0; a logged-in customer has
 * the group stored on their account (1, or 2 once the shop approved them as a professional), read with the session.
 */
export async function customerGroupOf(request: FastifyRequest): Promise<CustomerGroupId> {
  const customer = await sessionCustomerOf(request);
  return customer ? toCustomerGroup(customer.customer_group_id) : 0;
}
