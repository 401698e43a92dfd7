// Provider states for the admin interactions: an admin, a player (active or blocked), a
// pending organizer application, a pending commission with the organizer's transaction id, the
// settings. Idempotent: each call brings the named rows back to the state, with the consumer's ids.
import type { VerifierOptions } from '@pact-foundation/pact';
import type { Db } from '../../src/db/knex';
import {
  AuditLogEntry,
  GlobalSetting,
  OrganizerApplication,
  OrganizerCommission,
  OutboxJob,
  Tournament,
  User,
} from '../../src/db/models';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

const param = (params: unknown, key: string): string => {
  const value = params && typeof params === 'object' ? (params as Record<string, unknown>)[key] : undefined;
  if (typeof value !== 'string' || !value) throw new Error(`provider state parameter "${key}" is missing`);
  return value;
};

async function user(db: Db, id: string, fields: Partial<User>): Promise<User> {
  const existing = await User.query(db).findById(id);
  const reset = { isActive: true, deactivationReason: null, ...fields };
  if (existing) return existing.$query(db).patchAndFetch(reset);
  const tag = id.slice(0, 8);
  return User.query(db).insert({
    id,
    username: `pact_${tag}`,
    email: `pact-${id}@example.com`,
    password: 'x',
    role: 'player',
    ...reset,
  });
}

const admin = (db: Db, params: unknown) => user(db, param(params, 'adminId'), { role: 'admin' });

export function adminStates(db: Db): StateHandlers {
  return {
    'an admin {adminId}': async (params: unknown) => {
      await admin(db, params);
      await GlobalSetting.query(db).patch({ value: '10' }).where('key', 'GLOBAL_COMMISSION_PERCENT');
      return {};
    },
    'an admin {adminId} and a player {userId}': async (params: unknown) => {
      await admin(db, params);
      await user(db, param(params, 'userId'), { role: 'player' });
      return {};
    },
    'an admin {adminId} and a blocked player {userId}': async (params: unknown) => {
      await admin(db, params);
      await user(db, param(params, 'userId'), { role: 'player', isActive: false, deactivationReason: 'admin' });
      return {};
    },
    'an admin {adminId} and a pending organizer application {applicationId} by {userId}': async (params: unknown) => {
      await admin(db, params);
      const applicant = await user(db, param(params, 'userId'), { role: 'player', lichessUsername: 'PactApplicant' });
      const id = param(params, 'applicationId');
      await OrganizerApplication.query(db).deleteById(id);
      await OrganizerApplication.query(db).where({ userId: applicant.id, status: 'pending' }).delete();
      await OrganizerApplication.query(db).insert({
        id,
        userId: applicant.id,
        applicationNote: 'I run the chess club at my school and want to host events.',
        upiId: 'applicant@okaxis',
      });
      return {};
    },
    'an admin {adminId} and a pending commission {commissionId} with a transaction id': async (params: unknown) => {
      await admin(db, params);
      const organizer = await user(db, '3e5a7c9b-1d2f-4a6b-8c0d-2e4f6a8b0c1d', {
        role: 'organizer',
        upiId: 'organizer@okaxis',
      });
      const id = param(params, 'commissionId');
      const old = await OrganizerCommission.query(db).findById(id);
      if (old) await Tournament.query(db).deleteById(old.tournamentId);
      const t = await Tournament.query(db).insert({
        name: 'Pact Closed Rapid',
        timeControl: '10+0',
        status: 'completed',
        organizerId: organizer.id,
        totalCollected: '300.00',
        commissionDue: '30.00',
      });
      await OrganizerCommission.query(db).insert({
        id,
        tournamentId: t.id,
        organizerId: organizer.id,
        commissionAmount: '30.00',
        organizerTransactionId: 'UPI123456789012',
        dueDate: new Date('2027-02-06T00:00:00Z'),
      });
      return {};
    },
    'an admin {adminId} and a recorded setting change': async (params: unknown) => {
      const actor = await admin(db, params);
      await AuditLogEntry.query(db).insert({
        actorId: actor.id,
        action: 'setting.changed',
        entityType: 'setting',
        entityId: 'GLOBAL_COMMISSION_PERCENT',
        before: { value: '10' },
        after: { value: '12.5' },
      });
      return {};
    },
    'an admin {adminId} and a failing outbox job {jobId}': async (params: unknown) => {
      await admin(db, params);
      const id = param(params, 'jobId');
      await OutboxJob.query(db).deleteById(id);
      await OutboxJob.query(db).insert({
        id,
        kind: 'email',
        key: 'email:pact@example.com',
        payload: { to: 'pact@example.com', subject: 'Registration approved: Pact Rapid', text: 'Approved' },
        attempts: 2,
        nextAttemptAt: new Date(Date.now() + 3_600_000),
        lastAttemptAt: new Date(),
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      });
      return {};
    },
    'an admin {adminId} and no ADMIN_UPI setting': async (params: unknown) => {
      await admin(db, params);
      await GlobalSetting.query(db).where('key', 'ADMIN_UPI').delete();
      return {};
    },
  };
}
