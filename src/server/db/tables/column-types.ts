import type { ColumnType, Generated } from 'kysely';

/** numeric(10, 2): read as a number (see type-parsers.ts), written as a number or its decimal text. */
export type Money = ColumnType<number, number | string, number | string>;
/** A calendar date, read and written as 'YYYY-MM-DD'. */
export type CalendarDate = ColumnType<string, string, string>;
/** timestamptz with a database default (now()). */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A column the database fills and nobody writes (serial keys are Generated<number>). */
export type ReadOnly<T> = ColumnType<T, never, never>;
export type { Generated };
