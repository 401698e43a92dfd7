// The dashboard reads the tournaments twice: the unpaged list (recent winners) and the
// server's first page of upcoming ones. Tests describe the tournaments once, as GET /api/tournaments;
// this fake answers the upcoming page from the same rows (the server's rule: not started, open for
// registration, soonest first), unless a test fakes the browse call itself.
import type { PublicTournament } from '@chess-portal/contracts';
import { installFakeFetch, type FakeHandler } from '@chess-portal/portal-kit/src/testing';

const OPEN = new Set(['registration', 'open']);

export function installDashboardFetch(routes: Record<string, FakeHandler>) {
  const list = routes['GET /api/tournaments'];
  const rows = (list && typeof list !== 'function' ? (list.body as PublicTournament[]) : []) ?? [];
  const items = rows
    .filter((t) => OPEN.has(t.status) && t.startTime)
    .sort((a, b) => Date.parse(a.startTime!) - Date.parse(b.startTime!));
  return installFakeFetch({
    'GET /api/tournaments/browse': {
      body: { items, paging: { page: 1, limit: 6, total: items.length, pages: Math.ceil(items.length / 6) } },
    },
    ...routes,
  });
}
