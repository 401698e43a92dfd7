// Direct calls to the journey stack's core-service (service token from stack()): move its clock
// (CORE_TEST_CONTROL=true) and act as a demo user where a journey needs another person's action,
// e.g. the organizer approving a registration.
import { stack } from './browser';

export async function coreCall<T>(
  method: string,
  path: string,
  { body, actingUserId }: { body?: unknown; actingUserId?: string } = {},
): Promise<T> {
  const { coreUrl, coreServiceToken } = stack();
  const headers: Record<string, string> = { Authorization: `Bearer ${coreServiceToken}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (actingUserId) headers['X-Acting-User-Id'] = actingUserId;
  const res = await fetch(`${coreUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`core ${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Moves core's clock (time keeps running from there). */
export const setCoreClock = (at: Date | number) =>
  coreCall('PUT', '/_test/clock', { body: { now: new Date(at).toISOString() } });

/** Back to real time. */
export const resetCoreClock = () => coreCall('DELETE', '/_test/clock');

/** The id of a demo user, by checking their credentials with core. */
export async function demoUserId(email: string, password: string): Promise<string> {
  const { user } = await coreCall<{ user: { id: string } }>('POST', '/auth/login', { body: { email, password } });
  return user.id;
}

/** The demo organizer approves a registration through core's organizer API. */
export async function approveAsDemoOrganizer(tournamentId: string, registrationId: string) {
  const organizerId = await demoUserId('organizer@example.com', 'organizer123');
  return coreCall('POST', `/organizer/tournaments/${tournamentId}/registrations/${registrationId}/approve`, {
    actingUserId: organizerId,
  });
}

/**
 * An Arena created by `organizerId` through core's organizer API (the create form's fields),
 * starting `hoursAhead` after core's clock.
 */
export async function createArenaAs(
  organizerId: string,
  {
    title,
    entryFee,
    hoursAhead = 48,
    clockLimit = 10,
  }: { title: string; entryFee: string; hoursAhead?: number; clockLimit?: number },
): Promise<string> {
  const { now } = await coreCall<{ now: string }>('GET', '/_test/clock');
  const { tournament } = await coreCall<{ tournament: { id: string } }>('POST', '/organizer/tournaments', {
    actingUserId: organizerId,
    body: {
      title,
      type: 'arena',
      starts_at: new Date(Date.parse(now) + hoursAhead * 3_600_000).toISOString(),
      clock_limit: clockLimit,
      clock_increment: 0,
      entry_fee: entryFee,
    },
  });
  return tournament.id;
}
