// Provider states of bff-organizer for mfe-organizer's contract, set up on the stub core injected
// through createApp deps: a signed-in organizer (a session in the stub plus its signed cookie, which
// the request filter sends), their tournament with a pending registration, a commission they owe.
import { randomUUID } from 'node:crypto';
import { aTournamentBase } from '@chess-portal/contracts/testing';
import {
  STATEMENT_MESSAGES,
  type OrganizerRegistration,
  type OrganizerTournament,
  type SessionUser,
} from '@chess-portal/contracts';
import { sessionCookie, type StubOrganizerCore } from '../support/stub-core';

export type ProviderContext = { core: StubOrganizerCore; sessionKey: string; cookie?: string };
type Params = Record<string, string>;

function signInOrganizer(ctx: ProviderContext, role: SessionUser['role'] = 'organizer'): SessionUser {
  const user: SessionUser = {
    id: randomUUID(),
    username: 'org1',
    email: 'org1@example.com',
    role,
    teamVerified: true,
    lichessUsername: 'DemoOrganizer',
    lichessVerified: true,
  };
  ctx.core.users.set(user.id, user);
  const sid = `pact-${randomUUID()}`;
  ctx.core.sessions.set(sid, {
    data: { userId: user.id } as never,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  ctx.cookie = sessionCookie(sid, ctx.sessionKey);
  return user;
}

const tournament = (id: string, organizerId: string): OrganizerTournament => ({
  ...aTournamentBase({ id, maxPlayers: 40, entryFee: '150.00', organizerId, lichessTeamSlug: 'chess-school' }),
  totalCollected: '0.00',
  commissionDue: '0.00',
  commissionStatus: 'pending',
  registrationCount: 1,
  qrCode: null,
  lichessSync: null,
  lichessTerminatedAt: null,
});

const registration = (id: string, tournamentId: string): OrganizerRegistration => ({
  id,
  tournamentId,
  playerId: randomUUID(),
  paymentStatus: 'pending',
  paymentId: 'UPI123456789',
  checkedIn: false,
  lichessJoined: false,
  teamVerified: true,
  approvedAt: null,
  approverId: null,
  registeredAt: '2026-11-20T10:00:00.000Z',
  revokeReason: null,
  revokedAt: null,
  transactionIdMatches: [],
  transactionIdWarning: null,
  playerName: 'player1',
  player: { username: 'player1', email: 'p@example.com', lichessUsername: 'KnightRider99' },
});

function putTournament(ctx: ProviderContext, id: string, organizerId: string, registrationId?: string) {
  const registrations = registrationId ? [registration(registrationId, id)] : [];
  ctx.core.details.set(id, {
    success: true,
    tournament: tournament(id, organizerId),
    registrations,
    canPushToLichess: true,
    approvedPlayers: [],
  });
}

export function stateHandlers(ctx: ProviderContext) {
  const withTeardown = (setup: (params: Params) => Promise<Params | undefined>) => ({
    setup: (params?: unknown) => setup((params ?? {}) as Params),
    teardown: async () => {
      ctx.cookie = undefined;
      return undefined;
    },
  });
  return {
    // the profile's Lichess connection (mfe-player's contract)
    'a signed-in organizer without a Lichess account': withTeardown(async () => (signInOrganizer(ctx), undefined)),
    'a signed-in organizer with Lichess account {username} connected': withTeardown(async ({ username }) => {
      const user = signInOrganizer(ctx);
      ctx.core.lichess.set(user.id, {
        connected: true,
        username,
        profileUrl: `https://lichess.org/@/${username}`,
        scopes: ['tournament:write', 'team:read'],
        connectedAt: '2026-07-01T10:00:00.000Z',
        expiresAt: '2027-07-01T10:00:00.000Z',
        platformFallback: true,
      });
      return undefined;
    }),
    'a signed-in player': withTeardown(async () => (signInOrganizer(ctx, 'player'), undefined)),
    'a signed-in organizer with a tournament {tournamentId} and a pending registration {registrationId}': withTeardown(
      async ({ tournamentId, registrationId }) => {
        putTournament(ctx, tournamentId, signInOrganizer(ctx).id, registrationId);
        return undefined;
      },
    ),
    'a signed-in organizer and another organizer’s tournament {tournamentId}': withTeardown(
      async ({ tournamentId }) => {
        signInOrganizer(ctx);
        putTournament(ctx, tournamentId, randomUUID());
        return undefined;
      },
    ),
    'a signed-in organizer with a read statement {statementId} matching a registration {registrationId}': withTeardown(
      async ({ statementId, registrationId }) => {
        const organizer = signInOrganizer(ctx);
        const tournamentId = randomUUID();
        putTournament(ctx, tournamentId, organizer.id, registrationId);
        const line = {
          id: randomUUID(),
          lineNo: 1,
          date: '2026-11-20T04:30:00.000Z',
          amount: '150.00',
          utr: '417250000001',
          payer: 'AARAV SHAH',
          vpa: 'aarav@okaxis',
          narration: 'UPI-AARAV SHAH-aarav@okaxis-SBIN0001234-417250000001-Entry fee',
          approvedRegistrationId: null,
        };
        ctx.core.statements.set(statementId, {
          organizerId: organizer.id,
          reconciliation: {
            upload: {
              id: statementId,
              fileName: 'hdfc.csv',
              fileSha256: 'ab'.repeat(32),
              status: 'done',
              layout: 'HDFC Bank',
              progress: 0,
              message: null,
              headers: null,
              rowsCount: 2,
              creditsCount: 1,
              periodFrom: line.date,
              periodTo: line.date,
              createdAt: '2026-11-21T10:00:00.000Z',
            },
            privacy: STATEMENT_MESSAGES.privacy,
            summary: {
              matched: 1,
              'amount-differs': 0,
              'not-in-statement': 0,
              'used-elsewhere': 0,
              unmatchedCredits: 0,
              approvedFromStatement: 0,
            },
            registrations: [
              {
                registrationId,
                tournamentId,
                tournamentName: 'Sunday Swiss',
                playerName: 'player1',
                paymentId: '417250000001',
                entryFee: '150.00',
                registeredAt: '2026-11-20T04:00:00.000Z',
                status: 'matched',
                difference: null,
                usedElsewhere: null,
                line,
                suggestedLine: null,
              },
            ],
            unmatchedCredits: [],
          },
        });
        return undefined;
      },
    ),
    'a signed-in organizer owing a commission {commissionId}': withTeardown(async ({ commissionId }) => {
      const organizer = signInOrganizer(ctx);
      const tournamentId = randomUUID();
      putTournament(ctx, tournamentId, organizer.id);
      ctx.core.commissions.set(commissionId, {
        id: commissionId,
        tournamentId,
        tournamentName: 'Sunday Swiss',
        commissionAmount: '30.00',
        status: 'pending',
        dueDate: '2026-12-06T11:00:00.000Z',
        organizerTransactionId: null,
        paidAt: null,
        confirmedAt: null,
        createdAt: '2026-12-01T11:00:00.000Z',
      });
      return undefined;
    }),
    'a signed-in organizer owing a refund {refundId}': withTeardown(async ({ refundId }) => {
      const organizer = signInOrganizer(ctx);
      ctx.core.refunds.set(refundId, {
        id: refundId,
        tournamentId: null,
        tournamentName: 'Saturday Swiss',
        playerId: organizer.id,
        playerName: 'pact_player',
        playerUpiId: 'pact@okhdfc',
        amount: '150.00',
        reason: 'deleted',
        status: 'owed',
        utr: null,
        sentAt: null,
        createdAt: '2026-12-01T11:00:00.000Z',
      });
      return undefined;
    }),
  };
}
