import type { Knex } from 'knex';

/** One pending organizer application per user. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    "create unique index organizer_applications_one_pending on organizer_applications (user_id) where status = 'pending'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index organizer_applications_one_pending');
}
