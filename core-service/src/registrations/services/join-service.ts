// Joining a tournament (product.md §4, §7 POST /api/tournaments/{id}/join). Seats are race-safe: the
// tournament row is locked (select … for update) for the whole transaction, so concurrent joins
// count and insert one after another and the count never passes maxPlayers. The partial unique
// index registrations_tournament_player_active backs the one-live-registration-per-player rule.
import {
  isPaidEntryFee,
  joinSchemaFor,
  ORGANIZER_UPI_MISSING,
  transactionIdFormatWarning,
} from '@chess-portal/contracts';
import { badRequest, conflict, forbidden, notFound } from '@chess-portal/service-kit';
import type { Knex } from 'knex';
import { INACTIVE_PAYMENT_STATUSES, Registration, Tournament, User } from '../../db/models';
import { assertUnusedInTournament } from './transaction-ids';
import { ALREADY_REGISTERED, TEAM_REQUIRED, joinRefusal } from '../../tournaments/services/join-rules';
import { TOURNAMENT_NOT_FOUND } from '../../tournaments/services/tournament-service';
import { isUuid } from '../../shared/http/is-uuid';
import type { ServiceDeps } from '../../service-deps';

/** `free`: the tournament has no entry fee, so the answer says nothing about payment verification. */
export type JoinOutcome = { created: boolean; registration: Registration; free: boolean; warnings: string[] };

/** A paid tournament takes registrations only once its organizer has a UPI id to be paid to. */
async function assertOrganizerPayable(trx: Knex.Transaction, t: Tournament): Promise<void> {
  if (!isPaidEntryFee(t.entryFee)) return;
  const organizer = t.organizerId ? await User.query(trx).findById(t.organizerId) : undefined;
  if (organizer && !organizer.upiId?.trim()) throw conflict(ORGANIZER_UPI_MISSING);
}

function parseTransactionId(entryFee: string, body: unknown): string | null {
  const parsed = joinSchemaFor(entryFee).safeParse(body ?? {});
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
  return parsed.data.transactionId;
}

const warningsFor = (transactionId: string | null) => {
  const warning = transactionIdFormatWarning(transactionId);
  return warning ? [warning] : [];
};

async function heldSeats(trx: Knex.Transaction, tournamentId: string): Promise<number> {
  const row = await Registration.query(trx)
    .where({ tournamentId })
    .whereNotIn('paymentStatus', INACTIVE_PAYMENT_STATUSES)
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
      .whereNotIn('paymentStatus', INACTIVE_PAYMENT_STATUSES)
      .first();
    if (existing) {
      // a double-submitted join answers the registration it already made
      if (existing.paymentStatus === 'pending' && existing.paymentId === transactionId)
        return { created: false, registration: existing, free, warnings: warningsFor(transactionId) };
      throw conflict(ALREADY_REGISTERED);
    }
    const refusal = joinRefusal(tournament, await heldSeats(trx, tournamentId), clock.now());
    if (refusal) throw conflict(refusal.message);
    await assertOrganizerPayable(trx, tournament);
    await assertUnusedInTournament(trx, tournamentId, transactionId);
    const registration = await Registration.query(trx)
      .insert({
        tournamentId,
        playerId: player.id,
        paymentId: transactionId,
        teamVerified: player.teamVerified,
        registeredAt: clock.now(),
      })
      .returning('*');
    return { created: true, registration, free, warnings: warningsFor(transactionId) };
  });
}
