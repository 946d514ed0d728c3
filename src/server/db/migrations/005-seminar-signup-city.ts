import type { UntypedDatabase } from './untyped-database';

/**
 * product §3 "Seminar signup: seminar_id, seminar_name (full name), seminar_tele (phone), seminar_city": the signup
 * form asks for a city and no e-mail, so signups get a city and the e-mail becomes optional.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .alterTable('seminar_signup')
    .addColumn('city', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('seminar_signup')
    .alterColumn('email', (c) => c.setDefault(''))
    .execute();
  await db.schema
    .createIndex('seminar_signup_phone_idx')
    .on('seminar_signup')
    .columns(['seminar_id', 'phone'])
    .execute();
}

export async function down(db: UntypedDatabase): Promise<void> {
  await db.schema.dropIndex('seminar_signup_phone_idx').ifExists().execute();
  await db.schema
    .alterTable('seminar_signup')
    .alterColumn('email', (c) => c.dropDefault())
    .execute();
  await db.schema.alterTable('seminar_signup').dropColumn('city').execute();
}
