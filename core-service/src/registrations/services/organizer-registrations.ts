// The organizer's view of a tournament's registrations (SPEC §3: the API view adds playerName and
// player {username, email, lichessUsername}), and which approved players joined on Lichess.
import { transactionIdFormatWarning } from '@chess-portal/contracts';
import type { Lichess } from '../../lichess/client';
import { Registration, type Tournament } from '../../db/models';
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
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function registrationView(r: Registration, matches: TransactionIdMatch[] = []): OrganizerRegistrationView {
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
  };
}

/** The organizer's views of `regs`, each with the other uses of its transaction id. */
export async function registrationViews(db: Executor, regs: Registration[]): Promise<OrganizerRegistrationView[]> {
  const matches = await transactionIdMatches(db, regs);
  return regs.map((r) => registrationView(r, matches.get(r.id)));
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
