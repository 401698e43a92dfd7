// Provider states for the organizer interactions: an organizer with a paid Swiss and a
// pending registration, the same Swiss pushed to the Lichess sandbox, a commission owed, a refund owed. Idempotent:
// each call rebuilds the rows of the named state (states repeat across interactions on one database).
import type { VerifierOptions } from '@pact-foundation/pact';
import type { Clock } from '../../src/shared/clock';
import type { Db } from '../../src/db/knex';
import type { Lichess } from '../../src/lichess/client';
import {
  OrganizerCommission,
  Refund,
  Registration,
  StatementLine,
  StatementUpload,
  Tournament,
  User,
} from '../../src/db/models';
import { pushTournament } from '../../src/lichess/integration/lichess-push-service';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

const param = (params: unknown, key: string): string => {
  const value = params && typeof params === 'object' ? (params as Record<string, unknown>)[key] : undefined;
  if (typeof value !== 'string' || !value) throw new Error(`provider state parameter "${key}" is missing`);
  return value;
};

async function user(db: Db, id: string, fields: Partial<User>): Promise<User> {
  const existing = await User.query(db).findById(id);
  if (existing) return existing.$query(db).patchAndFetch({ isActive: true, ...fields });
  const tag = id.slice(0, 8);
  return User.query(db).insert({
    id,
    username: `pact_${tag}_${fields.role ?? 'player'}`.slice(0, 30),
    email: `pact-${id}@example.com`,
    password: 'x',
    ...fields,
  });
}

/** A paid Swiss of the organizer, starting in 2027 (after every clock involved), with one pending registration. */
async function swissWithPending(db: Db, organizerId: string, tournamentId: string, registrationId: string) {
  await user(db, organizerId, { role: 'organizer', upiId: 'organizer@okaxis' });
  const player = await user(db, registrationId, {
    lichessUsername: 'DemoPlayer',
    lichessVerified: true,
    teamVerified: true,
  });
  await Tournament.query(db).deleteById(tournamentId);
  // a refund an earlier interaction owed for this registration keeps its UTR in use (product.md §10): gone too
  await Refund.query(db).where({ paymentId: '556677889900' }).delete();
  const tournament = await Tournament.query(db).insert({
    id: tournamentId,
    name: 'Pact Swiss',
    format: 'rapid',
    timeControl: '10+5',
    system: 'swiss',
    rounds: 5,
    maxPlayers: 40,
    entryFee: '150.00',
    lichessTeamSlug: 'chess-school',
    startTime: new Date('2027-02-01T12:30:00Z'),
    organizerId,
  });
  await Registration.query(db).insert({
    id: registrationId,
    tournamentId,
    playerId: player.id,
    paymentId: '556677889900',
  });
  return tournament;
}

export function organizerStates(db: Db, clock: Clock, lichess: Lichess): StateHandlers {
  return {
    'an organizer {organizerId}': async (params: unknown) => {
      await user(db, param(params, 'organizerId'), { role: 'organizer' });
      return {};
    },
    'an organizer {organizerId} with a tournament {tournamentId} and a pending registration {registrationId}': async (
      params: unknown,
    ) => {
      await swissWithPending(
        db,
        param(params, 'organizerId'),
        param(params, 'tournamentId'),
        param(params, 'registrationId'),
      );
      return {};
    },
    'an organizer {organizerId} with a read statement {statementId} paying a pending registration {registrationId}':
      async (params: unknown) => {
        const organizerId = param(params, 'organizerId');
        const statementId = param(params, 'statementId');
        const registrationId = param(params, 'registrationId');
        await StatementUpload.query(db).deleteById(statementId);
        await swissWithPending(db, organizerId, param(params, 'tournamentId'), registrationId);
        // the tournament was created before the credit (a statement line older than it is no match)
        await Tournament.query(db)
          .patch({ createdAt: new Date('2026-01-01T00:00:00Z') })
          .where({ id: param(params, 'tournamentId') });
        const paidAt = new Date('2026-06-01T04:30:00Z');
        await StatementUpload.query(db).insert({
          id: statementId,
          organizerId,
          fileSha256: statementId.replace(/-/g, '').padEnd(64, '0'),
          fileName: 'hdfc.csv',
          status: 'done',
          layout: 'HDFC Bank',
          progress: 2,
          rowsCount: 2,
          creditsCount: 1,
          periodFrom: paidAt,
          periodTo: paidAt,
          finishedAt: paidAt,
        });
        await StatementLine.query(db).insert({
          uploadId: statementId,
          lineNo: 1,
          txnAt: paidAt,
          amount: '150.00',
          utr: '556677889900',
          payer: 'PACT PLAYER',
          vpa: 'pact@okaxis',
          narration: 'UPI-PACT PLAYER-pact@okaxis-SBIN0001234-556677889900-Entry fee',
        });
        return {};
      },
    'an organizer {organizerId} with a tournament {tournamentId} and an approved registration {registrationId}': async (
      params: unknown,
    ) => {
      const registrationId = param(params, 'registrationId');
      await swissWithPending(db, param(params, 'organizerId'), param(params, 'tournamentId'), registrationId);
      await Registration.query(db)
        .patch({ paymentStatus: 'approved', approvedAt: clock.now() })
        .where({ id: registrationId });
      return {};
    },
    'an organizer {organizerId} with a tournament {tournamentId} pushed to Lichess': async (params: unknown) => {
      const organizerId = param(params, 'organizerId');
      const t = await swissWithPending(
        db,
        organizerId,
        param(params, 'tournamentId'),
        '0b7c1f52-7d1e-4d55-9d6e-1a2b3c4d5e6f',
      );
      await Registration.query(db).patch({ paymentStatus: 'approved' }).where({ tournamentId: t.id });
      const organizer = (await User.query(db).findById(organizerId))!;
      const pushed = await pushTournament({ db, clock, lichess }, organizer, t.id);
      return { lichessId: pushed.lichessTournamentId };
    },
    'an organizer {organizerId} owing a commission {commissionId}': async (params: unknown) => {
      const organizerId = param(params, 'organizerId');
      const commissionId = param(params, 'commissionId');
      await user(db, organizerId, { role: 'organizer' });
      await OrganizerCommission.query(db).deleteById(commissionId);
      const t = await Tournament.query(db).insert({
        name: 'Pact Finished Open',
        timeControl: '10+0',
        status: 'completed',
        organizerId,
        totalCollected: '300.00',
        commissionDue: '30.00',
      });
      await OrganizerCommission.query(db).insert({
        id: commissionId,
        tournamentId: t.id,
        organizerId,
        commissionAmount: '30.00',
        dueDate: new Date('2027-02-06T00:00:00Z'),
      });
      return {};
    },
    'an organizer {organizerId} owing a refund {refundId}': async (params: unknown) => {
      const organizerId = param(params, 'organizerId');
      const refundId = param(params, 'refundId');
      await user(db, organizerId, { role: 'organizer' });
      const player = await user(db, '0c8d2a63-8e2f-4e66-8e7f-2b3c4d5e6f70', { role: 'player', upiId: 'pact@okhdfc' });
      await Refund.query(db).deleteById(refundId);
      await Refund.query(db).insert({
        id: refundId,
        tournamentName: 'Pact Deleted Swiss',
        organizerId,
        playerId: player.id,
        playerUpiId: 'pact@okhdfc',
        amount: '150.00',
        reason: 'deleted',
        status: 'owed',
        createdAt: clock.now(),
      });
      return {};
    },
  };
}
