// Approve / reject (SPEC §4 Registration paymentStatus): only pending registrations, by the organizer
// who owns the tournament (or an admin). Approval adds the entry fee to totalCollected, moves
// commissionDue with it and, once the tournament is on Lichess, puts the player on its allow-list;
// rejection takes the name off. One transaction: if Lichess refuses, nothing changes here either.
import { fairPlayWarning } from '../../lichess/client';
import { conflict, notFound } from '@chess-portal/service-kit';
import { Registration, Tournament, type User } from '../../db/models';
import { recordAudit } from '../../audit/services/audit-service';
import { commissionPercent } from '../../commissions/services/tournament-commission';
import { changeAllowList, type LichessDeps } from '../../lichess/services/lichess-access';
import { addMoney, commissionOf, toPaise } from '../../commissions/services/money';
import type { Executor } from '../../db/knex';
import { loadManagedTournament } from '../../tournaments/services/organizer-access';
import { registrationView, type OrganizerRegistrationView } from './organizer-registrations';
import { isUuid } from '../../shared/http/is-uuid';

export const REGISTRATION_NOT_FOUND = 'Registration not found';
export type ReviewResult = {
  success: true;
  message: string;
  warnings: string[];
  registration: OrganizerRegistrationView;
};

async function pendingRegistration(db: Executor, t: Tournament, regId: string, verb: string): Promise<Registration> {
  const reg = isUuid(regId) ? await Registration.query(db).findById(regId).withGraphFetched('player') : undefined;
  if (!reg || reg.tournamentId !== t.id) throw notFound(REGISTRATION_NOT_FOUND);
  if (reg.paymentStatus !== 'pending')
    throw conflict(`Only pending registrations can be ${verb} (this one is ${reg.paymentStatus})`);
  return reg;
}

/** Things the organizer should know about an approval; never blocks it. */
async function approvalWarnings(
  deps: LichessDeps,
  t: Tournament,
  reg: Registration,
): Promise<{ warnings: string[]; inTeam: boolean }> {
  const player = reg.player!;
  const warnings: string[] = [];
  if (toPaise(t.entryFee) > 0n && !reg.paymentId)
    warnings.push('No transaction ID was given for this paid registration.');
  const name = player.lichessUsername;
  if (!name) {
    warnings.push(
      `${player.username} has no Lichess username in their profile, so they cannot be let into the tournament on Lichess.`,
    );
    return { warnings, inTeam: false };
  }
  if (!player.lichessVerified) warnings.push(`${player.username}'s Lichess username "${name}" is not verified.`);
  const team = t.lichessTeamSlug ?? deps.lichess?.teamId;
  if (!deps.lichess || !team) return { warnings, inTeam: false };
  try {
    // fair play, checked at approval time as Lichess reports it now
    const fairPlay = fairPlayWarning(await deps.lichess.getUser(name));
    if (fairPlay) warnings.push(fairPlay);
  } catch (err) {
    warnings.push(`The Lichess account could not be checked: ${(err as Error).message}`);
  }
  try {
    const inTeam = await deps.lichess.isTeamMember(name, { teamId: team });
    if (!inTeam)
      warnings.push(
        `${name} is not a member of the Lichess team "${team}"${t.system === 'swiss' ? ', which a Swiss requires' : ''}.`,
      );
    return { warnings, inTeam };
  } catch (err) {
    warnings.push(`Team membership could not be checked on Lichess: ${(err as Error).message}`);
    return { warnings, inTeam: false };
  }
}

export async function approveRegistration(
  deps: LichessDeps,
  actor: User,
  tournamentId: string,
  regId: string,
): Promise<ReviewResult> {
  const before = await loadManagedTournament(deps.db, actor, tournamentId);
  const { warnings, inTeam } = await approvalWarnings(
    deps,
    before,
    await pendingRegistration(deps.db, before, regId, 'approved'),
  );
  const at = deps.clock.now();
  const reg = await deps.db.transaction(async (trx) => {
    const t = await loadManagedTournament(trx, actor, tournamentId, { forUpdate: true });
    const pending = await pendingRegistration(trx, t, regId, 'approved');
    await Registration.query(trx)
      .patch({ paymentStatus: 'approved', approvedAt: at, approverId: actor.id, teamVerified: inTeam })
      .findById(pending.id);
    const totalCollected = addMoney(t.totalCollected, t.entryFee);
    const commissionDue = commissionOf(totalCollected, await commissionPercent(trx));
    await Tournament.query(trx).patch({ totalCollected, commissionDue, updatedAt: at }).findById(t.id);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'registration.approved',
      entityType: 'registration',
      entityId: pending.id,
      before: { paymentStatus: 'pending' },
      after: { paymentStatus: 'approved', totalCollected },
      at,
    });
    const name = pending.player?.lichessUsername;
    if (name) await changeAllowList(deps, trx, t, { add: [name] });
    return Registration.query(trx).findById(pending.id).withGraphFetched('player').throwIfNotFound();
  });
  return { success: true, message: 'Registration approved', warnings, registration: registrationView(reg) };
}

export async function rejectRegistration(
  deps: LichessDeps,
  actor: User,
  tournamentId: string,
  regId: string,
): Promise<ReviewResult> {
  const at = deps.clock.now();
  const reg = await deps.db.transaction(async (trx) => {
    const t = await loadManagedTournament(trx, actor, tournamentId, { forUpdate: true });
    const pending = await pendingRegistration(trx, t, regId, 'rejected');
    await Registration.query(trx).patch({ paymentStatus: 'rejected', approverId: actor.id }).findById(pending.id);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'registration.rejected',
      entityType: 'registration',
      entityId: pending.id,
      before: { paymentStatus: 'pending' },
      after: { paymentStatus: 'rejected' },
      at,
    });
    const name = pending.player?.lichessUsername;
    if (name) await changeAllowList(deps, trx, t, { remove: [name] });
    return Registration.query(trx).findById(pending.id).withGraphFetched('player').throwIfNotFound();
  });
  return { success: true, message: 'Registration rejected', warnings: [], registration: registrationView(reg) };
}
