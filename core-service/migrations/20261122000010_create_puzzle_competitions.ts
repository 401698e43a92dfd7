import type { Knex } from 'knex';
import { createdAt, id, money, timestamp, userRef } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('puzzle_competitions', (t) => {
    id(knex, t);
    t.text('title').notNullable();
    t.text('description');
    userRef(t, 'organizer_id', 'CASCADE').index();
    t.text('status').notNullable().defaultTo('draft').checkIn(['draft', 'published', 'live', 'completed']);
    t.text('type').notNullable().defaultTo('daily');
    t.text('difficulty').notNullable().defaultTo('mixed');
    t.text('mode').notNullable().defaultTo('time-based');
    t.integer('total_puzzles').notNullable().defaultTo(10);
    t.integer('easy_puzzles').notNullable().defaultTo(0);
    t.integer('hard_puzzles').notNullable().defaultTo(0);
    t.integer('very_hard_puzzles').notNullable().defaultTo(0);
    t.integer('time_limit');
    t.specificType('themes', 'text[]');
    money(t, 'entry_fee');
    money(t, 'prize_pool');
    t.text('upi_id');
    timestamp(t, 'start_time');
    timestamp(t, 'end_time');
    t.integer('max_participants');
    t.integer('current_participants').notNullable().defaultTo(0);
    createdAt(knex, t);
    timestamp(t, 'updated_at').notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('puzzle_competitions');
}
