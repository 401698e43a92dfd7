import type { Knex } from 'knex';

// History retention and jobs whose work per run does not grow with history (docs/performance.md,
// "Retention and jobs"):
// - organizer_commissions.overdue_told_at: the overdue reminder is told once per commission, and the job
//   reads only the commissions not told yet (a partial index), not every overdue one every minute;
// - the push reconcile job reads only the marked, unlinked tournaments (a partial index), not all of them.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('organizer_commissions', (t) => {
    t.timestamp('overdue_told_at', { useTz: true }).comment('when the organizer was told it is overdue (once)');
  });
  // the ones told before this column: their notification carries the dedupe key
  await knex.raw(`
    update organizer_commissions c set overdue_told_at = n.created_at
      from notifications n
     where c.status = 'overdue' and n.dedupe_key = 'commission.overdue:' || c.id`);
  await knex.raw(
    `create index organizer_commissions_overdue_untold_idx on organizer_commissions (id)
      where status = 'overdue' and overdue_told_at is null`,
  );
  await knex.raw(
    `create index tournaments_lichess_push_marked_idx on tournaments (id)
      where lichess_push is not null and lichess_tournament_id is null`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists tournaments_lichess_push_marked_idx');
  await knex.raw('drop index if exists organizer_commissions_overdue_untold_idx');
  await knex.schema.alterTable('organizer_commissions', (t) => {
    t.dropColumn('overdue_told_at');
  });
}
