import type { Knex } from 'knex';
import { id, timestamp, userRef } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('registrations', (t) => {
    id(knex, t);
    t.uuid('tournament_id').notNullable().references('id').inTable('tournaments').onDelete('CASCADE');
    userRef(t, 'player_id', 'CASCADE').index();
    t.text('payment_status').notNullable().defaultTo('pending').checkIn(['pending', 'approved', 'rejected', 'paid']);
    t.text('payment_id').comment('the UPI transaction id');
    t.boolean('checked_in').notNullable().defaultTo(false);
    t.boolean('lichess_joined').notNullable().defaultTo(false);
    t.boolean('team_verified').notNullable().defaultTo(false);
    timestamp(t, 'approved_at');
    userRef(t, 'approver_id', 'SET NULL');
    timestamp(t, 'registered_at').notNullable().defaultTo(knex.fn.now());
  });
  // One live registration per (tournament, player); a rejected player may register again.
  await knex.raw(
    `create unique index registrations_tournament_player_active
       on registrations (tournament_id, player_id) where payment_status <> 'rejected'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('registrations');
}
