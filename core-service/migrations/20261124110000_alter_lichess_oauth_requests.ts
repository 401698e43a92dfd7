import type { Knex } from 'knex';

// Proven Lichess identity: the same OAuth requests also prove who a player is on Lichess
// (no scopes, no token kept). purpose 'identity' links the proven name to the signed-in user; a
// visitor's request has no user yet and, once proven, keeps the name for the application it is sent
// with. Names typed before this were never proven: they are marked unverified (and the team gate
// closes) until the player signs in with Lichess. A proven name belongs to one account only: the
// services check it under a per-name advisory lock (lichess-identity-service.ts).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('lichess_oauth_requests', (t) => {
    t.text('purpose').notNullable().defaultTo('connect').comment("'connect' (organizer token), 'identity', 'visitor'");
    t.text('proven_username').comment('a visitor request: the name Lichess proved, until the application uses it');
  });
  await knex.raw('alter table lichess_oauth_requests alter column user_id drop not null');
  await knex('users').whereNotNull('lichess_username').update({ lichess_verified: false, team_verified: false });
  await knex.raw('create index users_lichess_username_lower on users (lower(lichess_username))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists users_lichess_username_lower');
  await knex('lichess_oauth_requests').whereNull('user_id').delete();
  await knex.raw('alter table lichess_oauth_requests alter column user_id set not null');
  await knex.schema.alterTable('lichess_oauth_requests', (t) => {
    t.dropColumn('purpose');
    t.dropColumn('proven_username');
  });
}
