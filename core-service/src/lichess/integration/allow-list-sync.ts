// The allow-list job's handler: sends the list core keeps for a tournament to Lichess (the queue, and
// why sending the whole list is safe, are in lichess/queue/allow-list-queue.ts).
import { OutboxJob, Tournament, User } from '../../db/models';
import { lichessOf, type LichessDeps } from '../deps';
import { editorToken } from '../identity/lichess-access';
import { ALLOW_LIST_JOB, syncsAllowList, type AllowListJob } from '../queue/allow-list-queue';
import { arenaInput, swissInput } from './lichess-settings';

/**
 * Sends the full allow-list (Lichess replaces every condition on each edit). Lichess has no empty
 * allow-list (none means anyone may join), so an empty list holds only the creating account.
 */
export async function sendAllowList(
  deps: LichessDeps,
  t: Tournament,
  names: string[],
  token: string | undefined,
): Promise<void> {
  const settings = t.lichessSettings;
  if (!settings || !t.lichessTournamentId) return;
  const list = names.length ? names : [settings.createdBy];
  const lichess = lichessOf(deps);
  if (settings.kind === 'swiss') await lichess.updateSwiss(t.lichessTournamentId, swissInput(settings, list), token);
  else await lichess.updateArena(t.lichessTournamentId, arenaInput(settings, list), token);
}

/** The outbox handler: sends the tournament's current list (see the file comment for why that is safe). */
export function allowListSyncHandler(deps: LichessDeps) {
  return async (edit: AllowListJob, job: OutboxJob): Promise<void> => {
    const t = await Tournament.query(deps.db).findById(edit.tournamentId);
    // deleted, over, or no longer on Lichess: there is nothing left to keep in step
    if (!t || !syncsAllowList(t)) return;
    const later = await OutboxJob.query(deps.db)
      .where({ kind: ALLOW_LIST_JOB, key: job.key })
      .whereNull('doneAt')
      .where('seq', '>', job.seq)
      .first();
    if (later) return;
    const organizer = t.organizerId ? await User.query(deps.db).findById(t.organizerId) : undefined;
    await sendAllowList(deps, t, t.lichessAllowList ?? [], editorToken(deps, organizer, t.lichessSettings));
  };
}
