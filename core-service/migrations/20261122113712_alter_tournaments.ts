import type { Knex } from 'knex';

// The platform's own copy of a pushed tournament's Lichess allow-list (exact-case usernames): Lichess
// never returns a Swiss allow-list and replaces every condition on each edit, so core keeps the list
// it last sent and edits it on approval, rejection and the organizer's add / remove player. With it,
// the settings the tournament was created with there (name, clock, rounds, start, creator), which
// every later edit must send again.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tournaments', (t) => {
    t.jsonb('lichess_allow_list');
    t.jsonb('lichess_settings');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tournaments', (t) => {
    t.dropColumn('lichess_allow_list');
    t.dropColumn('lichess_settings');
  });
}
