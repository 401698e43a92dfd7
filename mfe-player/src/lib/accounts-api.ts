// The SPEC §7 "Session and accounts" calls of bff-player (besides login/me/logout, which portal-kit's
// session API makes), over portal-kit's SPEC §7 client.
import type {
  ApiMessage,
  LichessVerification,
  OrganizerApplicationCreated,
  Profile,
  ProfileSaved,
  ProfileUpdate,
  RegisterBody,
  SessionUser,
  TeamInfo,
  TeamVerification,
} from '@chess-portal/contracts';
import { apiClient, type ApiClient } from '@chess-portal/portal-kit';

export type OrganizerApplicationInput = {
  lichessUsername: string;
  applicationNote: string;
  upiId: string;
  /** a visitor's new account; left out when a signed-in player applies */
  username?: string;
  email?: string;
  password?: string;
};

export type CheckTeamAnswer = { success: boolean; isMember: boolean };

export function createAccountsApi(client: ApiClient = apiClient) {
  return {
    register: (body: RegisterBody) => client.post<SessionUser>('/api/auth/register', body),
    verifyLichess: (lichessUsername: string) => client.post<LichessVerification>('/api/auth/lichess/verify', { lichessUsername }),
    verifyTeam: () => client.post<TeamVerification>('/api/auth/verify-team'),
    checkTeam: (teamId: string, username: string) =>
      client.get<CheckTeamAnswer>(`/api/check-team?teamId=${encodeURIComponent(teamId)}&username=${encodeURIComponent(username)}`),
    teamInfo: () => client.get<TeamInfo>('/api/team-info'),
    getProfile: () => client.get<Profile>('/api/me'),
    updateProfile: (body: ProfileUpdate) => client.put<ProfileSaved>('/api/me', body),
    applyOrganizer: (body: OrganizerApplicationInput) => client.post<OrganizerApplicationCreated>('/api/apply-organizer', body),
    forgotPassword: (email: string) => client.post<ApiMessage>('/api/auth/forgot-password', { email }),
    resetPassword: (token: string, password: string) => client.post<ApiMessage>('/api/auth/reset-password', { token, password }),
  };
}

export type AccountsApi = ReturnType<typeof createAccountsApi>;
export const accountsApi = createAccountsApi();
