// Test data shared by every workspace's fixtures: the fields every tournament answer carries
// (TournamentBase in common.yaml), with plain defaults. The remotes' and the BFFs' Pact-state
// factories spread it and add their own answer's fields, so a new TournamentBase field is one edit
// here (tsc points at this file when the generated type gains a required field).
import type { components } from './generated/common';

export type TournamentBase = components['schemas']['TournamentBase'];

export function aTournamentBase(overrides: Partial<TournamentBase> = {}): TournamentBase {
  return {
    id: '11111111-0000-4000-8000-000000000001',
    name: 'Sunday Swiss',
    description: null,
    format: 'rapid',
    timeControl: '10+5',
    system: 'swiss',
    maxPlayers: 32,
    entryFee: '0.00',
    prizePool: '0.00',
    prizeDistribution: null,
    startTime: '2026-12-01T11:00:00.000Z',
    endTime: null,
    status: 'registration',
    organizerId: null,
    lichessTeamSlug: null,
    rounds: 5,
    currentRound: 0,
    roundInterval: 60,
    lichessIntegration: false,
    lichessType: null,
    lichessTournamentId: null,
    lichessUrl: null,
    manualPairing: false,
    results: null,
    resultsLastFetched: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
