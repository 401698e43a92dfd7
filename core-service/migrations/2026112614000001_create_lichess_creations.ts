import type { Knex } from 'knex';
import { createdAt, id } from '../src/db/migration-helpers';

// Lichess's daily tournament-creation budget, tracked here so a push that would exceed it is refused
// before calling Lichess (docs/lichess.md "Creation budget"): one row per creation the portal sent (or
// is sending) with a Lichess account, and what it cost; the last 24 hours' rows are the budget spent.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lichess_creations', (t) => {
    id(knex, t);
    t.text('account').notNullable().comment("'platform', or 'lichess:<lowercased name>' of an organizer's account");
    t.integer('cost').notNullable().comment('credits of the creation (Arena public 20, private 10, Swiss 20)');
    t.uuid('tournament_id').references('id').inTable('tournaments').onDelete('SET NULL');
    createdAt(knex, t);
    t.index(['account', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('lichess_creations');
}
