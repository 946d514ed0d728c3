import type { preValidationHookHandler } from 'fastify';
import { parseRoubles } from '../../domain/money';
import { badRequest } from './http-error';

/**
 * A route's amounts of money, checked as they arrived, before the schema runs: Fastify's validator coerces types
 * (a one-item array becomes its item, '12' becomes 12), which would let `[5000]` or `true` pass as an amount. Each
 * named body field, when present, must be whole roubles by the shop's one money parser, or the request is a 400 with
 * the route's message. (Whether the field is required is the schema's business.)
 */
export function moneyFields(fields: readonly string[], message: string): preValidationHookHandler {
  return (request, _reply, done) => {
    const body = request.body;
    const amounts = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const wrong = fields.some((field) => amounts[field] !== undefined && parseRoubles(amounts[field]) === null);
    done(wrong ? badRequest(message) : undefined);
  };
}
