// Approve / reject (product.md §4 Registration paymentStatus): only pending registrations, by the organizer
// who owns the tournament (or an admin). Approval adds the entry fee to totalCollected, moves
// commissionDue with it and, once the tournament is on Lichess, puts the player on its allow-list;
// rejection takes the name off. One transaction, with no Lichess call inside it: the allow-list edit
// is an outbox job written in it (lichess/queue/allow-list-queue.ts), sent once it has committed.
// The player is told (header list, and e-mail through the outbox) in the same transaction.
import { sameTransactionIdAs, transactionIdFormatWarning } from '@chess-portal/contracts';
import { fairPlayWarning, withLichessDeadline } from '../../lichess/client';
import { conflict, notFound } from '@chess-portal/service-kit';
import { Registration, Tournament, type User } from '../../db/models';
import { recordAudit } from '../../audit/services/audit-service';
import { commissionPercent } from '../../commissions/services/tournament-commission';
import type { LichessDeps } from '../../lichess/deps';
import { changeAllowList } from '../../lichess/queue/allow-list-queue';
import { addMoney, commissionOf, toPaise } from '../../shared/money';
import type { Executor } from '../../db/knex';
import { loadManagedTournament } from '../../tournaments/services/organizer-access';
import { registrationViews, type OrganizerRegistrationView } from './organizer-registrations';
import { isUuid } from '../../shared/http/is-uuid';
import { notifyRegistrationDecision } from '../../notifications/services/registration-notices';
import { assertMoneyOpen } from '../../tournaments/services/money-frozen';
import { transactionIdMatches } from './transaction-ids';
import { oweRefund } from '../../refunds/services/refund-ledger';
import { StatementLine } from '../../db/models/statement';

export const REGISTRATION_NOT_FOUND = 'Registration not found';
export type ReviewResult = {
  success: true;
  message: string;
  warnings: string[];
  registration: OrganizerRegistrationView;
};

/** The registration `regId` of `t` in `status` (404 when it is not one of t's, 409 in another status). */
export async function registrationIn(
  db: Executor,
  t: Tournament,
  regId: string,
  status: Registration['paymentStatus'],
  verb: string,
): Promise<Registration> {
  const reg = isUuid(regId) ? await Registration.query(db).findById(regId).withGraphFetched('player') : undefined;
  if (!reg || reg.tournamentId !== t.id) throw notFound(REGISTRATION_NOT_FOUND);
  if (reg.paymentStatus !== status)
    throw conflict(`Only ${status} registrations can be ${verb} (this one is ${reg.paymentStatus})`);
  return reg;
}

const pendingRegistration = (db: Executor, t: Tournament, regId: string, verb: string) =>
  registrationIn(db, t, regId, 'pending', verb);

/** `uses`: sameTransactionIdAs() of each other use (who used it, the same player or another), joined with '; '. */
export const REUSED_NEEDS_CONFIRMATION = (uses: string) =>
  `${uses}. Check the payment, then confirm to approve anyway.`;

/** A flagged transaction id (used elsewhere on the platform) is approved only with an explicit confirmation. */
async function assertReuseConfirmed(db: Executor, reg: Registration, body: unknown): Promise<void> {
  const matches = (await transactionIdMatches(db, [reg])).get(reg.id);
  const confirmed = (body as { confirmReusedTransactionId?: unknown } | undefined)?.confirmReusedTransactionId === true;
  if (!matches || confirmed) return;
  const player = reg.player?.username ?? '';
  const uses = matches.map((m) => sameTransactionIdAs(m, player, m.at ? m.at.slice(0, 10) : null));
  throw conflict(REUSED_NEEDS_CONFIRMATION(uses.join('; ')));
}

/** How long an approval waits for Lichess's word on the player (fair play, team) before warning instead. */
export const APPROVAL_CHECK_MS = 2_000;

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
  const format = transactionIdFormatWarning(reg.paymentId);
  if (format) warnings.push(format);
  const name = player.lichessUsername;
  if (!name) {
    warnings.push(
      `${player.username} has no Lichess username in their profile, so they cannot be let into the tournament on Lichess.`,
    );
    return { warnings, inTeam: false };
  }
  if (!player.lichessVerified) warnings.push(`${player.username}'s Lichess username "${name}" is not verified.`);
  const team = t.lichessTeamSlug ?? deps.lichess?.teamId;
  const lichess = deps.lichess;
  if (!lichess || !team) return { warnings, inTeam: false };
  // both checks at once, within APPROVAL_CHECK_MS: a slow or hanging Lichess costs a warning, not the approval
  const [user, member] = await withLichessDeadline(Date.now() + APPROVAL_CHECK_MS, () =>
    Promise.allSettled([lichess.getUser(name), lichess.isTeamMember(name, { teamId: team })]),
  );
  if (user.status === 'rejected')
    warnings.push(`The Lichess account could not be checked: ${(user.reason as Error).message}`);
  else {
    // fair play, checked at approval time as Lichess reports it now
    const fairPlay = fairPlayWarning(user.value);
    if (fairPlay) warnings.push(fairPlay);
  }
  if (member.status === 'rejected') {
    warnings.push(`Team membership could not be checked on Lichess: ${(member.reason as Error).message}`);
    return { warnings, inTeam: false };
  }
  if (!member.value)
    warnings.push(
      `${name} is not a member of the Lichess team "${team}"${t.system === 'swiss' ? ', which a Swiss requires' : ''}.`,
    );
  return { warnings, inTeam: member.value };
}

/**
 * Where an approval's proof of payment came from (payments: a statement line), recorded in the audit
 * entry and, through `inTransaction`, by its owner in the approval's own transaction.
 */
export type ApprovalEvidence = {
  audit: Record<string, unknown>;
  inTransaction?: (trx: Executor, registrationId: string) => Promise<void>;
};

export async function approveRegistration(
  deps: LichessDeps,
  actor: User,
  tournamentId: string,
  regId: string,
  body?: unknown,
  evidence?: ApprovalEvidence,
): Promise<ReviewResult> {
  const before = await loadManagedTournament(deps.db, actor, tournamentId);
  assertMoneyOpen(before, 'registrations can no longer be approved');
  const candidate = await pendingRegistration(deps.db, before, regId, 'approved');
  await assertReuseConfirmed(deps.db, candidate, body);
  const { warnings, inTeam } = await approvalWarnings(deps, before, candidate);
  const at = deps.clock.now();
  const reg = await deps.db.transaction(async (trx) => {
    const t = await loadManagedTournament(trx, actor, tournamentId, { forUpdate: true });
    assertMoneyOpen(t, 'registrations can no longer be approved');
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
      after: { paymentStatus: 'approved', totalCollected, ...(evidence ? { evidence: evidence.audit } : {}) },
      at,
    });
    await evidence?.inTransaction?.(trx, pending.id);
    const name = pending.player?.lichessUsername;
    if (name) await changeAllowList(deps, trx, t, { add: [name] });
    await notifyRegistrationDecision(deps, trx, 'approved', {
      registrationId: pending.id,
      player: pending.player!,
      tournament: t,
    });
    return Registration.query(trx).findById(pending.id).withGraphFetched('player').throwIfNotFound();
  });
  const [registration] = await registrationViews(deps.db, [reg]);
  return { success: true, message: 'Registration approved', warnings, registration };
}

/**
 * The approval `actor` made of `regId` since `since`, answered as approveRegistration answers it
 * (without its warnings, which were for the moment of approving); undefined when there is none. A
 * retried approval whose first run was cut off (core or the database killed) answers this
 * (idempotency/routes/idempotency-middleware.ts) instead of "only pending registrations can be approved".
 */
export async function approvalSince(
  deps: LichessDeps,
  actor: User,
  tournamentId: string,
  regId: string,
  since: Date,
): Promise<ReviewResult | undefined> {
  if (!isUuid(regId)) return undefined;
  const t = await loadManagedTournament(deps.db, actor, tournamentId);
  const reg = await Registration.query(deps.db).findById(regId).withGraphFetched('player');
  const approved =
    reg?.tournamentId === t.id &&
    reg.paymentStatus === 'approved' &&
    reg.approverId === actor.id &&
    reg.approvedAt &&
    reg.approvedAt.getTime() >= since.getTime();
  if (!approved) return undefined;
  const [registration] = await registrationViews(deps.db, [reg]);
  return { success: true, message: 'Registration approved', warnings: [], registration };
}

/**
 * Whether the fee of a pending registration was seen arriving: a credit on one of the organizer's uploaded
 * statements with the registration's UTR and the entry fee, not older than the tournament (the statement match of
 * product.md §10). Rejecting such a registration owes the fee back; a rejection without one owes nothing.
 */
async function paymentSeenOnStatement(
  db: Executor,
  t: Tournament,
  reg: Pick<Registration, 'paymentId'>,
): Promise<boolean> {
  if (!reg.paymentId || !t.organizerId || toPaise(t.entryFee) <= 0n) return false;
  const seen = await StatementLine.query(db)
    .join('statement_uploads as u', 'u.id', 'statement_lines.upload_id')
    .where('u.organizer_id', t.organizerId)
    .whereRaw(`upper(regexp_replace(statement_lines.utr, '\\s', '', 'g')) = ?`, [
      reg.paymentId.replace(/\s+/g, '').toUpperCase(),
    ])
    .where('statement_lines.amount', t.entryFee)
    .where('statement_lines.txn_at', '>=', t.createdAt)
    .first();
  return Boolean(seen);
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
    assertMoneyOpen(t, 'registrations can no longer be rejected');
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
    if (await paymentSeenOnStatement(trx, t, pending))
      await oweRefund(deps, trx, { registration: pending, tournament: t, reason: 'rejected', actorId: actor.id, at });
    await notifyRegistrationDecision(deps, trx, 'rejected', {
      registrationId: pending.id,
      player: pending.player!,
      tournament: t,
    });
    return Registration.query(trx).findById(pending.id).withGraphFetched('player').throwIfNotFound();
  });
  const [registration] = await registrationViews(deps.db, [reg]);
  return { success: true, message: 'Registration rejected', warnings: [], registration };
}
