// An in-memory PlayerCore for tests that exercise bff-player alone (rate limits, Pact provider
// states). Integration tests use the real core (src/app.test.ts).
import type { MyRegistration, PublicRegistration, PublicTournament, SessionUser } from '@chess-portal/contracts';
import { createHash } from 'node:crypto';
import {
  conflict,
  forbidden,
  notFound,
  unauthorized,
  type Conditional,
  type StoredSession,
} from '@chess-portal/service-kit';
import type { PlayerCore } from '../../src/clients/core-client';
import { stubAccountsCore, type StubAccounts } from './stub-accounts';
import { stubNotificationsCore, type StubNotifications } from './stub-notifications';

type StubUser = SessionUser & { password: string };

export type StubCore = PlayerCore &
  Pick<StubAccounts, 'applications'> &
  Pick<StubNotifications, 'notifications' | 'emailOff'> & {
    users: Map<string, StubUser>;
    sessions: Map<string, StoredSession>;
    tournaments: PublicTournament[];
    registrations: PublicRegistration[];
    myRegistrations: Map<string, MyRegistration[]>;
    serverNow: string;
    verifyCalls: number;
    /** hits per `${bucket} ${key}`; the stub counts without windows (the real rules: core's rate limit tests) */
    rateCounts: Map<string, number>;
    reset(): void;
  };

/** core's conditional answer, with an ETag of the data's JSON as the stub's version */
function conditionalStub<D>(data: D, etag: string | undefined): Conditional<D> {
  const own = `"${createHash('sha1').update(JSON.stringify(data)).digest('hex').slice(0, 16)}"`;
  return etag === own ? { etag: own, notModified: true } : { etag: own, notModified: false, data };
}

const withoutPassword = ({ password: _secret, ...user }: StubUser): SessionUser => user;

export function createStubCore(): StubCore {
  const users = new Map<string, StubUser>();
  const stub: StubCore = {
    users,
    sessions: new Map(),
    tournaments: [],
    registrations: [],
    myRegistrations: new Map(),
    serverNow: '2026-03-01T06:30:00.000Z',
    verifyCalls: 0,
    rateCounts: new Map(),
    ...stubAccountsCore(users),
    ...stubNotificationsCore(),
    reset() {
      stub.users.clear();
      stub.applications.clear();
      stub.notifications.clear();
      stub.emailOff.clear();
      stub.sessions.clear();
      stub.tournaments = [];
      stub.registrations = [];
      stub.myRegistrations.clear();
      stub.verifyCalls = 0;
      stub.rateCounts.clear();
    },
    async checkRateLimit(bucket, key, { limit }) {
      const count = stub.rateCounts.get(`${bucket} ${key}`) ?? 0;
      return { allowed: count < limit, count, retryAfterSeconds: count < limit ? 0 : 60 };
    },
    async consumeRateLimit(bucket, key, policy) {
      const state = await stub.checkRateLimit(bucket, key, policy);
      if (!state.allowed) return state;
      stub.rateCounts.set(`${bucket} ${key}`, state.count + 1);
      return { ...state, count: state.count + 1 };
    },
    async releaseRateLimit(bucket, key) {
      const count = stub.rateCounts.get(`${bucket} ${key}`) ?? 0;
      if (count > 0) stub.rateCounts.set(`${bucket} ${key}`, count - 1);
    },
    async resetRateLimit(bucket, key) {
      stub.rateCounts.delete(`${bucket} ${key}`);
    },
    async verifyCredentials({ email, password }) {
      stub.verifyCalls += 1;
      const user = [...stub.users.values()].find((u) => u.email === email && u.password === password);
      if (!user) throw unauthorized('Invalid email or password');
      return withoutPassword(user);
    },
    async getSession(sid) {
      const s = stub.sessions.get(sid);
      return s && Date.parse(s.expiresAt) > Date.now() ? s : undefined;
    },
    async getSessionWithUser(sid) {
      const session = await stub.getSession(sid);
      if (!session) return undefined;
      const userId = session.data.userId;
      const user = typeof userId === 'string' ? await stub.getSessionUser(userId) : undefined;
      return { ...session, user: user ?? null };
    },
    async putSession(sid, data, maxAgeMs) {
      stub.sessions.set(sid, {
        data: data as StoredSession['data'],
        expiresAt: new Date(Date.now() + maxAgeMs).toISOString(),
      });
    },
    async deleteSession(sid) {
      stub.sessions.delete(sid);
    },
    async getSessionUser(userId) {
      const user = stub.users.get(userId);
      return user ? withoutPassword(user) : undefined;
    },
    async listTournaments() {
      return stub.tournaments;
    },
    async browseTournaments() {
      const items = stub.tournaments;
      return { items, paging: { page: 1, limit: 20, total: items.length, pages: Math.ceil(items.length / 20) } };
    },
    async getTournament(id) {
      const tournament = stub.tournaments.find((t) => t.id === id);
      if (!tournament) throw notFound('Tournament not found');
      return tournament;
    },
    async tournamentRegistrationsView(id, viewerId, etag) {
      await stub.getTournament(id);
      const registrations = stub.registrations
        .filter((r) => r.tournamentId === id)
        .map((r) => ({ ...r, paymentId: r.playerId === viewerId ? r.paymentId : null }));
      return conditionalStub(JSON.stringify(registrations), etag);
    },
    async joinTournament(playerId, tournamentId, transactionId) {
      await stub.getTournament(tournamentId);
      if (stub.registrations.some((r) => r.tournamentId === tournamentId && r.playerId === playerId)) {
        throw conflict('You are already registered for this tournament');
      }
      const registration: PublicRegistration = {
        id: `0f0e0d0c-0b0a-4000-8000-${String(stub.registrations.length).padStart(12, '0')}`,
        tournamentId,
        playerId,
        playerName: stub.users.get(playerId)?.username ?? 'player',
        paymentStatus: 'pending',
        paymentId: transactionId,
        registeredAt: stub.serverNow,
        approvedAt: null,
      };
      stub.registrations.push(registration);
      return {
        created: true,
        message: 'Registration submitted. It will be reviewed after payment verification.',
        registration,
      };
    },
    async listMyRegistrations(playerId) {
      return stub.myRegistrations.get(playerId) ?? [];
    },
    async tournamentView(id, etag) {
      return conditionalStub(JSON.stringify(await stub.getTournament(id)), etag);
    },
    async tournamentListView(_query, etag) {
      return conditionalStub(await stub.listTournaments(), etag);
    },
    async myRegistrationsView(playerId, etag) {
      return conditionalStub(await stub.listMyRegistrations(playerId), etag);
    },
    playerMoney: async () => ({ refunds: [], prizes: [], upiId: null }),
    async withdrawRegistration(playerId, regId) {
      const registration = stub.registrations.find((r) => r.id === regId);
      if (!registration) throw notFound('Registration not found');
      if (registration.playerId !== playerId) throw forbidden('You can only withdraw your own registrations');
      registration.paymentStatus = 'withdrawn';
      return { message: 'Registration withdrawn', registration };
    },
    async getServerTime() {
      return { now: stub.serverNow };
    },
    async fetchResults() {
      throw forbidden('You need organizer privileges to access this page');
    },
    async createLegacyTournament() {
      throw forbidden('You need organizer privileges to access this page');
    },
  };
  return stub;
}

export const stubUser = (overrides: Partial<StubUser> = {}): StubUser => ({
  id: '5f0d6a0e-9a51-4d6f-8f5e-3f1c2b7a9e41',
  username: 'player',
  email: 'player@example.com',
  role: 'player',
  teamVerified: true,
  lichessUsername: 'DemoPlayer',
  lichessVerified: true,
  password: 'player123',
  ...overrides,
});
