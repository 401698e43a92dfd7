import { LIMITS } from '../state/limits';
import { userIdOf } from '../state/ids';
import { requireAuth, optionalAuth } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import { limitOf, sendNdjson } from '../http/ndjson';
import { arenaListJson } from '../views/arena-json';
import { userJson } from '../views/user-json';
import { boolQuery, originOf, textBody, type RouteDeps, type SandboxRouter } from './context';

function splitIds(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((s) => userIdOf(s))
        .filter(Boolean),
    ),
  ];
}

export function userRoutes(router: SandboxRouter, { state }: RouteDeps): void {
  router.get('/api/user/:username', (ctx) => {
    const auth = optionalAuth(ctx, state);
    const user = state.findUser(ctx.params.username);
    if (!user) throw notFound();
    ctx.body = userJson(user, {
      origin: originOf(ctx),
      mode: state.settings.mode,
      extended: true,
      profile: boolQuery(ctx, 'profile', true),
      authenticated: !!auth,
    });
  });

  router.post('/api/users', (ctx) => {
    const ids = splitIds(textBody(ctx));
    if (ids.length > LIMITS.bulkUsers)
      throw badRequest(`Too many ids: ${ids.length}, expected up to ${LIMITS.bulkUsers}`);
    const view = { origin: originOf(ctx), mode: state.settings.mode, profile: boolQuery(ctx, 'profile', true) };
    ctx.body = ids.flatMap((id) => {
      const u = state.users.get(id);
      return u ? [userJson(u, view)] : [];
    });
  });

  router.get('/api/users/status', (ctx) => {
    const ids = splitIds(String(ctx.query.ids ?? ''));
    if (ids.length > LIMITS.statusIds)
      throw badRequest(`Too many ids: ${ids.length}, expected up to ${LIMITS.statusIds}`);
    ctx.body = ids.flatMap((id) => {
      const u = state.users.get(id);
      if (!u) return [];
      return [
        {
          id: u.id,
          name: u.username,
          ...(u.title ? { title: u.title } : {}),
          ...(u.patronColor ? { patron: true, patronColor: u.patronColor } : {}),
        },
      ];
    });
  });

  router.get('/api/account', (ctx) => {
    const { user } = requireAuth(ctx, state);
    ctx.body = userJson(user, {
      origin: originOf(ctx),
      mode: state.settings.mode,
      extended: true,
      authenticated: true,
    });
  });

  router.get('/api/user/:username/tournament/created', (ctx) => {
    const user = state.findUser(ctx.params.username);
    if (!user) throw notFound();
    const statuses = [ctx.query.status].flat().filter(Boolean).map(Number);
    const codes = { created: 10, started: 20, finished: 30 } as const;
    const arenas = [...state.arenas.values()]
      .filter((a) => a.createdBy === user.id && (!statuses.length || statuses.includes(codes[a.status])))
      .sort((a, b) => b.startsAt - a.startsAt)
      .slice(0, limitOf(ctx, 'nb', 100));
    sendNdjson(
      ctx,
      state,
      arenas.map((a) => arenaListJson(state, a)),
      state.settings.rowsPerSecond.teamLists,
    );
  });
}
