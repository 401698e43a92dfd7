import type { Knex } from 'knex';

// 'allow-list:<organizerId>:<tournamentId>': whether Lichess has a tournament's allow-list (synced, syncing,
// failed — lichess/queue allow-list-queue.ts allowListSyncStates reads it from the open `lichess.allow-list`
// outbox jobs) as a view key, so the event stream (src/read-model/event-streams.ts) tells the organizer when
// it moves: a job written (syncing), failed or given a new retry time (failed), done or deleted (synced).
// The organizer is in the key because a stream is routed by user without a query; a tournament without an
// organizer (legacy) has no one to tell.
const KIND = "'lichess.allow-list'";

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function allow_list_jobs_bump_views() returns trigger language plpgsql as $$
    declare tournament_id text; organizer uuid;
    begin
      if tg_op = 'DELETE' then tournament_id := substr(old.key, 12); else tournament_id := substr(new.key, 12); end if;
      if tournament_id !~ '^[0-9a-fA-F-]{36}$' then return null; end if;
      select organizer_id into organizer from tournaments where id = tournament_id::uuid;
      if organizer is not null then
        perform bump_views(array['allow-list:' || organizer || ':' || tournament_id]);
      end if;
      return null;
    end $$;
  `);
  await knex.raw(`
    create trigger allow_list_jobs_insert_bump_views after insert on outbox_jobs for each row
      when (new.kind = ${KIND}) execute function allow_list_jobs_bump_views()
  `);
  await knex.raw(`
    create trigger allow_list_jobs_update_bump_views after update on outbox_jobs for each row
      when (new.kind = ${KIND} and (new.done_at is distinct from old.done_at
        or new.last_error is distinct from old.last_error
        or (new.last_error is not null and new.next_attempt_at is distinct from old.next_attempt_at)))
      execute function allow_list_jobs_bump_views()
  `);
  await knex.raw(`
    create trigger allow_list_jobs_delete_bump_views after delete on outbox_jobs for each row
      when (old.kind = ${KIND} and old.done_at is null) execute function allow_list_jobs_bump_views()
  `);
}

export async function down(knex: Knex): Promise<void> {
  for (const op of ['insert', 'update', 'delete']) {
    await knex.raw(`drop trigger if exists allow_list_jobs_${op}_bump_views on outbox_jobs`);
  }
  await knex.raw('drop function if exists allow_list_jobs_bump_views()');
}
