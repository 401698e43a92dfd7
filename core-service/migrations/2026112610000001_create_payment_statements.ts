import type { Knex } from 'knex';
import { createdAt, id, money, timestamp, userRef } from '../src/db/migration-helpers';

// Statement reconciliation (src/payments): the uploads (their file's sha-256, never the file), the
// lines of a statement that concern the organizer's registrations (kept as the evidence of an
// approval made from them), and the organizer's column mappings for layouts the portal does not know.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('statement_uploads', (t) => {
    id(knex, t);
    userRef(t, 'organizer_id', 'CASCADE');
    t.text('file_sha256').notNullable();
    t.text('file_name').notNullable();
    t.text('status').notNullable().comment('parsing | done | failed | needs-mapping');
    t.text('layout');
    t.integer('progress').notNullable().defaultTo(0).comment('rows (or PDF pages) read so far');
    t.text('message').comment('why it failed, in the organizer’s words');
    t.jsonb('headers').comment('the header row, when the layout needs a mapping');
    t.text('header_key');
    t.integer('rows_count').notNullable().defaultTo(0);
    t.integer('credits_count').notNullable().defaultTo(0);
    timestamp(t, 'period_from');
    timestamp(t, 'period_to');
    createdAt(knex, t);
    timestamp(t, 'finished_at');
    t.index(['organizer_id', 'file_sha256']);
    t.index(['organizer_id', 'created_at']);
  });
  await knex.schema.createTable('statement_lines', (t) => {
    id(knex, t);
    t.uuid('upload_id').notNullable().references('id').inTable('statement_uploads').onDelete('CASCADE').index();
    t.integer('line_no').notNullable();
    timestamp(t, 'txn_at').notNullable();
    money(t, 'amount');
    t.text('utr');
    t.text('payer');
    t.text('vpa');
    t.text('narration').notNullable().defaultTo('');
    t.uuid('approved_registration_id').unique().references('id').inTable('registrations').onDelete('SET NULL');
    timestamp(t, 'approved_at');
    userRef(t, 'approved_by', 'SET NULL');
  });
  await knex.schema.createTable('statement_mappings', (t) => {
    userRef(t, 'organizer_id', 'CASCADE');
    t.text('header_key').notNullable();
    t.jsonb('mapping').notNullable();
    createdAt(knex, t, 'updated_at');
    t.primary(['organizer_id', 'header_key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('statement_mappings');
  await knex.schema.dropTable('statement_lines');
  await knex.schema.dropTable('statement_uploads');
}
