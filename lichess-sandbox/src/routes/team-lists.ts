import type { Context } from 'koa';
import { limitOf, sendNdjson } from '../http/ndjson';
import { teamOr404 } from '../services/team-service';
import { arenaListJson } from '../views/arena-json';
import { swissJson } from '../views/swiss-json';
import type { TourStatus } from '../state/arena';
import type { RouteDeps, SandboxRouter } from './context';

const STATUS_BY_CODE: Record<string, TourStatus> = { '10': 'created', '20': 'started', '30': 'finished' };

/** status=created|started|finished (or the Arena codes 10/20/30), createdBy, name filters. */
function filterOf(ctx: Context) {
  const raw = ctx.query.status ? String(ctx.query.status) : undefined;
  const status = raw ? (STATUS_BY_CODE[raw] ?? raw) : undefined;
  const createdBy = ctx.query.createdBy ? String(ctx.query.createdBy).toLowerCase() : undefined;
  const name = ctx.query.name ? String(ctx.query.name).toLowerCase() : undefined;
  return (t: { status: TourStatus; createdBy: string; name: string }) =>
    (!status || t.status === status) &&
    (!createdBy || t.createdBy === createdBy) &&
    (!name || t.name.toLowerCase().includes(name));
}

export function teamListRoutes(router: SandboxRouter, { state }: RouteDeps): void {
  router.get('/api/team/:teamId/arena', (ctx) => {
    const team = teamOr404(state, ctx.params.teamId);
    const keep = filterOf(ctx);
    const rows = [...state.arenas.values()]
      .filter((a) => a.conditions.teamMember === team.id && keep(a))
      .sort((a, b) => b.startsAt - a.startsAt)
      .slice(0, limitOf(ctx, 'max', 100))
      .map((a) => arenaListJson(state, a));
    sendNdjson(ctx, state, rows, state.settings.rowsPerSecond.teamLists);
  });

  router.get('/api/team/:teamId/swiss', (ctx) => {
    const team = teamOr404(state, ctx.params.teamId);
    const keep = filterOf(ctx);
    const rows = [...state.swisses.values()]
      .filter((s) => s.teamId === team.id && keep(s))
      .sort((a, b) => b.startsAt - a.startsAt)
      .slice(0, limitOf(ctx, 'max', 100))
      .map((s) => swissJson(state, s));
    sendNdjson(ctx, state, rows, state.settings.rowsPerSecond.teamLists);
  });
}
