// bff-player → core calls for accounts and onboarding (core.yaml). The acting user always
// comes from the session (the handlers pass it); never from the browser.
import type {
  ApiMessage,
  LichessIdentityOutcome,
  LichessOAuthStart,
  OrganizerApplicationCreated,
  OrganizerApplicationRequest,
  Profile,
  ProfileSaved,
  ProfileUpdate,
  SessionUser,
  TeamInfo,
  TeamVerification,
} from '@chess-portal/contracts';
import { actingAs, unwrap, type CoreApi } from '@chess-portal/service-kit';

export type RegisterInput = { username: string; email: string; password: string };
/** `created` false: the e-mail has an account (core e-mailed its owner); `user` is a stand-in, sign nobody in. */
export type SignUp = { user: SessionUser; created: boolean };
export type VisitorApplication = OrganizerApplicationCreated & { created: boolean };
export type PlayerApplicationInput = Pick<OrganizerApplicationRequest, 'lichessUsername' | 'applicationNote' | 'upiId'>;

export type LichessCallback = { state: string; code?: string; error?: string };

export type AccountsCore = {
  registerUser(body: RegisterInput): Promise<SignUp>;
  designatedTeam(): Promise<TeamInfo>;
  /** sign in with Lichess: for the signed-in user, or (null) a visitor's organizer application */
  startLichessIdentity(userId: string | null, redirectUri: string): Promise<LichessOAuthStart>;
  finishLichessIdentity(userId: string | null, body: LichessCallback): Promise<LichessIdentityOutcome>;
  verifyTeam(userId: string): Promise<TeamVerification>;
  checkTeam(userId: string, teamId: string, username: string): Promise<{ isMember: boolean; user: SessionUser }>;
  getProfile(userId: string): Promise<Profile>;
  updateProfile(userId: string, body: ProfileUpdate): Promise<ProfileSaved>;
  applyAsPlayer(userId: string, body: PlayerApplicationInput): Promise<OrganizerApplicationCreated>;
  applyAsVisitor(body: OrganizerApplicationRequest): Promise<VisitorApplication>;
  requestPasswordReset(email: string): Promise<ApiMessage>;
  resetPassword(token: string, password: string): Promise<ApiMessage>;
  confirmEmailChange(token: string): Promise<ApiMessage>;
};

/** The data of an OK answer, and whether core created something (201) rather than answering a stand-in (202). */
async function withCreated<D>(
  call: Promise<{ data?: D; error?: unknown; response: Response }>,
): Promise<D & { created: boolean }> {
  let status = 0;
  const data = await unwrap(call.then((answer) => ((status = answer.response.status), answer)));
  return { ...data, created: status === 201 };
}

export function accountsCoreCalls(api: CoreApi): AccountsCore {
  return {
    async registerUser(body) {
      const { user, created } = await withCreated(api.POST('/users', { body }));
      return { user, created };
    },
    designatedTeam: () => unwrap(api.GET('/lichess/team')),
    startLichessIdentity: (userId, redirectUri) =>
      userId
        ? unwrap(api.POST('/account/lichess/oauth/start', { params: actingAs(userId), body: { redirectUri } }))
        : unwrap(api.POST('/lichess/identity/start', { body: { redirectUri } })),
    finishLichessIdentity: (userId, body) =>
      userId
        ? unwrap(api.POST('/account/lichess/oauth/callback', { params: actingAs(userId), body }))
        : unwrap(api.POST('/lichess/identity/callback', { body })),
    verifyTeam: (userId) => unwrap(api.POST('/account/team/verify', { params: actingAs(userId) })),
    checkTeam: (userId, teamId, username) =>
      unwrap(api.GET('/account/team/check', { params: { ...actingAs(userId), query: { teamId, username } } })),
    getProfile: (userId) => unwrap(api.GET('/account/profile', { params: actingAs(userId) })),
    updateProfile: (userId, body) => unwrap(api.PUT('/account/profile', { params: actingAs(userId), body })),
    applyAsPlayer: (userId, body) =>
      unwrap(api.POST('/account/organizer-application', { params: actingAs(userId), body })),
    applyAsVisitor: (body) => withCreated(api.POST('/organizer-applications', { body })),
    requestPasswordReset: (email) => unwrap(api.POST('/password-resets', { body: { email } })),
    resetPassword: (token, password) => unwrap(api.POST('/password-resets/confirm', { body: { token, password } })),
    confirmEmailChange: (token) => unwrap(api.POST('/email-changes/confirm', { body: { token } })),
  };
}
