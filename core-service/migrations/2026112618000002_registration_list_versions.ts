import type { Knex } from 'knex';

// GET /tournaments/{id}/registrations is a read-model view versioned by `tournament:<id>` (docs/performance.md).
// Its rows carry the players' names and Lichess names, so renaming a player bumps the tournaments they
// registered in (registrations themselves already bump theirs on every change).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function users_bump_registration_lists() returns trigger language plpgsql as $$
    declare keys text[];
    begin
      keys := array(select distinct 'tournament:' || tournament_id from registrations where player_id = new.id);
      if array_length(keys, 1) > 0 then perform bump_views(keys); end if;
      return null;
    end $$;
  `);
  await knex.raw(`
    create trigger users_bump_registration_lists after update on users for each row
      when (new.username is distinct from old.username or new.lichess_username is distinct from old.lichess_username)
      execute function users_bump_registration_lists()
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists users_bump_registration_lists on users');
  await knex.raw('drop function if exists users_bump_registration_lists()');
}
