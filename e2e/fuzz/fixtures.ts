// What the run needs besides the fuzz requests: sessions for each role (the demo accounts), throwaway
// accounts for operations that change the caller's own account, real ids for valid requests, and
// objects made just before a destructive request so the demo data and sessions survive the run.
// These calls come from other loopback addresses than the fuzz traffic (127.0.0.2 and up), so the
// per-address limits the fuzz traffic spends (sign-in failures, accounts per address) do not lock
// the fixtures out; the fuzz traffic itself comes from 127.0.0.1.
// Their successful sign-ins and registrations are the run's calibration answers (latency.ts): valid
// requests that hash a password, measured under the same load as the fuzz traffic.
import type { Client, Answer } from './http';
import { cookieFrom } from './http';
import type { Pools } from './generate';
import type { FreshKind, Role } from './request';

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'admin123' },
  organizer: { email: 'organizer@example.com', password: 'organizer123' },
  player: { email: 'player@example.com', password: 'player123' },
} as const;

type SignedInRole = Exclude<Role, 'visitor'>;
const signedInRoles: SignedInRole[] = ['player', 'organizer', 'admin'];

export class FixtureError extends Error {}

export function createFixtures(client: Client, origin: string, token: string, sandboxUrl: string) {
  let calls = 0;
  let nextAddress = 0;
  // the account budget is per address and hour: each registration comes from the next address
  const address = () => `127.0.0.${3 + (nextAddress++ % 250)}`;
  const main: Partial<Record<SignedInRole, string>> = {};
  const self: Partial<Record<SignedInRole, string>> = {};
  const calibrationMs: number[] = [];

  async function call(
    method: string,
    path: string,
    body?: unknown,
    cookie?: string,
    localAddress = '127.0.0.2',
  ): Promise<Answer> {
    calls++;
    const headers: Record<string, string> = { Accept: 'application/json', Origin: origin };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return client.send(
      { method, path, headers, body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)) },
      { cookie, localAddress, keep: Infinity },
    );
  }
  async function expectJson<T>(answer: Answer, status: number, what: string): Promise<T> {
    if (answer.status !== status)
      throw new FixtureError(`${what}: answered ${answer.status} ${answer.error ?? answer.body.slice(0, 200)}`);
    return JSON.parse(answer.body) as T;
  }

  async function signIn(role: SignedInRole): Promise<string> {
    const answer = await call('POST', '/api/auth/login', DEMO[role]);
    await expectJson(answer, 200, `sign-in as ${role}`);
    calibrationMs.push(answer.ms);
    const cookie = cookieFrom(answer.setCookie);
    if (!cookie) throw new FixtureError(`sign-in as ${role} set no cookie`);
    return cookie;
  }

  async function register(prefix: string): Promise<{ id: string; cookie: string }> {
    const name = `${prefix}${token}${calls}`;
    const answer = await call(
      'POST',
      '/api/auth/register',
      { username: name, email: `${name}@example.com`, password: 'Fuzz-secret-123' },
      undefined,
      address(),
    );
    const { id } = await expectJson<{ id: string }>(answer, 201, `register ${name}`);
    calibrationMs.push(answer.ms);
    return { id, cookie: cookieFrom(answer.setCookie)! };
  }

  async function setRole(userId: string, role: Role) {
    await expectJson(
      await call('PUT', `/api/admin/users/${userId}`, { role }, main.admin),
      200,
      `make ${userId} ${role}`,
    );
  }

  async function throwaway(role: SignedInRole): Promise<string> {
    const account = await register(`fzself${role.slice(0, 3)}`);
    if (role !== 'player') await setRole(account.id, role);
    return account.cookie;
  }

  async function createTournament(n: number): Promise<string> {
    const swiss = n % 2 === 0;
    const body = {
      title: `Fuzz fixture ${n}`,
      type: swiss ? 'swiss' : 'arena',
      starts_at: new Date(Date.now() + (3 + (n % 20)) * 86_400_000).toISOString(),
      clock_limit: 10,
      clock_increment: 0,
      nb_rounds: swiss ? 5 : null,
      round_interval: 60,
      entry_fee: '0',
      manual_join: false,
      team_slug: swiss ? 'chess-school' : null,
      qr_image: '',
    };
    const answer = await call('POST', '/api/organizer/tournaments', body, main.organizer);
    return (await expectJson<{ tournament: { id: string } }>(answer, 201, 'create a tournament')).tournament.id;
  }

  /**
   * Links a new Lichess account of the sandbox to the signed-in account the way the browser does
   * (an applicant's Lichess name must be proven): start the sign-in, authorize on the
   * sandbox's consent page, and come back to the BFF's callback with Lichess's code.
   */
  async function proveLichess(cookie: string, lichessName: string): Promise<void> {
    const made = await fetch(`${sandboxUrl}/_sandbox/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: lichessName }),
    });
    if (!made.ok) throw new FixtureError(`sandbox user ${lichessName}: answered ${made.status}`);
    const start = await expectJson<{ authorizeUrl: string }>(
      await call('POST', '/api/auth/lichess/start', { returnTo: '/me' }, cookie),
      200,
      'start the Lichess sign-in',
    );
    const form = new URLSearchParams(new URL(start.authorizeUrl).searchParams);
    form.set('user', lichessName);
    form.set('decision', 'allow');
    const consent = await fetch(`${sandboxUrl}/oauth/authorize`, { method: 'POST', body: form, redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '', origin);
    const callback = await call('GET', `/api/auth/lichess/callback${back.search}`, undefined, cookie);
    if (callback.status !== 302) throw new FixtureError(`Lichess sign-in callback: answered ${callback.status}`);
  }

  async function createApplication(): Promise<string> {
    const account = await register('fzapp');
    const lichessName = `Fz${token}${calls}`;
    await proveLichess(account.cookie, lichessName);
    const body = {
      lichessUsername: lichessName,
      applicationNote: 'I run a chess club and want to organise weekly events.',
      upiId: 'fuzz@okaxis',
    };
    const answer = await call('POST', '/api/apply-organizer', body, account.cookie);
    return (await expectJson<{ application: { id: string } }>(answer, 201, 'apply as organizer')).application.id;
  }

  async function idsOf(path: string, cookie: string | undefined, pick: (body: unknown) => string[]): Promise<string[]> {
    return pick(await expectJson(await call('GET', path, undefined, cookie), 200, `GET ${path}`));
  }

  let tournamentsMade = 0;
  return {
    get calls() {
      return calls;
    },

    /** How long each successful sign-in and registration of the fixtures took (ms). */
    get calibrationMs(): readonly number[] {
      return calibrationMs;
    },

    /** A calibration answer: the demo player signs in (a password hash under the run's load). */
    async calibrate(): Promise<void> {
      await signIn('player');
    },

    /** Signs in every role, makes the throwaway accounts and the objects, and collects real ids. */
    async setup(): Promise<Pools> {
      for (const role of signedInRoles) main[role] = await signIn(role);
      for (const role of signedInRoles) self[role] = await throwaway(role);
      const ownTournaments: string[] = [];
      for (let i = 0; i < 6; i++) ownTournaments.push(await createTournament(tournamentsMade++));
      for (const id of ownTournaments.slice(0, 3)) {
        await expectJson(
          await call('POST', `/api/tournaments/${id}/join`, { transactionId: null }, main.player),
          201,
          'join',
        );
      }
      const tournaments = await idsOf('/api/tournaments', undefined, (b) =>
        (b as Array<{ id: string }>).map((t) => t.id),
      );
      const managed = await idsOf('/api/organizer/tournaments', main.organizer, (b) =>
        (b as { tournaments: Array<{ id: string }> }).tournaments.map((t) => t.id),
      );
      const registrations: Array<[string, string]> = [];
      for (const id of managed) {
        const regs = await idsOf(`/api/organizer/tournaments/${id}/registrations`, main.organizer, (b) =>
          (b as { registrations: Array<{ id: string }> }).registrations.map((r) => r.id),
        );
        registrations.push(...regs.map((regId): [string, string] => [id, regId]));
      }
      const commissions = await idsOf('/api/admin/commissions', main.admin, (b) =>
        (b as Array<{ id: string }>).map((c) => c.id),
      );
      const users: string[] = [];
      for (let i = 0; i < 4; i++) users.push((await register('fztarget')).id);
      const applications = [await createApplication(), await createApplication()];
      return {
        tournaments: [...new Set([...tournaments, ...managed])],
        ownTournaments,
        registrations,
        commissions,
        users,
        applications,
        settingKeys: ['GLOBAL_COMMISSION_PERCENT', 'ADMIN_UPI'],
      };
    },

    /** The cookie a request of `role` carries (visitors carry none). */
    async cookieFor(role: Role, kind: 'main' | 'self' | 'fresh-login'): Promise<string | undefined> {
      if (role === 'visitor') return undefined;
      if (kind === 'fresh-login') return signIn(role);
      return kind === 'self' ? self[role] : main[role];
    },

    /** An object of the fuzzer's own for a destructive request. */
    async fresh(kind: FreshKind): Promise<string> {
      if (kind === 'tournament') return createTournament(tournamentsMade++);
      if (kind === 'application') return createApplication();
      return (await register('fzvictim')).id;
    },

    /** Signs in again (or makes a new throwaway) where a session was lost; returns the roles renewed. */
    async renewLostSessions(): Promise<string[]> {
      const renewed: string[] = [];
      for (const role of signedInRoles) {
        if ((await call('GET', '/api/auth/me', undefined, main[role])).status === 401) {
          main[role] = await signIn(role);
          renewed.push(role);
        }
        if ((await call('GET', '/api/auth/me', undefined, self[role])).status === 401) {
          self[role] = await throwaway(role);
          renewed.push(`${role} (throwaway)`);
        }
      }
      return renewed;
    },
  };
}

export type Fixtures = ReturnType<typeof createFixtures>;
