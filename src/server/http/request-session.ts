import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What every route may know about the caller's session. The accounts capability (src/server/account/session-plugin.ts)
 * implements it; other capabilities (cart, checkout) read it through these request decorations only, so they never
 * import the accounts code.
 */
export interface SessionCustomer {
  customer_id: number;
  /** 1 general customer, 2 professional. */
  customer_group_id: number;
  email: string | null;
  firstname: string;
  lastname: string;
  is_admin: boolean;
}

export interface SessionInfo {
  /** The session row (stable across login: a guest's cart keyed by it follows the customer). */
  sessionId: number;
  /** Null for a guest session. */
  customer: SessionCustomer | null;
  remember: boolean;
}

/** A customer logged in on a session (also a guest session that became theirs: same sessionId). */
export interface SessionChange {
  sessionId: number;
  customerId: number;
  request: FastifyRequest;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs after a customer logged in (password, registration, Telegram, VK): e.g. the cart merges here. */
    onCustomerLogin(listener: (change: SessionChange) => Promise<void> | void): void;
    /** Runs before a customer's session is ended by logout (the session row still exists). */
    onCustomerLogout(listener: (change: SessionChange) => Promise<void> | void): void;
  }

  interface FastifyRequest {
    /** The caller's session from the cookie (read once per request, on first use); null without one. */
    session(): Promise<SessionInfo | null>;
    /** The logged-in customer, or null for a guest. */
    customer(): Promise<SessionCustomer | null>;
    /**
     * The caller's session, creating a guest session (and its cookie) when there is none: for state a guest keeps
     * on the server, such as a cart.
     */
    ensureSession(reply: FastifyReply): Promise<SessionInfo>;
  }
}

/** Guests and apps built without the accounts plugin (tests of other capabilities) have no session. */
export async function sessionCustomerOf(request: FastifyRequest): Promise<SessionCustomer | null> {
  return typeof request.customer === 'function' ? request.customer() : null;
}
