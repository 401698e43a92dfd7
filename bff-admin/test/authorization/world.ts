// A fresh set of objects for one call of the matrix, so a call that changes or deletes something
// never affects the next: a tournament of the owning organizer with a pending registration, that
// organizer's commissions, a user and an application for the admin calls.
import { randomBytes } from 'node:crypto';
import {
  type Db,
  OrganizerApplication,
  OrganizerCommission,
  Registration,
  Tournament,
  User,
} from '@chess-portal/core-service/testing';

export type TournamentFields = Partial<Tournament>;

export type World = {
  tournamentId: string;
  /** the tournament's Lichess id, when the row put it on Lichess */
  lichessId: string | null;
  registrationId: string;
  /** a pending commission of the owner without a transaction id (the organizer pays it) */
  commissionId: string;
  /** a pending commission of the owner with a transaction id (the admin confirms it) */
  confirmableCommissionId: string;
  targetUserId: string;
  applicationId: string;
};

const suffix = () => randomBytes(4).toString('hex');
const DAY = 86_400_000;

async function user(db: Db, fields: Partial<User> = {}): Promise<User> {
  const s = suffix();
  return User.query(db).insert({ username: `u_${s}`, email: `u_${s}@example.com`, password: 'not-a-hash', ...fields });
}

async function tournament(db: Db, organizerId: string, now: Date, fields: Partial<Tournament> = {}) {
  return Tournament.query(db).insert({
    name: `Matrix ${suffix()}`,
    format: 'rapid',
    timeControl: '10+0',
    system: 'swiss',
    maxPlayers: 16,
    entryFee: '100.00',
    startTime: new Date(now.getTime() + 3 * DAY),
    organizerId,
    lichessTeamSlug: 'chess-school',
    rounds: 5,
    ...fields,
  });
}

async function commission(db: Db, organizerId: string, now: Date, transactionId: string | null) {
  const done = await tournament(db, organizerId, now, {
    status: 'completed',
    startTime: new Date(now.getTime() - DAY),
  });
  return OrganizerCommission.query(db).insert({
    tournamentId: done.id,
    organizerId,
    commissionAmount: '10.00',
    organizerTransactionId: transactionId,
    dueDate: new Date(now.getTime() + 4 * DAY),
  });
}

export async function makeWorld(db: Db, ownerId: string, now: Date, fields: Partial<Tournament> = {}): Promise<World> {
  const t = await tournament(db, ownerId, now, fields);
  const entrant = await user(db, { lichessUsername: 'KnightRider99', lichessVerified: true, teamVerified: true });
  const registration = await Registration.query(db).insert({
    tournamentId: t.id,
    playerId: entrant.id,
    paymentId: `UPI${suffix()}`,
  });
  const applicant = await user(db);
  const application = await OrganizerApplication.query(db).insert({
    userId: applicant.id,
    applicationNote: 'n'.repeat(60),
    upiId: 'applicant@okaxis',
  });
  return {
    tournamentId: t.id,
    lichessId: t.lichessTournamentId ?? null,
    registrationId: registration.id,
    commissionId: (await commission(db, ownerId, now, null)).id,
    confirmableCommissionId: (await commission(db, ownerId, now, `UPI${suffix()}`)).id,
    targetUserId: (await user(db)).id,
    applicationId: application.id,
  };
}

/** The concrete path of a documented one: each template parameter from the world. */
export function concretePath(template: string, w: World): string {
  const id = (): string => {
    if (template.startsWith('/api/organizer/commissions/')) return w.commissionId;
    if (template.startsWith('/api/admin/users/')) return w.targetUserId;
    if (template.startsWith('/api/admin/applications/')) return w.applicationId;
    if (template.startsWith('/api/admin/commissions/')) return w.confirmableCommissionId;
    return w.tournamentId;
  };
  return template
    .replace('{regId}', w.registrationId)
    .replace('{key}', 'GLOBAL_COMMISSION_PERCENT')
    .replace('{notificationId}', '00000000-0000-4000-8000-000000000015')
    .replace('{id}', id());
}
