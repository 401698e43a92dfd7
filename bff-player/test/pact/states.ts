// Provider states of bff-player (CONVENTIONS.md § Pact), set up on the stub core injected through
// createApp deps. 'a signed-in player' signs in through the running app; the request filter then
// sends that session cookie with the interaction's request.
import { randomUUID } from 'node:crypto';
import type { StateHandlers } from '@pact-foundation/pact/src/dsl/verifier/proxy/types';
import { stubUser } from '../support/stub-core';
import { STUB_RESET_TOKEN } from '../support/stub-accounts';
import { playingStates } from './playing-states';
import { signInCookie, type ProviderContext } from './provider-context';

export type { ProviderContext };

export function stateHandlers(ctx: ProviderContext): StateHandlers {
  return {
    ...playingStates(ctx),
    // the stub core accepts exactly one reset token (test/support/stub-accounts.ts)
    'a password reset token {token} for an active user': async (params?: unknown) => {
      const { token } = params as { token: string };
      if (token !== STUB_RESET_TOKEN) throw new Error(`the stub core only knows the reset token ${STUB_RESET_TOKEN}`);
      return {};
    },
    'an active user with email {email} and password {password}': async (params?: unknown) => {
      const { email, password } = params as { email: string; password: string };
      const user = stubUser({ id: randomUUID(), email, password });
      ctx.core.users.set(user.id, user);
      return { userId: user.id };
    },
    'a signed-in player': {
      setup: async () => {
        const user = stubUser({ id: randomUUID(), role: 'player' });
        ctx.core.users.set(user.id, user);
        ctx.cookie = await signInCookie(ctx.baseUrl, user.email, user.password);
        return { userId: user.id };
      },
      teardown: async () => {
        ctx.cookie = undefined;
        return undefined;
      },
    },
  };
}
