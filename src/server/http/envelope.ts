/** product §7 reply envelope. Every /back and /cms reply has this shape. */
export interface SuccessReply<T> {
  result: 'success';
  data: T;
}

export interface ErrorReply {
  result: 'error';
  /** A clear Russian message the storefront may show as is. */
  error: string;
}

export function success<T>(data: T): SuccessReply<T> {
  return { result: 'success', data };
}

export function failure(error: string): ErrorReply {
  return { result: 'error', error };
}

/** JSON schema of the error reply, for route `response` schemas and the OpenAPI document. */
export const errorReplySchema = {
  type: 'object',
  required: ['result', 'error'],
  properties: { result: { type: 'string', const: 'error' }, error: { type: 'string' } },
} as const;

/** JSON schema of a success reply around `data`. */
export function successReplySchema<S extends object>(data: S) {
  return {
    type: 'object',
    required: ['result', 'data'],
    properties: { result: { type: 'string', const: 'success' }, data },
  } as const;
}
