// Test data in the contract shapes (jsdom tests of this remote).
import type { MyRegistration, PublicRegistration, PublicTournament } from '@chess-portal/contracts';
import { aTournamentBase } from '@chess-portal/contracts/testing';

let n = 0;
const uuid = (prefix: string) => `${prefix}-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`;

const MIN = 60_000;
const before = (start: string | null, ms: number) => (start ? new Date(Date.parse(start) - ms).toISOString() : null);

/**
 * A tournament as core answers it. The join facts and access instants are core's; the defaults here
 * follow the tournament's start (join closes 10 min before, access opens 15 / 5 min before).
 */
export function aTournament(overrides: Partial<PublicTournament> = {}): PublicTournament {
  const startTime = overrides.startTime === undefined ? '2026-12-01T11:00:00.000Z' : overrides.startTime;
  return {
    ...aTournamentBase({ id: uuid('11111111'), name: `Tournament ${n}` }),
    registrationOpen: true,
    spotsLeft: 30,
    registrationCount: 2,
    isFree: true,
    upiQrCode: null,
    organizerUpi: null,
    organizerName: null,
    joinClosesAt: before(startTime, 10 * MIN),
    joinRefusal: null,
    accessOpensAt: { dashboard: before(startTime, 15 * MIN), statusPage: before(startTime, 5 * MIN) },
    ...overrides,
  };
}

export function aRegistration(overrides: Partial<PublicRegistration> = {}): PublicRegistration {
  return {
    id: uuid('22222222'),
    tournamentId: '11111111-0000-4000-8000-000000000000',
    playerId: '7f1c2a34-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
    playerName: 'player1',
    playerLichessUsername: 'Player1',
    paymentStatus: 'pending',
    paymentId: null,
    registeredAt: '2026-11-20T10:00:00.000Z',
    approvedAt: null,
    ...overrides,
  };
}

export function aMyRegistration(
  tournament: PublicTournament,
  overrides: Partial<PublicRegistration> = {},
): MyRegistration {
  return { ...aRegistration({ tournamentId: tournament.id, ...overrides }), tournament };
}

/** The answer of GET /api/time for a server clock at `iso`. */
export const serverTimeAt = (iso: string | number) => ({ body: { now: new Date(iso).toISOString() } });
