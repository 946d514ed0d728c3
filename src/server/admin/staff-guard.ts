import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canOpen, type StaffArea } from '../../domain/staff';
import { HttpError } from '../http/http-error';
import { sessionCustomerOf } from '../http/request-session';
import { ADMIN_MESSAGES as M } from './admin-messages';
import { signedInStaff, type SignedInStaff } from './staff-session';

/**
 * Who may call a back-office route, declared by each route in `config.staff`: `open` (the sign-in, the sign-out),
 * `signedIn` (any staff member), or `{ area }` (a member whose role opens that area). A route that declares nothing
 * is refused to everybody: a new route is closed until it says who it is for.
 */
export type StaffAccess = 'open' | 'signedIn' | { area: StaffArea };

declare module 'fastify' {
  interface FastifyContextConfig {
    staff?: StaffAccess;
  }
}

const staffOf = new WeakMap<FastifyRequest, SignedInStaff>();

/** The member the guard let through (routes that are not `open` only). */
export function currentStaff(request: FastifyRequest): SignedInStaff {
  const staff = staffOf.get(request);
  if (!staff) throw new HttpError(401, M.signInFirst);
  return staff;
}

/**
 * Checks every request of the back office's scope on the server, before its body is read or validated: without a
 * staff session 401 (saying so when the caller is signed in as a customer: that opens nothing here), with a role
 * that does not open the route's area 403.
 */
export function registerStaffGuard(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.staff;
    if (access === 'open') return;
    const staff = await signedInStaff(scope, request);
    if (!staff) {
      const customer = await sessionCustomerOf(request);
      throw new HttpError(401, customer ? M.customerSession : M.signInFirst);
    }
    if (access === undefined || (access !== 'signedIn' && !canOpen(staff.role, access.area))) {
      throw new HttpError(403, M.forbidden);
    }
    staffOf.set(request, staff);
  });
}
