// Durations as product.md shows them: countdowns in h m s, Swiss round intervals in seconds under a
// minute, then minutes, then hours and minutes (product.md §9).

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

const KOLKATA = 'Asia/Kolkata';

/** The zone the viewer's browser is in (IANA name). */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A tournament time labelled with its zone: '5 Dec 2026, 5:30 pm IST' in India; elsewhere the
 * viewer's own time first with IST beside it: '5 Dec 2026, 12:00 pm GMT (5:30 pm IST)'.
 */
export function formatZonedTime(iso: string | null, zone = viewerTimeZone()): string {
  if (!iso) return 'TBD';
  const date = new Date(iso);
  const ist = new Intl.DateTimeFormat('en-IN', { timeZone: KOLKATA, dateStyle: 'medium', timeStyle: 'short' });
  if (!zone || zone === KOLKATA || zone === 'Asia/Calcutta') return `${ist.format(date)} IST`;
  const local = new Intl.DateTimeFormat('en-IN', {
    timeZone: zone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  const istTime = new Intl.DateTimeFormat('en-IN', { timeZone: KOLKATA, hour: 'numeric', minute: '2-digit' });
  return `${local.format(date)} (${istTime.format(date)} IST)`;
}
