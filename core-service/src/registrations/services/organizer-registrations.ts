// The organizer's view of a tournament's registrations (product.md §3: the API view adds playerName and
// player {username, email, lichessUsername}), and which approved players joined on Lichess.
import { transactionIdFormatWarning } from '@chess-portal/contracts';
import { fairPlayWarning, withLichessDeadline, type Lichess } from '../../lichess/client';
import { Registration, StatementLine, type Tournament } from '../../db/models';
import type { Executor } from '../../db/knex';
import { transactionIdMatches, type TransactionIdMatch } from './transaction-ids';

export type OrganizerRegistrationView = {
  id: string;
  tournamentId: string;
  playerId: string;
  paymentStatus: Registration['paymentStatus'];
  paymentId: string | null;
  checkedIn: boolean;
  lichessJoined: boolean;
  teamVerified: boolean;
  approvedAt: string | null;
  approverId: string | null;
  registeredAt: string;
  revokeReason: string | null;
  revokedAt: string | null;
  /** the same transaction id on registrations of other tournaments or on commission payments */
  transactionIdMatches: TransactionIdMatch[];
  /** set when the id does not look like a 12-digit UPI reference (a warning, never a refusal) */
  transactionIdWarning: string | null;
  playerName: string;
  player: { username: string; email: string; lichessUsername: string | null };
  /** what Lichess reports against the player's account (closed, terms-of-service violation); null if nothing */
  fairPlayWarning: string | null;
  /** the statement line the registration was approved from (payments: statement reconciliation), or null */
  verifiedFromStatement: StatementEvidenceView | null;
};

export type StatementEvidenceView = { date: string; amount: string; utr: string | null; payer: string | null };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function registrationView(
  r: Registration,
  matches: TransactionIdMatch[] = [],
  fairPlay?: Map<string, string>,
  evidence?: Map<string, StatementEvidenceView>,
): OrganizerRegistrationView {
  return {
    id: r.id,
    tournamentId: r.tournamentId,
    playerId: r.playerId,
    paymentStatus: r.paymentStatus,
    paymentId: r.paymentId,
    checkedIn: r.checkedIn,
    lichessJoined: r.lichessJoined,
    teamVerified: r.teamVerified,
    approvedAt: iso(r.approvedAt),
    approverId: r.approverId,
    registeredAt: r.registeredAt.toISOString(),
    revokeReason: r.revokeReason ?? null,
    revokedAt: iso(r.revokedAt ?? null),
    transactionIdMatches: matches,
    transactionIdWarning: transactionIdFormatWarning(r.paymentId),
    playerName: r.player?.username ?? '',
    player: {
      username: r.player?.username ?? '',
      email: r.player?.email ?? '',
      lichessUsername: r.player?.lichessUsername ?? null,
    },
    fairPlayWarning: fairPlay?.get(r.player?.lichessUsername?.toLowerCase() ?? '') ?? null,
    verifiedFromStatement: evidence?.get(r.id) ?? null,
  };
}

/** The statement lines `regs` were approved from, by registration id (one query). */
export async function statementEvidence(
  db: Executor,
  regs: Pick<Registration, 'id' | 'paymentStatus'>[],
): Promise<Map<string, StatementEvidenceView>> {
  const ids = regs.filter((r) => r.paymentStatus === 'approved').map((r) => r.id);
  const result = new Map<string, StatementEvidenceView>();
  if (!ids.length) return result;
  const lines = await StatementLine.query(db).whereIn('approvedRegistrationId', ids);
  for (const l of lines)
    result.set(l.approvedRegistrationId!, {
      date: new Date(l.txnAt).toISOString(),
      amount: l.amount,
      utr: l.utr,
      payer: l.payer,
    });
  return result;
}

/**
 * Fair play: the registrants' Lichess accounts that Lichess reports closed (`disabled`) or
 * marked for a terms-of-service violation (`tosViolation`), keyed by lowercased name, with the warning
 * to show. Asked in one bulk call; best effort (a Lichess failure shows no warnings rather than no list).
 */
export async function fairPlayWarnings(
  lichess: Lichess | undefined,
  regs: Registration[],
  logger?: { warn(obj: object, msg: string): void },
): Promise<Map<string, string>> {
  const warnings = new Map<string, string>();
  const names = regs
    .filter((r) => r.paymentStatus !== 'rejected')
    .map((r) => r.player?.lichessUsername)
    .filter((n): n is string => Boolean(n));
  if (!lichess || !names.length) return warnings;
  try {
    for (const [id, user] of await lichess.getUsers(names)) {
      const warning = fairPlayWarning(user);
      if (warning) warnings.set(id, warning);
    }
  } catch (err) {
    logger?.warn({ err }, "could not read the registrants' Lichess accounts");
  }
  return warnings;
}

/** How long an organizer's page waits for Lichess's live word (joined ticks, fair play) before showing what core has. */
export const LIVE_LICHESS_MS = 1_500;

/**
 * The Lichess parts of an organizer's registrations page, best effort and bounded: the joined ticks
 * (stored on the rows) and the fair-play warnings, asked at once, within LIVE_LICHESS_MS. A slow or
 * hanging Lichess leaves the stored ticks and no warnings; the page never waits on it longer.
 */
export async function liveLichessChecks(
  db: Executor,
  lichess: Lichess | undefined,
  t: Tournament,
  regs: Registration[],
  logger?: { warn(obj: object, msg: string): void },
): Promise<Map<string, string>> {
  const [, fairPlay] = await withLichessDeadline(Date.now() + LIVE_LICHESS_MS, () =>
    Promise.all([refreshLichessJoined(db, lichess, t, regs), fairPlayWarnings(lichess, regs, logger)]),
  );
  return fairPlay;
}

/** The organizer's views of `regs`, each with the other uses of its transaction id (and its fair-play warning). */
export async function registrationViews(
  db: Executor,
  regs: Registration[],
  fairPlay?: Map<string, string>,
): Promise<OrganizerRegistrationView[]> {
  const [matches, evidence] = await Promise.all([transactionIdMatches(db, regs), statementEvidence(db, regs)]);
  return regs.map((r) => registrationView(r, matches.get(r.id), fairPlay, evidence));
}

/** Every registration of a tournament, oldest first, with its player. */
export async function registrationsOf(db: Executor, tournamentId: string): Promise<Registration[]> {
  return Registration.query(db)
    .where('tournamentId', tournamentId)
    .withGraphFetched('player')
    .modifyGraph('player', (q) => q.select('id', 'username', 'email', 'lichessUsername'))
    .orderBy('registeredAt', 'asc')
    .orderBy('id', 'asc');
}

/**
 * Best effort: marks which approved players have joined the tournament on Lichess (its results
 * stream lists everyone who joined). A Lichess failure leaves the stored ticks as they were.
 */
export async function refreshLichessJoined(
  db: Executor,
  lichess: Lichess | undefined,
  t: Tournament,
  regs: Registration[],
): Promise<void> {
  if (!lichess || !t.lichessTournamentId || t.status === 'cancelled') return;
  let joined: Set<string>;
  try {
    const rows =
      t.lichessType === 'swiss'
        ? await lichess.swissResults(t.lichessTournamentId)
        : await lichess.arenaResults(t.lichessTournamentId);
    joined = new Set(rows.map((row) => row.userId));
  } catch {
    return;
  }
  for (const reg of regs) {
    const name = reg.player?.lichessUsername?.toLowerCase();
    const isIn = reg.paymentStatus === 'approved' && Boolean(name && joined.has(name));
    if (isIn !== reg.lichessJoined) {
      await Registration.query(db).patch({ lichessJoined: isIn }).findById(reg.id);
      reg.lichessJoined = isIn;
    }
  }
}
