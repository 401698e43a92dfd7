// An in-memory OrganizerCore for tests of bff-organizer alone (Pact provider states): sessions and
// users, plus tournaments, details and commissions that the states put in. Unknown objects are 404,
// another organizer's are 403 — the shapes and statuses core answers.
import { createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import type {
  LichessConnection,
  OrganizerApi,
  OrganizerCommission,
  OrganizerTournamentDetail,
  Refund,
  SessionUser,
} from '@chess-portal/contracts';
import { forbidden, notFound, SESSION_COOKIE, type StoredSession } from '@chess-portal/service-kit';
import type { OrganizerCore } from '../../src/clients/core-client';

export type StubOrganizerCore = OrganizerCore & {
  users: Map<string, SessionUser>;
  sessions: Map<string, StoredSession>;
  details: Map<string, OrganizerTournamentDetail>;
  commissions: Map<string, OrganizerCommission>;
  refunds: Map<string, Refund>;
  /** uploaded statements by id, with their owner (an upload answers the first one, already read) */
  statements: Map<string, { organizerId: string; reconciliation: StatementReconciliation }>;
  /** the Lichess connection of a user (none when missing) */
  lichess: Map<string, LichessConnection>;
  reset(): void;
};

/** The signed session cookie a browser would hold for `sid` (koa-session via cookies/keygrip: HMAC-SHA1). */
export function sessionCookie(sid: string, key: string): string {
  const data = `${SESSION_COOKIE}=${sid}`;
  const sig = createHmac('sha1', key)
    .update(data)
    .digest('base64')
    .replace(/[/+=]/g, (c) => ({ '/': '_', '+': '-', '=': '' })[c]!);
  return `${data}; ${SESSION_COOKIE}.sig=${sig}`;
}

type StatementReconciliation = OrganizerApi.components['schemas']['StatementReconciliation'];

export const NO_LICHESS: LichessConnection = {
  connected: false,
  username: null,
  profileUrl: null,
  scopes: [],
  connectedAt: null,
  expiresAt: null,
  platformFallback: true,
};

export function createStubOrganizerCore(): StubOrganizerCore {
  const stub = {
    users: new Map<string, SessionUser>(),
    sessions: new Map<string, StoredSession>(),
    details: new Map<string, OrganizerTournamentDetail>(),
    commissions: new Map<string, OrganizerCommission>(),
    refunds: new Map<string, Refund>(),
    lichess: new Map<string, LichessConnection>(),
    statements: new Map<string, { organizerId: string; reconciliation: StatementReconciliation }>(),
  };
  const ownStatement = (user: string, id: string) => {
    const found = stub.statements.get(id);
    if (!found || found.organizerId !== user) throw notFound('Statement not found');
    return found.reconciliation;
  };
  const own = (user: string, id: string) => {
    const detail = stub.details.get(id);
    if (!detail) throw notFound('Tournament not found');
    if (detail.tournament.organizerId !== user) throw forbidden('You can only manage your own tournaments');
    return detail;
  };
  const review = (user: string, id: string, regId: string, paymentStatus: 'approved' | 'rejected' | 'revoked') => {
    const registration = own(user, id).registrations.find((r) => r.id === regId);
    if (!registration) throw notFound('Registration not found');
    return {
      success: true,
      message: `Registration ${paymentStatus}`,
      warnings: [],
      registration: { ...registration, paymentStatus },
    };
  };
  const unsupported = async (): Promise<never> => {
    throw notFound('Not set up in this stub');
  };
  const core: StubOrganizerCore = {
    ...stub,
    reset() {
      for (const map of Object.values(stub)) map.clear();
    },
    getSession: async (sid) => stub.sessions.get(sid),
    getSessionWithUser: async (sid) => {
      const session = stub.sessions.get(sid);
      const userId = session?.data.userId;
      return session && { ...session, user: (typeof userId === 'string' && stub.users.get(userId)) || null };
    },
    putSession: async (sid, data, maxAgeMs) =>
      void stub.sessions.set(sid, {
        data: data as StoredSession['data'],
        expiresAt: new Date(Date.now() + maxAgeMs).toISOString(),
      }),
    deleteSession: async (sid) => void stub.sessions.delete(sid),
    getSessionUser: async (id) => stub.users.get(id),
    listOrganizerTournaments: async (user) => {
      const tournaments = [...stub.details.values()].map((d) => d.tournament).filter((t) => t.organizerId === user);
      const total = tournaments.length;
      return { tournaments, paging: { page: 1, limit: Math.max(total, 1), total, pages: total ? 1 : 0 } };
    },
    getTournament: async (user, id) => own(user, id),
    createTournament: async (user, body) => {
      const template = [...stub.details.values()][0]?.tournament;
      if (!template) return unsupported();
      return { success: true, tournament: { ...template, name: body.title, organizerId: user, lichessUrl: null } };
    },
    pushTournament: async (user, id) => {
      own(user, id);
      return {
        success: true,
        lichessUrl: 'https://lichess.org/swiss/pact0001',
        lichessTournamentId: 'pact0001',
        message: 'Pushed to Lichess.',
        notes: [],
      };
    },
    endTournament: async (user, id) => (
      own(user, id),
      {
        success: true,
        message: 'Tournament ended',
        details: { hadLichessIntegration: false, lichessTerminated: false },
      }
    ),
    approveRegistration: async (user, id, regId) => review(user, id, regId, 'approved'),
    rejectRegistration: async (user, id, regId) => review(user, id, regId, 'rejected'),
    revokeRegistration: async (user, id, regId, reason) => {
      const result = review(user, id, regId, 'revoked');
      return { ...result, registration: { ...result.registration, revokeReason: reason } };
    },
    listRefunds: async () => {
      const refunds = [...stub.refunds.values()];
      return { refunds, paging: { page: 1, limit: 20, total: refunds.length, pages: refunds.length ? 1 : 0 } };
    },
    recordRefundSent: async (_user, id, utr) => {
      const r = stub.refunds.get(id);
      if (!r) throw notFound('Refund not found');
      const refund = { ...r, status: 'sent' as const, utr, sentAt: '2026-12-01T12:00:00.000Z' };
      stub.refunds.set(id, refund);
      return { message: 'Refund recorded as sent; the player was notified', refund };
    },
    listPayouts: async () => ({ payouts: [], paging: { page: 1, limit: 20, total: 0, pages: 0 } }),
    recordPayoutSent: unsupported,
    organizerMoney: unsupported,
    tournamentMoney: unsupported,
    exportMoneyCsv: async () => ({
      stream: Readable.from(['Tournament,Net (INR)\r\n', 'Saturday Swiss,150.00\r\n']),
      disposition: 'attachment; filename="money.csv"',
    }),
    listCommissions: async () => ({ commissions: [...stub.commissions.values()], adminUpi: 'platform@okicici' }),
    payCommission: async (_user, id, transactionId) => {
      const c = stub.commissions.get(id);
      if (!c) throw notFound('Commission not found');
      return {
        success: true,
        message: 'Payment submitted.',
        commission: { ...c, organizerTransactionId: transactionId },
      };
    },
    removeSwissPlayer: async (_user, body) => ({
      success: true,
      message: `${body.username} can no longer join.`,
      allowList: [],
    }),
    tournamentDefaults: unsupported,
    updateTournament: unsupported,
    deleteTournament: unsupported,
    closeTournament: unsupported,
    listStatements: async (user) => ({
      statements: [...stub.statements.values()]
        .filter((s) => s.organizerId === user)
        .map((s) => s.reconciliation.upload),
    }),
    uploadStatement: async (user, _file, query) => {
      const first = [...stub.statements.values()].find((s) => s.organizerId === user);
      if (!first) return unsupported();
      const { reconciliation } = first;
      return { ...reconciliation, upload: { ...reconciliation.upload, fileName: query.fileName ?? 'statement' } };
    },
    getStatement: async (user, id) => ownStatement(user, id),
    approveFromStatement: async (user, id) => {
      const matched = ownStatement(user, id).registrations.filter((r) => r.status === 'matched');
      return {
        success: true,
        message: `${matched.length} registrations approved from the statement`,
        succeeded: matched.length,
        failed: 0,
        remaining: 0,
        results: matched.map((r) => ({
          registrationId: r.registrationId,
          ok: true,
          message: 'Registration approved',
          playerName: r.playerName,
          warnings: [],
        })),
      };
    },
    countExactMatches: async (user) => {
      const own = [...stub.statements.values()].filter((s) => s.organizerId === user);
      const counts = own.map((s) => s.reconciliation.registrations.filter((r) => r.status === 'matched').length);
      return { matched: counts.reduce((a, b) => a + b, 0), statements: counts.filter(Boolean).length };
    },
    approveExactMatches: async (user) => {
      const own = [...stub.statements.values()].filter((s) => s.organizerId === user);
      const matched = own.flatMap((s) => s.reconciliation.registrations.filter((r) => r.status === 'matched'));
      return {
        success: true,
        message: `${matched.length} registrations approved from your statements`,
        succeeded: matched.length,
        failed: 0,
        remaining: 0,
        statements: own.length,
        results: matched.map((r) => ({
          registrationId: r.registrationId,
          ok: true,
          message: 'Registration approved',
          playerName: r.playerName,
          warnings: [],
        })),
      };
    },
    fetchResults: unsupported,
    exportApproved: unsupported,
    approvedNames: async (user, id) => {
      const names = own(user, id)
        .registrations.filter((r) => r.paymentStatus === 'approved')
        .map((r) => r.player.lichessUsername ?? r.player.username);
      return { names, count: names.length };
    },
    verifyTeam: unsupported,
    listRegistrations: unsupported,
    bulkReview: unsupported,
    exportCsv: unsupported,
    createArena: unsupported,
    createSwiss: unsupported,
    addSwissPlayer: unsupported,
    getLichessConnection: async (user) => stub.lichess.get(user) ?? NO_LICHESS,
    disconnectLichess: async (user) => (stub.lichess.delete(user), NO_LICHESS),
    startLichessOAuth: async (_user, redirectUri) => ({
      authorizeUrl: `https://lichess.org/oauth?response_type=code&code_challenge_method=S256&redirect_uri=${encodeURIComponent(redirectUri)}`,
    }),
    finishLichessOAuth: async () => ({
      outcome: 'expired',
      message: 'This Lichess authorization has expired or was already used. Please try connecting again.',
    }),
  };
  return core;
}
