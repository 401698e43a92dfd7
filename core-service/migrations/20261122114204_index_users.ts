import type { Knex } from 'knex';

/** Usernames are unique regardless of case ('Anita' and 'anita' are one name). */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create unique index users_username_lower_unique on users (lower(username))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index users_username_lower_unique');
}
