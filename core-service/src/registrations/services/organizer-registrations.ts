// The organizer's view of a tournament's registrations (product.md §3: the API view adds playerName and
// player {username, email, lichessUsername}), and which approved players joined on Lichess.
import { notInLichessTeam, transactionIdFormatWarning } from '@chess-portal/contracts';
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
  /** a pending or approved registrant whom Lichess last reported outside the tournament's team; null otherwise */
  teamWarning: string | null;
  /** the statement line the registration was approved from (payments: statement reconciliation), or null */
  verifiedFromStatement: StatementEvidenceView | null;
};

export type StatementEvidenceView = { date: string; amount: string; utr: string | null; payer: string | null };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What Lichess last said about registrants, by lowercased Lichess name: fair-play and team warnings. */
export type LichessWarnings = {
  fairPlay: Map<string, string>;
  team: Map<string, string>;
  /** whether this view spent its one Lichess call */
  asked: boolean;
};

/** Only registrations still in play are warned about the team (not rejected, revoked or withdrawn ones). */
const teamMatters = (r: Registration) => r.paymentStatus === 'pending' || r.paymentStatus === 'approved';

export function registrationView(
  r: Registration,
  matches: TransactionIdMatch[] = [],
  lichessWord?: LichessWarnings,
  evidence?: Map<string, StatementEvidenceView>,
): OrganizerRegistrationView {
  const name = r.player?.lichessUsername?.toLowerCase() ?? '';
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
    fairPlayWarning: lichessWord?.fairPlay.get(name) ?? null,
    teamWarning: (teamMatters(r) && lichessWord?.team.get(name)) || null,
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
/** How long a team's member list from Lichess is used before it is read again (a removal shows within this). */
export const TEAM_TTL_MS = 2 * 60_000;
/** Lichess streams at most this many members of a team: a longer team's list proves no one's absence. */
export const TEAM_STREAM_CAP = 5_000;
/** Names one bulk call of Lichess's /api/users answers (the client's chunk). */
export const FAIR_PLAY_BATCH = 300;

/**
 * What Lichess said about registrants, per Lichess client (so per process, and per test): the fair-play
 * warning (or none) of each lowercased name with when it was asked, and when each tournament's joined ticks
 * were last read. A page reads from here and refreshes at most one stale part per view.
 */
type LichessWord = {
  fairPlay: Map<string, { warning: string | null; at: number }>;
  joinedAt: Map<string, number>;
  /** per team: its members' lowercased ids (null: unknown, e.g. more than TEAM_STREAM_CAP) and when asked */
  teams: Map<string, { members: Set<string> | null; at: number }>;
};
const words = new WeakMap<Lichess, LichessWord>();
function wordOf(lichess: Lichess): LichessWord {
  let word = words.get(lichess);
  if (!word) words.set(lichess, (word = { fairPlay: new Map(), joinedAt: new Map(), teams: new Map() }));
  return word;
}

/** Reads the team's members (one streamed call) and remembers them; a failure keeps what was known until the TTL. */
async function refreshTeam(
  lichess: Lichess,
  word: LichessWord,
  teamId: string,
  at: number,
  logger?: { warn(obj: object, msg: string): void },
): Promise<void> {
  const before = word.teams.get(teamId);
  word.teams.set(teamId, { members: before?.members ?? null, at }); // asked now, whatever the answer: one try per TTL
  try {
    const members = await lichess.teamMembers(teamId);
    word.teams.set(teamId, {
      members: members.length >= TEAM_STREAM_CAP ? null : new Set(members.map((m) => m.id.toLowerCase())),
      at,
    });
  } catch (err) {
    logger?.warn({ err, teamId }, "could not read the Lichess team's members");
  }
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
 * older than JOINED_TTL_MS; otherwise registrants never asked about fair play; otherwise the team's members when
 * older than TEAM_TTL_MS (the team warning on pending and approved rows, before approving); otherwise the
 * registrants whose fair-play word is older than FAIR_PLAY_TTL_MS. At most FAIR_PLAY_BATCH names a call, the
 * stalest first. The warnings come
 * from what Lichess last said; a slow or failing Lichess leaves what core has and the page never waits longer.
 */
export async function liveLichessChecks(
  deps: { db: Executor; lichess?: Lichess; clock: Clock; logger?: { warn(obj: object, msg: string): void } },
  t: Tournament,
  regs: Registration[],
): Promise<LichessWarnings> {
  const { db, lichess, clock, logger } = deps;
  const warnings: LichessWarnings = { fairPlay: new Map(), team: new Map(), asked: false };
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
  const unasked = stale.filter((n) => !word.fairPlay.has(n));
  const teamId = t.lichessTeamSlug ?? lichess.teamId;
  const inPlay = [
    ...new Set(
      regs
        .filter(teamMatters)
        .map((r) => r.player?.lichessUsername?.toLowerCase())
        .filter((n): n is string => Boolean(n)),
    ),
  ];
  const teamStale = Boolean(teamId) && inPlay.length > 0 && now - (word.teams.get(teamId)?.at ?? 0) > TEAM_TTL_MS;
  const joinedStale =
    Boolean(t.lichessTournamentId) && t.status !== 'cancelled' && now - (word.joinedAt.get(t.id) ?? 0) > JOINED_TTL_MS;
  warnings.asked = joinedStale || unasked.length > 0 || teamStale || stale.length > 0;
  await withLichessDeadline(Date.now() + LIVE_LICHESS_MS, async () => {
    if (joinedStale) {
      word.joinedAt.set(t.id, now);
      await refreshLichessJoined(db, lichess, t, regs);
    } else if (unasked.length) await refreshFairPlay(lichess, word, unasked.slice(0, FAIR_PLAY_BATCH), now, logger);
    else if (teamStale) await refreshTeam(lichess, word, teamId, now, logger);
    else if (stale.length) await refreshFairPlay(lichess, word, stale.slice(0, FAIR_PLAY_BATCH), now, logger);
  });
  for (const name of names) {
    const warning = word.fairPlay.get(name)?.warning;
    if (warning) warnings.fairPlay.set(name, warning);
  }
  const members = teamId ? word.teams.get(teamId)?.members : null;
  if (members)
    for (const r of regs) {
      const name = r.player?.lichessUsername;
      if (name && !members.has(name.toLowerCase()))
        warnings.team.set(name.toLowerCase(), notInLichessTeam(name, teamId, t.system === 'swiss'));
    }
  return warnings;
}

/** The organizer's views of `regs`, each with the other uses of its transaction id (and its Lichess warnings). */
export async function registrationViews(
  db: Executor,
  regs: Registration[],
  lichessWord?: LichessWarnings,
): Promise<OrganizerRegistrationView[]> {
  const [matches, evidence] = await Promise.all([transactionIdMatches(db, regs), statementEvidence(db, regs)]);
  return regs.map((r) => registrationView(r, matches.get(r.id), lichessWord, evidence));
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
