// Durations as the SPEC shows them: countdowns in h m s, Swiss round intervals in seconds under a
// minute, then minutes, then hours and minutes (SPEC §9).

/** 3_723_000 → '1h 2m 3s'; never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}h ${m}m ${s}s`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

const joined = (parts: [number, string][]) =>
  parts
    .filter(([n]) => n > 0)
    .map(([n, unit]) => plural(n, unit))
    .join(' ');

/**
 * 45 → '45 seconds', 90 → '1 minute 30 seconds', 120 → '2 minutes', 5400 → '1 hour 30 minutes'. Nothing
 * is dropped: seconds left over after the minutes are shown too.
 */
export function formatRoundInterval(seconds: number): string {
  if (seconds < 60) return plural(seconds, 'second');
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return joined([
    [h, 'hour'],
    [m, 'minute'],
    [s, 'second'],
  ]);
}
