import type { Knex } from 'knex';

// Why an account was deactivated, so the next sign-in attempt can say so: 'unpaid_commission' (the
// overdue-commission job) or 'admin' (blocked or deleted by an admin). Null while active.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.text('deactivation_reason').checkIn(['unpaid_commission', 'admin']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('deactivation_reason');
  });
}
