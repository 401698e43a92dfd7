// How long to wait, said the way a person reads it: the sentence of a 429 (Retry-After in seconds)
// names the real wait, never a vaguer "a few minutes".

/** "1 second", "40 seconds", "1 minute", "60 minutes", "2 hours", rounded up (never shorter than the wait). */
export function waitFor(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (s < 60) return plural(s, 'second');
  const minutes = Math.ceil(s / 60);
  if (minutes <= 60) return plural(minutes, 'minute');
  return plural(Math.ceil(minutes / 60), 'hour');
}

/** Sign-in refused: too many attempts for this account (from this address, or from many). */
export const tooManySignInAttempts = (retryAfterSeconds: number) =>
  `Too many sign-in attempts for this account. Please try again in ${waitFor(retryAfterSeconds)}.`;

/** Sign-in refused: too many failed sign-ins from this network (accounts that signed in from it before still can). */
export const tooManySignInsFromNetwork = (retryAfterSeconds: number) =>
  `Too many failed sign-ins from this network. Please try again in ${waitFor(retryAfterSeconds)}.`;
