// Sign-in check: e-mail and password against the stored password hash; a hash made with older
// parameters is re-made with the current ones on a successful sign-in.
import type { SessionUser } from '@chess-portal/contracts';
import { forbidden, unauthorized } from '@chess-portal/service-kit';
import type { Db } from '../../db/knex';
import { User } from '../../db/models';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './password';
import { toSessionUser } from './user-service';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_DEACTIVATED = 'Your account has been deactivated. Please contact support.';
export const ACCOUNT_DEACTIVATED_UNPAID_COMMISSION =
  'Your account has been deactivated because a commission payment is overdue. Please pay the commission to the admin UPI ID and contact support to reactivate it.';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * The same 401 for an unknown e-mail and a wrong password (and the same work for both). Only a
 * caller who knows the password learns that the account is deactivated (403).
 */
export async function verifyCredentials(db: Db, email: string, password: string): Promise<SessionUser> {
  const user = await User.query(db).findOne({ email: normalizeEmail(email) });
  if (!user) {
    await burnPasswordCheck(password);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(password, user.password))) throw unauthorized(INVALID_CREDENTIALS);
  if (!user.isActive) {
    throw forbidden(
      user.deactivationReason === 'unpaid_commission' ? ACCOUNT_DEACTIVATED_UNPAID_COMMISSION : ACCOUNT_DEACTIVATED,
    );
  }
  if (needsRehash(user.password)) {
    // only if the hash is still the one checked (a concurrent reset or change wins)
    await User.query(db)
      .patch({ password: await hashPassword(password) })
      .where({ id: user.id, password: user.password });
  }
  return toSessionUser(user);
}
