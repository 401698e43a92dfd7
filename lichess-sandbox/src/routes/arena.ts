import { requireAuth, optionalAuth } from '../http/auth';
import { limitOf, sendNdjson } from '../http/ndjson';
import {
  arenaOr404,
  createArena,
  joinArena,
  terminateArena,
  updateArena,
  withdrawArena,
} from '../services/arena-service';
import { arenaFullJson, arenaStandings } from '../views/arena-json';
import { arenaResultJson } from '../views/results-json';
import { boolQuery, formBody, type RouteDeps, type SandboxRouter } from './context';

const WRITE = 'tournament:write';

export function arenaRoutes(router: SandboxRouter, { state }: RouteDeps): void {
  router.post('/api/tournament', (ctx) => {
    const { user } = requireAuth(ctx, state, WRITE);
    const arena = createArena(state, user, formBody(ctx));
    ctx.body = arenaFullJson(state, arena, user);
  });

  router.get('/api/tournament/:id', (ctx) => {
    const auth = optionalAuth(ctx, state);
    const arena = arenaOr404(state, ctx.params.id);
    const page = Math.min(200, Math.max(1, Number(ctx.query.page) || 1));
    ctx.body = arenaFullJson(state, arena, auth?.user, page);
  });

  router.post('/api/tournament/:id', (ctx) => {
    const { user } = requireAuth(ctx, state, WRITE);
    const arena = arenaOr404(state, ctx.params.id);
    updateArena(state, user, arena, formBody(ctx));
    ctx.body = arenaFullJson(state, arena, user);
  });

  router.post('/api/tournament/:id/join', (ctx) => {
    const { user } = requireAuth(ctx, state, WRITE);
    const arena = arenaOr404(state, ctx.params.id);
    const password = formBody(ctx).password;
    joinArena(state, user, arena, typeof password === 'string' ? password : undefined);
    ctx.body = { ok: true };
  });

  router.post('/api/tournament/:id/withdraw', (ctx) => {
    const { user } = requireAuth(ctx, state, WRITE);
    withdrawArena(arenaOr404(state, ctx.params.id), user.id);
    ctx.body = { ok: true };
  });

  router.post('/api/tournament/:id/terminate', (ctx) => {
    const { user } = requireAuth(ctx, state, WRITE);
    terminateArena(state, user, arenaOr404(state, ctx.params.id));
    ctx.body = { ok: true };
  });

  router.get('/api/tournament/:id/results', (ctx) => {
    const arena = arenaOr404(state, ctx.params.id);
    const sheet = boolQuery(ctx, 'sheet', false);
    const rows = arenaStandings(state, arena).slice(0, limitOf(ctx, 'nb', Infinity));
    const rate = state.settings.rowsPerSecond.results / (sheet ? 3 : 1);
    sendNdjson(
      ctx,
      state,
      rows.map((r) => arenaResultJson(r, state.settings.mode, sheet)),
      rate,
    );
  });
}
