// bff-player provider states for the playing interactions, set up on the stub core.
import { randomUUID } from 'node:crypto';
import type { PublicTournament } from '@chess-portal/contracts';
import { aTournamentBase } from '@chess-portal/contracts/testing';
import type { StateHandlers } from '@pact-foundation/pact/src/dsl/verifier/proxy/types';
import { stubUser } from '../support/stub-core';
import { signInCookie, type ProviderContext } from './provider-context';

const param = (params: unknown, key: string): string => {
  const value = params && typeof params === 'object' ? (params as Record<string, unknown>)[key] : undefined;
  if (typeof value !== 'string' || !value) throw new Error(`provider state parameter "${key}" is missing`);
  return value;
};

function openTournament(id: string): PublicTournament {
  return {
    ...aTournamentBase({
      id,
      name: 'Weekend Blitz Cup',
      format: 'blitz',
      timeControl: '3+2',
      system: 'arena',
      entryFee: '100.00',
      startTime: '2026-03-08T12:00:00.000Z',
      rounds: null,
      createdAt: '2026-02-01T00:00:00.000Z',
    }),
    registrationOpen: true,
    spotsLeft: 31,
    registrationCount: 1,
    isFree: false,
    upiQrCode: null,
    organizerUpi: 'organizer@okaxis',
    organizerName: 'organizer',
    joinClosesAt: '2026-03-08T11:50:00.000Z',
    joinRefusal: null,
    accessOpensAt: { dashboard: '2026-03-08T11:45:00.000Z', statusPage: '2026-03-08T11:55:00.000Z' },
  };
}

function putTournament(ctx: ProviderContext, id: string): PublicTournament {
  const tournament = openTournament(id);
  ctx.core.tournaments = [...ctx.core.tournaments.filter((t) => t.id !== id), tournament];
  return tournament;
}

export function playingStates(ctx: ProviderContext): StateHandlers {
  return {
    'a tournament {tournamentId} open for registration': async (params?: unknown) => {
      const tournament = putTournament(ctx, param(params, 'tournamentId'));
      return { tournamentId: tournament.id };
    },
    'a signed-in player registered for tournament {tournamentId}': {
      setup: async (params?: unknown) => {
        const tournament = putTournament(ctx, param(params, 'tournamentId'));
        const user = stubUser({ id: randomUUID(), role: 'player' });
        ctx.core.users.set(user.id, user);
        ctx.cookie = await signInCookie(ctx.baseUrl, user.email, user.password);
        const { registration } = await ctx.core.joinTournament(user.id, tournament.id, 'UPI123456789');
        ctx.core.myRegistrations.set(user.id, [{ ...registration, tournament }]);
        return { userId: user.id, tournamentId: tournament.id };
      },
      teardown: async () => {
        ctx.cookie = undefined;
        return undefined;
      },
    },
  };
}
