// The organizer's view of a tournament's registrations (product.md §3: the API view adds playerName and
// player {username, email, lichessUsername}), and which approved players joined on Lichess.
import { transactionIdFormatWarning } from '@chess-portal/contracts';
import { fairPlayWarning, withLichessDeadline, type Lichess } from '../../lichess/client';
import { Registration, StatementLine, type Tournament } from '../../db/models';
import type { Executor } from '../../db/knex';
import type { Clock } from '../../shared/clock';
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

/** How long an organizer's page waits for Lichess's live word (joined ticks, fair play) before showing what core has. */
export const LIVE_LICHESS_MS = 1_500;
/** How long a registrant's fair-play word from Lichess is shown before it is asked again. */
export const FAIR_PLAY_TTL_MS = 10 * 60_000;
/** How long a tournament's joined ticks are kept before the results stream is read again. */
export const JOINED_TTL_MS = 60_000;
/** Names one bulk call of Lichess's /api/users answers (the client's chunk). */
export const FAIR_PLAY_BATCH = 300;

/**
 * What Lichess said about registrants, per Lichess client (so per process, and per test): the fair-play
 * warning (or none) of each lowercased name with when it was asked, and when each tournament's joined ticks
 * were last read. A page reads from here and refreshes at most one stale part per view.
 */
type LichessWord = { fairPlay: Map<string, { warning: string | null; at: number }>; joinedAt: Map<string, number> };
const words = new WeakMap<Lichess, LichessWord>();
function wordOf(lichess: Lichess): LichessWord {
  let word = words.get(lichess);
  if (!word) words.set(lichess, (word = { fairPlay: new Map(), joinedAt: new Map() }));
  return word;
}

/** Asks Lichess about `names` (at most FAIR_PLAY_BATCH, one call) and remembers the answer for each. */
async function refreshFairPlay(
  lichess: Lichess,
  word: LichessWord,
  names: string[],
  at: number,
  logger?: { warn(obj: object, msg: string): void },
): Promise<void> {
  try {
    const users = await lichess.getUsers(names);
    // names Lichess does not know have no warning to show
    for (const name of names) word.fairPlay.set(name, { warning: null, at });
    for (const [id, user] of users) word.fairPlay.set(id, { warning: fairPlayWarning(user), at });
  } catch (err) {
    logger?.warn({ err }, "could not read the registrants' Lichess accounts");
  }
}

/**
 * The Lichess parts of an organizer's registrations page, bounded by the page, not the tournament: at most
 * ONE Lichess call per view, within LIVE_LICHESS_MS. The joined ticks (stored on the rows) are read again when
 * older than JOINED_TTL_MS; otherwise the registrants whose fair-play word is missing or older than
 * FAIR_PLAY_TTL_MS are asked, at most FAIR_PLAY_BATCH of them (the stalest first). The warnings come from
 * what Lichess last said; a slow or failing Lichess leaves what core has and the page never waits longer.
 */
export async function liveLichessChecks(
  deps: { db: Executor; lichess?: Lichess; clock: Clock; logger?: { warn(obj: object, msg: string): void } },
  t: Tournament,
  regs: Registration[],
): Promise<Map<string, string>> {
  const { db, lichess, clock, logger } = deps;
  const warnings = new Map<string, string>();
  if (!lichess) return warnings;
  const word = wordOf(lichess);
  const now = clock.now().getTime();
  const names = [
    ...new Set(
      regs
        .filter((r) => r.paymentStatus !== 'rejected')
        .map((r) => r.player?.lichessUsername?.toLowerCase())
        .filter((n): n is string => Boolean(n)),
    ),
  ];
  const askedAt = (name: string) => word.fairPlay.get(name)?.at ?? 0;
  const stale = names.filter((n) => now - askedAt(n) > FAIR_PLAY_TTL_MS).sort((a, b) => askedAt(a) - askedAt(b));
  const joinedStale =
    Boolean(t.lichessTournamentId) && t.status !== 'cancelled' && now - (word.joinedAt.get(t.id) ?? 0) > JOINED_TTL_MS;
  await withLichessDeadline(Date.now() + LIVE_LICHESS_MS, async () => {
    if (joinedStale) {
      word.joinedAt.set(t.id, now);
      await refreshLichessJoined(db, lichess, t, regs);
    } else if (stale.length) await refreshFairPlay(lichess, word, stale.slice(0, FAIR_PLAY_BATCH), now, logger);
  });
  for (const name of names) {
    const warning = word.fairPlay.get(name)?.warning;
    if (warning) warnings.set(name, warning);
  }
  return warnings;
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
export function registrationsOf(db: Executor, tournamentId: string) {
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
