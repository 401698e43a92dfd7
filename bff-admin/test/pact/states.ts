// Provider states of bff-admin (CONVENTIONS.md § Pact) on the real core behind it: 'a signed-in
// admin' / 'a signed-in player' sign in at bff-player (the request filter then sends that cookie);
// the data states bring rows with the consumer's ids back to the named state.
import type { StateHandlers } from '@pact-foundation/pact/src/dsl/verifier/proxy/types';
import type { RealStack } from '@chess-portal/bff-player/test/support/real-stack';
import {
  AuditLogEntry,
  GlobalSetting,
  OrganizerApplication,
  OrganizerCommission,
  Tournament,
  User,
} from '@chess-portal/core-service/testing';

export type ProviderContext = { stack: RealStack; cookie?: string };

const param = (params: unknown, key: string): string => {
  const value = params && typeof params === 'object' ? (params as Record<string, unknown>)[key] : undefined;
  if (typeof value !== 'string' || !value) throw new Error(`provider state parameter "${key}" is missing`);
  return value;
};

export function stateHandlers(ctx: ProviderContext): StateHandlers {
  const db = () => ctx.stack.core.db;
  const user = async (id: string, fields: Partial<User>) => {
    const reset = { isActive: true, deactivationReason: null, ...fields };
    const existing = await User.query(db()).findById(id);
    if (existing) return existing.$query(db()).patchAndFetch(reset);
    return User.query(db()).insert({ id, username: `pact_${id.slice(0, 8)}`, email: `pact-${id}@example.com`, password: 'x', ...reset });
  };
  const signedIn = (role: 'admin' | 'player') => async () => {
    ctx.cookie = (await ctx.stack.signIn(role)).join('; ');
    return {};
  };
  return {
    'a signed-in admin': signedIn('admin'),
    'a signed-in player': signedIn('player'),
    'a player {userId}': async (params: unknown) => {
      await user(param(params, 'userId'), { role: 'player' });
      return {};
    },
    'a pending organizer application {applicationId}': async (params: unknown) => {
      const id = param(params, 'applicationId');
      const applicant = await user('7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d', { role: 'player' });
      await OrganizerApplication.query(db()).where('userId', applicant.id).delete();
      await OrganizerApplication.query(db()).insert({ id, userId: applicant.id, applicationNote: 'I run the chess club at my school and want to host events.', upiId: 'applicant@okaxis' });
      return {};
    },
    'a pending commission {commissionId} with a transaction id': async (params: unknown) => {
      const id = param(params, 'commissionId');
      const organizer = await user('8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1e', { role: 'organizer', upiId: 'organizer@okaxis' });
      const old = await OrganizerCommission.query(db()).findById(id);
      if (old) await Tournament.query(db()).deleteById(old.tournamentId);
      const t = await Tournament.query(db()).insert({ name: 'Pact Closed Rapid', timeControl: '10+0', status: 'completed', organizerId: organizer.id });
      await OrganizerCommission.query(db()).insert({ id, tournamentId: t.id, organizerId: organizer.id, commissionAmount: '30.00', organizerTransactionId: 'UPI123456789012', dueDate: new Date('2027-02-06T00:00:00Z') });
      return {};
    },
    'no ADMIN_UPI setting': async () => {
      await GlobalSetting.query(db()).where('key', 'ADMIN_UPI').delete();
      return {};
    },
    'a recorded setting change': async () => {
      await AuditLogEntry.query(db()).insert({ actorId: null, action: 'setting.changed', entityType: 'setting', entityId: 'GLOBAL_COMMISSION_PERCENT', before: { value: '10' }, after: { value: '12.5' } });
      return {};
    },
  };
}
