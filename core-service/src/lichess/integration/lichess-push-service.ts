// Push: create the tournament on Lichess (organizer's token, else the platform's; a Swiss by a leader of its
// team, identity/tournament-creator.ts) with the approved
// players on its allow-list, in three steps, none of them holding a transaction or a row lock while
// Lichess is called:
//   1. mark the tournament "pushing" (lichess_push) and commit: a second push answers 409 meanwhile;
//   2. call Lichess;
//   3. record the result and clear the mark in one transaction.
// A Lichess refusal clears the mark. When Lichess's answer is lost (timeout, dropped connection, a
// crash of this process), the mark stays and reconcilePushes() (a job) finds the tournament on
// Lichess among the creator's tournaments and records it, or clears the mark if it never got there.
import { badRequest, conflict, HttpError } from '@chess-portal/service-kit';
import { isLichessError, type ArenaSummary, type Lichess, type SwissSummary } from '../client';
import { Tournament, User } from '../../db/models';
import type { LichessPush, LichessSettings } from '../../db/models/tournament';
import { recordAudit } from '../../audit/services/audit-service';
import { approvedLichessNames, sameName } from '../queue/allow-list-queue';
import { editorToken } from '../identity/lichess-access';
import { creatorForPush } from '../identity/tournament-creator';
import { lichessOf, type LichessDeps } from '../deps';
import { queueAllowListSync } from '../queue/allow-list-queue';
import type { Executor } from '../../db/knex';
import { canPushToLichess, PUSH_RUNNING } from '../../tournaments/services/lichess-rules';

export { canPushToLichess, PUSH_RUNNING };
import {
  arenaInput,
  pushNotes,
  settingsFromTournament,
  swissInput,
  type CreatedThere,
  type Draft,
} from './lichess-settings';
import { loadManagedTournament } from '../../tournaments/services/organizer-access';
import { creationAccount, creationCost, releaseCreation, reserveCreation } from './creation-budget';

export const ALREADY_ON_LICHESS = 'This tournament is already on Lichess';
export const NOT_PUSHABLE = 'Only tournaments still taking registrations can be pushed to Lichess';
export const PUSH_UNCONFIRMED =
  'Lichess did not confirm the push in time. We are checking with Lichess: within a few minutes this page shows the tournament on Lichess if it got there, or Push to Lichess is available again if it did not.';
/** A push this old that is still marked is reconciled from Lichess (well past core's request budget). */
export const RECONCILE_AFTER_MS = 60_000;
/** The most marked pushes one reconcile run looks up on Lichess; the rest wait for the next run. */
export const RECONCILE_BATCH = 20;

export type PushResult = {
  success: true;
  lichessUrl: string;
  lichessTournamentId: string;
  message: string;
  notes: string[];
};

function checkPushable(t: Tournament): void {
  if (t.lichessTournamentId) throw conflict(ALREADY_ON_LICHESS);
  if (t.lichessPush) throw conflict(PUSH_RUNNING);
  if (t.status !== 'registration' && t.status !== 'open') throw badRequest(NOT_PUSHABLE);
}

async function createThere(lichess: Lichess, draft: Draft, list: string[], token: string | undefined) {
  if (draft.kind === 'swiss') return lichess.createSwiss(swissInput(draft, list), { token, teamId: draft.teamId });
  return lichess.createArena(arenaInput(draft, list), token);
}

/** Lichess's credits for creating `draft` (creation-budget.ts). */
const costOf = (draft: Draft) =>
  draft.kind === 'swiss' ? creationCost('swiss') : creationCost('arena', arenaInput(draft, []));

/** The creating account's name: the placeholder of an empty allow-list, and who may edit later. */
async function creatorName(lichess: Lichess, token: string | undefined): Promise<string> {
  const account = await lichess.getAccount(token ?? lichess.client.platformToken!);
  return account.username;
}

/** Step 1: mark and commit; only one push at a time gets the mark. */
async function mark(deps: LichessDeps, t: Tournament, push: LichessPush): Promise<void> {
  const marked = await Tournament.query(deps.db)
    .patch({ lichessPush: push })
    .where({ id: t.id })
    .whereNull('lichessTournamentId')
    .whereNull('lichessPush');
  if (marked) return;
  const now = await Tournament.query(deps.db).findById(t.id);
  throw conflict(now?.lichessTournamentId ? ALREADY_ON_LICHESS : PUSH_RUNNING);
}

/** Clears the mark of a push that certainly did not reach Lichess. */
async function unmark(deps: LichessDeps, id: string): Promise<void> {
  await Tournament.query(deps.db).patch({ lichessPush: null }).where({ id }).whereNull('lichessTournamentId');
}

/**
 * Step 3: links the Lichess tournament and clears the mark, in one transaction. False when the mark is
 * gone (the tournament was deleted, or someone else recorded a push), true when it is recorded here or
 * was already recorded with this very Lichess tournament.
 */
async function record(
  deps: LichessDeps,
  actorId: string,
  id: string,
  patch: Partial<Tournament>,
  reconciled = false,
): Promise<boolean> {
  return deps.db.transaction(async (trx) => {
    const updated = await Tournament.query(trx)
      .patch({ ...patch, lichessPush: null })
      .where({ id })
      .whereNull('lichessTournamentId')
      .whereNotNull('lichessPush');
    if (!updated) {
      const now = await Tournament.query(trx).findById(id);
      return Boolean(now && now.lichessTournamentId === patch.lichessTournamentId);
    }
    await recordAudit(trx, {
      actorId,
      action: 'tournament.pushed',
      entityType: 'tournament',
      entityId: id,
      before: { lichessTournamentId: null },
      after: {
        lichessTournamentId: patch.lichessTournamentId,
        lichessUrl: patch.lichessUrl,
        allowList: patch.lichessAllowList,
        ...(reconciled ? { reconciled: true } : {}),
      },
      at: deps.clock.now(),
    });
    await catchUpAllowList(deps, trx, id, patch.lichessAllowList ?? []);
    return true;
  });
}

/**
 * Players approved, rejected or revoked while the push ran are not in the list the push sent: core's
 * copy becomes the approved players of now, and the outbox brings Lichess in step. Runs in record()'s
 * transaction, after its update took the tournament's row, so no approval can slip between.
 */
async function catchUpAllowList(deps: LichessDeps, trx: Executor, id: string, sent: string[]): Promise<void> {
  const now = await approvedLichessNames(trx, id);
  const same = now.length === sent.length && now.every((n) => sent.some((s) => sameName(s, n)));
  if (same) return;
  const t = await Tournament.query(trx).patchAndFetchById(id, { lichessAllowList: now });
  await queueAllowListSync(deps, trx, { tournamentId: id, tournamentName: t.name });
}

/** Did Lichess certainly not create it? A refusal did not; a lost answer (timeout, cut connection) may have. */
const certainlyNotCreated = (err: unknown) =>
  !isLichessError(err) ||
  !(err.kind === 'timeout' || err.kind === 'unexpected' || (err.kind === 'unavailable' && !err.lichessStatus));

/** What to tell the organizer, from what Lichess answered (the name it shows, an Arena's length). */
export type NotesFor = (created: CreatedThere) => string[];

/** Creates `t` on Lichess with `draft` and links it; shared by Push and the legacy integration panel. */
export async function publish(
  deps: LichessDeps,
  actor: User,
  t: Tournament,
  draft: Draft,
  notes: NotesFor,
): Promise<PushResult> {
  checkPushable(t);
  const organizer = t.organizerId ? await User.query(deps.db).findById(t.organizerId) : undefined;
  // a Swiss is created by a leader of its team: the organizer's account when it leads it, else the platform's
  const teamId = draft.kind === 'swiss' ? (draft.teamId ?? lichessOf(deps).teamId) : undefined;
  const { token } = await creatorForPush(deps, organizer, draft.kind, teamId);
  // the account's daily creation budget on Lichess: refused here, before any call, once spent
  const reservation = await reserveCreation(deps, creationAccount(organizer, token), costOf(draft), t.id);
  // spent once Lichess may have created it (an answer, or a lost one); given back otherwise
  const creation = { mayExist: false };
  try {
    return await publishWith(deps, actor, t, draft, notes, token, reservation, creation);
  } catch (err) {
    if (!creation.mayExist) await releaseCreation(deps, reservation).catch(() => undefined);
    throw err;
  }
}

async function publishWith(
  deps: LichessDeps,
  actor: User,
  t: Tournament,
  draft: Draft,
  notes: NotesFor,
  token: string | undefined,
  reservation: string,
  creation: { mayExist: boolean },
): Promise<PushResult> {
  const lichess = lichessOf(deps);
  const approved = await approvedLichessNames(deps.db, t.id);
  // the creating account: the placeholder of an empty allow-list, who may edit later, and where a
  // lost answer is looked for
  const creator = await creatorName(lichess, token);
  const list = approved.length ? approved : [creator];
  await mark(deps, t, {
    creationId: reservation,
    startedAt: deps.clock.now().toISOString(),
    actorId: actor.id,
    kind: draft.kind,
    name: draft.name,
    startsAt: draft.startsAt,
    createdBy: creator,
    allowList: approved,
    ...(draft.kind === 'swiss' ? { teamId: draft.teamId ?? lichess.teamId } : {}),
  });
  let created: ArenaSummary | SwissSummary;
  try {
    created = await createThere(lichess, draft, list, token);
    creation.mayExist = true;
  } catch (err) {
    if (certainlyNotCreated(err)) {
      await unmark(deps, t.id);
      throw err;
    }
    creation.mayExist = true;
    deps.logger?.warn({ err, tournamentId: t.id }, 'push to Lichess unconfirmed; left for reconciliation');
    throw new HttpError(502, PUSH_UNCONFIRMED);
  }
  const settings: LichessSettings = { ...draft, createdBy: approved.length ? created.createdBy : creator };
  const recorded = await record(deps, actor.id, t.id, {
    lichessIntegration: true,
    lichessType: draft.kind,
    lichessTournamentId: created.id,
    lichessUrl: created.url,
    lichessAllowList: approved,
    lichessSettings: settings,
  }).catch(async (err: unknown) => {
    await unmark(deps, t.id).catch(() => undefined);
    throw err;
  });
  if (!recorded) {
    const terminate =
      draft.kind === 'swiss' ? lichess.terminateSwiss(created.id, token) : lichess.terminateArena(created.id, token);
    await terminate.catch((e) =>
      deps.logger?.error({ err: e, lichessId: created.id }, 'could not undo a Lichess tournament'),
    );
    throw conflict(ALREADY_ON_LICHESS);
  }
  const who = approved.length === 1 ? '1 approved player' : `${approved.length} approved players`;
  return {
    success: true,
    lichessUrl: created.url,
    lichessTournamentId: created.id,
    message: `Pushed to Lichess. ${who} can join there; players you approve later are added automatically.`,
    notes: notes({ name: created.name, ...(created.kind === 'arena' ? { minutes: created.minutes } : {}) }),
  };
}

/** POST /organizer/tournaments/{id}/push */
export async function pushTournament(deps: LichessDeps, actor: User, id: string): Promise<PushResult> {
  const t = await loadManagedTournament(deps.db, actor, id);
  checkPushable(t);
  return publish(deps, actor, t, settingsFromTournament(t), (created) => pushNotes(t, created));
}

/** The tournament on Lichess a marked push created, if any: same creator and name, the closest start. */
async function findOnLichess(
  deps: LichessDeps,
  push: LichessPush,
  token: string | undefined,
): Promise<ArenaSummary | SwissSummary | undefined> {
  const lichess = lichessOf(deps);
  const candidates: (ArenaSummary | SwissSummary)[] =
    push.kind === 'swiss'
      ? await lichess.createdSwisses(push.teamId ?? lichess.teamId, push.createdBy, token)
      : await lichess.createdArenas(push.createdBy, token);
  if (!candidates.length) return undefined;
  const linked = await Tournament.query(deps.db)
    .whereIn(
      'lichessTournamentId',
      candidates.map((c) => c.id),
    )
    .select('lichessTournamentId');
  const taken = new Set(linked.map((r) => r.lichessTournamentId));
  const name = push.name.trim().toLowerCase();
  const startsAt = new Date(push.startsAt).getTime();
  const distance = (c: ArenaSummary | SwissSummary) => Math.abs(c.startsAt.getTime() - startsAt);
  return candidates
    .filter((c) => !taken.has(c.id) && c.name.toLowerCase().startsWith(name))
    .sort((a, b) => distance(a) - distance(b))[0];
}

export type ReconcileResult = { recorded: number; cleared: number; failed: number };

/**
 * The job: every push marked for longer than RECONCILE_AFTER_MS (its request is long over) is looked
 * up on Lichess. Found: recorded as pushed (the approved players of now go on its allow-list through
 * the outbox). Not there: the mark is cleared, so the organizer can push again. A Lichess
 * failure leaves it for the next run.
 */
export async function reconcilePushes(deps: LichessDeps): Promise<ReconcileResult> {
  const before = new Date(deps.clock.now().getTime() - RECONCILE_AFTER_MS).toISOString();
  // only the marked, unlinked ones (partial index tournaments_lichess_push_marked_idx), old enough, a batch a run
  const stuck = await Tournament.query(deps.db)
    .whereNotNull('lichessPush')
    .whereNull('lichessTournamentId')
    .whereRaw("lichess_push->>'startedAt' <= ?", [before])
    .orderByRaw("lichess_push->>'startedAt'")
    .limit(RECONCILE_BATCH);
  const result: ReconcileResult = { recorded: 0, cleared: 0, failed: 0 };
  for (const t of stuck) {
    const push = t.lichessPush!;
    try {
      const organizer = t.organizerId ? await User.query(deps.db).findById(t.organizerId) : undefined;
      // where the push's creator (own account or the platform's) looks for it
      const token = editorToken(deps, organizer, { createdBy: push.createdBy });
      const found = await findOnLichess(deps, push, token);
      if (!found) {
        await unmark(deps, t.id);
        if (push.creationId) await releaseCreation(deps, push.creationId);
        deps.logger?.info({ tournamentId: t.id }, 'marked push never reached Lichess; mark cleared');
        result.cleared += 1;
        continue;
      }
      const draft = settingsFromTournament(t);
      const recorded = await record(
        deps,
        push.actorId,
        t.id,
        {
          lichessIntegration: true,
          lichessType: push.kind,
          lichessTournamentId: found.id,
          lichessUrl: found.url,
          lichessAllowList: push.allowList,
          lichessSettings: {
            ...draft,
            kind: push.kind,
            name: push.name,
            startsAt: push.startsAt,
            createdBy: push.createdBy,
          },
        },
        true,
      );
      if (recorded) result.recorded += 1;
    } catch (err) {
      deps.logger?.warn({ err, tournamentId: t.id }, 'could not reconcile a marked push; retrying at the next run');
      result.failed += 1;
    }
  }
  return result;
}
