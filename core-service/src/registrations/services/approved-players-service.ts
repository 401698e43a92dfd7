// The Approved Players panel (product.md §2 Organizer detail, §3 Approved export and Team verification
// report): the approved players' Lichess names with a validity check each, and their membership of
// the tournament's Lichess team.
import { badRequest } from '@chess-portal/service-kit';
import type { User } from '../../db/models';
import { Registration } from '../../db/models';
import { lichessOf, type LichessDeps } from '../../lichess/deps';
import { loadManagedTournament } from '../../tournaments/services/organizer-access';

/** Lichess usernames: 2–30 letters, digits, '_' or '-', starting and ending with a letter or digit. */
const LICHESS_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,28}[A-Za-z0-9]$/;

export type ValidationResult = { username: string; valid: boolean; error: string | null };

export function validateLichessName(name: string | null | undefined, player: string): ValidationResult {
  const text = (name ?? '').trim();
  if (!text) return { username: player, valid: false, error: 'No Lichess username in the profile' };
  if (!LICHESS_NAME.test(text)) return { username: text, valid: false, error: 'Not a valid Lichess username' };
  return { username: text, valid: true, error: null };
}

async function approvedWithPlayers(deps: LichessDeps, tournamentId: string) {
  return Registration.query(deps.db)
    .where({ tournamentId, paymentStatus: 'approved' })
    .withGraphFetched('player')
    .orderBy('approvedAt', 'asc')
    .orderBy('registeredAt', 'asc')
    .orderBy('id', 'asc');
}

/**
 * GET /organizer/tournaments/{id}/approved-names: Copy Approved and Download (product.md §2), one name per approved
 * player (the Lichess name, else the username), oldest registration first. Names only, so every approved player of a
 * full tournament (1,000, product.md §9) fits in ~20 KB; capped at APPROVED_NAMES_MAX.
 */
export const APPROVED_NAMES_MAX = 1000;

/**
 * Each registration's player (alias `u`), read by its primary key: a lateral subquery with a limit is never
 * flattened into a join, so the planner cannot hash the whole users table (a sequential scan that grows with
 * every sign-up) for a tournament's at most 1,000 players (docs/performance.md, "At volume: the approved names").
 */
export const PLAYER_OF_REGISTRATION =
  'cross join lateral (select pu.username, pu.lichess_username from users pu where pu.id = r.player_id limit 1) as u';

export async function approvedNames(deps: LichessDeps, actor: User, id: string) {
  const t = await loadManagedTournament(deps.db, actor, id);
  const rows = (await deps
    .db('registrations as r')
    .joinRaw(PLAYER_OF_REGISTRATION)
    .where({ 'r.tournament_id': t.id, 'r.payment_status': 'approved' })
    .orderBy('r.registered_at', 'asc')
    .orderBy('r.id', 'asc')
    .limit(APPROVED_NAMES_MAX)
    .select('u.username', 'u.lichess_username as lichessName')) as {
    username: string;
    lichessName?: string | null;
    lichess_name?: string | null;
  }[];
  const names = rows.map((r) => r.lichessName ?? r.lichess_name ?? r.username);
  return { names, count: names.length };
}

/** GET /organizer/tournaments/{id}/export-approved */
export async function exportApproved(deps: LichessDeps, actor: User, id: string) {
  const t = await loadManagedTournament(deps.db, actor, id);
  const regs = await approvedWithPlayers(deps, t.id);
  const validationResults = regs.map((r) => validateLichessName(r.player?.lichessUsername, r.player?.username ?? ''));
  const usernames = validationResults.filter((v) => v.valid).map((v) => v.username);
  return {
    success: true,
    usernames,
    plainTextList: usernames.join('\n'),
    count: usernames.length,
    validationResults,
    message: `${usernames.length} approved player${usernames.length === 1 ? '' : 's'} exported`,
  };
}

export type TeamReportRow = {
  username: string;
  lichessUsername: string | null;
  isMember: boolean;
  error: string | null;
};

/** POST /organizer/tournaments/{id}/verify-team: each approved player checked against the team. */
export async function verifyTeam(deps: LichessDeps, actor: User, id: string) {
  const t = await loadManagedTournament(deps.db, actor, id);
  if (!t.lichessTeamSlug) throw badRequest('Set a Lichess team slug on the tournament to verify team membership');
  const lichess = lichessOf(deps);
  const regs = await approvedWithPlayers(deps, t.id);
  const report: TeamReportRow[] = [];
  for (const reg of regs) {
    const name = reg.player?.lichessUsername ?? null;
    const row: TeamReportRow = {
      username: reg.player?.username ?? '',
      lichessUsername: name,
      isMember: false,
      error: null,
    };
    if (!name) row.error = 'No Lichess username in the profile';
    else {
      const teams = await lichess.teamsOf(name);
      if (teams === null) row.error = `Lichess user "${name}" was not found`;
      else row.isMember = teams.some((team) => team.id === t.lichessTeamSlug);
    }
    if (row.isMember !== reg.teamVerified)
      await Registration.query(deps.db).patch({ teamVerified: row.isMember }).findById(reg.id);
    report.push(row);
  }
  const membersCount = report.filter((r) => r.isMember).length;
  return {
    success: true,
    teamSlug: t.lichessTeamSlug,
    teamUrl: lichess.teamUrl(t.lichessTeamSlug),
    membersCount,
    totalPlayers: report.length,
    report,
    message: `Team membership verified: ${membersCount}/${report.length} members`,
  };
}
