// Allow-list edits through the durable outbox: an approval, rejection, revoke or the legacy
// panel's add/remove changes core's copy of the list (tournaments.lichess_allow_list, the list Lichess
// should have) and writes an outbox job in the same transaction; nothing calls Lichess while a
// transaction or a row lock is open. The worker (src/outbox) then sends the list, outside any
// transaction, with retry and back-off.
//
// - In order per tournament: the jobs' key is `tournament:<id>`, so one tournament's edits apply one at
//   a time, in the order they were written.
// - Idempotent: Lichess replaces every condition on each edit, so a job sends the whole list as core
//   has it when the job runs; sending it twice does no harm. A job with a later job of its tournament
//   still open leaves the sending to that one (it will send a list at least as new), so ten approvals
//   made while Lichess was down cost one call once it answers.
// - What the organizer sees: "synced" (no open job), "syncing" (an open job, not failed yet) or
//   "failed" with the last error and when it is tried again (allowListSyncStates).
import type { LichessSync } from '@chess-portal/contracts';
import type { Executor } from '../../db/knex';
import { OutboxJob, Registration, Tournament } from '../../db/models';
import { enqueueJob } from '../../outbox';
import type { LichessDeps } from '../deps';

export const ALLOW_LIST_JOB = 'lichess.allow-list';

/**
 * Retried after 5 s, 10 s, 20 s, then every 30 s: an organizer waits on it and one call per tournament
 * every 30 s costs Lichess little, so the lists converge within about 30 s of Lichess answering again,
 * however long it was away.
 */
export const ALLOW_LIST_PACE = { backoffBaseMs: 5_000, backoffMaxMs: 30_000 };

/** `tournamentName` (jobs written since it was added) names the tournament on the admin's outbox screen. */
export type AllowListJob = { tournamentId: string; tournamentName?: string; add?: string[]; remove?: string[] };

const keyOf = (tournamentId: string) => `tournament:${tournamentId}`;

/** Writes the job that brings Lichess in step with core's list, on the caller's transaction. */
export async function queueAllowListSync(
  deps: Pick<LichessDeps, 'clock' | 'nudgeOutbox'>,
  trx: Executor,
  edit: AllowListJob,
): Promise<void> {
  await enqueueJob(trx, deps.clock, { kind: ALLOW_LIST_JOB, key: keyOf(edit.tournamentId), payload: edit });
  // sent as soon as the caller's transaction commits (a rollback drops the job, and there is nothing to send)
  const nudge = deps.nudgeOutbox;
  if (nudge && 'executionPromise' in trx) trx.executionPromise.then(nudge, () => undefined);
}

/**
 * Changes a pushed tournament's allow-list: core's copy at once, on `trx` (the caller's transaction,
 * holding the tournament's row), and Lichess later through the outbox. Returns the new list, or
 * undefined when the tournament is not on Lichess (nothing to do; a push sends the approved players).
 */
export async function changeAllowList(
  deps: Pick<LichessDeps, 'clock' | 'nudgeOutbox'>,
  trx: Executor,
  t: Tournament,
  change: { add?: string[]; remove?: string[] },
): Promise<string[] | undefined> {
  if (!syncsAllowList(t)) return undefined;
  const current = t.lichessAllowList ?? [];
  const next = editList(current, change);
  if (next.length === current.length && next.every((n, i) => n === current[i])) return next;
  await Tournament.query(trx).patch({ lichessAllowList: next }).findById(t.id);
  t.lichessAllowList = next;
  await queueAllowListSync(deps, trx, { tournamentId: t.id, tournamentName: t.name, ...change });
  return next;
}

export const describeAllowListJob = (edit: AllowListJob) => {
  const parts = [...(edit.add ?? []).map((n) => `+${n}`), ...(edit.remove ?? []).map((n) => `−${n}`)];
  const which = edit.tournamentName ? `“${edit.tournamentName}”` : `tournament ${edit.tournamentId}`;
  return `Lichess allow-list of ${which}${parts.length ? `: ${parts.join(' ')}` : ''}`;
};

/**
 * Whether Lichess has each tournament's list: per tournament on Lichess, the state of its oldest open
 * allow-list job (none: synced). Tournaments not on Lichess are left out.
 */
export async function allowListSyncStates(db: Executor, tournaments: Tournament[]): Promise<Map<string, LichessSync>> {
  const states = new Map<string, LichessSync>();
  const pushed = tournaments.filter((t) => t.lichessTournamentId);
  if (pushed.length === 0) return states;
  const open = await OutboxJob.query(db)
    .where('kind', ALLOW_LIST_JOB)
    .whereIn(
      'key',
      pushed.map((t) => keyOf(t.id)),
    )
    .whereNull('doneAt')
    .orderBy('seq');
  const head = new Map<string, OutboxJob>();
  for (const job of open) if (!head.has(job.key)) head.set(job.key, job);
  for (const t of pushed) {
    const job = head.get(keyOf(t.id));
    states.set(
      t.id,
      !job
        ? { state: 'synced', error: null, retryAt: null }
        : job.lastError
          ? { state: 'failed', error: job.lastError, retryAt: job.nextAttemptAt.toISOString() }
          : { state: 'syncing', error: null, retryAt: null },
    );
  }
  return states;
}

export const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Adds and removes names (case-insensitively), keeping each name once. */
export function editList(list: string[], change: { add?: string[]; remove?: string[] }): string[] {
  const removed = (name: string) => (change.remove ?? []).some((r) => sameName(r, name));
  const next: string[] = [];
  for (const name of [...list, ...(change.add ?? [])]) {
    if (!removed(name) && !next.some((n) => sameName(n, name))) next.push(name);
  }
  return next;
}

/** Exact-case Lichess names of the approved players of a tournament. */
export async function approvedLichessNames(db: Executor, tournamentId: string): Promise<string[]> {
  const rows = await Registration.query(db)
    .joinRelated('player')
    .where('registrations.tournamentId', tournamentId)
    .where('registrations.paymentStatus', 'approved')
    .whereNotNull('player.lichessUsername')
    .select('player.lichessUsername as name');
  return editList([], { add: (rows as unknown as { name: string }[]).map((r) => r.name.trim()).filter(Boolean) });
}

/** Does this tournament still take allow-list edits on Lichess? */
export const syncsAllowList = (t: Tournament) =>
  Boolean(t.lichessTournamentId && t.lichessSettings) && t.status !== 'completed' && t.status !== 'cancelled';
