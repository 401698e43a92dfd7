import type { Context } from 'koa';
import type { z } from 'zod';
import { badRequest, notFound } from '../http/errors';
import { finishNow, startNow } from '../services/control-service';
import { TOKEN_TTL_SECONDS } from '../state/oauth';
import { addMember } from '../state/teams';
import type { UserSeed } from '../state/users';
import { teamJson, userJson } from '../views/user-json';
import {
  clockSchema,
  faultSchema,
  finishSchema,
  memberSchema,
  requestSchema,
  resetSchema,
  settingsSchema,
  teamSchema,
  tokenSchema,
  userSchema,
} from './control-schemas';
import { formBody, originOf, type RouteDeps, type SandboxRouter } from './context';

function parse<T extends z.ZodType>(schema: T, ctx: Context): z.infer<T> {
  const result = schema.safeParse(formBody(ctx));
  if (!result.success) {
    throw badRequest(result.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
  }
  return result.data;
}

/** Wrap model errors ("User x already exists") as 400s. */
function attempt<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    throw badRequest(err instanceof Error ? err.message : String(err));
  }
}

export interface ControlDeps extends RouteDeps {
  loadFixtures(): void;
}

/** Test and demo controls under /_sandbox/ (never affected by injected faults). */
export function controlRoutes(router: SandboxRouter, deps: ControlDeps): void {
  const { state } = deps;
  const teamOr404 = (id: string) =>
    state.teams.get(id) ??
    (() => {
      throw notFound();
    })();
  const userOr404 = (name: string) =>
    state.findUser(name) ??
    (() => {
      throw notFound();
    })();

  router.get('/_sandbox/state', (ctx) => {
    ctx.body = {
      now: state.now(),
      frozen: state.clock.frozen,
      settings: state.settings,
      users: [...state.users.values()].map((u) => u.username),
      teams: [...state.teams.values()].map((t) => ({ id: t.id, name: t.name, members: t.members.size })),
      arenas: [...state.arenas.values()].map((a) => ({
        id: a.id,
        name: a.name,
        status: a.status,
        players: a.players.size,
      })),
      swisses: [...state.swisses.values()].map((s) => ({
        id: s.id,
        name: s.name,
        status: s.status,
        round: s.round,
        players: s.players.size,
      })),
      faults: state.faults.list(),
    };
  });

  router.post('/_sandbox/reset', (ctx) => {
    const { fixtures } = parse(resetSchema, ctx);
    state.reset();
    if (fixtures) deps.loadFixtures();
    ctx.body = { ok: true };
  });

  router.post('/_sandbox/users', (ctx) => {
    const seed = parse(userSchema, ctx) as UserSeed;
    const user = attempt(() => state.addUser(seed));
    ctx.status = 201;
    ctx.body = userJson(user, { origin: originOf(ctx), mode: state.settings.mode, extended: true });
  });

  router.post('/_sandbox/teams', (ctx) => {
    const team = attempt(() => state.addTeam(parse(teamSchema, ctx)));
    ctx.status = 201;
    ctx.body = teamJson(team, (id) => state.users.get(id));
  });

  router.post('/_sandbox/teams/:teamId/members', (ctx) => {
    const team = teamOr404(ctx.params.teamId);
    addMember(team, userOr404(parse(memberSchema, ctx).username).id, state.now());
    ctx.body = { ok: true };
  });

  router.delete('/_sandbox/teams/:teamId/members/:username', (ctx) => {
    teamOr404(ctx.params.teamId).members.delete(userOr404(ctx.params.username).id);
    ctx.body = { ok: true };
  });

  router.post('/_sandbox/teams/:teamId/requests', (ctx) => {
    const team = teamOr404(ctx.params.teamId);
    const { username, message } = parse(requestSchema, ctx);
    const user = userOr404(username);
    team.requests.set(user.id, { userId: user.id, message, date: state.now(), declined: false });
    ctx.body = { ok: true };
  });

  router.post('/_sandbox/tokens', (ctx) => {
    const input = parse(tokenSchema, ctx);
    const user = userOr404(input.username);
    const scopes = typeof input.scopes === 'string' ? input.scopes.split(/[\s,]+/).filter(Boolean) : input.scopes;
    const expires = input.expires === undefined ? state.now() + TOKEN_TTL_SECONDS * 1000 : input.expires;
    const token = state.oauth.createToken(user.id, scopes, expires, input.token);
    ctx.status = 201;
    ctx.body = { access_token: token.token, userId: user.id, scopes: scopes.join(','), expires };
  });

  router.get('/_sandbox/tokens/:username', (ctx) => {
    const user = userOr404(ctx.params.username);
    ctx.body = state.oauth.tokensOf(user.id, state.now()).map((t) => ({
      access_token: t.token,
      scopes: t.scopes.join(','),
      expires: t.expires,
      clientId: t.clientId ?? null,
    }));
  });

  const clockJson = () => ({ now: state.now(), iso: new Date(state.now()).toISOString(), frozen: state.clock.frozen });
  router.get('/_sandbox/clock', (ctx) => {
    ctx.body = clockJson();
  });
  router.post('/_sandbox/clock', (ctx) => {
    const input = parse(clockSchema, ctx);
    attempt(() => {
      if (input.now !== undefined) state.clock.set(input.now, { frozen: input.frozen });
      else if (input.frozen !== undefined) state.clock.set(state.now(), { frozen: input.frozen });
      if (input.advanceMs !== undefined) state.clock.advance(input.advanceMs);
    });
    state.tick();
    ctx.body = clockJson();
  });

  router.post('/_sandbox/tournaments/:id/start', (ctx) => {
    startNow(state, ctx.params.id);
    ctx.body = { ok: true };
  });
  router.post('/_sandbox/tournaments/:id/finish', (ctx) => {
    finishNow(state, ctx.params.id, parse(finishSchema, ctx).results);
    ctx.body = { ok: true };
  });

  router.get('/_sandbox/faults', (ctx) => {
    ctx.body = state.faults.list();
  });
  router.post('/_sandbox/faults', (ctx) => {
    state.faults.add(parse(faultSchema, ctx));
    ctx.status = 201;
    ctx.body = state.faults.list();
  });
  router.delete('/_sandbox/faults', (ctx) => {
    state.faults.clear();
    ctx.body = { ok: true };
  });

  router.get('/_sandbox/settings', (ctx) => {
    ctx.body = state.settings;
  });
  router.put('/_sandbox/settings', (ctx) => {
    const { rowsPerSecond, ...rest } = parse(settingsSchema, ctx);
    Object.assign(state.settings, Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)));
    if (rowsPerSecond) state.settings.rowsPerSecond = { ...state.settings.rowsPerSecond, ...rowsPerSecond };
    ctx.body = state.settings;
  });
}
