// The six callers of the matrix, signed in at bff-player: a visitor, a player, an organizer who does
// not own the objects, the owning organizer (the demo organizer), an admin, and a user deactivated
// after signing in (their cookie is still sent).
import { demoLogins, User, hashPassword } from '@chess-portal/core-service/testing';
import request from '@chess-portal/service-kit/src/testing/same-origin-request';
import type { Persona } from './rules';
import type { MatrixStack } from './stack';

export type Caller = { persona: Persona; cookie: string[]; user?: { id: string; username: string; email: string; lichessUsername: string | null } };

const OTHER = { email: 'other.organizer@example.com', password: 'other-organizer-1', username: 'other_organizer' };
const GONE = { email: 'deactivated.player@example.com', password: 'deactivated-1', username: 'deactivated_player' };

async function ensureUser(stack: MatrixStack, login: typeof OTHER, fields: Partial<User>) {
  const existing = await User.query(stack.core.db).findOne({ email: login.email });
  if (existing) return existing;
  return User.query(stack.core.db).insert({ email: login.email, username: login.username, password: await hashPassword(login.password), ...fields });
}

const who = (u: User) => ({ id: u.id, username: u.username, email: u.email, lichessUsername: u.lichessUsername });

/** Signs every persona in (again); the deactivated one is deactivated by the admin right after. */
export async function signInPersonas(stack: MatrixStack): Promise<Record<Persona, Caller>> {
  const db = stack.core.db;
  const other = await ensureUser(stack, OTHER, { role: 'organizer', upiId: 'other@okaxis' });
  const gone = await ensureUser(stack, GONE, { teamVerified: true, lichessUsername: 'BishopBella' });
  await User.query(db).patch({ isActive: true, deactivationReason: null }).where('id', gone.id);
  const demo = async (role: keyof typeof demoLogins) => {
    const { email, password } = demoLogins[role];
    return { cookie: await stack.signIn(email, password), user: who((await User.query(db).findOne({ email }))!) };
  };
  const admin = await demo('admin');
  const callers: Record<Persona, Caller> = {
    visitor: { persona: 'visitor', cookie: [] },
    player: { persona: 'player', ...(await demo('player')) },
    otherOrganizer: { persona: 'otherOrganizer', cookie: await stack.signIn(OTHER.email, OTHER.password), user: who(other) },
    owner: { persona: 'owner', ...(await demo('organizer')) },
    admin: { persona: 'admin', ...admin },
    deactivated: { persona: 'deactivated', cookie: await stack.signIn(GONE.email, GONE.password), user: who(gone) },
  };
  const blocked = await request(stack.apps['bff-admin']).post(`/api/admin/users/${gone.id}/block`).set('Cookie', admin.cookie);
  if (blocked.status !== 200) throw new Error(`could not deactivate the deactivated persona: ${blocked.status}`);
  return callers;
}
