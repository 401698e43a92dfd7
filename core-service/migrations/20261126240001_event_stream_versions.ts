import type { Knex } from 'knex';

// The event stream (src/read-model/event-streams.ts) announces view bumps to the signed-in browsers:
// - 'notifications:<userId>' is bumped on every insert, update or delete of a user's notifications (a new
//   one, marked read), so the header's bell refetches at once;
// - an index on view_versions.version lets a stream resumed with Last-Event-ID read the bumps it missed
//   (version > last id, oldest first) without scanning every key.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function notifications_bump_views() returns trigger language plpgsql as $$
    declare keys text[] := array[]::text[];
    begin
      if tg_op <> 'INSERT' then keys := keys || ('notifications:' || old.user_id); end if;
      if tg_op <> 'DELETE' then keys := keys || ('notifications:' || new.user_id); end if;
      perform bump_views(keys);
      return null;
    end $$;
  `);
  await knex.raw(
    'create trigger notifications_bump_views after insert or update or delete on notifications for each row execute function notifications_bump_views()',
  );
  await knex.raw('create index view_versions_version on view_versions (version)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists view_versions_version');
  await knex.raw('drop trigger if exists notifications_bump_views on notifications');
  await knex.raw('drop function if exists notifications_bump_views()');
}
