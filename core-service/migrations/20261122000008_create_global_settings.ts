import type { Knex } from 'knex';
import { createdAt, id, timestamp, userRef } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('global_settings', (t) => {
    id(knex, t);
    t.text('key').notNullable().unique();
    t.text('value').notNullable();
    t.text('description');
    userRef(t, 'updated_by', 'SET NULL');
    timestamp(t, 'updated_at').notNullable().defaultTo(knex.fn.now());
    createdAt(knex, t);
  });
  // The platform's commission on entry fees (product.md §9: interface default 10). ADMIN_UPI stays unset.
  await knex('global_settings').insert({
    key: 'GLOBAL_COMMISSION_PERCENT',
    value: '10',
    description: 'Commission charged to organizers on entry fees, in percent',
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('global_settings');
}
