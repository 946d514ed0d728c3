import type { FastifyRequest } from 'fastify';
import type { CustomerGroupId } from '../../domain/customer-group';

/**
 * The caller's customer group, which decides prices and specials on the server (SPEC §5, §6). Every route that prices
 * anything asks here. Until accounts and sessions exist every caller is a guest (group 0); the accounts work
 * implements it from the session with this same signature.
 */
export async function customerGroupOf(_request: FastifyRequest): Promise<CustomerGroupId> {
  return 0;
}
