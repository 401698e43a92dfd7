// An in-memory PlayerCore for tests that exercise bff-player alone (rate limits, Pact provider
// states). Integration tests use the real core (src/app.test.ts).
import type { PublicTournament, SessionUser } from '@chess-portal/contracts';
import { unauthorized, type StoredSession } from '@chess-portal/service-kit';
import type { PlayerCore } from '../../src/clients/core-client';

type StubUser = SessionUser & { password: string };

export type StubCore = PlayerCore & {
  users: Map<string, StubUser>;
  sessions: Map<string, StoredSession>;
  tournaments: PublicTournament[];
  verifyCalls: number;
  reset(): void;
};

const withoutPassword = ({ password: _secret, ...user }: StubUser): SessionUser => user;

export function createStubCore(): StubCore {
  const stub: StubCore = {
    users: new Map(),
    sessions: new Map(),
    tournaments: [],
    verifyCalls: 0,
    reset() {
      stub.users.clear();
      stub.sessions.clear();
      stub.tournaments = [];
      stub.verifyCalls = 0;
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
    async putSession(sid, data, maxAgeMs) {
      stub.sessions.set(sid, { data: data as StoredSession['data'], expiresAt: new Date(Date.now() + maxAgeMs).toISOString() });
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
