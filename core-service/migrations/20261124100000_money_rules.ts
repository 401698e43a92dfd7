import type { Knex } from 'knex';
import { createdAt, id, timestamp, userRef } from '../src/db/migration-helpers';

// Money rules: a registration can be revoked by its organizer (with a reason) or
// withdrawn by its player; transaction ids are compared normalised (no spaces, uppercase), so stored
// ones are normalised once; an admin's correction of a commission is its own line.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table registrations drop constraint if exists registrations_payment_status_check');
  await knex.raw(
    `alter table registrations add constraint registrations_payment_status_check
       check (payment_status in ('pending', 'approved', 'rejected', 'paid', 'revoked', 'withdrawn'))`,
  );
  await knex.schema.alterTable('registrations', (t) => {
    t.text('revoke_reason');
    timestamp(t, 'revoked_at');
    timestamp(t, 'withdrawn_at');
  });
  // A revoked or withdrawn registration frees the seat like a rejected one: the player may register again.
  await knex.raw('drop index if exists registrations_tournament_player_active');
  await knex.raw(
    `create unique index registrations_tournament_player_active
       on registrations (tournament_id, player_id) where payment_status not in ('rejected', 'revoked', 'withdrawn')`,
  );
  await knex.raw(
    `update registrations set payment_id = upper(regexp_replace(payment_id, '\\s', '', 'g')) where payment_id is not null`,
  );
  await knex.raw(
    `update organizer_commissions set organizer_transaction_id = upper(regexp_replace(organizer_transaction_id, '\\s', '', 'g'))
       where organizer_transaction_id is not null`,
  );
  await knex.raw(
    'create index registrations_payment_id_idx on registrations (payment_id) where payment_id is not null',
  );
  await knex.raw(
    `create index organizer_commissions_transaction_id_idx on organizer_commissions (organizer_transaction_id)
       where organizer_transaction_id is not null`,
  );
  await knex.schema.createTable('commission_adjustments', (t) => {
    id(knex, t);
    t.uuid('commission_id').notNullable().references('id').inTable('organizer_commissions').onDelete('CASCADE').index();
    t.decimal('amount', 10, 2).notNullable();
    t.text('reason').notNullable();
    userRef(t, 'admin_id', 'SET NULL');
    createdAt(knex, t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('commission_adjustments');
  await knex.raw('drop index if exists organizer_commissions_transaction_id_idx');
  await knex.raw('drop index if exists registrations_payment_id_idx');
  await knex.raw('drop index if exists registrations_tournament_player_active');
  await knex.raw(
    `create unique index registrations_tournament_player_active
       on registrations (tournament_id, player_id) where payment_status <> 'rejected'`,
  );
  await knex.schema.alterTable('registrations', (t) => {
    t.dropColumn('revoke_reason');
    t.dropColumn('revoked_at');
    t.dropColumn('withdrawn_at');
  });
  await knex.raw(
    `update registrations set payment_status = 'rejected' where payment_status in ('revoked', 'withdrawn')`,
  );
  await knex.raw('alter table registrations drop constraint if exists registrations_payment_status_check');
  await knex.raw(
    `alter table registrations add constraint registrations_payment_status_check
       check (payment_status in ('pending', 'approved', 'rejected', 'paid'))`,
  );
}
