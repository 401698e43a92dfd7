import type { Knex } from 'knex';
import { createdAt, id, userRef } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_log', (t) => {
    id(knex, t);
    userRef(t, 'actor_id', 'SET NULL');
    t.text('action').notNullable();
    t.text('entity_type');
    t.text('entity_id');
    t.jsonb('before');
    t.jsonb('after');
    createdAt(knex, t);
    t.index(['entity_type', 'entity_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_log');
}
