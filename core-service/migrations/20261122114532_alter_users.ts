import type { Knex } from 'knex';

// Organizer OAuth: what the connected Lichess token may do and when it was connected.
// lichess_access_token (encrypted, see services/token-crypto.ts) and lichess_connected_username
// already exist. Lichess issues no refresh tokens, so lichess_refresh_token stays unused.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.text('lichess_token_scopes').comment('space-separated scopes granted with the connected token');
    t.timestamp('lichess_connected_at', { useTz: true });
    t.timestamp('lichess_token_expires_at', { useTz: true }).comment('null: never expires');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumns('lichess_token_scopes', 'lichess_connected_at', 'lichess_token_expires_at');
  });
}
