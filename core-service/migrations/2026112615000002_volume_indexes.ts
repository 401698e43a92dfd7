import type { Knex } from 'knex';

// Indexes that keep each page's cost independent of the table's size (docs/performance.md, "At volume"):
// every list's filter and order is read from an index, and the jobs' scans have partial indexes.
const INDEXES: [name: string, definition: string][] = [
  // GET /tournaments: the recent winners (completed with results, newest finish first); the predicate and
  // the expression are those of listDashboardTournaments, so the planner reads the top 3 from here
  [
    'tournaments_winners_idx',
    `tournaments ((coalesce(end_time, start_time, created_at)) desc, id desc)
     where status = 'completed' and jsonb_typeof(results) = 'array' and results <> '[]'::jsonb`,
  ],
  // browse?scope=past: latest start first, no start last (the (start_time, id) index serves only ascending)
  ['tournaments_start_time_desc_idx', 'tournaments (start_time desc nulls last, id desc)'],
  // the outbox list, newest first (all, and the open ones)
  ['outbox_jobs_seq_idx', 'outbox_jobs (seq desc)'],
  // retention: delivered jobs by age (outbox purge)
  ['outbox_jobs_done_at_idx', 'outbox_jobs (done_at) where done_at is not null'],
  // retention: read notifications by age
  ['notifications_read_at_idx', 'notifications (read_at) where read_at is not null'],
  // the audit log by action or actor, newest first; the keyset cursor's own row by seq
  ['audit_log_action_created_idx', 'audit_log (action, created_at desc, seq desc)'],
  ['audit_log_actor_created_idx', 'audit_log (actor_id, created_at desc, seq desc)'],
  ['audit_log_seq_idx', 'audit_log (seq)'],
  // admin stats: users per role
  ['users_role_idx', 'users (role)'],
];

// The user search (name, e-mail, Lichess name: a substring, case-insensitive) through trigram indexes, where
// the database has pg_trgm (PostgreSQL's contrib; PGlite loads it only when asked, so tests skip it).
const TRIGRAM: [name: string, column: string][] = [
  ['users_username_trgm_idx', 'username'],
  ['users_email_trgm_idx', 'email'],
  ['users_lichess_username_trgm_idx', 'lichess_username'],
];

async function hasTrigrams(knex: Knex): Promise<boolean> {
  const { rows } = (await knex.raw("select 1 from pg_available_extensions where name = 'pg_trgm'")) as {
    rows: unknown[];
  };
  return rows.length > 0;
}

export async function up(knex: Knex): Promise<void> {
  for (const [name, definition] of INDEXES) await knex.raw(`create index ${name} on ${definition}`);
  if (await hasTrigrams(knex)) {
    await knex.raw('create extension if not exists pg_trgm');
    for (const [name, column] of TRIGRAM)
      await knex.raw(`create index ${name} on users using gin (${column} gin_trgm_ops)`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [name] of [...TRIGRAM, ...INDEXES]) await knex.raw(`drop index if exists ${name}`);
}
