import type { Knex } from 'knex';

// The read model's versions: one row per view key ('tournament:<id>',
// 'tournaments:list', 'user-registrations:<userId>'). Triggers bump them in the writing transaction, so
// no write path can forget one (joins, approvals, rejections, edits, push, results, deletions, profile
// edits of an organizer, seeds and test factories alike), and each bump is announced with
// pg_notify('view_versions', '<schema> <key> <version>'), delivered on commit (src/read-model/).
// Versions come from one sequence, so every bump is larger than any version before it in this database:
// a view made of several keys is versioned by the largest of them. The sequence starts at a random
// point, so ETags of two databases (a re-seeded dev database) do not collide.
export async function up(knex: Knex): Promise<void> {
  const start = 1 + Math.floor(Math.random() * 2 ** 40);
  await knex.raw(`create sequence view_version_seq start with ${start}`);
  await knex.schema.createTable('view_versions', (t) => {
    t.text('key').primary();
    t.bigInteger('version').notNullable();
  });
  // the version is drawn after the row lock is taken (the UPDATE arm), so a key's versions only grow
  await knex.raw(`
    create function bump_views(keys text[]) returns void language plpgsql as $$
    declare k text; v bigint;
    begin
      for k in select distinct x from unnest(keys) as x where x is not null order by x loop
        insert into view_versions (key, version) values (k, nextval('view_version_seq'))
          on conflict (key) do update set version = nextval('view_version_seq')
          returning version into v;
        perform pg_notify('view_versions', current_schema() || ' ' || k || ' ' || v);
      end loop;
    end $$;
  `);
  await knex.raw(`
    create function tournaments_bump_views() returns trigger language plpgsql as $$
    declare keys text[] := array['tournaments:list'];
    begin
      if tg_op <> 'INSERT' then keys := keys || ('tournament:' || old.id); end if;
      if tg_op <> 'DELETE' then keys := keys || ('tournament:' || new.id); end if;
      -- a tournament that ends or is cancelled leaves its players' dashboards
      if tg_op = 'UPDATE' and new.status is distinct from old.status then
        keys := keys || array(select 'user-registrations:' || player_id from registrations where tournament_id = new.id);
      end if;
      perform bump_views(keys);
      return null;
    end $$;
  `);
  await knex.raw(
    'create trigger tournaments_bump_views after insert or update or delete on tournaments for each row execute function tournaments_bump_views()',
  );
  await knex.raw(`
    create function registrations_bump_views() returns trigger language plpgsql as $$
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
  await knex.raw(
    'create trigger registrations_bump_views after insert or update or delete on registrations for each row execute function registrations_bump_views()',
  );
  // an organizer's name, UPI id and QR code are part of their tournaments' public views; a player's
  // name, Lichess name, activity and role are part of their own dashboard call (core refuses an inactive user).
  // The proven-identity flags (lichess_verified, team_verified) bump it too, so a dashboard that
  // comes to show them needs no new trigger. Registrations bump on every change, so their newer statuses
  // (revoked, withdrawn) and columns (revoke_reason, revoked_at, withdrawn_at) are covered.
  await knex.raw(`
    create function users_bump_views() returns trigger language plpgsql as $$
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
  await knex.raw(
    'create trigger users_bump_views after update or delete on users for each row execute function users_bump_views()',
  );
  // the views that exist already
  await knex.raw(`
    insert into view_versions (key, version)
    select 'tournament:' || id, nextval('view_version_seq') from tournaments
    union all select 'tournaments:list', nextval('view_version_seq')
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists users_bump_views on users');
  await knex.raw('drop trigger if exists registrations_bump_views on registrations');
  await knex.raw('drop trigger if exists tournaments_bump_views on tournaments');
  await knex.raw('drop function if exists users_bump_views()');
  await knex.raw('drop function if exists registrations_bump_views()');
  await knex.raw('drop function if exists tournaments_bump_views()');
  await knex.raw('drop function if exists bump_views(text[])');
  await knex.schema.dropTable('view_versions');
  await knex.raw('drop sequence view_version_seq');
}
