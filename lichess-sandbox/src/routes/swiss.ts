import { requireAuth, optionalAuth } from '../http/auth';
import { limitOf, sendNdjson } from '../http/ndjson';
import {
  createSwiss,
  editSwiss,
  joinSwiss,
  scheduleNextRound,
  swissOr404,
  terminateSwiss,
  withdrawFromSwiss,
} from '../services/swiss-service';
import { swissResultJson } from '../views/results-json';
import { swissJson, swissRows } from '../views/swiss-json';
import { formBody, type RouteDeps, type SandboxRouter } from './context';

const WRITE = 'tournament:write';

function field(body: Record<string, unknown>, key: string): string | undefined {
  const v = body[key];
  return typeof v === 'string' ? v : undefined;
}

export function swissRoutes(router: SandboxRouter, { state }: RouteDeps): void {
  router.post('/api/swiss/new/:teamId', (ctx) => {
    const { user } = requireAuth(ctx, state, WRITE);
    const swiss = createSwiss(state, user, ctx.params.teamId, formBody(ctx));
    ctx.body = swissJson(state, swiss, user);
  });

  router.get('/api/swiss/:id', (ctx) => {
    const auth = optionalAuth(ctx, state);
    ctx.body = swissJson(state, swissOr404(state, ctx.params.id), auth?.user);
  });

  router.post('/api/swiss/:id/edit', (ctx) => {
    const { user } = requireAuth(ctx, state, WRITE);
    const swiss = swissOr404(state, ctx.params.id);
    editSwiss(state, user, swiss, formBody(ctx));
    ctx.body = swissJson(state, swiss, user);
  });

  router.post('/api/swiss/:id/schedule-next-round', (ctx) => {
    const { user } = requireAuth(ctx, state, WRITE);
    scheduleNextRound(state, user, swissOr404(state, ctx.params.id), field(formBody(ctx), 'date'));
    ctx.status = 204;
  });

  router.post('/api/swiss/:id/join', (ctx) => {
    const { user } = requireAuth(ctx, state, WRITE);
    joinSwiss(state, user, swissOr404(state, ctx.params.id), field(formBody(ctx), 'password'));
    ctx.body = { ok: true };
  });

  router.post('/api/swiss/:id/withdraw', (ctx) => {
    const { user } = requireAuth(ctx, state, WRITE);
    withdrawFromSwiss(swissOr404(state, ctx.params.id), user.id);
    ctx.body = { ok: true };
  });

  router.post('/api/swiss/:id/terminate', (ctx) => {
    const { user } = requireAuth(ctx, state, WRITE);
    terminateSwiss(state, user, swissOr404(state, ctx.params.id));
    ctx.body = { ok: true };
  });

  router.get('/api/swiss/:id/results', (ctx) => {
    const swiss = swissOr404(state, ctx.params.id);
    const rows = swissRows(state, swiss).slice(0, limitOf(ctx, 'nb', Infinity));
    sendNdjson(
      ctx,
      state,
      rows.map((r) => swissResultJson(r, state.settings.mode)),
      state.settings.rowsPerSecond.results,
    );
  });
}
