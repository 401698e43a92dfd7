// Push: create the tournament on Lichess (organizer's token, else the platform's) with the approved
// players on its allow-list, then record it in one transaction. Lichess is called first; if our
// write then fails, the new Lichess tournament is terminated again, so nothing is left half-done.
import { badRequest, conflict } from '@chess-portal/service-kit';
import type { Lichess } from '../client';
import { Tournament, User } from '../../db/models';
import type { LichessSettings } from '../../tournaments/models/tournament';
import { recordAudit } from '../../audit/services/audit-service';
import { approvedLichessNames, creatorToken, lichessOf, type LichessDeps } from './lichess-access';
import { arenaInput, pushNotes, settingsFromTournament, swissInput, type Draft } from './lichess-settings';
import { loadManagedTournament } from '../../tournaments/services/organizer-access';

export const ALREADY_ON_LICHESS = 'This tournament is already on Lichess';
export const NOT_PUSHABLE = 'Only tournaments still taking registrations can be pushed to Lichess';

export type PushResult = { success: true; lichessUrl: string; lichessTournamentId: string; message: string; notes: string[] };

/** True while the tournament can still be pushed (and edited): not on Lichess, still registering. */
export const canPushToLichess = (t: Tournament) =>
  !t.lichessTournamentId && (t.status === 'registration' || t.status === 'open') && t.system !== 'round-robin';

function checkPushable(t: Tournament): void {
  if (t.lichessTournamentId) throw conflict(ALREADY_ON_LICHESS);
  if (t.status !== 'registration' && t.status !== 'open') throw badRequest(NOT_PUSHABLE);
}

async function createThere(lichess: Lichess, draft: Draft, list: string[], token: string | undefined) {
  if (draft.kind === 'swiss') return lichess.createSwiss(swissInput(draft, list), { token, teamId: draft.teamId });
  return lichess.createArena(arenaInput(draft, list), token);
}

/** The creating account's name: the placeholder of an empty allow-list, and who may edit later. */
async function creatorName(lichess: Lichess, token: string | undefined): Promise<string> {
  const account = await lichess.getAccount(token ?? lichess.client.platformToken!);
  return account.username;
}

async function record(deps: LichessDeps, actor: User, t: Tournament, patch: Partial<Tournament>): Promise<void> {
  await deps.db.transaction(async (trx) => {
    const updated = await Tournament.query(trx).patch(patch).where({ id: t.id }).whereNull('lichessTournamentId');
    if (!updated) throw conflict(ALREADY_ON_LICHESS);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'tournament.pushed',
      entityType: 'tournament',
      entityId: t.id,
      before: { lichessTournamentId: null },
      after: { lichessTournamentId: patch.lichessTournamentId, lichessUrl: patch.lichessUrl, allowList: patch.lichessAllowList },
      at: deps.clock.now(),
    });
  });
}

/** Creates `t` on Lichess with `draft` and links it; shared by Push and the legacy integration panel. */
export async function publish(deps: LichessDeps, actor: User, t: Tournament, draft: Draft, notes: string[]): Promise<PushResult> {
  checkPushable(t);
  const lichess = lichessOf(deps);
  const organizer = t.organizerId ? await User.query(deps.db).findById(t.organizerId) : undefined;
  const token = creatorToken(deps, organizer);
  const approved = await approvedLichessNames(deps.db, t.id);
  const placeholder = approved.length ? undefined : await creatorName(lichess, token);
  const created = await createThere(lichess, draft, approved.length ? approved : [placeholder!], token);
  const settings: LichessSettings = { ...draft, createdBy: placeholder ?? created.createdBy };
  try {
    await record(deps, actor, t, {
      lichessIntegration: true,
      lichessType: draft.kind,
      lichessTournamentId: created.id,
      lichessUrl: created.url,
      lichessAllowList: approved,
      lichessSettings: settings,
    });
  } catch (err) {
    const terminate = draft.kind === 'swiss' ? lichess.terminateSwiss(created.id, token) : lichess.terminateArena(created.id, token);
    await terminate.catch((e) => deps.logger?.error({ err: e, lichessId: created.id }, 'could not undo a Lichess tournament'));
    throw err;
  }
  const who = approved.length === 1 ? '1 approved player' : `${approved.length} approved players`;
  return {
    success: true,
    lichessUrl: created.url,
    lichessTournamentId: created.id,
    message: `Pushed to Lichess. ${who} can join there; players you approve later are added automatically.`,
    notes,
  };
}

/** POST /organizer/tournaments/{id}/push */
export async function pushTournament(deps: LichessDeps, actor: User, id: string): Promise<PushResult> {
  const t = await loadManagedTournament(deps.db, actor, id);
  checkPushable(t);
  return publish(deps, actor, t, settingsFromTournament(t), pushNotes(t));
}
