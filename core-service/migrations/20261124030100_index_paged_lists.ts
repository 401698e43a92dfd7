import type { Knex } from 'knex';

// Lists paged on the server: each index serves one list's filter and order, so a page is
// read from the index instead of sorting the whole table.
const INDEXES: [name: string, definition: string][] = [
  // browse: upcoming / past by start time (status filter), soonest or latest first
  ['tournaments_start_time_id_idx', 'tournaments (start_time, id)'],
  // the organizer's own tournaments, newest first
  ['tournaments_organizer_created_idx', 'tournaments (organizer_id, created_at desc, id desc)'],
  // a tournament's registrations by status, oldest first
  [
    'registrations_tournament_status_registered_idx',
    'registrations (tournament_id, payment_status, registered_at, id)',
  ],
  ['registrations_tournament_registered_idx', 'registrations (tournament_id, registered_at, id)'],
  // admin lists
  ['users_created_at_id_idx', 'users (created_at desc, id desc)'],
  ['users_email_lower_idx', 'users (lower(email))'],
  ['organizer_applications_status_created_idx', 'organizer_applications (status, created_at desc, id desc)'],
  ['organizer_commissions_status_due_idx', 'organizer_commissions (status, due_date)'],
];

export async function up(knex: Knex): Promise<void> {
  for (const [name, definition] of INDEXES) await knex.raw(`create index ${name} on ${definition}`);
}

export async function down(knex: Knex): Promise<void> {
  for (const [name] of INDEXES) await knex.raw(`drop index if exists ${name}`);
}
