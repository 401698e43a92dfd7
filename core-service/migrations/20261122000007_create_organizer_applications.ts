import type { Knex } from 'knex';
import { createdAt, id, timestamp, userRef } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('organizer_applications', (t) => {
    id(knex, t);
    userRef(t, 'user_id', 'CASCADE').index();
    t.text('application_note');
    t.text('upi_id');
    t.text('status').notNullable().defaultTo('pending').checkIn(['pending', 'approved', 'rejected']);
    t.text('admin_notes');
    userRef(t, 'reviewed_by', 'SET NULL');
    timestamp(t, 'reviewed_at');
    createdAt(knex, t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('organizer_applications');
}
