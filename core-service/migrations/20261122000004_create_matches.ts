import type { Knex } from 'knex';
import { id, timestamp, userRef } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('matches', (t) => {
    id(knex, t);
    t.uuid('tournament_id').notNullable().references('id').inTable('tournaments').onDelete('CASCADE').index();
    t.integer('round').notNullable();
    userRef(t, 'white_player_id', 'SET NULL');
    userRef(t, 'black_player_id', 'SET NULL');
    t.text('result');
    t.text('lichess_game_id');
    timestamp(t, 'start_time');
    timestamp(t, 'end_time');
    t.text('status').notNullable().defaultTo('scheduled');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('matches');
}
