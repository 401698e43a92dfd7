// Joining a tournament (SPEC §4, §7 POST /api/tournaments/{id}/join). Seats are race-safe: the
// tournament row is locked (select … for update) for the whole transaction, so concurrent joins
// count and insert one after another and the count never passes maxPlayers. The partial unique
// index registrations_tournament_player_active backs the one-live-registration-per-player rule.
import { joinSchemaFor } from '@chess-portal/contracts';
import { badRequest, conflict, forbidden, notFound } from '@chess-portal/service-kit';
import type { Knex } from 'knex';
import { Registration, Tournament, type User } from '../../db/models';
import { ALREADY_REGISTERED, TEAM_REQUIRED, joinRefusal } from './join-rules';
import { TOURNAMENT_NOT_FOUND } from '../../tournaments/services/tournament-service';
import { isUuid } from '../../shared/http/is-uuid';
import type { ServiceDeps } from '../../shared/deps';

/** `free`: the tournament has no entry fee, so the answer says nothing about payment verification. */
export type JoinOutcome = { created: boolean; registration: Registration; free: boolean };

function parseTransactionId(entryFee: string, body: unknown): string | null {
  const parsed = joinSchemaFor(entryFee).safeParse(body ?? {});
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
  return parsed.data.transactionId;
}

async function heldSeats(trx: Knex.Transaction, tournamentId: string): Promise<number> {
  const row = await Registration.query(trx)
    .where({ tournamentId })
    .whereNot('paymentStatus', 'rejected')
    .count({ n: '*' })
    .first();
  return Number((row as unknown as { n: string | number }).n);
}

async function lockTournament(trx: Knex.Transaction, id: string): Promise<Tournament> {
  const tournament = await Tournament.query(trx).findById(id).forUpdate();
  if (!tournament || tournament.status === 'cancelled') throw notFound(TOURNAMENT_NOT_FOUND);
  return tournament;
}

export async function joinTournament(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  player: User,
  tournamentId: string,
  body: unknown,
): Promise<JoinOutcome> {
  if (!isUuid(tournamentId)) throw badRequest('Invalid tournament id');
  return db.transaction(async (trx) => {
    const tournament = await lockTournament(trx, tournamentId);
    if (!player.teamVerified) throw forbidden(TEAM_REQUIRED);
    const transactionId = parseTransactionId(tournament.entryFee, body);
    const free = Number(tournament.entryFee) === 0;
    const existing = await Registration.query(trx)
      .where({ tournamentId, playerId: player.id })
      .whereNot('paymentStatus', 'rejected')
      .first();
    if (existing) {
      // a double-submitted join answers the registration it already made
      if (existing.paymentStatus === 'pending' && existing.paymentId === transactionId)
        return { created: false, registration: existing, free };
      throw conflict(ALREADY_REGISTERED);
    }
    const refusal = joinRefusal(tournament, await heldSeats(trx, tournamentId), clock.now());
    if (refusal) throw conflict(refusal.message);
    const registration = await Registration.query(trx)
      .insert({
        tournamentId,
        playerId: player.id,
        paymentId: transactionId,
        teamVerified: player.teamVerified,
        registeredAt: clock.now(),
      })
      .returning('*');
    return { created: true, registration, free };
  });
}
