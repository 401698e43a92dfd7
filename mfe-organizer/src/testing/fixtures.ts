// Answers of bff-organizer for the remote's tests (shapes of the generated contracts).
import type { OrganizerRegistration, OrganizerTournament, OrganizerTournamentDetail } from '@chess-portal/contracts';
import { aTournamentBase } from '@chess-portal/contracts/testing';
import { aUser, installFakeFetch, renderWithProviders } from '@chess-portal/portal-kit/src/testing';
import type { ReactNode } from 'react';

export const TID = '10000000-0000-4000-8000-000000000001';
export const organizer = aUser({ id: '20000000-0000-4000-8000-000000000001', role: 'organizer', username: 'org1' });

export function aTournament(overrides: Partial<OrganizerTournament> = {}): OrganizerTournament {
  return {
    ...aTournamentBase({
      id: TID,
      description: 'Weekly club event',
      maxPlayers: 40,
      entryFee: '150.00',
      organizerId: organizer.id,
      lichessTeamSlug: 'chess-school',
    }),
    totalCollected: '150.00',
    commissionDue: '15.00',
    commissionStatus: 'pending',
    registrationCount: 2,
    qrCode: null,
    lichessSync: null,
    lichessTerminatedAt: null,
    ...overrides,
  };
}

let n = 0;
export function aRegistration(
  overrides: Partial<OrganizerRegistration> = {},
  lichessUsername: string | null = 'KnightRider99',
): OrganizerRegistration {
  n += 1;
  return {
    id: `30000000-0000-4000-8000-00000000000${n}`,
    tournamentId: TID,
    playerId: `40000000-0000-4000-8000-00000000000${n}`,
    paymentStatus: 'pending',
    paymentId: 'UPI123456789',
    checkedIn: false,
    lichessJoined: false,
    teamVerified: false,
    approvedAt: null,
    approverId: null,
    registeredAt: '2026-11-20T10:00:00.000Z',
    revokeReason: null,
    revokedAt: null,
    transactionIdMatches: [],
    transactionIdWarning: null,
    playerName: `player${n}`,
    player: { username: `player${n}`, email: `player${n}@example.com`, lichessUsername },
    ...overrides,
  };
}

export function aDetail(
  overrides: Partial<OrganizerTournamentDetail> = {},
  tournament: Partial<OrganizerTournament> = {},
): OrganizerTournamentDetail {
  return {
    success: true,
    tournament: aTournament(tournament),
    registrations: [],
    canPushToLichess: true,
    approvedPlayers: [],
    ...overrides,
  };
}

/** Renders the organizer area at `route` with a fake bff-organizer (plus GET /api/auth/me). */
export function renderArea(
  ui: ReactNode,
  route: string,
  routes: Parameters<typeof installFakeFetch>[0],
  user = organizer,
) {
  const fake = installFakeFetch({ 'GET /api/auth/me': { body: user }, ...routes });
  const view = renderWithProviders(ui, { route, user });
  return { fake, view };
}
