import type { Knex } from 'knex';
import { createdAt, id, timestamp, userRef } from '../src/db/migration-helpers';

// Refunds and prize payouts (product.md §10): money the organizer owes players. Both survive the
// tournament's deletion (tournament_id set null; the name is kept), and a UTR is recorded once.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('refunds', (t) => {
    id(knex, t);
    t.uuid('registration_id').references('id').inTable('registrations').onDelete('SET NULL').unique();
    t.uuid('tournament_id').references('id').inTable('tournaments').onDelete('SET NULL').index();
    t.text('tournament_name').notNullable();
    userRef(t, 'organizer_id', 'SET NULL').index();
    userRef(t, 'player_id', 'CASCADE').index();
    t.text('player_upi_id');
    // the entry fee's own transaction id: still "used" after the registration is deleted with its tournament
    t.text('payment_id').index();
    t.decimal('amount', 10, 2).notNullable();
    t.text('reason').notNullable();
    t.text('status').notNullable().defaultTo('owed');
    t.text('utr').unique();
    timestamp(t, 'sent_at');
    userRef(t, 'recorded_by', 'SET NULL');
    createdAt(knex, t);
  });
  await knex.raw(`alter table refunds add constraint refunds_status_check check (status in ('owed', 'sent'))`);
  await knex.raw(
    `alter table refunds add constraint refunds_reason_check
       check (reason in ('rejected', 'revoked', 'withdrawn', 'ended', 'deleted', 'cancelled'))`,
  );
  await knex.raw(`alter table refunds add constraint refunds_amount_check check (amount > 0)`);

  await knex.raw('alter table payouts drop constraint if exists payouts_tournament_id_foreign');
  await knex.schema.alterTable('payouts', (t) => {
    t.uuid('tournament_id').nullable().alter();
    t.foreign('tournament_id').references('id').inTable('tournaments').onDelete('SET NULL');
    t.text('tournament_name');
    userRef(t, 'organizer_id', 'SET NULL').index();
    t.text('fair_play_flag');
    userRef(t, 'recorded_by', 'SET NULL');
  });
  await knex.raw(`update payouts set status = 'owed' where status = 'pending'`);
  await knex.raw(`alter table payouts alter column status set default 'owed'`);
  await knex.raw(`alter table payouts add constraint payouts_status_check check (status in ('owed', 'sent'))`);
  await knex.raw(
    'create unique index payouts_upi_transaction_id_unique on payouts (upi_transaction_id) where upi_transaction_id is not null',
  );
  await knex.raw('create unique index payouts_tournament_rank_player on payouts (tournament_id, rank, player_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists payouts_tournament_rank_player');
  await knex.raw('drop index if exists payouts_upi_transaction_id_unique');
  await knex.raw('alter table payouts drop constraint if exists payouts_status_check');
  await knex.raw(`alter table payouts alter column status set default 'pending'`);
  await knex.raw(`update payouts set status = 'pending' where status = 'owed'`);
  await knex.schema.alterTable('payouts', (t) => {
    t.dropForeign(['tournament_id']);
    t.dropColumn('tournament_name');
    t.dropColumn('organizer_id');
    t.dropColumn('fair_play_flag');
    t.dropColumn('recorded_by');
  });
  await knex.raw('delete from payouts where tournament_id is null');
  await knex.schema.alterTable('payouts', (t) => {
    t.uuid('tournament_id').notNullable().alter();
    t.foreign('tournament_id').references('id').inTable('tournaments').onDelete('CASCADE');
  });
  await knex.schema.dropTable('refunds');
}
