// End, Close and Delete (product.md §2 Organizer list, §4 End / Close, §7). End hides a tournament from
// players and keeps its data (status cancelled); Delete removes it; Close completes it and creates its
// commission. All three terminate it on Lichess first (a tournament that has not started there is
// deleted by Lichess). A Lichess failure leaves everything as it was. When the creating account's
// token is gone (see creator-token.ts) the answer says so, and `hereOnly` does it here only.
import { badRequest, conflict } from '@chess-portal/service-kit';
import { isLichessError } from '../../lichess/client';
import { OrganizerCommission, Tournament, User } from '../../db/models';
import { recordAudit } from '../../audit/services/audit-service';
import { completeTournament } from '../../commissions/services/tournament-commission';
import { oweRefundsForTournament } from '../../refunds/services/refund-ledger';
import { lichessOf, type LichessDeps } from '../../lichess/deps';
import { creatorGone, creatorTokenFor, refusedAsNotCreator } from '../../lichess/identity/creator-token';
import { PUSH_RUNNING } from './lichess-rules';
import type { Executor } from '../../db/knex';
import { loadManagedTournament } from './organizer-access';

export const END_NOT_ALLOWED = 'Only tournaments that are open, taking registrations or live can be ended';
export const ALREADY_COMPLETED = 'This tournament is already completed';
export const UNPAID_COMMISSION =
  'This tournament has a commission to pay; it can be deleted once the commission is confirmed';

export const HERE_ONLY_NOTE = 'It was not changed on Lichess: the organizer chose to do it here only.';

/** ' Refunds are owed to 2 paid players: see Refunds due.' (empty when none) */
const refundText = (owed: number) =>
  owed > 0 ? ` Refunds are owed to ${owed} paid player${owed === 1 ? '' : 's'}: see Refunds due.` : '';

type LichessOutcome = { hadLichessIntegration: boolean; done: boolean; note?: string };
type Action = 'end' | 'delete' | 'close';
/** `hereOnly`: the organizer confirmed doing it here only, after being told the creating account is gone. */
export type LifecycleOptions = { hereOnly?: boolean };

const stillOnLichess = (t: Tournament) =>
  Boolean(t.lichessTournamentId) && t.status !== 'completed' && t.status !== 'cancelled';

/**
 * Terminates the tournament on Lichess (deleted there before its start); one already gone there counts
 * as done. A completed or ended tournament is left alone on Lichess (already finished or terminated).
 */
async function terminateThere(
  deps: LichessDeps,
  t: Tournament,
  action: Action,
  options: LifecycleOptions,
): Promise<LichessOutcome> {
  if (!t.lichessTournamentId) return { hadLichessIntegration: false, done: false };
  if (!stillOnLichess(t)) return { hadLichessIntegration: true, done: false, note: 'It had already ended on Lichess.' };
  const lichess = lichessOf(deps);
  const organizer = t.organizerId ? await User.query(deps.db).findById(t.organizerId) : undefined;
  const acting = await creatorTokenFor(deps, organizer, t);
  if (acting.kind === 'gone') {
    if (options.hereOnly) return { hadLichessIntegration: true, done: false, note: HERE_ONLY_NOTE };
    throw creatorGone(action);
  }
  try {
    if (t.lichessType === 'swiss') await lichess.terminateSwiss(t.lichessTournamentId, acting.token);
    else await lichess.terminateArena(t.lichessTournamentId, acting.token);
    return { hadLichessIntegration: true, done: true };
  } catch (err) {
    if (isLichessError(err, 'not-found'))
      return { hadLichessIntegration: true, done: false, note: 'It was no longer on Lichess.' };
    if (acting.kind === 'platform-leader' && refusedAsNotCreator(err)) {
      if (options.hereOnly) return { hadLichessIntegration: true, done: false, note: HERE_ONLY_NOTE };
      throw creatorGone(action);
    }
    throw err;
  }
}

async function audit(
  trx: Executor,
  actor: User,
  action: string,
  t: Tournament,
  before: Tournament['status'],
  after: unknown,
  at: Date,
) {
  await recordAudit(trx, {
    actorId: actor.id,
    action,
    entityType: 'tournament',
    entityId: t.id,
    before: { status: before, name: t.name },
    after,
    at,
  });
}

/** POST /organizer/tournaments/{id}/end */
export async function endTournament(deps: LichessDeps, actor: User, id: string, options: LifecycleOptions = {}) {
  const t = await loadManagedTournament(deps.db, actor, id);
  if (!['registration', 'open', 'live'].includes(t.status)) throw badRequest(END_NOT_ALLOWED);
  if (t.lichessPush) throw conflict(PUSH_RUNNING);
  const outcome = await terminateThere(deps, t, 'end', options);
  const at = deps.clock.now();
  const refundsOwed = await deps.db.transaction(async (trx) => {
    const locked = await loadManagedTournament(trx, actor, id, { forUpdate: true });
    await Tournament.query(trx)
      .patch({
        status: 'cancelled',
        endTime: t.endTime ?? at,
        updatedAt: at,
        ...(outcome.done ? { lichessTerminatedAt: at } : {}),
      })
      .findById(t.id);
    const owed = await oweRefundsForTournament(deps, trx, locked, 'ended', actor.id, at);
    await audit(
      trx,
      actor,
      'tournament.ended',
      t,
      t.status,
      { status: 'cancelled', lichessTerminated: outcome.done, refundsOwed: owed },
      at,
    );
    return owed;
  });
  const lichessText = outcome.hadLichessIntegration
    ? outcome.done
      ? ' It was terminated on Lichess too.'
      : ` ${outcome.note}`
    : '';
  return {
    success: true,
    message: `Tournament ended: it is hidden from players and its data is kept.${lichessText}${refundText(refundsOwed)}`,
    details: { hadLichessIntegration: outcome.hadLichessIntegration, lichessTerminated: outcome.done },
  };
}

/** DELETE /organizer/tournaments/{id} */
export async function deleteTournament(deps: LichessDeps, actor: User, id: string, options: LifecycleOptions = {}) {
  const t = await loadManagedTournament(deps.db, actor, id);
  const owed = await OrganizerCommission.query(deps.db).findOne({ tournamentId: t.id });
  if (owed && owed.status !== 'confirmed') throw conflict(UNPAID_COMMISSION);
  if (t.lichessPush) throw conflict(PUSH_RUNNING);
  const outcome = await terminateThere(deps, t, 'delete', options);
  const refundsOwed = await deps.db.transaction(async (trx) => {
    const at = deps.clock.now();
    const locked = await loadManagedTournament(trx, actor, id, { forUpdate: true });
    const owed = await oweRefundsForTournament(deps, trx, locked, 'deleted', actor.id, at);
    await audit(
      trx,
      actor,
      'tournament.deleted',
      t,
      t.status,
      { deleted: true, lichessDeleted: outcome.done, refundsOwed: owed },
      at,
    );
    await Tournament.query(trx).deleteById(t.id);
    return owed;
  });
  const lichessText = outcome.hadLichessIntegration
    ? outcome.done
      ? ' It was removed from Lichess too.'
      : ` ${outcome.note}`
    : '';
  return {
    success: true,
    message: `Tournament deleted permanently.${lichessText}${refundText(refundsOwed)}`,
    details: { hadLichessIntegration: outcome.hadLichessIntegration, lichessDeleted: outcome.done },
  };
}

/**
 * POST /organizer/tournaments/{id}/close: terminated on Lichess first (deleted there before its
 * start), then completed here, with its commission due in 5 days.
 */
export async function closeTournament(deps: LichessDeps, actor: User, id: string, options: LifecycleOptions = {}) {
  const first = await loadManagedTournament(deps.db, actor, id);
  if (first.status === 'completed') throw conflict(ALREADY_COMPLETED);
  if (first.lichessPush) throw conflict(PUSH_RUNNING);
  const outcome = await terminateThere(deps, first, 'close', options);
  const at = deps.clock.now();
  return deps.db.transaction(async (trx) => {
    const t = await loadManagedTournament(trx, actor, id, { forUpdate: true });
    if (t.status === 'completed') throw conflict(ALREADY_COMPLETED);
    const before = t.status;
    await completeTournament(trx, t, at, outcome.done ? { lichessTerminatedAt: at } : {}, deps);
    await audit(
      trx,
      actor,
      'tournament.closed',
      t,
      before,
      { status: 'completed', commissionDue: t.commissionDue, lichessTerminated: outcome.done },
      at,
    );
    const lichessText = outcome.hadLichessIntegration
      ? outcome.done
        ? ' It was ended on Lichess too.'
        : ` ${outcome.note}`
      : '';
    return {
      success: true,
      message: lichessText ? `Tournament closed successfully.${lichessText}` : 'Tournament closed successfully',
      commissionDue: t.commissionDue,
      commissionDueDate: t.commissionDueDate!.toISOString(),
    };
  });
}
