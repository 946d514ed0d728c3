import type { FastifyInstance } from 'fastify';
import { Compile } from 'typebox/compile';

/**
 * The HTTP contract, checked (config.checkReplies: tests and development). Each route's reply schemas become a
 * serialiser that first checks the value against the schema, so a reply with a missing, extra or mistyped field
 * fails loudly, naming the route, the status and the field, instead of the production serialiser silently dropping
 * or coercing it. Every server test and browser test therefore also tests the contract of each reply it meets.
 */
export class ReplyContractError extends Error {
  override readonly name = 'ReplyContractError';
}

export function registerReplyCheck(app: FastifyInstance): void {
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    const check = Compile(schema as Parameters<typeof Compile>[0]);
    return (data: unknown) => {
      if (!check.Check(data)) {
        const problems = [...check.Errors(data)]
          .slice(0, 5)
          .map((error) => `${error.instancePath || '/'} ${error.message}`)
          .join('; ');
        const message = `${method} ${url} ${httpStatus}: the reply breaks its schema: ${problems}`;
        // The route's reply is already lost to this error, so say why where a developer looks.
        console.error(message);
        throw new ReplyContractError(message);
      }
      return JSON.stringify(data);
    };
  });
}
