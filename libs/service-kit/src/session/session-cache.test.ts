import type { SessionUser } from '@chess-portal/contracts';
import type { SessionWithUser } from '../core/core-client';
import { SessionCache } from './session-cache';

const user: SessionUser = {
  id: '11111111-1111-4111-8111-111111111111',
  username: 'player',
  email: 'player@example.com',
  role: 'player',
  teamVerified: true,
  lichessUsername: null,
  lichessVerified: false,
};
const session = (u: SessionUser | null): SessionWithUser => ({
  // core.yaml types `data` as a bare object (generated as Record<string, never>)
  data: { userId: user.id } as unknown as SessionWithUser['data'],
  expiresAt: '2030-01-01T00:00:00.000Z',
  user: u,
});

function setUp(cacheMs = 1000) {
  let now = 0;
  const answers = new Map<string, SessionWithUser | undefined>([['sid-one-1', session(user)]]);
  const calls: string[] = [];
  const core = {
    getSessionWithUser: async (sid: string) => {
      calls.push(sid);
      return answers.get(sid);
    },
  };
  const cache = new SessionCache(core, { cacheMs, now: () => now });
  return { cache, calls, answers, advance: (ms: number) => (now += ms) };
}

describe('SessionCache: who is this cookie, one cached core call', () => {
  it('answers from memory for cacheMs, then asks core again', async () => {
    const { cache, calls, answers, advance } = setUp();
    expect(await cache.lookup('sid-one-1')).toEqual(session(user));
    advance(999);
    expect(await cache.lookup('sid-one-1')).toEqual(session(user));
    expect(calls).toEqual(['sid-one-1']);
    answers.set('sid-one-1', session(null)); // deactivated elsewhere: seen once the entry is older than cacheMs
    advance(1);
    expect((await cache.lookup('sid-one-1'))?.user).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('shares one call among concurrent lookups of a session', async () => {
    const { cache, calls } = setUp();
    await Promise.all([cache.lookup('sid-one-1'), cache.lookup('sid-one-1'), cache.lookup('sid-one-1')]);
    expect(calls).toHaveLength(1);
  });

  it('forgets a session on drop (sign-out, sign-in) and a user on dropUser (a role change here)', async () => {
    const { cache, calls, answers } = setUp();
    await cache.lookup('sid-one-1');
    cache.drop('sid-one-1');
    answers.set('sid-one-1', undefined);
    expect(await cache.lookup('sid-one-1')).toBeUndefined();
    answers.set('sid-one-1', session(user));
    cache.drop('sid-one-1');
    await cache.lookup('sid-one-1');
    answers.set('sid-one-1', session({ ...user, role: 'organizer' }));
    cache.dropUser(user.id);
    expect((await cache.lookup('sid-one-1'))?.user?.role).toBe('organizer');
    expect(calls).toHaveLength(4);
  });

  it('does not keep an answer that raced a drop, and keeps nothing with cacheMs 0', async () => {
    const { cache, calls } = setUp();
    const racing = cache.lookup('sid-one-1');
    cache.drop('sid-one-1');
    await racing;
    await cache.lookup('sid-one-1');
    expect(calls).toHaveLength(2);
    const uncached = setUp(0);
    await uncached.cache.lookup('sid-one-1');
    await uncached.cache.lookup('sid-one-1');
    expect(uncached.calls).toHaveLength(2);
  });
});
