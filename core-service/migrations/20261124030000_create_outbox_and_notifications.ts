import type { Knex } from 'knex';
import { createdAt, id, timestamp, userRef } from '../src/db/migration-helpers';

// The durable outbox (src/outbox): jobs written in the caller's transaction and applied by a worker,
// in order per key, with back-off; the in-app notifications and each user's e-mail switches.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outbox_jobs', (t) => {
    id(knex, t);
    t.bigIncrements('seq', { primaryKey: false });
    t.text('kind').notNullable();
    t.text('key').notNullable();
    t.jsonb('payload').notNullable();
    t.text('dedupe_key').unique();
    t.integer('attempts').notNullable().defaultTo(0);
    timestamp(t, 'next_attempt_at').notNullable();
    timestamp(t, 'last_attempt_at');
    t.text('last_error');
    createdAt(knex, t);
    timestamp(t, 'done_at');
  });
  await knex.raw('create index outbox_jobs_due on outbox_jobs (next_attempt_at, seq) where done_at is null');
  await knex.raw('create index outbox_jobs_key_open on outbox_jobs (key, seq) where done_at is null');

  await knex.schema.createTable('notifications', (t) => {
    id(knex, t);
    userRef(t, 'user_id', 'CASCADE');
    t.text('kind').notNullable();
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.text('link');
    t.text('dedupe_key').unique();
    createdAt(knex, t);
    timestamp(t, 'read_at');
    t.bigIncrements('seq', { primaryKey: false });
  });
  await knex.raw('create index notifications_user_newest on notifications (user_id, created_at desc, seq desc)');
  await knex.raw('create index notifications_user_unread on notifications (user_id) where read_at is null');

  await knex.schema.createTable('notification_preferences', (t) => {
    userRef(t, 'user_id', 'CASCADE').primary();
    t.specificType('email_off', 'text[]').notNullable().defaultTo('{}');
    createdAt(knex, t, 'updated_at');
  });

  // an e-mail delivered by an outbox job is written once to the test outbox, however often the job runs
  await knex.raw('alter table email_outbox add column job_id uuid');
  await knex.raw('create unique index email_outbox_job_id on email_outbox (job_id) where job_id is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists email_outbox_job_id');
  await knex.raw('alter table email_outbox drop column job_id');
  await knex.schema.dropTable('notification_preferences');
  await knex.schema.dropTable('notifications');
  await knex.schema.dropTable('outbox_jobs');
}
