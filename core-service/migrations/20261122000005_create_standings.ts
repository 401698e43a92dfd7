import type { Knex } from 'knex';
import { id, userRef } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('standings', (t) => {
    id(knex, t);
    t.uuid('tournament_id').notNullable().references('id').inTable('tournaments').onDelete('CASCADE');
    userRef(t, 'player_id', 'CASCADE');
    t.decimal('points', 3, 1).notNullable().defaultTo(0);
    t.jsonb('tiebreaks');
    t.integer('rank');
    t.integer('games_played').notNullable().defaultTo(0);
    t.unique(['tournament_id', 'player_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('standings');
}
