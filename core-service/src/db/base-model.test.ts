// On a transaction (one connection) a graph fetch reads its relations one query after another: pg
// warned about queries sent at once on one client (issue 23), e.g. an admin commission's view read
// in the transaction that changed it (withViews: organizer, tournament, adjustments).
import { createTournament, createUser } from '../../test/support/factories';
import { useTestDatabase } from '../../test/support/test-database';
import { withViews } from '../commissions/services/admin-commission-service';
import type { Db } from './knex';
import { OrganizerCommission } from './models';

const t = useTestDatabase();

/** The most queries that were sent and not yet answered at one moment while `run` ran. */
async function mostAtOnce(db: Db, run: () => Promise<unknown>): Promise<number> {
  let inFlight = 0;
  let most = 0;
  // BEGIN and COMMIT have no query-response event
  const sent = (q: { sql: string }) => {
    if (/^(BEGIN|COMMIT|ROLLBACK)/i.test(q.sql)) return;
    inFlight += 1;
    most = Math.max(most, inFlight);
  };
  const answered = () => {
    inFlight -= 1;
  };
  db.on('query', sent).on('query-response', answered).on('query-error', answered);
  try {
    await run();
  } finally {
    db.off('query', sent).off('query-response', answered).off('query-error', answered);
  }
  return most;
}

it('a graph fetch of three relations in a transaction sends one query at a time', async () => {
  const organizer = await createUser(t.db, { role: 'organizer' });
  const tournament = await createTournament(t.db, { organizerId: organizer.id, status: 'completed' });
  const commission = await OrganizerCommission.query(t.db).insert({
    tournamentId: tournament.id,
    organizerId: organizer.id,
    commissionAmount: '12.00',
    status: 'pending',
  });
  let fetched: OrganizerCommission | undefined;
  const most = await mostAtOnce(t.db, () =>
    t.db.transaction(async (trx) => {
      fetched = await withViews(trx as unknown as Db).findById(commission.id);
    }),
  );
  expect(fetched?.organizer?.id).toBe(organizer.id);
  expect(fetched?.tournament?.id).toBe(tournament.id);
  expect(fetched?.adjustments).toEqual([]);
  expect(most).toBe(1);
});
