// The organizer's page of one tournament (GET /organizer/tournaments/{id}): the tournament with its
// registrations, the approved players' Lichess names and whether it can still be pushed.
import type { ServiceDeps } from '../../service-deps';
import { User, type Tournament } from '../../db/models';
import { withLichessDeadline } from '../../lichess/client';
import { chooseCreator, LookupsSpent, type Lookups } from '../../lichess/identity/tournament-creator';
import type { LichessDeps } from '../../lichess/deps';
import { canPushToLichess } from '../../tournaments/services/lichess-rules';
import { loadManagedTournament } from '../../tournaments/services/organizer-access';
import { organizerTournamentView } from '../../tournaments/services/tournament-views';
import type { Executor } from '../../db/knex';
import { LIVE_LICHESS_MS, liveLichessChecks, registrationsOf, registrationViews } from './organizer-registrations';
import { PLAYER_OF_REGISTRATION } from './approved-players-service';

export type ApprovedPlayer = {
  registrationId: string;
  playerId: string;
  username: string;
  lichessUsername: string | null;
  lichessJoined: boolean;
};

export type LichessCreatorView = { account: 'own' | 'platform' | 'none'; username: string | null; reason: string };

/**
 * Before a push: which Lichess account will create the tournament, and why (a Swiss is created by a leader of its
 * team). The team's leaders and the platform account's name come from what Lichess last said (kept), read within
 * LIVE_LICHESS_MS and only with the view's one Lichess call left unspent; null once pushed, when it cannot be
 * pushed, when Lichess did not answer, or when the call went to the registrants' checks (the next view says).
 */
async function lichessCreatorOf(
  deps: LichessDeps,
  t: Tournament,
  lookups: Lookups,
): Promise<LichessCreatorView | null> {
  if (!deps.lichess || !canPushToLichess(t)) return null;
  try {
    const organizer = t.organizerId ? await User.query(deps.db).findById(t.organizerId) : undefined;
    const kind = t.system === 'arena' ? 'arena' : 'swiss';
    const teamId = kind === 'swiss' ? (t.lichessTeamSlug ?? deps.lichess.teamId) : undefined;
    const { account, username, reason } = await withLichessDeadline(Date.now() + LIVE_LICHESS_MS, () =>
      chooseCreator(deps, organizer, kind, teamId, { fresh: false, lookups }),
    );
    return { account, username, reason };
  } catch (err) {
    if (err instanceof LookupsSpent) return null; // this view's Lichess call went to the registrants: the next view says
    // an expired or unreadable token (the push says so) or a slow Lichess: the card says nothing
    deps.logger?.warn({ err, tournamentId: t.id }, 'could not tell which Lichess account will create the tournament');
    return null;
  }
}

/**
 * The organizer's tournament page answers its first DETAIL_REGISTRATIONS registrations (oldest first; the rest are
 * read on the registrations page, paged) and its first DETAIL_APPROVED_PLAYERS approved players in a compact form
 * (~200 bytes each; every approved name is GET .../approved-names, which Copy Approved and Download read), so a
 * 1,000-player tournament answers ~100 KB, not 215 KB (docs/performance.md, "At volume: side by side").
 */
export const DETAIL_REGISTRATIONS = 100;
export const DETAIL_APPROVED_PLAYERS = 100;

async function approvedPlayersOf(db: Executor, tournamentId: string): Promise<ApprovedPlayer[]> {
  const rows = (await db('registrations as r')
    .joinRaw(PLAYER_OF_REGISTRATION)
    .where({ 'r.tournament_id': tournamentId, 'r.payment_status': 'approved' })
    .orderBy('r.registered_at', 'asc')
    .orderBy('r.id', 'asc')
    .limit(DETAIL_APPROVED_PLAYERS)
    .select(
      'r.id as registrationId',
      'r.player_id as playerId',
      'u.username as username',
      'u.lichess_username as lichessUsername',
      'r.lichess_joined as lichessJoined',
    )) as ApprovedPlayer[];
  return rows.map((r) => ({ ...r, lichessJoined: Boolean(r.lichessJoined) }));
}

/** GET /organizer/tournaments/{id} (joined ticks of the shown registrations refreshed from Lichess, best effort). */
export async function organizerTournamentDetail(
  {
    db,
    lichess,
    clock,
    logger,
    config,
  }: Pick<ServiceDeps, 'db' | 'lichess' | 'clock'> & Partial<Pick<ServiceDeps, 'logger' | 'config'>>,
  actor: User,
  id: string,
) {
  const t = await loadManagedTournament(db, actor, id);
  const regs = await registrationsOf(db, t.id).limit(DETAIL_REGISTRATIONS);
  const fairPlay = await liveLichessChecks({ db, lichess, clock, logger }, t, regs);
  const registrations = await registrationViews(db, regs, fairPlay);
  // the card reads Lichess only when the registrants' checks left this view's one call unspent
  const lichessCreator = await lichessCreatorOf({ db, lichess, clock, logger, config }, t, {
    left: fairPlay.asked ? 0 : 1,
  });
  return {
    success: true,
    tournament: { ...(await organizerTournamentView(db, t)), lichessCreator },
    registrations,
    canPushToLichess: canPushToLichess(t),
    approvedPlayers: await approvedPlayersOf(db, t.id),
  };
}
