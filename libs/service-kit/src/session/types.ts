// Koa state and context of a BFF: the signed-in user (from the session only) and the session.
import type { ParameterizedContext } from 'koa';
import type { SessionUser } from '@chess-portal/contracts';

export type BffSession = {
  userId?: string;
  isNew: boolean;
  regenerate(): Promise<void> | undefined;
};

export type BffState = { user?: SessionUser };
export type BffContextExtras = { session: BffSession | null };
export type BffContext = ParameterizedContext<BffState, BffContextExtras>;
