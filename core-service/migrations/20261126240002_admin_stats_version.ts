import type { Knex } from 'knex';

// 'admin:stats': the admin dashboard's counters (GET /admin/stats) as a view key, so the event stream
// (src/read-model/event-streams.ts) tells signed-in admins when they move. Statement-level triggers bump
// it once per writing statement on the tables the counters read: organizer applications, commissions,
// global settings (the admin UPI), users added or removed, and a user's role change (organizers).
// Active tournaments follow 'tournaments:list', which every stream gets already.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function admin_stats_bump_views() returns trigger language plpgsql as $$
    begin
      perform bump_views(array['admin:stats']);
      return null;
    end $$;
  `);
  for (const table of ['organizer_applications', 'organizer_commissions', 'global_settings']) {
    await knex.raw(
      `create trigger ${table}_bump_admin_stats after insert or update or delete on ${table} for each statement execute function admin_stats_bump_views()`,
    );
  }
  await knex.raw(
    'create trigger users_bump_admin_stats after insert or delete on users for each statement execute function admin_stats_bump_views()',
  );
  await knex.raw(`
    create trigger users_role_bump_admin_stats after update on users for each row
      when (new.role is distinct from old.role) execute function admin_stats_bump_views()
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists users_role_bump_admin_stats on users');
  await knex.raw('drop trigger if exists users_bump_admin_stats on users');
  for (const table of ['organizer_applications', 'organizer_commissions', 'global_settings']) {
    await knex.raw(`drop trigger if exists ${table}_bump_admin_stats on ${table}`);
  }
  await knex.raw('drop function if exists admin_stats_bump_views()');
}
