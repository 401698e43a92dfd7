import { type HttpError } from '@chess-portal/service-kit';
import { createUser } from '../../../test/support/factories';
import { useTestApp } from '../../../test/support/test-app';
import { SettableClock } from '../../shared/clock';
import { User } from '../../db/models';
import {
  lichessTokenFor,
  NO_LICHESS_TOKEN,
  organizerLichessToken,
  sealLichessToken,
  TOKEN_EXPIRED,
  TOKEN_UNREADABLE,
} from './lichess-token-service';

const t = useTestApp();
const KEY = 'organizer-token-test-key-0123456789';
const config = { serviceToken: 'x'.repeat(16), tokenEncryptionKey: KEY };
const clock = new SettableClock(new Date('2026-07-01T10:00:00Z'));

async function organizerWith(token: string | null, expiresAt: Date | null = null): Promise<User> {
  const user = await createUser(t.db, { role: 'organizer' });
  const sealed = token ? sealLichessToken(config, user.id, token) : null;
  return User.query(t.db).patchAndFetchById(user.id, { lichessAccessToken: sealed, lichessTokenExpiresAt: expiresAt });
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as HttpError,
  );

describe('lichessTokenFor', () => {
  it("answers the organizer's own token, never stored in clear", async () => {
    const user = await organizerWith('lio_organizerOwnToken');
    expect(user.lichessAccessToken).not.toContain('organizerOwnToken');
    await expect(
      lichessTokenFor({ db: t.db, config: { ...config, lichessPlatformToken: 'lio_platform' }, clock }, user.id),
    ).resolves.toBe('lio_organizerOwnToken');
  });

  it('falls back to the platform token when the organizer has connected none', async () => {
    const user = await organizerWith(null);
    await expect(
      lichessTokenFor({ db: t.db, config: { ...config, lichessPlatformToken: 'lio_platform' } }, user.id),
    ).resolves.toBe('lio_platform');
  });

  it('says to connect an account when there is neither', async () => {
    const user = await organizerWith(null);
    const err = await failure(lichessTokenFor({ db: t.db, config }, user.id));
    expect(err).toMatchObject({ status: 400, message: NO_LICHESS_TOKEN });
  });

  it('asks to reconnect when the stored token cannot be decrypted (another key, or copied to another user)', async () => {
    const user = await organizerWith('lio_organizerOwnToken');
    const otherKey = await failure(
      lichessTokenFor({ db: t.db, config: { ...config, tokenEncryptionKey: 'a different key 0123456789' } }, user.id),
    );
    expect(otherKey).toMatchObject({ status: 400, message: TOKEN_UNREADABLE });
    const thief = await createUser(t.db, { role: 'organizer', lichessAccessToken: user.lichessAccessToken });
    expect(await failure(lichessTokenFor({ db: t.db, config, clock }, thief.id))).toMatchObject({
      message: TOKEN_UNREADABLE,
    });
  });

  it('asks to reconnect when the token has expired', async () => {
    const user = await organizerWith('lio_old', new Date('2026-06-30T00:00:00Z'));
    expect(() => organizerLichessToken(config, user, clock)).toThrow(TOKEN_EXPIRED);
    const fresh = await organizerWith('lio_new', new Date('2027-06-30T00:00:00Z'));
    expect(organizerLichessToken(config, fresh, clock)).toBe('lio_new');
  });
});
