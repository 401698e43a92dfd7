import type { Knex } from 'knex';

// Entries written in the same instant (one request, or a test clock that stands still) need a
// stable order: a sequence number breaks ties so "newest first" is exact.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table audit_log add column seq bigserial');
  await knex.raw('create index audit_log_created_at_seq_idx on audit_log (created_at desc, seq desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists audit_log_created_at_seq_idx');
  await knex.raw('alter table audit_log drop column seq');
}
