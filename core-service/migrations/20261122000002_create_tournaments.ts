import type { Knex } from 'knex';
import { createdAt, id, money, timestamp, userRef } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tournaments', (t) => {
    id(knex, t);
    t.text('name').notNullable();
    t.text('description');
    t.text('format').notNullable().defaultTo('rapid').checkIn(['rapid', 'blitz', 'classical']);
    t.text('time_control').notNullable().comment("'minutes+increment'");
    t.text('system').notNullable().defaultTo('swiss').checkIn(['swiss', 'arena', 'round-robin']);
    // The organizer form has no player cap; 1000 is the largest the legacy form allows.
    t.integer('max_players').notNullable().defaultTo(1000);
    money(t, 'entry_fee');
    money(t, 'prize_pool');
    t.jsonb('prize_distribution');
    timestamp(t, 'start_time');
    timestamp(t, 'end_time');
    t.text('status')
      .notNullable()
      .defaultTo('registration')
      .checkIn(['registration', 'open', 'live', 'completed', 'cancelled']);
    userRef(t, 'organizer_id', 'SET NULL').index();
    t.text('lichess_team_slug');
    t.text('qr_code');
    t.integer('rounds');
    t.integer('current_round').notNullable().defaultTo(0);
    t.integer('round_interval').notNullable().defaultTo(60).comment('seconds');
    t.boolean('lichess_integration').notNullable().defaultTo(false);
    t.text('lichess_type').checkIn(['arena', 'swiss']);
    t.text('lichess_tournament_id');
    t.text('lichess_url');
    t.boolean('manual_pairing').notNullable().defaultTo(false);
    money(t, 'total_collected');
    money(t, 'commission_due');
    t.text('commission_status').notNullable().defaultTo('pending');
    timestamp(t, 'commission_due_date');
    t.jsonb('results');
    timestamp(t, 'results_last_fetched');
    createdAt(knex, t);
    timestamp(t, 'updated_at').notNullable().defaultTo(knex.fn.now());
    t.index(['status', 'start_time']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('tournaments');
}
