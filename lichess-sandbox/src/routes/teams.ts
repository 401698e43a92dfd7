import type { RouterContext } from '@koa/router';
import { optionalAuth, requireAuth } from '../http/auth';
import { LichessHttpError, notFound } from '../http/errors';
import { sendNdjson } from '../http/ndjson';
import { hasQuirk } from '../spec-mismatches';
import {
  acceptRequest,
  declineRequest,
  joinTeam,
  kickMember,
  quitTeam,
  requirePerm,
  teamOr404,
} from '../services/team-service';
import { memberJson, teamJson, userJson } from '../views/user-json';
import { boolQuery, formBody, originOf, type RouteDeps, type SandboxRouter } from './context';

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

export function teamRoutes(router: SandboxRouter, { state }: RouteDeps): void {
  const userOf = (id: string) => state.users.get(id);

  router.get('/api/team/of/:username', (ctx) => {
    const viewer = optionalAuth(ctx, state)?.user;
    const user = state.findUser(ctx.params.username);
    if (!user) throw notFound();
    ctx.body = [...state.teams.values()]
      .filter((t) => !t.disabled && t.members.has(user.id))
      .filter((t) => !t.hideMembers || (viewer && t.members.has(viewer.id)))
      .map((t) => teamJson(t, userOf));
  });

  router.get('/api/team/:teamId', (ctx) => {
    const viewer = optionalAuth(ctx, state)?.user;
    ctx.body = teamJson(teamOr404(state, ctx.params.teamId), userOf, viewer?.id);
  });

  router.get('/api/team/:teamId/users', (ctx) => {
    const team = teamOr404(state, ctx.params.teamId);
    if (team.hideMembers) {
      const auth = optionalAuth(ctx, state, 'team:read');
      if (!auth || !team.members.has(auth.user.id)) {
        const strictBody = { error: 'This team hides its members from non-members' };
        const body = hasQuirk(state.settings.mode, 'status-without-json-body') ? null : strictBody;
        throw new LichessHttpError(401, body);
      }
      requireAuth(ctx, state, 'team:read');
    }
    const full = boolQuery(ctx, 'full', false);
    const view = { origin: originOf(ctx), mode: state.settings.mode, full };
    const rows = [...team.members.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, full ? 1000 : 5000)
      .flatMap(([id, at]) => {
        const u = userOf(id);
        return u ? [memberJson(u, at, view)] : [];
      });
    sendNdjson(ctx, state, rows, state.settings.rowsPerSecond.members);
  });

  router.get('/api/team/:teamId/requests', (ctx) => {
    const { user } = requireAuth(ctx, state, 'team:read');
    const team = teamOr404(state, ctx.params.teamId);
    requirePerm(team, user, 'request');
    const declined = boolQuery(ctx, 'declined', false);
    const view = { origin: originOf(ctx), mode: state.settings.mode };
    ctx.body = [...team.requests.values()]
      .filter((r) => r.declined === declined)
      .flatMap((r) => {
        const u = userOf(r.userId);
        const request = { userId: r.userId, teamId: team.id, message: r.message, date: r.date };
        return u ? [{ request, user: userJson(u, view) }] : [];
      });
  });

  const leaderAction = (action: 'accept' | 'decline' | 'kick') => (ctx: RouterContext) => {
    const { user } = requireAuth(ctx, state, 'team:lead');
    const team = teamOr404(state, ctx.params.teamId);
    requirePerm(team, user, action === 'kick' ? 'kick' : 'request');
    const target = ctx.params.userId.toLowerCase();
    if (action === 'accept') acceptRequest(state, team, target);
    else if (action === 'decline') declineRequest(team, target);
    else kickMember(state, team, target);
    ctx.body = { ok: true };
  };
  router.post('/api/team/:teamId/request/:userId/accept', leaderAction('accept'));
  router.post('/api/team/:teamId/request/:userId/decline', leaderAction('decline'));
  router.post('/api/team/:teamId/kick/:userId', leaderAction('kick'));

  router.post('/team/:teamId/join', (ctx, next) => {
    if (!ctx.get('Authorization')) return next(); // the HTML page's form (pages/team-page.ts)
    const { user } = requireAuth(ctx, state, 'team:write');
    const body = formBody(ctx);
    joinTeam(state, teamOr404(state, ctx.params.teamId), user, {
      message: str(body.message),
      password: str(body.password),
    });
    ctx.body = { ok: true };
  });

  router.post('/team/:teamId/quit', (ctx, next) => {
    if (!ctx.get('Authorization')) return next();
    const { user } = requireAuth(ctx, state, 'team:write');
    quitTeam(teamOr404(state, ctx.params.teamId), user);
    ctx.body = { ok: true };
  });
}
