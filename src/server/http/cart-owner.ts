import type { FastifyReply, FastifyRequest } from 'fastify';
import { toCustomerGroup } from '../../domain/customer-group';
import type { CartOwner } from '../db/cart-store';

/**
 * Whose cart a request works on (the cart routes and checkout ask here): a logged-in customer's own cart, or the
 * guest cart of the browser's session. Null when the browser has no session yet (an empty cart, nothing stored).
 */
export async function cartOwnerOf(request: FastifyRequest): Promise<CartOwner | null> {
  if (typeof request.session !== 'function') return null;
  const session = await request.session();
  if (!session) return null;
  return ownerFromSession(session.sessionId, session.customer);
}

/** As cartOwnerOf, creating a guest session (and its cookie) when there is none: for calls that store a cart. */
export async function ensureCartOwner(request: FastifyRequest, reply: FastifyReply): Promise<CartOwner> {
  const session = await request.ensureSession(reply);
  return ownerFromSession(session.sessionId, session.customer);
}

function ownerFromSession(
  sessionId: number,
  customer: { customer_id: number; customer_group_id: number } | null,
): CartOwner {
  return {
    sessionId,
    customerId: customer?.customer_id ?? null,
    group: customer ? toCustomerGroup(customer.customer_group_id) : 0,
  };
}
