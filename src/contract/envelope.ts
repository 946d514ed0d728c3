import Type, { type Static, type TInteger, type TProperties, type TSchema, type TString } from 'typebox';

/**
 * The HTTP contract's building blocks (docs/architecture.md "One HTTP contract"). Every reply of /back and /cms is
 * the envelope of product §7: `{result: 'success', data}`, or `{result: 'error', error}` with a 4xx or 5xx status
 * and a Russian message the storefront may show as is. The server validates and serialises with these schemas; the
 * storefront's src/api takes its types from them (type-only imports, so none of this reaches the browser bundle).
 */

/**
 * An object with exactly these properties. Replies are closed: the serialiser sends nothing the contract does not
 * name (no column leaks by accident), and the reply check in tests refuses a reply with a property it does not know.
 */
export function Closed<P extends TProperties>(properties: P, options: { description?: string } = {}) {
  return Type.Object(properties, { ...options, additionalProperties: false });
}

/** A reply's value or JSON null. For a request field use OrNull. */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/**
 * A request field that is a number or a string, or JSON null: `type: [type, 'null']`. Not Nullable(): Fastify's
 * validator coerces types, and the first branch of Nullable's anyOf would turn null into 0 or ''.
 */
export function OrNull<T extends TInteger | TString>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

export const ErrorReply = Closed(
  { result: Type.Literal('error'), error: Type.String({ description: 'Сообщение по-русски для покупателя' }) },
  { description: 'Ошибка' },
);
export type ErrorReply = Static<typeof ErrorReply>;

export function SuccessReply<T extends TSchema>(data: T) {
  return Closed({ result: Type.Literal('success'), data });
}
export interface SuccessReply<T> {
  result: 'success';
  data: T;
}

/** A route's `response` schemas: the success envelope around `data`, the error envelope for 4xx and 5xx. */
export function replies<T extends TSchema>(data: T) {
  return { 200: SuccessReply(data), '4xx': ErrorReply, '5xx': ErrorReply } as const;
}

/** `{id}` of the catalogue and content calls: a positive integer inside PostgreSQL's integer ("42" is accepted too). */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/**
 * An image's address (decision 0019): '/image/<path>?v=<version>&size=<width>x<height>' for a picture the shop has (the
 * version changes with the picture; the size is its intrinsic size, when known), '/image/<path>' for one it does not
 * know, or another site's address. The storefront builds the WebP/AVIF variant addresses from it.
 */
export const ImageUrl = Type.String({
  description: "Адрес изображения: '/image/<путь>?v=<версия>&size=<ширина>x<высота>' или адрес другого сайта",
});

export const IdBody = Closed({ id: Id });
export type IdBody = Static<typeof IdBody>;
