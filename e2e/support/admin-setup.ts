// Data the admin journeys start from, made through the same APIs the portal uses (core's, with the
// service token): an organizer application from a visitor, an organizer with a paid, closed
// tournament and its commission, the demo admin's id. Names are unique per run.
import { randomBytes } from 'node:crypto';
import { stack } from './browser';
import { coreCall, demoUserId } from './core-control';
import { deliverEmails, visitorLichessProof } from './accounts';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin123' };
export const DEMO_PLAYER = { email: 'player@example.com', password: 'player123' };
export const APPLICANT_PASSWORD = 'Organizer1pass';

export const uniqueSuffix = () => randomBytes(3).toString('hex');

/** A Lichess account on the sandbox (the application checks that the name exists there). */
async function sandboxUser(username: string) {
  const res = await fetch(`${stack().sandboxUrl}/_sandbox/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username }),
  });
  if (!res.ok) throw new Error(`sandbox user ${username}: ${res.status} ${await res.text()}`);
}

export type Applicant = {
  username: string;
  email: string;
  userId: string;
  applicationId: string;
  upiId: string;
  lichessUsername: string;
};

/** A visitor applies as organizer (product.md §2 /apply-organizer): a player account and a pending application. */
export async function createApplicant(label = 'applicant'): Promise<Applicant> {
  const suffix = uniqueSuffix();
  const username = `${label}_${suffix}`;
  const lichessUsername = `Lichess_${label}_${suffix}`.slice(0, 30);
  const upiId = `${label}${suffix}@okaxis`;
  await sandboxUser(lichessUsername);
  const email = `${username}@example.com`;
  const created = await coreCall<{ application: { id: string }; user: { id: string } }>(
    'POST',
    '/organizer-applications',
    {
      body: {
        username,
        email,
        password: APPLICANT_PASSWORD,
        lichessUsername,
        // the name the visitor proved by signing in with Lichess on the sandbox
        lichessProof: await visitorLichessProof(lichessUsername),
        upiId,
        applicationNote:
          'I coach the junior section of our school club and want to run weekly rapid tournaments for them.',
      },
    },
  );
  return { username, email, userId: created.user.id, applicationId: created.application.id, upiId, lichessUsername };
}

export const demoAdminId = () => demoUserId(DEMO_ADMIN.email, DEMO_ADMIN.password);

export type OwedCommission = {
  organizer: Applicant;
  tournamentId: string;
  tournamentName: string;
  commissionId: string;
  dueDate: string;
};

/**
 * A new organizer (approved by the demo admin) runs a ₹100 tournament the demo player joins and is
 * approved for, then closes it: its commission is due 5 days after closing (at core's clock).
 */
export async function organizerWithCommission(
  label = 'organizer',
  { playerTransactionId = `UPI${Date.now()}` }: { playerTransactionId?: string } = {},
): Promise<OwedCommission> {
  const adminId = await demoAdminId();
  const organizer = await createApplicant(label);
  await coreCall('PUT', `/admin/applications/${organizer.applicationId}/review`, {
    actingUserId: adminId,
    body: { status: 'approved' },
  });
  const { now } = await coreCall<{ now: string }>('GET', '/_test/clock');
  const tournamentName = `Overseen Rapid ${organizer.username.slice(-6)}`;
  const { tournament } = await coreCall<{ tournament: { id: string } }>('POST', '/organizer/tournaments', {
    actingUserId: organizer.userId,
    body: {
      title: tournamentName,
      type: 'arena',
      starts_at: new Date(Date.parse(now) + 2 * 86_400_000).toISOString(),
      clock_limit: 10,
      clock_increment: 0,
      entry_fee: '100',
    },
  });
  const playerId = await demoUserId(DEMO_PLAYER.email, DEMO_PLAYER.password);
  const joined = await coreCall<{ registration: { id: string } }>('POST', `/tournaments/${tournament.id}/join`, {
    actingUserId: playerId,
    body: { transactionId: playerTransactionId },
  });
  await coreCall('POST', `/organizer/tournaments/${tournament.id}/registrations/${joined.registration.id}/approve`, {
    actingUserId: organizer.userId,
  });
  await coreCall('POST', `/organizer/tournaments/${tournament.id}/close`, { actingUserId: organizer.userId });
  const commissions = await coreCall<{ id: string; tournamentId: string; dueDate: string }[]>(
    'GET',
    '/admin/commissions',
    { actingUserId: adminId },
  );
  const commission = commissions.find((c) => c.tournamentId === tournament.id);
  if (!commission) throw new Error(`no commission for ${tournamentName}`);
  return {
    organizer,
    tournamentId: tournament.id,
    tournamentName,
    commissionId: commission.id,
    dueDate: commission.dueDate,
  };
}

/** The organizer submits the UPI transaction id of their commission payment. */
export const submitCommissionPayment = (organizerId: string, commissionId: string, transactionId: string) =>
  coreCall('POST', `/organizer/commissions/${commissionId}/payment`, {
    actingUserId: organizerId,
    body: { transactionId },
  });

/** The admin sets the UPI id organizers pay commissions to (PUT when it exists, POST the first time). */
export async function setAdminUpi(value: string) {
  const actingUserId = await demoAdminId();
  await coreCall('PUT', '/admin/global-settings/ADMIN_UPI', { actingUserId, body: { value } }).catch(() =>
    coreCall('POST', '/admin/global-settings', { actingUserId, body: { key: 'ADMIN_UPI', value } }),
  );
}

/** The platform as before the admin set a UPI id (CORE_TEST_CONTROL; no admin screen removes it). */
export const removeAdminUpi = () => coreCall('DELETE', '/_test/global-settings/ADMIN_UPI');

/** A random 12-digit UPI reference (UTR), as a payment app shows it. */
export const aUtr = () => `4172${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Runs one of core's scheduled jobs now (CORE_TEST_CONTROL). */
export const runCoreJob = <T>(name: string) =>
  coreCall<{ name: string; ran: boolean; result: T }>('POST', `/_test/jobs/${name}/run`);

/** The e-mails core wrote to its outbox for an address, newest first, once the due ones went out. */
export async function outboxFor(to: string) {
  await deliverEmails();
  const { emails } = await coreCall<{ emails: { to: string; subject: string; text: string }[] }>(
    'GET',
    `/_test/outbox?to=${encodeURIComponent(to)}`,
  );
  return emails;
}
