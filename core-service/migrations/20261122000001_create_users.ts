import type { Knex } from 'knex';
import { createdAt, id, timestamp } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    id(knex, t);
    t.text('username').notNullable().unique();
    t.text('email').notNullable().unique();
    t.text('password').notNullable().comment('scrypt hash with per-user salt, never the password');
    t.text('role').notNullable().defaultTo('player').checkIn(['player', 'organizer', 'admin']);
    t.text('lichess_username');
    t.integer('lichess_rating');
    t.text('lichess_access_token').comment('encrypted');
    t.text('lichess_refresh_token').comment('encrypted');
    t.text('lichess_connected_username');
    t.boolean('lichess_verified').notNullable().defaultTo(false);
    t.boolean('team_verified').notNullable().defaultTo(false);
    t.text('upi_id');
    t.text('whatsapp_number');
    t.text('payment_qr_code_url');
    t.boolean('is_verified').notNullable().defaultTo(false);
    t.boolean('is_active').notNullable().defaultTo(true);
    createdAt(knex, t);
    timestamp(t, 'updated_at').notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
