import type { Knex } from 'knex';

// The money view's CSV reads an organizer's tournaments in keyset batches (money/services/money-view.ts):
// this index is that order, so each batch is read from it instead of sorting every tournament again.
const NAME = 'tournaments_organizer_money_order_idx';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index ${NAME} on tournaments (organizer_id, start_time desc nulls last, created_at desc, id)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index if exists ${NAME}`);
}
