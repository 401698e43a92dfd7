// Calls made on behalf of a signed-in user carry `X-Acting-User-Id`; core loads that user, refuses
// unknown or deactivated ones (401) and checks the role itself (403).
import { forbidden } from '@chess-portal/service-kit';
import type { Middleware } from 'koa';
import type { Role, User } from '../../db/models';
import type { Services } from '../../create-services';

export type CoreState = { actingUser: User };

export const ORGANIZER_REQUIRED = 'You need organizer privileges to access this page';
export const ADMIN_REQUIRED = 'Admin access required';

const messageFor = (roles: Role[]) => (roles.includes('organizer') ? ORGANIZER_REQUIRED : ADMIN_REQUIRED);

/** Loads the acting user into ctx.state.actingUser; with roles, also requires one of them. */
export function actingUser({ accounts }: Services, roles?: Role[]): Middleware<CoreState> {
  return async (ctx, next) => {
    const user = await accounts.actingUser(ctx.get('X-Acting-User-Id'));
    if (roles && !roles.includes(user.role)) throw forbidden(messageFor(roles));
    ctx.state.actingUser = user;
    await next();
  };
}
