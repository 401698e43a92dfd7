import type { Knex } from 'knex';

// A push to Lichess in progress: set and committed before Lichess is called, cleared when the
// result is recorded. A row left set by a crash is reconciled from Lichess by a job.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tournaments', (t) => {
    t.jsonb('lichess_push').comment(
      'a push in progress: {startedAt, actorId, kind, name, startsAt, createdBy, teamId}',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tournaments', (t) => {
    t.dropColumn('lichess_push');
  });
}
