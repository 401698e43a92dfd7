// A password hash as releases before argon2id stored it: `scrypt$N$r$p$<salt base64>$<hash base64>`.
import { randomBytes, scryptSync } from 'node:crypto';

export function legacyScryptHash(password: string, N = 2 ** 10): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N, r: 8, p: 1 });
  return ['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}
