import type { Knex } from 'knex';

// "Who is this cookie" from the read model: GET /sessions/{sid}/user answers from core's
// memory while the session and its user are unchanged. Triggers bump, in the writing transaction:
// - 'session:<sha-256 of the sid>' on every insert, update or delete of a session (sign-in, sign-out,
//   "sign out everywhere", expiry pruning, a deleted user's cascade); the sid itself, a secret, stays
//   out of view_versions and of the notifications;
// - 'user:<id>' on every update or deletion of a user row (activity, role, name, e-mail, Lichess
//   identity: everything the session's user is made of, and any column added later).
// bump_views and the notification are the ones of 20261124120000_create_view_versions.ts.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function sessions_bump_views() returns trigger language plpgsql as $$
    declare keys text[] := array[]::text[];
    begin
      if tg_op <> 'INSERT' then keys := keys || ('session:' || encode(sha256(convert_to(old.sid, 'UTF8')), 'hex')); end if;
      if tg_op <> 'DELETE' then keys := keys || ('session:' || encode(sha256(convert_to(new.sid, 'UTF8')), 'hex')); end if;
      perform bump_views(keys);
      return null;
    end $$;
  `);
  await knex.raw(
    'create trigger sessions_bump_views after insert or update or delete on sessions for each row execute function sessions_bump_views()',
  );
  await knex.raw(`
    create function users_bump_session_views() returns trigger language plpgsql as $$
    begin
      perform bump_views(array['user:' || old.id]);
      return null;
    end $$;
  `);
  await knex.raw(
    'create trigger users_bump_session_views after update or delete on users for each row execute function users_bump_session_views()',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists users_bump_session_views on users');
  await knex.raw('drop trigger if exists sessions_bump_views on sessions');
  await knex.raw('drop function if exists users_bump_session_views()');
  await knex.raw('drop function if exists sessions_bump_views()');
}
