// The accounts part of the in-memory stub core (test/support/stub-core.ts): a few Lichess accounts,
// the Chess School team, profiles, applications and one valid reset token, enough for bff-player's
// own tests and its Pact provider states. The real rules are tested in core-service.
import { randomUUID } from 'node:crypto';
import type { OrganizerApplicationSummary, Profile, SessionUser } from '@chess-portal/contracts';
import { badRequest, conflict, unauthorized } from '@chess-portal/service-kit';
import type { AccountsCore } from '../../src/clients/accounts-core';

type StubUser = SessionUser & { password: string; upiId?: string | null; whatsappNumber?: string | null };

export const STUB_TEAM = { teamId: 'chess-school', teamUrl: 'https://lichess.test/team/chess-school' };
export const STUB_RESET_TOKEN = 'valid-reset-token';
/** Lichess accounts of the stub, and whether they are in the team. */
export const STUB_LICHESS: Record<string, boolean> = { DemoPlayer: true, KnightRider99: true, OutsiderOmar: false };

export type StubAccounts = AccountsCore & { applications: Map<string, OrganizerApplicationSummary> };

function lichessName(typed: string): string {
  const exact = Object.keys(STUB_LICHESS).find((n) => n.toLowerCase() === typed.toLowerCase());
  if (!exact) throw badRequest(`Lichess user "${typed}" was not found.`);
  if (exact !== typed) throw badRequest(`Lichess usernames are case-sensitive here: did you mean "${exact}"?`);
  return exact;
}

export function stubAccountsCore(users: Map<string, StubUser>): StubAccounts {
  const applications = new Map<string, OrganizerApplicationSummary>();
  const userOr401 = (id: string) =>
    users.get(id) ??
    (() => {
      throw unauthorized('Authentication required');
    })();
  const session = ({ password: _p, upiId: _u, whatsappNumber: _w, ...user }: StubUser): SessionUser => user;
  const profile = (u: StubUser): Profile => ({
    id: u.id,
    username: u.username,
    email: u.email,
    lichessUsername: u.lichessUsername,
    upiId: u.upiId ?? null,
    whatsappNumber: u.whatsappNumber ?? null,
    role: u.role,
    lichessVerified: u.lichessVerified,
    teamVerified: u.teamVerified,
    organizerApplication: applications.get(u.id) ?? null,
  });
  /** Like core: a taken username is a 409; a taken e-mail creates nothing and gives a stand-in (`created` false). */
  const create = (input: { username: string; email: string; password: string }, extra: Partial<StubUser> = {}) => {
    const taken = [...users.values()];
    if (taken.some((u) => u.username.toLowerCase() === input.username.toLowerCase()))
      throw conflict('Username already taken');
    const user: StubUser = {
      id: randomUUID(),
      role: 'player',
      teamVerified: false,
      lichessUsername: null,
      lichessVerified: false,
      ...input,
      email: input.email.toLowerCase(),
      ...extra,
    };
    const created = !taken.some((u) => u.email === user.email);
    if (created) users.set(user.id, user);
    return { user, created };
  };
  const apply = (user: StubUser, upiId: string) => {
    if (applications.get(user.id)?.status === 'pending')
      throw conflict('You already have a pending organizer application');
    const application: OrganizerApplicationSummary = {
      id: randomUUID(),
      status: 'pending',
      createdAt: new Date().toISOString(),
      reviewedAt: null,
    };
    applications.set(user.id, application);
    user.upiId ??= upiId;
    return { message: 'Application submitted successfully', application, user: session(user) };
  };
  const link = (user: StubUser, typed: string) => {
    const name = lichessName(typed);
    Object.assign(user, { lichessUsername: name, lichessVerified: true, teamVerified: STUB_LICHESS[name] });
    return name;
  };
  return {
    applications,
    async registerUser(body) {
      const { user, created } = create(body);
      return { user: session(user), created };
    },
    designatedTeam: async () => STUB_TEAM,
    // sign in with Lichess: the stub's "Lichess" answers the code as the account's name
    startLichessIdentity: async (userId, redirectUri) => ({
      authorizeUrl: `https://lichess.test/oauth?state=${userId ?? 'visitor'}&redirect_uri=${encodeURIComponent(redirectUri)}`,
    }),
    async finishLichessIdentity(userId, { code, error }) {
      if (error || !code)
        return { outcome: error === 'access_denied' ? 'cancelled' : 'refused', message: 'Not linked' };
      if (!userId) {
        const name = lichessName(code);
        return { outcome: 'proven', message: `Signed in as ${name}`, lichessUsername: name, proof: `proof-${name}` };
      }
      const name = link(userOr401(userId), code);
      const teamMemberships = STUB_LICHESS[name] ? [{ id: 'chess-school', name: 'Chess School' }] : [];
      return {
        outcome: 'linked',
        message: `Lichess account ${name} linked.`,
        lichessProfile: { id: name.toLowerCase(), username: name, title: null, rating: 1500 },
        teamMemberships,
        user: session(userOr401(userId)),
      };
    },
    async verifyTeam(userId) {
      const user = userOr401(userId);
      if (!user.lichessUsername) throw badRequest('Please link your Lichess username on your profile first.');
      user.teamVerified = STUB_LICHESS[user.lichessUsername] ?? false;
      return { teamVerified: user.teamVerified, user: session(user) };
    },
    async checkTeam(userId, teamId, username) {
      const user = userOr401(userId);
      if (teamId !== STUB_TEAM.teamId)
        throw badRequest('Only membership of the Chess School team can be checked here.');
      if (username !== user.lichessUsername)
        throw badRequest('You can only check the Lichess username linked to your account.');
      const isMember = STUB_LICHESS[username] ?? false;
      if (isMember) user.teamVerified = true;
      return { isMember, user: session(user) };
    },
    getProfile: async (userId) => profile(userOr401(userId)),
    async updateProfile(userId, body) {
      const user = userOr401(userId);
      const name = body.lichessUsername ? lichessName(body.lichessUsername) : null;
      if (name !== user.lichessUsername)
        Object.assign(user, { lichessUsername: name, lichessVerified: Boolean(name), teamVerified: false });
      // like core, a new e-mail waits for the link sent to it
      const newEmail = body.email.toLowerCase() !== user.email ? body.email.toLowerCase() : null;
      Object.assign(user, {
        username: body.username,
        upiId: body.upiId || null,
        whatsappNumber: body.whatsappNumber || null,
      });
      const sent = newEmail
        ? `. We have sent a link to ${newEmail}; your e-mail address changes when you open it (within 24 hours).`
        : '';
      return { message: `Profile updated successfully${sent}`, user: session(user), profile: profile(user) };
    },
    async applyAsPlayer(userId, body) {
      const user = userOr401(userId);
      link(user, body.lichessUsername);
      return apply(user, body.upiId);
    },
    async applyAsVisitor({ username = '', email = '', password = '', lichessUsername, upiId }) {
      const name = lichessName(lichessUsername);
      const { user, created } = create(
        { username, email, password },
        { lichessUsername: name, lichessVerified: true, teamVerified: STUB_LICHESS[name], upiId },
      );
      if (created) return { ...apply(user, upiId), created };
      const application: OrganizerApplicationSummary = {
        id: randomUUID(),
        status: 'pending',
        createdAt: new Date().toISOString(),
        reviewedAt: null,
      };
      return { message: 'Application submitted successfully', application, user: session(user), created };
    },
    requestPasswordReset: async () => ({
      message:
        'If an account exists for that email, we have sent a link to reset your password. The link is valid for 1 hour.',
    }),
    async confirmEmailChange() {
      throw badRequest(
        'This e-mail confirmation link is invalid or has expired. Please change the address on your profile again.',
      );
    },
    async resetPassword(token) {
      if (token !== STUB_RESET_TOKEN)
        throw badRequest('This password reset link is invalid or has expired. Please request a new one.');
      return { message: 'Your password has been reset. Please sign in with your new password.' };
    },
  };
}
