import type { Knex } from 'knex';

// The dashboard's list (GET /tournaments) is versioned by 'tournaments:list' and by its members' own
// 'tournament:<id>' keys (src/read-model/read-model.ts). So 'tournaments:list' is bumped only by a write that
// can change who is in a list: a tournament added or removed, or its status, start, end or results changed.
// A registration bumps its tournament and its player only, and an organizer's profile edit their tournaments:
// a join in one tournament rebuilds only the lists that show it.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create or replace function tournaments_bump_views() returns trigger language plpgsql as $$
    declare keys text[] := array[]::text[];
    begin
      if tg_op <> 'INSERT' then keys := keys || ('tournament:' || old.id); end if;
      if tg_op <> 'DELETE' then keys := keys || ('tournament:' || new.id); end if;
      if tg_op <> 'UPDATE' or new.status is distinct from old.status or new.start_time is distinct from old.start_time
          or new.end_time is distinct from old.end_time or new.results is distinct from old.results then
        keys := keys || 'tournaments:list'::text;
      end if;
      -- a tournament that ends or is cancelled leaves its players' dashboards
      if tg_op = 'UPDATE' and new.status is distinct from old.status then
        keys := keys || array(select 'user-registrations:' || player_id from registrations where tournament_id = new.id);
      end if;
      perform bump_views(keys);
      return null;
    end $$;
  `);
  await knex.raw(`
    create or replace function registrations_bump_views() returns trigger language plpgsql as $$
    declare keys text[] := array[]::text[];
    begin
      if tg_op <> 'INSERT' then
        keys := keys || ('tournament:' || old.tournament_id) || ('user-registrations:' || old.player_id);
      end if;
      if tg_op <> 'DELETE' then
        keys := keys || ('tournament:' || new.tournament_id) || ('user-registrations:' || new.player_id);
      end if;
      perform bump_views(keys);
      return null;
    end $$;
  `);
  await knex.raw(`
    create or replace function users_bump_views() returns trigger language plpgsql as $$
    declare keys text[] := array[]::text[];
    begin
      if tg_op = 'DELETE' then
        keys := array['user-registrations:' || old.id];
      elsif new.username is distinct from old.username or new.upi_id is distinct from old.upi_id
          or new.payment_qr_code_url is distinct from old.payment_qr_code_url then
        keys := array['user-registrations:' || new.id]
          || array(select 'tournament:' || id from tournaments where organizer_id = new.id);
      end if;
      if tg_op = 'UPDATE' and (new.is_active is distinct from old.is_active or new.role is distinct from old.role
          or new.lichess_username is distinct from old.lichess_username
          or new.lichess_verified is distinct from old.lichess_verified
          or new.team_verified is distinct from old.team_verified) then
        keys := keys || ('user-registrations:' || new.id);
      end if;
      if array_length(keys, 1) > 0 then perform bump_views(keys); end if;
      return null;
    end $$;
  `);
}

// the functions of 20261124120000_create_view_versions.ts: every write bumps 'tournaments:list'
export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    create or replace function tournaments_bump_views() returns trigger language plpgsql as $$
    declare keys text[] := array['tournaments:list'];
    begin
      if tg_op <> 'INSERT' then keys := keys || ('tournament:' || old.id); end if;
      if tg_op <> 'DELETE' then keys := keys || ('tournament:' || new.id); end if;
      if tg_op = 'UPDATE' and new.status is distinct from old.status then
        keys := keys || array(select 'user-registrations:' || player_id from registrations where tournament_id = new.id);
      end if;
      perform bump_views(keys);
      return null;
    end $$;
  `);
  await knex.raw(`
    create or replace function registrations_bump_views() returns trigger language plpgsql as $$
    declare keys text[] := array['tournaments:list'];
    begin
      if tg_op <> 'INSERT' then
        keys := keys || ('tournament:' || old.tournament_id) || ('user-registrations:' || old.player_id);
      end if;
      if tg_op <> 'DELETE' then
        keys := keys || ('tournament:' || new.tournament_id) || ('user-registrations:' || new.player_id);
      end if;
      perform bump_views(keys);
      return null;
    end $$;
  `);
  await knex.raw(`
    create or replace function users_bump_views() returns trigger language plpgsql as $$
    declare keys text[] := array[]::text[];
    begin
      if tg_op = 'DELETE' then
        keys := array['user-registrations:' || old.id];
      elsif new.username is distinct from old.username or new.upi_id is distinct from old.upi_id
          or new.payment_qr_code_url is distinct from old.payment_qr_code_url then
        keys := array['user-registrations:' || new.id]
          || array(select 'tournament:' || id from tournaments where organizer_id = new.id);
        if array_length(keys, 1) > 1 then keys := keys || 'tournaments:list'::text; end if;
      end if;
      if tg_op = 'UPDATE' and (new.is_active is distinct from old.is_active or new.role is distinct from old.role
          or new.lichess_username is distinct from old.lichess_username
          or new.lichess_verified is distinct from old.lichess_verified
          or new.team_verified is distinct from old.team_verified) then
        keys := keys || ('user-registrations:' || new.id);
      end if;
      if array_length(keys, 1) > 0 then perform bump_views(keys); end if;
      return null;
    end $$;
  `);
}
