import type { Kysely } from 'kysely';

/**
 * What a migration works on: the database untyped, because a migration describes the schema as it was at its time,
 * not today's types (Kysely's own advice). The one place the shop spells `any` for a database.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type UntypedDatabase = Kysely<any>;
