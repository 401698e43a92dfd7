import type { Knex } from 'knex';

// When the portal terminated the tournament on Lichess (End or Close while it was still there): its
// Lichess page then only says so, and the organizer's screens stop linking to it (issue 26 item 11).
// Nullable, so replicas still on the previous release keep working while it is added.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tournaments', (t) => {
    t.timestamp('lichess_terminated_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tournaments', (t) => {
    t.dropColumn('lichess_terminated_at');
  });
}
