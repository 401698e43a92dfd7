import type { LoginInput, SessionUser } from '@chess-portal/contracts';
import { apiClient, type ApiClient } from '../http/api-client';

export type SessionApi = {
  login(input: LoginInput): Promise<SessionUser>;
  me(): Promise<SessionUser>;
  logout(): Promise<unknown>;
};

/** The session calls of product.md §7 (bff-player), over the given client. */
export function createSessionApi(client: ApiClient = apiClient): SessionApi {
  return {
    login: (input) => client.post<SessionUser>('/api/auth/login', input),
    me: () => client.get<SessionUser>('/api/auth/me'),
    logout: () => client.post('/api/auth/logout'),
  };
}

export const sessionApi = createSessionApi();
