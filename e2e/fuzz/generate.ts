// The request generator: a valid request for an operation and a role (real ids where the path
// takes one, objects of its own for destructive operations), then, for most requests, one or two
// mutators. Requests come one at a time from one seeded PRNG, so a seed always gives the same
// sequence (only ids and dates differ between runs, as the stack makes them).
import { generateValid } from './schema';
import { mutators } from './mutators';
import type { Operation } from './operations';
import { createRng, uuidFrom, type Rng } from './rng';
import { FRESH, roles, type FreshKind, type FuzzRequest, type Role, type SessionKind } from './request';

/** Ids found or made by the fixtures before the run (fixtures.ts). */
export type Pools = {
  /** tournaments anyone can see (the demo ones and the fuzzer's own) */
  tournaments: string[];
  /** the fuzzer's own tournaments (organizer@example.com's), for destructive calls by other roles */
  ownTournaments: string[];
  /** [tournamentId, registrationId] of the organizer's tournaments */
  registrations: Array<[string, string]>;
  commissions: string[];
  /** the fuzzer's own users (never the demo accounts) */
  users: string[];
  /** the fuzzer's own organizer applications */
  applications: string[];
  settingKeys: string[];
};

export const VALID_SHARE = 0.25;
export const FOREIGN_ORIGIN = 'https://evil.example';

/** Operations that change the caller's own account: sent with a throwaway account of the role. */
const SELF_OPS = new Set(['updateProfile', 'verifyLichess', 'verifyTeam', 'applyOrganizer']);
/** Operations that end or replace the caller's session (a sign-in on top of a session regenerates
 * it): sent with a fresh sign-in of the role. */
const SESSION_ENDING_OPS = new Set(['logout', 'login', 'register']);
/** Tournament operations that change or remove it: an own tournament, made just before when the role can act. */
const DESTRUCTIVE_TOURNAMENT_OPS = new Set([
  'updateOrganizerTournament',
  'deleteOrganizerTournament',
  'endOrganizerTournament',
  'closeOrganizerTournament',
  'pushOrganizerTournament',
  'createLichessArena',
  'createLichessSwiss',
]);
const canManage = (role: Role) => role === 'organizer' || role === 'admin';

type Picked = { value: string; fresh?: FreshKind };

function pathId(op: Operation, name: string, role: Role, rng: Rng, pools: Pools): Picked {
  const any = (ids: string[]) => ({ value: ids.length ? rng.pick(ids) : uuidFrom(rng) });
  const p = op.path;
  if (p.startsWith('/api/admin/users/')) return role === 'admin' ? { value: FRESH, fresh: 'user' } : any(pools.users);
  if (p.startsWith('/api/admin/applications/'))
    return role === 'admin' ? { value: FRESH, fresh: 'application' } : any(pools.applications);
  if (p.includes('/commissions/')) return any(pools.commissions);
  if (p.startsWith('/api/admin/global-settings/')) return any(pools.settingKeys);
  if (DESTRUCTIVE_TOURNAMENT_OPS.has(op.operationId)) {
    return canManage(role) ? { value: FRESH, fresh: 'tournament' } : any(pools.ownTournaments);
  }
  if (name === 'id' || name === 'regId') return any(pools.tournaments);
  return {
    value: encodeURIComponent(String(generateValid(op.params.find((q) => q.name === name)!.schema, rng, name))),
  };
}

function fillPath(req: FuzzRequest, rng: Rng, pools: Pools) {
  const names = req.op.params.filter((p) => p.in === 'path').map((p) => p.name);
  if (names.includes('regId')) {
    // approve / reject: a registration with its own tournament
    const [tournamentId, regId] = pools.registrations.length
      ? rng.pick(pools.registrations)
      : [uuidFrom(rng), uuidFrom(rng)];
    req.pathParams = { id: tournamentId, regId };
    return;
  }
  for (const name of names) {
    const picked = pathId(req.op, name, req.role, rng, pools);
    req.pathParams[name] = picked.value;
    if (picked.fresh) req.fresh = picked.fresh;
  }
}

/** Operation-specific values the schemas cannot say (which user, which team, a value for the key). */
function fixups(req: FuzzRequest, rng: Rng, pools: Pools) {
  const body = req.json as Record<string, unknown> | undefined;
  switch (req.op.operationId) {
    case 'checkTeam':
      req.query = [
        ['teamId', 'chess-school'],
        ['username', rng.pick(['DemoPlayer', 'player', `Fz${rng.chars(5)}`])],
      ];
      break;
    case 'updateGlobalSetting':
    case 'createGlobalSetting': {
      const key = req.op.operationId === 'createGlobalSetting' ? body?.key : req.pathParams.key;
      if (body && key === 'ADMIN_UPI') body.value = `fz${rng.chars(5).toLowerCase()}@okaxis`;
      break;
    }
    case 'createLichessArena':
    case 'createLichessSwiss':
      if (body) {
        body.tournamentId = canManage(req.role)
          ? FRESH
          : rng.pick(pools.ownTournaments.length ? pools.ownTournaments : [uuidFrom(rng)]);
        if (canManage(req.role)) req.fresh = 'tournament';
      }
      break;
    case 'addLichessSwissPlayer':
    case 'removeLichessSwissPlayer':
      if (body) body.username = rng.pick(['DemoPlayer', `Fz${rng.chars(5)}`]);
      break;
  }
}

function sessionKind(op: Operation): SessionKind {
  if (SESSION_ENDING_OPS.has(op.operationId)) return 'fresh-login';
  return SELF_OPS.has(op.operationId) ? 'self' : 'main';
}

/** A request that the document (and, mostly, the form rules) accept. */
export function validRequest(index: number, op: Operation, role: Role, rng: Rng, pools: Pools): FuzzRequest {
  const req: FuzzRequest = {
    index,
    op,
    role,
    mutation: 'valid',
    method: op.method,
    pathParams: {},
    query: [],
    headers: { Accept: 'application/json' },
    encoding: {},
    session: sessionKind(op),
  };
  fillPath(req, rng, pools);
  for (const param of op.params.filter((p) => p.in === 'query')) {
    if (param.required || rng.chance(0.5)) {
      req.query.push([param.name, encodeURIComponent(String(generateValid(param.schema, rng, param.name)))]);
    }
  }
  if (op.body && (op.body.required || rng.chance(0.85))) {
    req.json = generateValid(op.body.schema, rng);
    req.headers['Content-Type'] = 'application/json';
  }
  fixups(req, rng, pools);
  return req;
}

/** Applies `count` applicable mutators (different ones). */
export function mutate(req: FuzzRequest, rng: Rng, count = 1): FuzzRequest {
  const applied: string[] = [];
  for (let i = 0; i < count; i++) {
    const candidates = mutators.filter((m) => !applied.includes(m.name) && m.applies(req));
    if (!candidates.length) break;
    const mutator = rng.pick(candidates);
    mutator.apply(req, rng);
    applied.push(mutator.name);
  }
  req.mutation = applied.length ? applied.join('+') : 'valid';
  return req;
}

/** The Origin header: the portal's own for unsafe methods, now and then none or a foreign one. */
function setOrigin(req: FuzzRequest, rng: Rng, origin: string) {
  if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return;
  const mode = rng.next();
  if (mode < 0.9) req.headers.Origin = origin;
  else if (mode < 0.95) req.headers.Origin = FOREIGN_ORIGIN;
}

export type GeneratorOptions = { seed: number; ops: Operation[]; pools: Pools; origin: string; validShare?: number };

/** Requests one at a time: every (operation, role) pair once per round, rounds in seeded order. */
export function createGenerator({ seed, ops, pools, origin, validShare = VALID_SHARE }: GeneratorOptions) {
  const rng = createRng(seed);
  const combos = ops.flatMap((op) => roles.map((role) => ({ op, role })));
  let round: typeof combos = [];
  let index = 0;
  return {
    next(): FuzzRequest {
      if (!round.length) round = rng.shuffle(combos);
      const { op, role } = round.shift()!;
      const r = rng.fork();
      const req = validRequest(index++, op, role, r, pools);
      if (!r.chance(validShare)) mutate(req, r, r.chance(0.15) ? 2 : 1);
      setOrigin(req, r, origin);
      return req;
    },
  };
}
