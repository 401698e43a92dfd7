// The accounts use cases, their dependencies bound once (createServices, src/create-services.ts).
import type { ServiceDeps } from '../../service-deps';
import { bind } from '../../shared/bind';
import { getProfile, registerUser, updateProfile } from './account-service';
import { verifyCredentials } from './auth-service';
import { confirmEmailChange } from './email-change-service';
import { applyAsPlayer, applyAsVisitor } from './organizer-application-service';
import { requestPasswordReset, resetPassword } from './password-reset-service';
import { deleteSession, deleteUserSessions, getSession, putSession } from './session-service';
import { checkTeamMembership, designatedTeam, verifyTeamMembership } from './team-membership-service';
import { finishIdentity, startIdentity } from './lichess-identity-service';
import { getSessionUser, loadActingUser } from './user-service';

export function createAccountServices(deps: ServiceDeps) {
  const { db, clock } = deps;
  return {
    register: bind(deps, registerUser),
    login: bind(db, verifyCredentials),
    actingUser: bind(db, loadActingUser),
    sessionUser: bind(db, getSessionUser),
    endUserSessions: bind(db, deleteUserSessions),
    profile: bind(db, getProfile),
    updateProfile: bind(deps, updateProfile),
    team: () => designatedTeam(deps),
    startLichessIdentity: bind(deps, startIdentity),
    finishLichessIdentity: bind(deps, finishIdentity),
    verifyTeam: bind(deps, verifyTeamMembership),
    checkTeam: bind(deps, checkTeamMembership),
    applyAsPlayer: bind(deps, applyAsPlayer),
    applyAsVisitor: bind(deps, applyAsVisitor),
    requestPasswordReset: bind(deps, requestPasswordReset),
    resetPassword: bind(deps, resetPassword),
    confirmEmailChange: bind(deps, confirmEmailChange),
    getSession: (sid: string) => getSession(db, clock, sid),
    putSession: (sid: string, data: Record<string, unknown>, maxAgeMs: number) =>
      putSession(db, clock, sid, data, maxAgeMs),
    deleteSession: bind(db, deleteSession),
  };
}
