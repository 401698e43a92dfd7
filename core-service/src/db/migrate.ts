// Every migration, in order. knex's migrator gets them from this list (not from a directory scan),
// so they run the same under tsx, jest and a bundler. Append new files here; never rename old ones.
import type { Knex } from 'knex';
import * as m01 from '../../migrations/20261122000001_create_users';
import * as m02 from '../../migrations/20261122000002_create_tournaments';
import * as m03 from '../../migrations/20261122000003_create_registrations';
import * as m04 from '../../migrations/20261122000004_create_matches';
import * as m05 from '../../migrations/20261122000005_create_standings';
import * as m06 from '../../migrations/20261122000006_create_payouts';
import * as m07 from '../../migrations/20261122000007_create_organizer_applications';
import * as m08 from '../../migrations/20261122000008_create_global_settings';
import * as m09 from '../../migrations/20261122000009_create_organizer_commissions';
import * as m10 from '../../migrations/20261122000010_create_puzzle_competitions';
import * as m11 from '../../migrations/20261122000011_create_puzzles';
import * as m12 from '../../migrations/20261122000012_create_puzzle_competition_registrations';
import * as m13 from '../../migrations/20261122000013_create_live_event_progress';
import * as m14 from '../../migrations/20261122000014_create_puzzle_attempts';
import * as m15 from '../../migrations/20261122000015_create_sessions';
import * as m16 from '../../migrations/20261122000016_create_password_resets';
import * as m17 from '../../migrations/20261122000017_create_email_outbox';
import * as m18 from '../../migrations/20261122000018_create_audit_log';
import * as m20261122113630 from '../../migrations/20261122113630_alter_users';
import * as m20261122113712 from '../../migrations/20261122113712_alter_tournaments';
import * as m20261122114204 from '../../migrations/20261122114204_index_users';
import * as m20261122114205 from '../../migrations/20261122114205_index_organizer_applications';
import * as m20261122114532 from '../../migrations/20261122114532_alter_users';
import * as m20261122114533 from '../../migrations/20261122114533_create_lichess_oauth_requests';
import * as m20261122123500 from '../../migrations/20261122123500_alter_audit_log';
import * as m20261123090000 from '../../migrations/20261123090000_create_rate_limits';
import * as m20261123090100 from '../../migrations/20261123090100_create_email_changes';
import * as m20261124030000 from '../../migrations/20261124030000_create_outbox_and_notifications';
import * as m20261124030100 from '../../migrations/20261124030100_index_paged_lists';
import * as m20261124100000 from '../../migrations/20261124100000_money_rules';
import * as m20261124110000 from '../../migrations/20261124110000_alter_lichess_oauth_requests';
import * as m20261124120000 from '../../migrations/20261124120000_create_view_versions';
import * as m20261124120100 from '../../migrations/20261124120100_add_tournament_lichess_push';
import * as m20261124120200 from '../../migrations/20261124120200_create_idempotency_keys';
import * as m20261124130000 from '../../migrations/20261124130000_session_view_versions';
import * as m2026112610000001 from '../../migrations/2026112610000001_create_payment_statements';
import * as m2026112611000001 from '../../migrations/2026112611000001_create_refunds_and_prize_payouts';
import * as m2026112614000001 from '../../migrations/2026112614000001_create_lichess_creations';
import * as m2026112615000001 from '../../migrations/2026112615000001_fine_grained_list_versions';
import * as m2026112615000002 from '../../migrations/2026112615000002_volume_indexes';
import * as m2026112618000001 from '../../migrations/2026112618000001_retention_and_job_indexes';
import * as m2026112618000002 from '../../migrations/2026112618000002_registration_list_versions';
import * as m20261126230001 from '../../migrations/20261126230001_add_tournament_lichess_terminated_at';
import * as m20261126240001 from '../../migrations/20261126240001_event_stream_versions';
import * as m20261126240002 from '../../migrations/20261126240002_admin_stats_version';
import * as m20261126260001 from '../../migrations/20261126260001_transaction_id_use_counts';
import * as m20261126290001 from '../../migrations/20261126290001_allow_list_sync_version';
import * as m20261126300001 from '../../migrations/20261126300001_money_export_keyset_index';

type Migration = { up: (knex: Knex) => Promise<void>; down: (knex: Knex) => Promise<void> };

const migrations: [string, Migration][] = [
  ['20261122000001_create_users', m01],
  ['20261122000002_create_tournaments', m02],
  ['20261122000003_create_registrations', m03],
  ['20261122000004_create_matches', m04],
  ['20261122000005_create_standings', m05],
  ['20261122000006_create_payouts', m06],
  ['20261122000007_create_organizer_applications', m07],
  ['20261122000008_create_global_settings', m08],
  ['20261122000009_create_organizer_commissions', m09],
  ['20261122000010_create_puzzle_competitions', m10],
  ['20261122000011_create_puzzles', m11],
  ['20261122000012_create_puzzle_competition_registrations', m12],
  ['20261122000013_create_live_event_progress', m13],
  ['20261122000014_create_puzzle_attempts', m14],
  ['20261122000015_create_sessions', m15],
  ['20261122000016_create_password_resets', m16],
  ['20261122000017_create_email_outbox', m17],
  ['20261122000018_create_audit_log', m18],
  ['20261122113630_alter_users', m20261122113630],
  ['20261122113712_alter_tournaments', m20261122113712],
  ['20261122114204_index_users', m20261122114204],
  ['20261122114205_index_organizer_applications', m20261122114205],
  ['20261122114532_alter_users', m20261122114532],
  ['20261122114533_create_lichess_oauth_requests', m20261122114533],
  ['20261122123500_alter_audit_log', m20261122123500],
  ['20261123090000_create_rate_limits', m20261123090000],
  ['20261123090100_create_email_changes', m20261123090100],
  ['20261124030000_create_outbox_and_notifications', m20261124030000],
  ['20261124030100_index_paged_lists', m20261124030100],
  ['20261124100000_money_rules', m20261124100000],
  ['20261124110000_alter_lichess_oauth_requests', m20261124110000],
  ['20261124120000_create_view_versions', m20261124120000],
  ['20261124120100_add_tournament_lichess_push', m20261124120100],
  ['20261124120200_create_idempotency_keys', m20261124120200],
  ['20261124130000_session_view_versions', m20261124130000],
  ['2026112610000001_create_payment_statements', m2026112610000001],
  ['2026112611000001_create_refunds_and_prize_payouts', m2026112611000001],
  ['2026112614000001_create_lichess_creations', m2026112614000001],
  ['2026112615000001_fine_grained_list_versions', m2026112615000001],
  ['2026112615000002_volume_indexes', m2026112615000002],
  ['2026112618000001_retention_and_job_indexes', m2026112618000001],
  ['2026112618000002_registration_list_versions', m2026112618000002],
  ['20261126230001_add_tournament_lichess_terminated_at', m20261126230001],
  ['20261126240001_event_stream_versions', m20261126240001],
  ['20261126240002_admin_stats_version', m20261126240002],
  ['20261126260001_transaction_id_use_counts', m20261126260001],
  ['20261126290001_allow_list_sync_version', m20261126290001],
  ['20261126300001_money_export_keyset_index', m20261126300001],
];

export const migrationSource: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: async () => migrations,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};

export const migrationNames = migrations.map(([name]) => name);

/** Bring the schema up to date; returns the names of the migrations that ran. */
export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, ran] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return ran;
}
